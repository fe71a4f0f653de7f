import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing

@testable import Views

/// A README's meaning on every terminal and for every reader (#57): without colour, said for a
/// screen reader, with link targets never cut, and real READMEs' shapes as GitHub shows them
/// (emoji shortcodes, centred `<div>`s, images' targets, in-page anchors, the GFM spec's raw HTML).
@MainActor
@Suite struct MarkdownEveryReaderTests {
    /// What a screen reader must never be handed: box drawing, bullets, boxes and signs.
    static let ornaments: [Character] = ["─", "═", "│", "▣", "•", "◦", "▪", "☐", "☑", "▌", "★", "ⓘ", "✓", "❢", "⚠", "⊘", "▸", "↪"]

    static func dirty(spoken: Bool = false) throws -> [String] {
        let text = try String(contentsOf: MarkdownFixtures.url("dirty"), encoding: .utf8)
        let pages = WebPages(apiURL: try #require(URL(string: "https://api.github.com")))
        let base = MarkdownLinkBase(pages: pages, owner: "atomicrobot", repo: "orbit", ref: nil, document: "README.md")
        return MarkdownText.lines(text, width: 80, color: false, base: base, spoken: spoken)
    }

    /// The pieces of the target numbered `number` in `lines`, its label and continuation marks taken off.
    static func target(_ number: Int, in lines: [String]) -> [String] {
        let label = "  [\(number)] "
        guard let first = lines.firstIndex(where: { $0.hasPrefix(label) }) else { return [] }
        let rest = lines[(first + 1)...].prefix { $0.hasPrefix(String(repeating: " ", count: label.count - 2)) && !$0.hasPrefix("  [") }
        return [String(lines[first].dropFirst(label.count))] + rest.map { String($0.dropFirst(label.count)) }
    }

    @Test func aDirtyReadmeWithoutColourKeepsEveryMeaningAsText() throws {
        let lines = try Self.dirty()
        try GoldenScreenTests.expectGolden(lines, "markdown-dirty-80.txt")
        let text = lines.joined(separator: "\n")
        #expect(text.contains("~~experimental~~ stable since 1.0 😉") && text.contains("~~beta~~"))
        #expect(text.contains("🚀") && text.contains("`:wink:`") && text.contains("val orbit = Orbit(name = \":wink:\")"))
        // Centred by the `<div align="center">` around Markdown, and nothing after its `</div>`.
        #expect(lines.contains(String(repeating: " ", count: 36) + "# Orbit"), "\(lines)")
        #expect(lines.contains("## Contents"))
        // In-page anchors name their heading and print no URL; an unknown one is its words.
        #expect(lines.contains("• Installation (see \"Installation\" below)") && lines.contains("• Elsewhere"))
        #expect(lines.contains("Back to the top (see \"Orbit\" above)."))
        #expect(!text.contains("#installation") && !text.contains("#orbit"))
        #expect(lines.contains("Thanks to our sponsors[2]."))
        #expect(lines.contains("▣ Orbit in use[3]"))
        #expect(lines.contains("  [3] https://github.com/atomicrobot/orbit/blob/HEAD/docs/assets/orbit-demo.gif"))
        #expect(
            Self.target(1, in: lines).joined()
                == "https://github.com/atomicrobot/orbit-toolkit/blob/main/docs/changelog/releases/2026/CHANGELOG-for-the-whole-year.md")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 || $0.contains("│ ") }, "\(lines)")
    }

    @Test func theSameReadmeSpokenIsWordsAlone() throws {
        let lines = try Self.dirty(spoken: true)
        try GoldenScreenTests.expectGolden(lines, "markdown-dirty-spoken-80.txt")
        let text = lines.joined(separator: "\n")
        for ornament in Self.ornaments { #expect(!text.contains(ornament), "\(ornament)") }
        #expect(!text.contains("\u{1B}") && !text.contains("~~") && !text.contains("**"))
        #expect(lines.contains("Heading level 1: Orbit") && lines.contains("Heading level 4: Notes"))
        #expect(text.contains("A tiny orbital toolkit 🚀 (deleted: experimental) stable since 1.0 😉"))
        #expect(lines.contains("item: Installation (see \"Installation\" below)"))
        #expect(lines.contains("item 1: A JVM") && lines.contains("item, level 2: Java 17 or later"))
        #expect(lines.contains("item, level 2, done: Kotlin 2.0") && lines.contains("item, level 2, not done: Kotlin/Native"))
        #expect(lines.contains("quote: Quoted wisdom from the docs.") && lines.contains("Note: Orbit runs on Linux too."))
        let code = try #require(lines.firstIndex(of: "code block, kotlin:"))
        #expect(Array(lines[code...].prefix(3)) == ["code block, kotlin:", "val orbit = Orbit(name = \":wink:\")", "end of code block"])
        #expect(lines.contains("row 1: Module: core; Stars: 120; Status: stable"))
        #expect(lines.contains("row 2: Module: cli; Stars: 8; Status: (deleted: beta)"))
        #expect(lines.contains("separator") && lines.contains("image: Orbit in use[3]"))
        // Nothing is centred or indented for a screen reader.
        #expect(lines.allSatisfy { !$0.hasPrefix("   ") || $0.hasPrefix("      ") })
    }

    /// The same README on a terminal of ASCII (`LC_ALL=C`): what `repos` writes there is folded
    /// where it is written, column for column, so struck text keeps `~~` and no glyph is left.
    @Test func theSameReadmeInACLocaleIsASCIIAndKeepsItsMeaning() throws {
        let drawn = try Self.dirty()
        let lines = drawn.map(ASCIIFold.fold)
        try GoldenScreenTests.expectGolden(lines, "markdown-dirty-ascii-80.txt")
        let text = lines.joined(separator: "\n")
        #expect(text.utf8.allSatisfy { $0 < 0x80 })
        #expect(text.contains("~~experimental~~ stable since 1.0") && text.contains("~~beta~~"))
        #expect(zip(drawn, lines).allSatisfy { DisplayWidth.of($0) == DisplayWidth.of($1) })
        #expect(lines.contains("* Installation (see \"Installation\" below)") && lines.contains("! Orbit in use[3]"), "\(lines)")
    }

    /// Every README fixture said at 40 and 80 columns (and compared with a reviewed copy at 80):
    /// words alone, no escape, no line wider than asked.
    @Test(arguments: MarkdownTextTests.names + ["dirty"])
    func everyFixtureSpokenHasNoOrnament(name: String) throws {
        let text = try MarkdownTextTests.readme(name)
        if name != "dirty" {
            try GoldenScreenTests.expectGolden(MarkdownText.lines(text, width: 80, color: false, spoken: true), "markdown-\(name)-spoken-80.txt")
        }
        for width in [40, 80] {
            let lines = MarkdownText.lines(text, width: width, color: true, hyperlinks: true, spoken: true)
            let said = lines.joined(separator: "\n")
            for ornament in Self.ornaments { #expect(!said.contains(ornament), "\(name) at \(width): \(ornament) in \(lines)") }
            #expect(!said.contains("\u{1B}"), "\(name) at \(width): an escape")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(name) at \(width): \(lines)")
        }
    }

    @Test func aLongTargetAt40ColumnsIsWholeAcrossItsLines() throws {
        let url = "https://github.com/atomicrobot/orbit-toolkit/blob/main/docs/" + String(repeating: "chapter-", count: 6) + "CHANGELOG.md"
        let long = url + String(repeating: "x", count: 120 - url.count)
        #expect(long.count == 120)
        let markdown = "See [the changelog](\(long)), ![a diagram](\(long)/d.png) and a note.[^1]\n\n[^1]: Read [it](\(long)/n) too.\n"
        for spoken in [false, true] {
            let lines = MarkdownText.lines(markdown, width: 40, color: false, spoken: spoken)
            if !spoken { try GoldenScreenTests.expectGolden(lines, "markdown-long-target-40.txt") }
            #expect(Self.target(1, in: lines).joined() == long, "\(lines)")
            #expect(Self.target(2, in: lines).joined() == long + "/d.png")
            // A footnote's own link is listed under the footnote, as whole.
            let footnote = try #require(lines.firstIndex { $0.hasPrefix(spoken ? "footnote 1:" : "[^1]") })
            let hang = spoken ? "footnote 1: ".count : "[^1] ".count
            #expect(Self.target(3, in: Array(lines[footnote...]).map { String($0.dropFirst(hang)) }).joined() == long + "/n", "\(lines)")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(lines)")
            // Each further line is marked where it is drawn; said, it is the indent alone.
            #expect(lines.filter { $0.hasPrefix("    ↪ ") }.count == (spoken ? 0 : 6), "\(lines)")
        }
    }

    @Test func emojiShortcodesAreGitHubsAndCodeKeepsThemAsTyped() {
        let lines = MarkdownText.lines(
            "Hi :wink: :+1: :stuck_out_tongue_winking_eye: :relaxed: :us: :octocat: :nope: 10:30:00 `:wink:`\n\n```\n:wink:\n```\n\n<p>:tada: <code>:tada:</code></p>\n",
            width: 80, color: false)
        #expect(lines.first == "Hi 😉 👍 😜 \u{263A}\u{FE0F} 🇺🇸 :octocat: :nope: 10:30:00 `:wink:`", "\(lines)")
        #expect(lines.contains("  │ :wink:") && lines.contains("🎉 :tada:"))
    }

    @Test func anchorsFollowGitHubsSlugsAndPrintNoURL() throws {
        #expect(MarkdownRenderer.slug("What's new in 2.0?") == "whats-new-in-20")
        #expect(MarkdownRenderer.slug("API_v2 -- Usage") == "api_v2----usage")
        let markdown = "[a](#faq) [b](#faq-1) [c](#whats-new) [d](#gone) <a href=\"#faq\">e</a>\n\n# FAQ\n\n# FAQ\n\n## What's *new*\n"
        let pages = WebPages(apiURL: try #require(URL(string: "https://api.github.com")))
        let base = MarkdownLinkBase(pages: pages, owner: "o", repo: "r", ref: nil, document: "README.md")
        let lines = MarkdownText.lines(markdown, width: 200, color: false, base: base)
        #expect(
            lines.first
                == "a (see \"FAQ\" below) b (see \"FAQ\" below) c (see \"What's new\" below) d e (see \"FAQ\" below)", "\(lines)")
        #expect(!lines.contains { $0.contains("https://") })
    }

    @Test func noSpaceComesBeforePunctuationAfterAnHTMLLinkAndCentringFollowsItsDiv() {
        let html = "<p>Thanks to our <a href=\"https://x.example/s\">sponsors</a>. And <a href=\"https://x.example/t\"> them </a>!</p>\n"
        let lines = MarkdownText.lines(html, width: 80, color: false)
        #expect(lines.first == "Thanks to our sponsors[1]. And them[2] !", "\(lines)")
        let centred = MarkdownText.lines("<div align=\"center\">\n<div>\n\nmiddle\n\n</div>\n\nstill\n\n</div>\n\nleft\n", width: 20, color: false)
        #expect(centred == ["       middle", "", "       still", "", "left"], "\(centred)")
        // A `<p align="center">` ends with its block.
        let paragraph = MarkdownText.lines("<p align=\"center\">\nmiddle\n\nleft\n", width: 20, color: false)
        #expect(paragraph == ["       middle", "", "left"], "\(paragraph)")
    }

    @Test func imagesAreListedLikeLinksButNotInsideOne() throws {
        let markdown = "![plot](https://x.example/p.png) [![CI](https://x.example/b.svg)](https://x.example/ci) <img src=\"../up.png\" alt=\"up\"> ![](a.png)\n"
        let lines = MarkdownText.lines(markdown, width: 100, color: false)
        #expect(lines == ["▣ plot[1] ▣ CI[2] ▣ up ▣ image", "  [1] https://x.example/p.png", "  [2] https://x.example/ci"], "\(lines)")
        let pages = WebPages(apiURL: try #require(URL(string: "https://api.github.com")))
        let based = MarkdownText.lines(
            markdown, width: 100, color: false, base: MarkdownLinkBase(pages: pages, owner: "o", repo: "r", ref: "v1", document: "docs/README.md"))
        #expect(based.contains("  [3] https://github.com/o/r/blob/v1/up.png") && based.contains("  [4] https://github.com/o/r/blob/v1/docs/a.png"), "\(based)")
    }

    @Test func browseSaysTheReadmeInWordsWhenAccessible() async throws {
        var said: [[String]] = []
        for accessible in [false, true] {
            let environment = BrowseEnvironment(
                commits: StubSource(), files: StubFileSource(), refs: StubFileSource(), comparisons: StubFileSource(),
                web: WebPages(apiURL: try #require(URL(string: "https://api.github.com"))), now: { FixedMoment.noon }, color: false,
                filterPause: .milliseconds(1), scheduler: ImmediateScheduler.shared, describe: { error, _ in "\(error)" }, accessible: accessible)
            let screen = RepositoryScreenState.Route(repository: BrowserTests.repository(1, "bottle-rocket")).screen(in: environment)
            screen.start().startingLoads()
            let context = ScreenContext(width: 100, height: 200, web: environment.web)
            #expect(await eventually { (screen.screen(context).lines ?? []).contains { $0.contains("Swift Package Manager") } })
            said.append(screen.screen(context).lines ?? [])
        }
        #expect(said[0].contains { $0.contains("═") } && said[0].contains { $0.hasPrefix("• ") }, "\(said[0])")
        #expect(said[1].contains { $0.hasPrefix("Heading level 1: ") } && said[1].contains { $0.hasPrefix("item: ") }, "\(said[1])")
        #expect(!said[1].joined().contains("═") && !said[1].joined().contains("•"))
    }

    @Test func browseSaysReleaseNotesInWordsWhenAccessible() throws {
        let json = ###"{"id":1,"tag_name":"v3.0.0","name":"3.0","draft":false,"prerelease":false,"assets":[],"body":"## Fixed\n\n- ~~crash~~ on launch\n"}"###
        let release = try GitHubJSON.decoder().decode(Release.self, from: Data(json.utf8))
        let context = ScreenContext(width: 80, height: 30, web: WebPages(apiURL: try #require(URL(string: "https://api.github.com"))))
        var said: [[String]] = []
        for accessible in [false, true] {
            let environment = BrowseEnvironment(
                commits: StubSource(), files: StubFileSource(), refs: StubFileSource(), comparisons: StubFileSource(), web: context.web,
                now: { FixedMoment.noon }, color: false, filterPause: .milliseconds(1), scheduler: ImmediateScheduler.shared,
                describe: { error, _ in "\(error)" }, accessible: accessible)
            let route = ReleaseScreenState.Route(repository: BrowserTests.repository(1, "launchpad"), release: release)
            said.append(route.screen(in: environment).screen(context).lines ?? [])
        }
        #expect(said[0].contains("## Fixed") && said[0].contains("• ~~crash~~ on launch"), "\(said[0])")
        #expect(said[1].contains("Heading level 2: Fixed") && said[1].contains("item: (deleted: crash) on launch"), "\(said[1])")
    }

    /// cmark-gfm's test/spec.txt: the tag filter's example, processing instructions, declarations
    /// and CDATA, and HTML blocks whose first tag never closes.
    @Test func rawHTMLFromTheGFMSpecReadsAsGitHubShowsIt() {
        let filtered = MarkdownText.lines(
            "<strong> <title> <style> <em>\n\n<blockquote>\n  <xmp> is disallowed.  <XMP> is also disallowed.\n</blockquote>\n", width: 80, color: false)
        #expect(
            filtered.map { $0.trimmingCharacters(in: .whitespaces) } == ["<title> <style>", "", "<xmp> is disallowed. <XMP> is also disallowed."], "\(filtered)"
        )
        let unshown = MarkdownText.lines(
            "foo <?php echo $a; ?> <!ELEMENT br EMPTY> <![CDATA[>&<]]> bar\n\n<?php\n\n  echo '>';\n\n?>\n\n<!DOCTYPE html>\n\n<![CDATA[\nfunction matchwo(a,b)\n{\n  if (a < b && a < 0) then {\n    return 1;\n\n  } else {\n\n    return 0;\n  }\n}\n]]>\nokay\n",
            width: 80, color: false)
        #expect(unshown.map { $0.split(separator: " ") } == [["foo", "bar"], [], ["okay"]], "\(unshown)")
        let unclosed = MarkdownText.lines("<div *???-&&&-<---\n*foo*\n\n<div id=\"foo\"\n*hi*\n\nafter\n", width: 80, color: false)
        #expect(unclosed == ["after"], "\(unclosed)")
    }
}
