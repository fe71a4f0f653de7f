import Foundation
import TestSupport
import Testing

/// What a new user of `repos watch` met (#58, trial): each test stands for one thing that was
/// wrong or said untruly, checked against the loopback server's events feed and its request log.
@Suite struct WatchTrialTests {
    /// `--last` (and `--since`) shape only a feed's first look: started again, a watch shows every
    /// event it has not shown, however few `--last` asks for, and its help says so.
    @Test func lastShapesOnlyAFeedsFirstLookAndTheHelpSaysSo() async throws {
        let feed = SyntheticEventFeed(initial: 30, every: nil)
        let fixture = try Fixture { request, base in feed.response(for: request, baseURL: base) }
        let server = fixture.server
        let first = try await fixture.process(["watch", "eventorg", "--json", "--last", "2"]) {
            WatchEndToEndTests.polls(server).count >= 2
        }
        #expect(WatchEndToEndTests.numbers(first.stdout, feed: feed) == [28, 29])
        feed.add(5)
        server.resetLog()
        let second = try await fixture.process(["watch", "eventorg", "--json", "--last", "2"]) {
            WatchEndToEndTests.polls(server).count >= 2
        }
        #expect(WatchEndToEndTests.numbers(second.stdout, feed: feed) == Array(30..<35), "\(second.stderr)")
        let help = try await fixture.process(["watch", "--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("newest <n> events; a feed watched before shows what it has not shown instead."), "\(help.stdout)")
        #expect(words.contains("(1h, 7d); a feed watched before shows what it has not shown instead."), "\(help.stdout)")
    }
}
