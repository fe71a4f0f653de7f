import Dispatch
import Foundation
import Reactive
import TestSupport

// Serves Fixtures/, a synthetic organisation and a synthetic repository (big-org/big-repo) on
// 127.0.0.1 until stopped, printing its base URL first; also `active-org`, the same size with
// `--active <n>` repositories pushed in the last hours, for `repos activity`; with `--oversized`,
// also the responses at and past the limits (`OversizedResponses`). Usage: fixture-server
// [--latency <seconds>] [--org <name>] [--org-size <n>] [--active <n>] [--commits <n>] [--files <n>]
// [--oversized] [--port <n>] [--port-file <path>] [--public-url <url>] [--strip-prefix <path>]
// [--paired-lines <n>] (each file of the big commit a hunk of n modified lines, each differing in
// one word from its old self, instead of 4 lines) [--big-repo <name>] (the synthetic repository's name; `repo-00000`, the first of the org's
// listing, lets `repos browse` reach it) [--tree-entries <n>] [--file-mb <n>] (what is inside
// it: a tree of n entries, a file big.bin of n MiB, a README; `SyntheticContents`)
// As GitHub on a bad day: `--fail-every <n>` answers every n-th API request with a 502 page;
// `--rate-window <n>/<seconds>` allows n requests per window, as a rate limit (`RateWindow`).
// Also `workorg`, 2,000 repositories with pull requests and issues in flight
// (`SyntheticWorkOrganization`), for `repos prs` and `repos issues`; and `eventorg`'s events
// feed (`SyntheticEventFeed`), for `repos watch`: X-Poll-Interval `--poll-interval <n>` (2),
// a new event every `--event-every <seconds>` (1; 0: none), and one more on `GET /__events/add`.
// Behind a TLS proxy, `--public-url` is the address links name (https://localhost/api/v3) and
// `--strip-prefix` the path prefix the proxy passes on (/api/v3), as GitHub Enterprise has it.
var latency = 0.0
var port: UInt16 = 0
var commits = 1500
var files = 3000
var orgName = "big-org"
var orgSize = 2000
var portFile: String?
var active = 40
var oversized = false
var publicURL: URL?
var stripPrefix = ""
var bigRepo = "big-repo"
var treeEntries = 1000
var fileMegabytes = 2
var pairedLines: Int?
var failEvery = 0
var rateWindow: (size: Int, seconds: Int)?
var pollInterval = 2
var eventEvery = 1.0
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--latency": latency = arguments.next().flatMap(Double.init) ?? latency
    case "--org": orgName = arguments.next() ?? orgName
    case "--org-size": orgSize = arguments.next().flatMap(Int.init) ?? orgSize
    case "--port-file": portFile = arguments.next()
    case "--port": port = arguments.next().flatMap { UInt16($0) } ?? port
    case "--commits": commits = arguments.next().flatMap(Int.init) ?? commits
    case "--files": files = arguments.next().flatMap(Int.init) ?? files
    case "--active": active = arguments.next().flatMap(Int.init) ?? active
    case "--oversized": oversized = true
    case "--public-url": publicURL = arguments.next().flatMap { URL(string: $0) }
    case "--strip-prefix": stripPrefix = arguments.next() ?? ""
    case "--big-repo": bigRepo = arguments.next() ?? bigRepo
    case "--tree-entries": treeEntries = arguments.next().flatMap(Int.init) ?? treeEntries
    case "--file-mb": fileMegabytes = arguments.next().flatMap(Int.init) ?? fileMegabytes
    case "--paired-lines": pairedLines = arguments.next().flatMap(Int.init)
    case "--poll-interval": pollInterval = arguments.next().flatMap(Int.init) ?? pollInterval
    case "--event-every": eventEvery = arguments.next().flatMap(Double.init) ?? eventEvery
    case "--fail-every": failEvery = arguments.next().flatMap(Int.init) ?? failEvery
    case "--rate-window":
        let parts = (arguments.next() ?? "").split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
            FileHandle.standardError.write(Data("fixture-server: --rate-window takes <requests>/<seconds>\n".utf8))
            exit(64)
        }
        rateWindow = (parts[0], parts[1])
    default:
        FileHandle.standardError.write(Data("fixture-server: unknown argument \(argument)\n".utf8))
        exit(64)
    }
}
do {
    let router = try FixtureRouter()
    let organization = SyntheticOrganization(name: orgName, count: orgSize)
    let repository = SyntheticRepository(owner: orgName, name: bigRepo, commitCount: commits, bigCommitFiles: files, pairedLines: pairedLines)
    let work = SyntheticWorkOrganization()
    let details = SyntheticWorkDetails(work)
    let activity = SyntheticActivityOrganization(name: "active-org", count: orgSize, active: active, now: Date())
    let events = SyntheticEventFeed(every: eventEvery > 0 ? eventEvery : nil, pollInterval: pollInterval)
    let limits = oversized ? OversizedResponses(organization: organization) : nil
    let contents = SyntheticContents(owner: orgName, name: bigRepo, entries: treeEntries, fileBytes: fileMegabytes << 20)
    let (publicURL, stripPrefix, failEvery) = (publicURL, stripPrefix, failEvery)
    let served = Locked(0)
    let window = rateWindow.map { RateWindow(size: $0.size, seconds: $0.seconds, origin: Date(), now: { Date() }) }
    let badGateway = LoopbackServer.Response(
        status: 502, headers: [("content-type", "text/html")], body: Data("<html><body><h1>502 Bad Gateway</h1></body></html>".utf8))
    let server = try LoopbackServer(latency: latency, port: port) { received, ownURL in
        let base = publicURL ?? ownURL
        var request = received
        if !stripPrefix.isEmpty, received.path.hasPrefix(stripPrefix) {
            request = LoopbackServer.Request(
                method: received.method, path: String(received.path.dropFirst(stripPrefix.count)), query: received.query,
                target: String(received.target.dropFirst(stripPrefix.count)), headers: received.headers, arrival: received.arrival
            )
        }
        // `/__requests` reports how many API requests were answered, for the benchmark's checks.
        if request.path == "/__requests" { return .json(200, "\(served.withLock { $0 })") }
        if request.path == "/__events/add" {
            events.add()
            return .json(200, "\(events.count)")
        }
        let number = served.withLock { count -> Int in
            count += 1
            return count
        }
        if failEvery > 0, number % failEvery == 0 { return badGateway }
        let answer =
            limits?.response(for: request, baseURL: base) ?? events.response(for: request, baseURL: base)
            ?? organization.response(for: request, baseURL: base)
            ?? activity.response(for: request, baseURL: base)
            ?? details.response(for: request, baseURL: base)
            ?? work.response(for: request, baseURL: base)
            ?? repository.response(for: request, baseURL: base)
            ?? contents.response(for: request, baseURL: base)
            ?? router.handler()(request, base)
        return window?.admit(answer) ?? answer
    }
    if let portFile { try server.baseURL.absoluteString.write(toFile: portFile, atomically: true, encoding: .utf8) }
    FileHandle.standardOutput.write(Data((server.baseURL.absoluteString + "\n").utf8))
    dispatchMain()
} catch {
    FileHandle.standardError.write(Data("fixture-server: \(error)\n".utf8))
    exit(1)
}
