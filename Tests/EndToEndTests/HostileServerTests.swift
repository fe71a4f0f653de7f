import CLI
import Foundation
import Reactive
import TestSupport
import Testing
import Views

/// A server that misbehaves on purpose: links that loop, a `last` of a hundred million, bodies
/// that balloon, links to other schemes, waits past `--max-wait`. Each run must end with one
/// `Error:` line and a documented exit code after a bounded number of requests, asserted on the
/// server's own log, never on time.
@Suite struct HostileServerTests {
    static let org = SyntheticOrganization(name: "hostile", count: 1000)

    /// A page of `count` repositories starting at `start`, with a `Link` header of `links`.
    static func repositoryPage(_ start: Int, count: Int = 3, links: [String] = []) -> LoopbackServer.Response {
        let body = "[" + (start..<start + count).map { org.repositoryJSON($0) }.joined(separator: ",") + "]"
        return .json(200, body, headers: links.isEmpty ? [] : [("link", links.joined(separator: ", "))])
    }

    /// One commit object in GitHub's shape.
    static func commitJSON(_ index: Int) -> String {
        let sha = String(format: "%040x", index + 1)
        let dana = CommitJSON.Signature(name: "Dana", email: "dana@example.com", date: "2026-11-29T10:00:00Z")
        return CommitJSON(
            sha: sha, nodeID: "C_\(index)", author: dana, committer: dana, message: "change \(index)", url: "https://api.github.com/x",
            htmlURL: "https://github.com/x"
        ).text
    }

    static func commitPage(_ start: Int, links: [String]) -> LoopbackServer.Response {
        .json(200, "[" + (start..<start + 2).map(commitJSON).joined(separator: ",") + "]", headers: [("link", links.joined(separator: ", "))])
    }

    /// `rel="next"` to `target` (a path with query on this server, or an absolute URL).
    static func next(_ target: String, _ base: URL) -> String {
        target.contains("://") ? "<\(target)>; rel=\"next\"" : "<\(base.absoluteString)\(target)>; rel=\"next\""
    }

    // MARK: - Loops

    enum Loop: String, CaseIterable, Sendable { case selfLoop, twoPageCycle }

