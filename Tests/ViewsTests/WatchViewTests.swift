import Foundation
import Models
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// `repos watch`'s lines: one of each event type the fixture server sends, in words, safe and cut
/// to the width (goldens at 80 and 40 columns); GitHub's bytes as sent for JSON; the status line.
@MainActor
@Suite struct WatchViewTests {
    static let feed = SyntheticEventFeed()

    /// One event of each type the feed sends, as the service hands them up.
    static func watched() throws -> [WatchedEvent] {
        let indices = Array(45..<(45 + SyntheticEventFeed.types.count))
        return try indices.enumerated().map { offset, n in
            let document = Data(feed.event(n).utf8)
            let event = try GitHubJSON.decoder().decode(Event.self, from: document)
            return WatchedEvent(sequence: offset + 1, event: event, document: document, feed: .organization(feed.org))
        }
    }

    static func view(_ format: OutputFormat, width: Int) -> WatchView {
        WatchView(
            OutputSettings(format: format, terminal: TerminalFacts(isTerminal: format == .table, width: width, color: false)),
            timeZone: TimeZone(identifier: "UTC") ?? .current)
    }

    static func rendered(_ view: WatchView, _ events: [WatchedEvent], now: Date) throws -> String {
        var output = ""
        try view.render(events, now: now, to: &output)
        return output
    }

    @Test(arguments: [80, 40])
    func everyTypeInOneLineOfWordsSafeAndCutToTheWidth(width: Int) throws {
        let events = try Self.watched()
        #expect(Set(events.map(\.event.type)) == Set(SyntheticEventFeed.types))
        let text = try Self.rendered(Self.view(.table, width: width), events, now: Self.feed.origin)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == events.count)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        try GoldenScreenTests.expectGolden(lines, "watch-\(width).txt")
    }

    @Test func anEventOfAnotherDayShowsItsDate() throws {
        let events = try Self.watched()
        let line = Self.view(.table, width: 120).line(events[0].event, now: Self.feed.origin.addingTimeInterval(3 * 86_400))
        #expect(line.hasPrefix("2026-12-01 00:00:45  eventorg/"))
    }

    @Test(arguments: [OutputFormat.ndjson, .json])
    func jsonIsGitHubsObjectsAsSentOnePerLine(format: OutputFormat) throws {
        let events = try Self.watched()
        let text = try Self.rendered(Self.view(format, width: 80), events, now: Self.feed.origin)
        let expected = events.map { String(decoding: $0.document, as: UTF8.self) + "\n" }.joined()
        // The feed's objects hold no control character, so they pass byte for byte.
        #expect(text == expected)
    }

    @Test func theStatusLineSaysTheNextPollThe304sAndReconnecting() {
        let view = Self.view(.table, width: 80)
        var status = WatchStatus()
        #expect(view.statusLine(status) == "polling… · 0 polls, 0 unchanged (304)")
        status.polls = 5
        status.unchanged = 3
        status.nextPoll = Self.feed.origin.addingTimeInterval(62)
        #expect(view.statusLine(status) == "next poll at 00:01:02 · 5 polls, 3 unchanged (304)")
        status.reconnectingIn = 4
        #expect(view.statusLine(status) == "reconnecting in 4 s · 5 polls, 3 unchanged (304)")
        #expect(DisplayWidth.of(Self.view(.table, width: 20).statusLine(status)) <= 19)
    }

    /// Ctrl-C on a 40-column terminal left the status line on screen: the terminal echoed `^C`
    /// after a 39-column line, the echo wrapped, and the erase cleared only the wrapped row.
    @Test(arguments: [40, 80]) func theStatusLineLeavesRoomForTheTerminalsEchoOfCtrlC(width: Int) {
        var status = WatchStatus()
        (status.polls, status.unchanged, status.nextPoll) = (6, 0, Self.feed.origin.addingTimeInterval(62))
        status.mayHaveMissed = true
        #expect(DisplayWidth.of(Self.view(.table, width: width).statusLine(status) + "^C") <= width)
    }

    @Test func aPayloadOfAnotherShapeOrTypeStillHasWords() throws {
        let at = #""created_at":"2026-12-01T00:00:00Z""#
        let old = #"{"id":"1","type":"PushEvent","actor":{"login":"a"},"repo":{"name":"o/r"},"payload":{"ref":"refs/heads/dev","size":3},"#
        let merged =
            #"{"id":"2","type":"PullRequestEvent","repo":{"name":"o/r"},"#
            + #""payload":{"action":"closed","number":4,"pull_request":{"merged":true,"title":"T"}},"#
        let unknown = #"{"id":3,"type":"SponsorshipEvent","actor":null,"repo":{"name":"o/r"},"payload":null,"#
        let words = try [old, merged, unknown].map { try EventWords.of(GitHubJSON.decoder().decode(Event.self, from: Data(($0 + at + "}").utf8))) }
        #expect(words == ["pushed 3 commits to dev", "merged PR #4 T", "SponsorshipEvent"])
    }
}
