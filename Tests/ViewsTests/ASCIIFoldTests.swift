import Foundation
import Testing
@testable import Views

/// A terminal that shows only ASCII (`LC_ALL=C`, `TERM=vt100`): every glyph has a stand-in that
/// takes the columns it took, so what was laid out stays aligned, and nothing else but ASCII is
/// written.
@Suite struct ASCIIFoldTests {
    /// Text from every corner of what `repos` draws and what a server sends.
    static let mixed = [
        "▌billing-ledger  日本語ドキュメント付き  Swift  ★ 412  2 days ago · main",
        "🚀-launcher  Rockets 🚀🚀  café  e\u{301}  naïve  ─══│┌┐  ▁▂▃▄▅▆▇█  ⠋⠙⠹",
        " ↑↓ move  ⏎ open  ✓ passed  ✗ failed  ● new  ◆ marked  ☑ done  ☐ open  “quoted” — end…",
    ]

    @Test func everyStandInTakesTheColumnsOfItsGlyph() {
        for (glyph, _) in ASCIIFold.glyphs {
            let folded = ASCIIFold.fold(String(glyph))
            #expect(DisplayWidth.of(folded) == DisplayWidth.of(glyph), "\(glyph) → \(folded)")
        }
        for line in Self.mixed {
            let folded = ASCIIFold.fold(line)
            #expect(folded.utf8.allSatisfy { $0 < 0x80 }, "\(folded)")
            #expect(DisplayWidth.of(folded) == DisplayWidth.of(line), "\(line) → \(folded)")
        }
    }

    @Test func glyphsReadAsTheirStandInsAndLettersLoseTheirAccents() {
        #expect(ASCIIFold.fold("▌w… ★ 3 · ─") == ">w~ * 3 . -")
        #expect(ASCIIFold.fold("café naïve e\u{301}") == "cafe naive e")
        #expect(ASCIIFold.fold("日本") == "????")
        #expect(ASCIIFold.fold("“x” ‘y’") == "\"x\" 'y'")
    }

    @Test func escapesAndASCIIPassAsTheyAre() {
        let styled = "\u{1B}[7m\u{1B}[1mplain text 123\u{1B}[0m"
        #expect(ASCIIFold.fold(styled) == styled)
        #expect(ASCIIFold.fold("\u{1B}[7m▌a\u{1B}[0m") == "\u{1B}[7m>a\u{1B}[0m")
    }

    @Test func keyHintsAreSpelledOut() {
        #expect(ASCIIFold.spelled("⏎ open") == "Enter open")
        #expect(ASCIIFold.spelled("↑↓ move") == "Up/Down move")
    }

    /// The keys' help for a terminal of ASCII names its arrows in words, drawn and said: folded
    /// glyph by glyph, `j/k, ↓/↑` read `j/k, v/^`, keys that do nothing, and `←` read `<`.
    @Test(arguments: [80, 50, 40])
    func theKeysHelpSpellsItsArrowsOut(width: Int) {
        var help = BrowseRendererTests.repositories()
        help.showsHelp = true
        let length = BrowseRenderer.helpLength(help, width: width, showsOnlyASCII: true)
        let lines = BrowseRenderer.render(help, width: width, height: length + 2, color: false, showsOnlyASCII: true)
        let drawn = lines.joined(separator: "\n")
        #expect(drawn.contains("Up/Down scroll") && drawn.contains("Down/Up") && drawn.contains("Left"), "\(lines)")
        #expect(!drawn.contains("v/^") && !drawn.contains("^v") && !drawn.contains(" <"), "\(lines)")
        // Counted as spelled (at 50 columns the keys then take a line more), the help scrolls to
        // its last line: it is the body's last.
        #expect(lines[lines.count - 2].contains("closes it)"), "\(lines)")
        var transcript = AccessibleTranscript(spellsKeys: true)
        let said = transcript.lines(for: help).map(ASCIIFold.fold)
        #expect(said.contains { $0.hasPrefix("  j/k, Down/Up: move") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("  Esc, Backspace, Left: ") }, "\(said)")
    }

    /// A whole browse frame for a terminal of ASCII: every line still exactly the width, no glyph
    /// left, and the key line in words.
    @Test(arguments: [(80, 24), (40, 10), (120, 30)])
    func aBrowseFrameForAnASCIITerminalIsASCIIAndFitsExactly(width: Int, height: Int) {
        let screen = BrowseRendererTests.repositories()
        let lines = BrowseRenderer.render(screen, width: width, height: height, color: true, showsOnlyASCII: true)
        #expect(lines.count == height)
        for line in lines {
            #expect(line.utf8.allSatisfy { $0 < 0x80 }, "\(line)")
            #expect(BrowseRendererTests.columns(line) == width, "\(line)")
        }
        #expect(lines.contains { $0.contains(">") && $0.contains("\u{1B}[7m") }, "the selection is marked")
        #expect(lines.last?.contains("Enter open") == true || width < 60, "\(lines.last ?? "")")
    }
}
