import Foundation
import Models
import Service
import TestSupport
import Testing

@testable import Views

/// READMEs as GitHub renders them, drawn for a terminal: our own READMEs in the shapes real ones
/// take (`Fixtures/readmes/`), each compared with a reviewed copy at 40, 80 and 120 columns and
/// searched for any Markdown or HTML left raw; links, styles, hostile text and the bounds.
@MainActor
@Suite struct MarkdownTextTests {
    nonisolated static let names = ["html-header", "badges-and-references", "alerts-and-details", "tasks-tables-footnotes", "hostile"]

    static func readme(_ name: String) throws -> String {
        try String(contentsOf: MarkdownFixtures.url(name), encoding: .utf8)
    }

    /// What would show that a construct was printed rather than drawn.
    static func residue(in line: String) -> String? {
        if line.range(of: #"</?[A-Za-z][A-Za-z0-9-]*[\s>/]"#, options: .regularExpression) != nil { return "a tag" }
        for mark in ["![", "](", "][", "**", "~~", "<!--"] where line.contains(mark) { return mark }
        if line.range(of: #"^\s*#{1,6} "#, options: .regularExpression) != nil { return "a heading marker" }
        return nil
    }

    /// Drawn in colour (its styles then taken off), nothing is left as the author typed it; the
    /// goldens are drawn without colour, where styles that mean something are marked as typed.
    @Test(arguments: names)
    func eachReadmeAt40_80And120ColumnsLeavesNothingRaw(name: String) throws {
        let text = try Self.readme(name)
        for width in [40, 80, 120] {
            try GoldenScreenTests.expectGolden(MarkdownText.lines(text, width: width, color: false), "markdown-\(name)-\(width).txt")
            let lines = MarkdownText.lines(text, width: width, color: true).map(DisplayWidth.withoutEscapes)
            for line in lines {
                #expect(Self.residue(in: line) == nil, "\(name) at \(width): \(Self.residue(in: line) ?? "") in \(line)")
                // Only a link's target and a code line may pass the width: neither is cut.
                let isTarget = line.range(of: #"^  \[\d+\] https?://"#, options: .regularExpression) != nil
                #expect(DisplayWidth.of(line) <= width || isTarget || line.hasPrefix("  │ "), "\(name) at \(width): \(line)")
            }
        }
    }

    @Test func theShapesRealReadmesTakeAreDrawn() throws {
        let header = MarkdownText.lines(try Self.readme("html-header"), width: 80, color: false)
        // The badge row stays one short row, centred; the targets are listed once below.
        #expect(header.contains { $0.trimmingCharacters(in: .whitespaces) == "▣ CI[2] ▣ License: MIT ▣ Swift versions[3]" }, "\(header)")
        #expect(header.contains { $0.hasPrefix("   ") && $0.contains("▣ Launchpad[1]") })
        #expect(header.contains("  [2] https://github.com/atomicrobot/launchpad/actions/workflows/ci.yml"))
        #expect(!header.joined().contains("never shown") && !header.joined().contains("display: none"))
        #expect(header.contains { $0.contains("Ship iOS builds from the terminal. — fast, scriptable, & quiet") })
        #expect(header.contains("It runs wherever you do."))
        let references = MarkdownText.lines(try Self.readme("badges-and-references"), width: 80, color: false)
        #expect(references.contains { $0.contains("Read the documentation[3], the FAQ") })
        #expect(references.filter { $0.hasPrefix("  [3] ") } == ["  [3] https://atomicrobot.github.io/rocket-cache"])
        #expect(references.contains("2. *Configure* the cache:") && references.contains("   ◦ `maxBytes`") && references.contains("3. *Profit*"))
        #expect(references.contains("Line one") && references.contains { $0.hasPrefix("line two with a hard break") })
        let alerts = MarkdownText.lines(try Self.readme("alerts-and-details"), width: 80, color: false)
        #expect(alerts.contains("│ ⚠ Warning") && alerts.contains("│ The cache folder moves; back it up first."))
        #expect(alerts.contains("│ │ And they nest."))
        #expect(alerts.contains("▸ What changed in the API") && alerts.contains("  • `evict()` is `async`."))
        #expect(alerts.contains { $0.contains("© 2026 Atomic Robot — MIT.") })
        let tables = MarkdownText.lines(try Self.readme("tasks-tables-footnotes"), width: 80, color: false)
        #expect(tables.contains("☑ Memory cache") && tables.contains("☐ Remote cache[^1]") && tables.contains("  ☐ S3"))
        // Right-aligned as the author's `--:` says.
        #expect(tables.contains("    1,000  1,204,551"))
        #expect(tables.contains("[^1] Planned for 3.1.") && tables.last == "[^2] Foundation on Linux lacks `NSCache`'s eviction hooks.")
    }

    @Test func relativeLinksPointToTheRepositoryAtTheRefAndNothingElseBecomesALink() throws {
        let base = MarkdownLinkBase(
            pages: WebPages(apiURL: try #require(URL(string: "https://api.github.com"))), owner: "atomicrobot", repo: "launchpad", ref: "v1.2",
            document: "docs/README.md")
        let root = "https://github.com/atomicrobot/launchpad"
        #expect(base.resolve("LICENSE") == "\(root)/blob/v1.2/docs/LICENSE")
        #expect(base.resolve("../assets/demo.gif") == "\(root)/blob/v1.2/assets/demo.gif")
        #expect(base.resolve("INSTALL.md#homebrew") == "\(root)/blob/v1.2/docs/INSTALL.md#homebrew")
        #expect(base.resolve("./CHANGELOG.md") == "\(root)/blob/v1.2/docs/CHANGELOG.md")
        #expect(base.resolve("/CONTRIBUTING.md") == "\(root)/blob/v1.2/CONTRIBUTING.md")
        #expect(base.resolve("examples/") == "\(root)/tree/v1.2/docs/examples")
        #expect(base.resolve("#installing") == "\(root)/blob/v1.2/docs/README.md#installing")
        #expect(base.resolve("https://example.com/x") == "https://example.com/x")
        #expect(base.resolve("//cdn.example.com/x") == "https://cdn.example.com/x")
        for refused in ["../../../../etc/passwd", "javascript:alert(1)", "file:///etc/passwd", "data:text/html,boom", "mailto:a@b.c", ""] {
            #expect(base.resolve(refused) == nil, "\(refused)")
        }
        let lines = MarkdownText.lines(try Self.readme("html-header"), width: 100, color: false, base: base)
        #expect(lines.contains("  [3] \(root)/blob/v1.2/docs/LICENSE"), "\(lines)")
        #expect(lines.contains { $0.contains("\(root)/blob/v1.2/docs/doc/README-ja.md") })
        let hostile = MarkdownText.lines(try Self.readme("hostile"), width: 100, color: false, base: base)
        #expect(!hostile.contains { $0.contains("javascript") || $0.contains("file:") || $0.contains("etc/passwd") || $0.contains("data:") })
        #expect(hostile.contains("click me · file · data · out"))
    }

    @Test func linksAreHyperlinksWhereTheTerminalFollowsThemAndStylesOnlyWithColour() throws {
        let text = try Self.readme("badges-and-references")
        let linked = MarkdownText.lines(text, width: 100, color: false, hyperlinks: true)
        #expect(linked.contains { $0.contains("\u{1B}]8;;https://codecov.io/gh/atomicrobot/rocket-cache\u{1B}\\▣\u{1B}]8;;\u{1B}\\") })
        #expect(!linked.contains { $0.hasPrefix("  [1] ") })
        let plain = MarkdownText.lines(text, width: 100, color: false)
        #expect(!plain.joined().contains("\u{1B}"))
        let colored = MarkdownText.lines(text, width: 100, color: true)
        #expect(colored.first == "\u{1B}[1mRocket\u{1B}[0m \u{1B}[1mCache\u{1B}[0m")
        #expect(colored.contains("3. \u{1B}[3mProfit\u{1B}[0m"))
    }

    @Test func hostileTextIsMadeSafeBeforeItIsStyled() throws {
        for color in [false, true] {
            let lines = MarkdownText.lines(try Self.readme("hostile"), width: 80, color: color)
            let text = lines.joined(separator: "\n")
            #expect(text.contains("^[]0;pwned^G"))
            #expect(!text.unicodeScalars.contains { $0.value == 0x07 })
            // Every escape left is one of our styles.
            let escapes = text.components(separatedBy: "\u{1B}").dropFirst()
            #expect(escapes.allSatisfy { $0.range(of: #"^\[\d+m"#, options: .regularExpression) != nil }, "\(lines)")
            #expect(!text.contains("hidden") && !text.contains("secret text") && !text.contains("evil.example"))
        }
    }

    @Test func deepNestingAndEndlessLinksStayWithinTheirBounds() {
        // 1,000 lists, each inside the last: drawn to the depth bound, the rest as text.
        let nested = (0..<1_000).map { String(repeating: "  ", count: $0) + "- level \($0)" }.joined(separator: "\n")
        let deep = MarkdownText.lines(nested, width: 80, color: false)
        #expect(deep.contains { $0.contains("level 0") })
        #expect(deep.count < 2_000)
        // 100,000 links: past the node bound the document says it stops.
        let links = (0..<100_000).map { "[l\($0)](https://example.com/\($0))" }.joined(separator: "\n")
        let many = MarkdownText.lines(links, width: 80, color: false)
        #expect(many.last == "*The rest of this document, past 200,000 parts, is not drawn.*")
        // Past 4 MiB, the rest is not read.
        let huge = String(repeating: "word ", count: (5 << 20) / 5)
        #expect(MarkdownText.lines(huge, width: 80, color: false).last == "*The rest of this document, past 4 MiB, is not drawn.*")
    }

    @Test func releaseNotesAreDrawnTheSameWay() throws {
        let json = #"{"id":1,"tag_name":"v3.0.0","name":"3.0","draft":false,"prerelease":false,"assets":[],"body":"#;
        let body = try JSONSerialization.data(withJSONObject: [try Self.readme("html-header")], options: [.fragmentsAllowed])
        let notes = String(decoding: body.dropFirst().dropLast(), as: UTF8.self)
        let release = try GitHubJSON.decoder().decode(Release.self, from: Data((json + notes + "}").utf8))
        let screen = ReleaseScreenState(
            repository: BrowserTests.repository(1, "launchpad"), release: release,
            render: { MarkdownText.lines($0, width: $1, color: true).map(DisplayWidth.withoutEscapes) },
            now: { FixedMoment.noon })
        let lines =
            screen.screen(ScreenContext(width: 100, height: 40, web: WebPages(apiURL: try #require(URL(string: "https://api.github.com")))))
            .lines ?? []
        #expect(lines.contains { $0.contains("▣ CI[2] ▣ License: MIT ▣ Swift versions[3]") }, "\(lines)")
        #expect(!lines.contains { Self.residue(in: $0) != nil })
    }
}
