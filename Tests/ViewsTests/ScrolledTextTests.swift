import Foundation
import Testing

@testable import Views

/// A text screen's search, as less has it: as you type, marked, counted, round the ends.
@Suite struct ScrolledTextTests {
    static let lines = (1...40).map { $0 % 10 == 3 ? "line \($0): retry the upload" : "line \($0)" }

    static func type(_ text: String, into scrolled: inout ScrolledText, rows: Int = 10) -> [ScrolledText.Outcome] {
        text.map { scrolled.take($0 == "\r" ? .enter : .character($0), lines: lines, rows: rows) }
    }

    @Test func theSearchGoesToTheFirstMatchAsItIsTypedAndCountsTheMatches() {
        var scrolled = ScrolledText()
        _ = Self.type("/ret", into: &scrolled)
        #expect(scrolled.top == 2)
        _ = Self.type("\r", into: &scrolled)
        var screen = BrowseScreen(title: "", lines: Self.lines, footer: .keys([]))
        scrolled.decorate(&screen, plain: Self.lines, rows: 10)
        #expect(screen.position == "12/40 · match 1/4")
        #expect(screen.highlight == "ret")
    }

    @Test func nAndShiftNGoRoundTheEndsAndSaySo() {
        var scrolled = ScrolledText()
        _ = Self.type("/retry\r", into: &scrolled)
        for expected in [12, 22, 30] {
            #expect(scrolled.take(.character("n"), lines: Self.lines, rows: 10) == .done([]))
            #expect(scrolled.top == expected)
        }
        // The last match (line 34) cannot be the first line in view: `n` goes on from it.
        var screen = BrowseScreen(title: "", lines: Self.lines, footer: .keys([]))
        scrolled.decorate(&screen, plain: Self.lines, rows: 10)
        #expect(screen.position == "40/40 · match 4/4")
        #expect(scrolled.take(.character("n"), lines: Self.lines, rows: 10) == .done([.note("search wrapped to the top")]))
        #expect(scrolled.top == 2)
        #expect(scrolled.take(.character("N"), lines: Self.lines, rows: 10) == .done([.note("search wrapped to the bottom")]))
        #expect(scrolled.top == 30)
    }

    @Test func nothingFoundIsSaidAndEscWhileTypingGoesBackToWhereItBegan() {
        var scrolled = ScrolledText()
        _ = scrolled.take(.pageDown, lines: Self.lines, rows: 10)
        #expect(scrolled.top == 10)
        _ = Self.type("/ret", into: &scrolled)
        #expect(scrolled.top == 12)
        #expect(scrolled.take(.escape, lines: Self.lines, rows: 10) == .done([]))
        #expect(scrolled.top == 10 && scrolled.search.isEmpty)
        #expect(Self.type("/nowhere\r", into: &scrolled).last == .done([.note("\"nowhere\" not found")]))
        #expect(scrolled.top == 10)
        // Esc clears a kept search before it goes back.
        #expect(scrolled.take(.escape, lines: Self.lines, rows: 10) == .done([]))
        #expect(scrolled.take(.escape, lines: Self.lines, rows: 10) == .other(.back))
    }

    @Test func matchesAreMarkedInReverseVideoColourOrNot() {
        let line = BrowseRenderer.fit("retry the Retry", width: 20, color: false, highlight: "retry")
        #expect(line == "\u{1B}[7mretry\u{1B}[27m the \u{1B}[7mRetry\u{1B}[27m     \u{1B}[0m")
        // Cut at the width inside a match, the mark is closed.
        #expect(BrowseRenderer.fit("the retry", width: 6, color: false, highlight: "retry") == "the \u{1B}[7mre\u{1B}[27m\u{1B}[0m")
    }

    /// The help's meanings wrap beside their keys rather than being cut.
    @Test(arguments: [40, 80, 120])
    func theHelpWraps(width: Int) {
        let screen = BrowseScreen(title: "", footer: .keys([]), showsHelp: true)
        let lines = BrowseRenderer.render(screen, width: width, height: 200, color: false)
        #expect(!lines.contains { $0.contains("…") }, "\(lines)")
        let text = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("round the ends"))
    }
}