    /// A listing at `path` whose page 2 links back to page 1's own URL (the first request's
    /// target, whatever query the client chose), or whose every page links to itself.
    static func looping(_ loop: Loop, path: String, page: @escaping @Sendable ([String]) -> LoopbackServer.Response) -> LoopbackServer.Handler {
        let first = Locked<String?>(nil)
        return { request, base in
            guard request.path == path else { return .json(404, #"{"message":"Not Found"}"#) }
            let start = first.withLock { first -> String in
                if first == nil { first = request.target }
                return first ?? request.target
            }
            switch loop {
            case .selfLoop: return page([Self.next(request.target, base)])
            case .twoPageCycle where request.target == start: return page([Self.next(path + "?page=2", base)])
            case .twoPageCycle: return page([Self.next(start, base)])
            }
        }
    }

    /// Expects `run` stopped at `loop`, having fetched each page once: exit 1 and the one error
    /// line, after `before` requests for what led to the looping listing, then its one page (a
    /// page linking to itself) or two.
    static func expectStopped(
        _ run: BinaryRunner.Outcome, at loop: Loop, on fixture: Fixture, before: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.status == 1, sourceLocation: sourceLocation)
        #expect(run.stderr == "Error: the server's pagination loops back to page 1\n", sourceLocation: sourceLocation)
        #expect(fixture.server.requests.count == before + (loop == .selfLoop ? 1 : 2), sourceLocation: sourceLocation)
    }

    @Test(arguments: Loop.allCases)
    func listStopsAtALoopAfterEachPageIsFetchedOnce(loop: Loop) async throws {
        let handler = Self.looping(loop, path: "/orgs/loopy/repos") { Self.repositoryPage(0, links: $0) }
        let fixture = try Fixture { request, base in handler(request, base) }
        let run = try await fixture.repos(["list", "loopy", "--all"])
        Self.expectStopped(run, at: loop, on: fixture)
        #expect(run.stdout == "")
    }

    @Test(arguments: Loop.allCases)
    func commitsStopAtALoop(loop: Loop) async throws {
        let handler = Self.looping(loop, path: "/repos/o/loopy/commits") { Self.commitPage(0, links: $0) }
        let fixture = try Fixture { request, base in handler(request, base) }
        Self.expectStopped(try await fixture.repos(["commits", "o/loopy", "--all"]), at: loop, on: fixture)
    }

    @Test(arguments: Loop.allCases)
    func activityStopsAtALoopInTheRepositoriesAndInTheCommits(loop: Loop) async throws {
        // The org's listing loops; then, with a clean listing, one repository's commits loop.
        let listingHandler = Self.looping(loop, path: "/orgs/loopy/repos") { Self.repositoryPage(0, links: $0) }
        let listing = try Fixture { request, base in listingHandler(request, base) }
        Self.expectStopped(try await listing.repos(["activity", "loopy", "--since", "2026-01-01"]), at: loop, on: listing)

        let commitsPath = "/repos/hostile/\(Self.org.repositoryName(0))/commits"
        let commitsHandler = Self.looping(loop, path: commitsPath) { Self.commitPage(0, links: $0) }
        let commits = try Fixture { request, base in
            if request.path == "/orgs/loopy/repos" { return Self.repositoryPage(0, count: 1) }
            return commitsHandler(request, base)
        }
        // One request for the clean listing before the commits.
        Self.expectStopped(try await commits.repos(["activity", "loopy", "--since", "2026-01-01"]), at: loop, on: commits, before: 1)
    }

    // MARK: - A huge `last`

    @Test(arguments: ["100000000", "9223372036854775807"])
    func aHugeLastIsAHintThatSchedulesNothing(last: String) async throws {
        // Thirty pages, though `last` claims far more: walked one by one, never planned from `last`.
        let fixture = try Fixture { request, base in
            guard request.path == "/orgs/endless/repos" else { return nil }
            let page = Int(request.query["page"] ?? "1") ?? 1
            var links = ["<\(base.absoluteString)/orgs/endless/repos?per_page=100&page=\(last)>; rel=\"last\""]
            if page < 30 { links.append(Self.next("/orgs/endless/repos?per_page=100&page=\(page + 1)", base)) }
            return Self.repositoryPage(page * 3, links: links)
        }
        let run = try await fixture.repos(["list", "endless", "--all", "--format", "ndjson"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count == 90)
        // Pages 1 to 30, each once, in order: nothing was fetched ahead on the word of `last`
        // (a plan from it would have asked for pages past 30 while earlier ones were in flight).
        #expect(fixture.server.requests.map { Int($0.query["page"] ?? "1") ?? 0 } == Array(1...30))
    }

    @Test func anEndlessListingStopsAtThePageCap() async throws {
        let fixture = try Fixture { request, base in
            guard request.path == "/orgs/endless/repos" else { return nil }
            let page = Int(request.query["page"] ?? "1") ?? 1
            return .json(200, "[]", headers: [("link", Self.next("/orgs/endless/repos?page=\(page + 1)", base))])
        }
        let run = try await fixture.repos(["list", "endless", "--all", "--format", "ndjson"])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: the listing goes on past 10,000 pages, the most repos follows\n")
        #expect(fixture.server.requests.count == 10_000)
    }

    // MARK: - Body size

    @Test func aCompressedBodyThatInflatesPastTheLimitStopsAtTheLimit() async throws {
        // 2 GiB of zeros in 13.5 MB of gzip: its Content-Length is under the limit, so only the
        // count of inflated bytes can stop it. The server sends 1 MB (160 MB inflated), then
        // waits for the client to hang up, and sends the rest only if it has not.
        let bomb = Gzip.bomb(inflated: 2 << 30)
        let fixture = try Fixture { request, _ in
            guard request.path == "/orgs/bomb/repos" else { return nil }
            var response = LoopbackServer.Response(status: 200, headers: [("content-type", "application/json"), ("content-encoding", "gzip")], body: bomb)
            response.pauseAt = 1 << 20
            return response
        }
        let run = try await fixture.repos(["list", "bomb", "--limit", "5"])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: the response from 127.0.0.1 is larger than 32 MiB, the most repos reads\n")
        // No retry: the same body would come again.
        #expect(fixture.server.requests.count == 1)
        // The server's send ends when it sees the client hang up, which may be after the run.
        _ = await eventually { !fixture.server.bytesSent.isEmpty }
        let sent = try #require(fixture.server.bytesSent.first)
        #expect(sent < (1 << 20) + 1024, "the client read on: the server sent \(sent) of \(bomb.count) bytes")
    }

    @Test func aPlainBodyOverTheLimitIsRefusedByItsLength() async throws {
        let body = Data(repeating: UInt8(ascii: " "), count: (32 << 20) + 1)
        let fixture = try Fixture { request, _ in
            guard request.path == "/orgs/huge/repos" else { return nil }
            return LoopbackServer.Response(status: 200, headers: [("content-type", "application/json")], body: body)
        }
        let run = try await fixture.repos(["list", "huge", "--limit", "5"])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: the response from 127.0.0.1 is larger than 32 MiB, the most repos reads\n")
        #expect(fixture.server.requests.count == 1)
    }

    // MARK: - Links to other schemes

    @Test(arguments: ["file:///etc/passwd", "gopher://127.0.0.1:70/1", "ftp://127.0.0.1/x"])
    func aNextLinkThatIsNotHTTPIsRefusedBeforeAnyRequest(link: String) async throws {
        let fixture = try Fixture { request, base in
            guard request.path == "/orgs/elsewhere/repos" else { return nil }
            return Self.repositoryPage(0, links: [Self.next(link, base)])
        }
        for arguments in [["list", "elsewhere", "--all"], ["list", "elsewhere", "--all", "--format", "ndjson"]] {
            fixture.server.resetLog()
            let run = try await fixture.repos(arguments)
            #expect(run.status == 1)
            #expect(run.stderr == "Error: the server sent a next-page link that is not http(s)\n")
            #expect(fixture.server.requests.count == 1)
        }
    }

    @Test func aRedirectToAnotherSchemeIsRefused() async throws {
        let fixture = try Fixture { request, _ in
            guard request.path == "/orgs/moved/repos" else { return nil }
            return LoopbackServer.Response(status: 302, headers: [("location", "file:///etc/passwd")])
        }
        let run = try await fixture.repos(["list", "moved"])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: the server sent a redirect that is not http(s)\n")
        #expect(fixture.server.requests.count == 1)
    }

    // MARK: - Waits

    @Test(arguments: [
        ("99999999", "99999999 s (1,157 days)"),
        ("100000000000000000000000", "9223372036854775807 s (106,751,991,167,300 days)"),
    ])
    func aRetryAfterPastMaxWaitFailsAtOnce(header: String, shown: String) async throws {
        let fixture = try Fixture { request, _ in
            guard request.path == "/orgs/slow/repos" else { return nil }
            return .json(429, #"{"message":"You have exceeded a secondary rate limit."}"#, headers: [("retry-after", header)])
        }
        let run = try await fixture.repos(["list", "slow"])
        #expect(run.status == 75)
        #expect(run.stderr == "Error: GitHub asked to slow down (secondary rate limit); retry after \(shown), longer than --max-wait 60 s\n")
        // Not waited and not retried: one request in the server's log.
        #expect(fixture.server.requests.count == 1)
    }

    // MARK: - Streaming

    @MainActor
    @Test func ndjsonWritesEachPageBeforeTheLastArrives() async throws {
        let stdout = StringSink()
        let sawEarlyLines = Locked(false)
        let fixture = try Fixture { request, base in
            guard request.path == "/orgs/stream/repos" else { return nil }
            let page = Int(request.query["page"] ?? "1") ?? 1
            if page == 5 {
                // The last page waits until pages 1-4 are on stdout (or 20 s pass, and the
                // test fails): output that waited for every page could never satisfy this.
                for _ in 0..<400 where !sawEarlyLines.withLock({ $0 }) {
                    if stdout.text.split(separator: "\n").count >= 12 { sawEarlyLines.withLock { $0 = true } }
                    usleep(50_000)
                }
                return Self.repositoryPage(12)
            }
            return Self.repositoryPage((page - 1) * 3, links: [Self.next("/orgs/stream/repos?page=\(page + 1)", base)])
        }
        let run = try await fixture.repos(["list", "stream", "--all", "--format", "ndjson"], stdout: stdout)
        #expect(run.status == 0)
        #expect(sawEarlyLines.withLock { $0 })
        #expect(stdout.text.split(separator: "\n").count == 15)
    }
}
