import Foundation
import Reactive
import TestSupport
import Testing

/// `repos watch` as a user runs it, through the real transport against a loopback server whose
/// events feed says `X-Poll-Interval: 2`, sends ETags, answers 304 when nothing changed and gains
/// an event every second (or at the test's command). Nothing here measures speed: a run ends
/// when the server's log says enough polls were made, and the log is what is checked.
@Suite struct WatchEndToEndTests {
    /// The polls of the events feed the server answered, in order.
    static func polls(_ server: LoopbackServer) -> [LoopbackServer.Request] {
        server.requests.filter { $0.path == "/orgs/eventorg/events" }
    }

    /// Each line of `text`, which must be one of the feed's objects byte for byte: its number.
    static func numbers(_ text: String, feed: SyntheticEventFeed) -> [Int?] {
        text.split(separator: "\n").map { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], let id = object["id"] as? String,
                let value = Int64(id)
            else { return nil }
            let n = Int(value - SyntheticEventFeed.firstID)
            return feed.event(n) == line ? n : nil
        }
    }

    @Test func eightSecondsOfJSONBringNewEventsAsSentNoneTwiceAtTheServersPace() async throws {
        let feed = SyntheticEventFeed(initial: 30, every: 1)
        let fixture = try Fixture { request, base in feed.response(for: request, baseURL: base) }
        let server = fixture.server
        // Four waits of at least 2 s after the first poll: 8 s or more.
        let run = try await fixture.process(["watch", "eventorg", "--json"]) { Self.polls(server).count >= 5 }
        #expect(run.status == 130, "\(run.stderr)")
        let numbers = Self.numbers(run.stdout, feed: feed)
        #expect(!numbers.contains(nil), "a line not as the server sent it: \(run.stdout)")
        let shown = numbers.compactMap { $0 }
        #expect(Set(shown).count == shown.count, "an event twice: \(shown)")
        // The last 20 of the 30 first, oldest first; then at least three new ones, in order.
        #expect(Array(shown.prefix(20)) == Array(10..<30))
        #expect(shown.count >= 23, "\(shown)")
        #expect(shown == shown.sorted())
        let polls = Self.polls(server)
        for (earlier, later) in zip(polls, polls.dropFirst()) {
            #expect(later.arrival - earlier.arrival >= 2 - 0.01, "polls \(earlier.arrival) and \(later.arrival)")
            #expect(later.headers["if-none-match"] != nil)
        }
    }

    @Test func nothingNewIsA304AskedWithIfNoneMatchNoSoonerThanAsked() async throws {
        let feed = SyntheticEventFeed(initial: 30, every: nil)
        let fixture = try Fixture { request, base in feed.response(for: request, baseURL: base) }
        let server = fixture.server
        let run = try await fixture.process(["watch", "eventorg", "--json", "--interval", "3"]) { Self.polls(server).count >= 3 }
        #expect(run.status == 130, "\(run.stderr)")
        #expect(run.lines.count == 20)
        let polls = Self.polls(server)
        #expect(polls.first?.headers["if-none-match"] == nil)
        for (earlier, later) in zip(polls, polls.dropFirst()) {
            // --interval may only slow the server's 2 s.
            #expect(later.arrival - earlier.arrival >= 3 - 0.01)
            #expect(later.headers["if-none-match"] == "W/\"eventorg--29\"")
        }
    }

    @Test func startedAgainItShowsOnlyWhatItHasNotAndSaysHowManyArrived() async throws {
        let feed = SyntheticEventFeed(initial: 30, every: nil)
        let fixture = try Fixture { request, base in feed.response(for: request, baseURL: base) }
        let server = fixture.server
        let first = try await fixture.process(["watch", "eventorg", "--json"]) { Self.polls(server).count >= 2 }
        #expect(Self.numbers(first.stdout, feed: feed) == Array(10..<30))
        feed.add(5)
        server.resetLog()
        let second = try await fixture.process(["watch", "eventorg", "--json"]) { Self.polls(server).count >= 2 }
        #expect(second.status == 130, "\(second.stderr)")
        #expect(Self.numbers(second.stdout, feed: feed) == Array(30..<35))
        #expect(second.stderr.contains("5 events arrived since you last watched."), "\(second.stderr)")
        // Asked conditionally from the start: the page the last run saw is in the cache.
        #expect(Self.polls(server).allSatisfy { $0.headers["if-none-match"] != nil })
    }

    @Test func aServerGoneFiveSecondsIsWaitedOutAndNoEventIsLost() async throws {
        let feed = SyntheticEventFeed(initial: 30, every: nil)
        let handler: LoopbackServer.Handler = { request, base in
            feed.response(for: request, baseURL: base) ?? .json(404, #"{"message":"Not Found"}"#)
        }
        let first = try LoopbackServer(handler: handler)
        let port = first.port
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("repos-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = ["GITHUB_API_URL": first.baseURL.absoluteString, "XDG_CACHE_HOME": scratch.path]
        let done = Locked(false)
        let revived = Locked<LoopbackServer?>(nil)
        // The server stops after answering the first poll, stays down 5 s while three events arrive, and
        // comes back on the same port; the run ends after two polls there.
        let outage = Task {
            // Stopped once the first answer has gone out whole, not while it is being written.
            _ = await eventually { !first.bytesSent.isEmpty }
            first.stop()
            try await Task.sleep(nanoseconds: 5_000_000_000)
            feed.add(3)
            let again = try LoopbackServer(port: port, handler: handler)
            revived.withLock { $0 = again }
            _ = await eventually { Self.polls(again).count >= 2 }
            done.withLock { $0 = true }
        }
        let run = try await BinaryRunner.run(["watch", "eventorg", "--json"], environment: environment) { done.withLock { $0 } }
        try await bounded("the outage's end") { try await outage.value }
        #expect(run.status == 130, "\(run.stderr)")
        #expect(run.stderr.contains("reconnecting in"), "\(run.stderr)")
        #expect(run.stderr.contains("Note: reconnected."), "\(run.stderr)")
        #expect(Self.numbers(run.stdout, feed: feed) == Array(10..<33))
        revived.withLock { $0 }?.stop()
    }

    @Test func memberReadsTheTokensUsersViewAndNeedsAToken() async throws {
        let feed = SyntheticEventFeed(initial: 30, every: nil)
        let fixture = try Fixture { request, base in feed.response(for: request, baseURL: base) }
        let server = fixture.server
        let refused = try await fixture.process(["watch", "eventorg", "--member"], environment: ["GH_TOKEN": "", "PATH": "/nonexistent"])
        #expect(refused.status == 4 && refused.stderr.contains("--member"), "\(refused.stderr)")
        let member: @Sendable () -> [LoopbackServer.Request] = { server.requests.filter { $0.path == "/users/watcher/events/orgs/eventorg" } }
        let run = try await fixture.process(["watch", "eventorg", "--member", "--json"], environment: ["GH_TOKEN": "ghp_TESTTOKEN123"]) {
            member().count >= 1
        }
        #expect(run.status == 130, "\(run.stderr)")
        #expect(server.requests.first?.path == "/user")
        #expect(member().allSatisfy { $0.headers["authorization"] != nil })
    }

    @Test func onATerminalCtrlCRestoresItAndExits130() throws {
        let feed = SyntheticEventFeed(initial: 30, every: nil)
        let fixture = try Fixture { request, base in feed.response(for: request, baseURL: base) }
        let env = ["GITHUB_API_URL": fixture.server.baseURL.absoluteString, "XDG_CACHE_HOME": fixture.cacheHome.path, "PATH": "/usr/bin:/bin", "TZ": "UTC"]
        let session = try TerminalSession(command: "\(BinaryRunner.binary.path) watch eventorg", environment: env, width: 100, height: 30)
        // The newest 20, one line each, then the status line after a poll.
        try BrowseEndToEndTests.expectScreen(session, "eventorg/")
        try BrowseEndToEndTests.expectScreen(session, "1 poll, 0 unchanged (304)")
        let screen = try session.screen()
        #expect(screen.contains { $0.contains("made it public") }, "\(screen)")
        #expect(!screen.joined().unicodeScalars.contains { $0.value == 0x1B })
        try session.type("C-c")
        try BrowseEndToEndTests.expectRestored(session, exit: 130)
    }
}
