import CLI
import Foundation
import Reactive
import Service
import TestSupport
import Views

/// A fixture server for one test, and a way to run `repos` against it. Its scratch folder (the
/// cache, stub programs, marks) is removed with it.
final class Fixture: Sendable {
    let server: LoopbackServer
    /// This fixture's own folder for whatever a test writes, removed when the fixture goes.
    let scratch: URL
    /// This fixture's own response cache folder, so runs never touch the user's.
    let cacheHome: URL

    /// The clock of in-process runs, and the moment `active-org`'s activity is made around.
    static let now = FixedMoment.noon
    /// 250 repositories, 14 pushed in the last day (one of them empty), with commits over the
    /// last 11 days.
    static let activeOrgShape = SyntheticActivityOrganization(name: "active-org", count: 250, active: 14, now: Fixture.now, empty: [3])
    let activeOrg = Fixture.activeOrgShape

    /// Starts a server; `extra` answers first where it returns a response.
    init(latency: Double = 0, extra: (@Sendable (LoopbackServer.Request, URL) -> LoopbackServer.Response?)? = nil) throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("repos-e2e-\(UUID().uuidString)")
        cacheHome = scratch.appendingPathComponent("cache")
        let router = try FixtureRouter()
        let big = SyntheticOrganization(name: "big-org", count: 450)
        let active = activeOrg
        server = try LoopbackServer(latency: latency) { request, base in
            if let answer = extra?(request, base) { return answer }
            return big.response(for: request, baseURL: base) ?? active.response(for: request, baseURL: base) ?? router.handler()(request, base)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// A new empty folder inside the scratch folder.
    func folder(_ name: String) throws -> URL {
        let folder = scratch.appendingPathComponent("\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `repos` in-process through `Application`, as `main` would (real transport, injected
    /// streams and environment), with the API pointed here and no token unless given: the one
    /// in-process runner.
    /// `wait`, when given, replaces real waits (a `TestScheduler`'s, for a virtual one); `now`
    /// is the run's clock, or `clock` when it moves (with a virtual wait); `stdout` is the test's
    /// own where it watches the output while the run goes on; `makeTransport` makes each of the
    /// run's transports (libcurl's, unless a test counts or wraps them).
    @MainActor
    func repos(
        _ arguments: [String], environment: [String: String] = [:], terminalWidth: Int? = nil, terminalHeight: Int? = nil,
        wait: (@Sendable (Double) -> AnyPublisher<Void, Never>)? = nil, now: Date = Fixture.now, clock: (@Sendable () -> Date)? = nil,
        stdout: StringSink = StringSink(), makeTransport: @escaping @Sendable (TransportSettings) -> any HTTPTransport = { CurlTransport(settings: $0) }
    ) async throws
        -> BinaryRunner.Outcome
    {
        let stderr = StringSink()
        let runEnvironment = RunEnvironment(
            arguments: arguments, variables: self.environment(environment), stdout: stdout, stderr: stderr,
            stdoutIsTerminal: terminalWidth != nil, terminalWidth: terminalWidth, terminalHeight: terminalHeight, makeTransport: makeTransport,
            now: clock ?? { now },
            wait: wait
        )
        let started = Date()
        let status = await Application(environment: runEnvironment).run()
        return BinaryRunner.Outcome(stdout: stdout.text, stderr: stderr.text, status: status, seconds: Date().timeIntervalSince(started))
    }

    /// Runs the built `repos` binary, for what needs a process: exit codes end to end, signals.
    func process(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 300, interruptWhen: (@Sendable () -> Bool)? = nil) async throws
        -> BinaryRunner.Outcome
    {
        try await BinaryRunner.run(arguments, environment: self.environment(environment), timeout: timeout, interruptWhen: interruptWhen)
    }

    /// The shell's assignments that point a `repos` a shell starts (`BinaryRunner.shell`) here,
    /// with this fixture's cache.
    var shellVariables: String { "XDG_CACHE_HOME=\(cacheHome.path) GITHUB_API_URL=\(server.baseURL.absoluteString)" }

    private func environment(_ extra: [String: String]) -> [String: String] {
        var env = ["GITHUB_API_URL": server.baseURL.absoluteString, "XDG_CACHE_HOME": cacheHome.path]
        env.merge(extra) { _, new in new }
        return env
    }
}

func jsonArray(_ text: String) throws -> [[String: Any]] {
    guard let array = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
        throw CocoaError(.coderInvalidValue)
    }
    return array
}

func jsonObject(_ text: String) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
        throw CocoaError(.coderInvalidValue)
    }
    return object
}
