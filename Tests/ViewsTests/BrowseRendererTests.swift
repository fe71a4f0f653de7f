import Foundation
import Testing
import ViewModels
@testable import Views

/// Golden screens of `repos browse`, drawn without colour (the selection's reverse video stays,
/// shown here as its escape codes), and the invariants every frame keeps.
@Suite struct BrowseRendererTests {
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\ \u{202E}txt.exe\u{9B}31m"

    static let repositoryRows: [[String]] = [
        ["billing-ledger", "日本語ドキュメント付きのledgerライブラリ", "Swift", "412", "2 days ago"],
        ["🚀-launcher", "Rockets 🚀🚀 and more", "Go", "97", "5 days ago"],
        ["evil", hostile, "Shell", "1", "1 week ago"],
        ["café-combining", "e\u{301} combining marks take no column", "", "0", "3 weeks ago"],
    ]

    static func repositories(rows: [[String]] = repositoryRows, loaded: Int = 300, complete: Bool = false, query: String = "") -> BrowseScreen {
        BrowseScreen.repositories(
            owner: "bigorg", progress: .init(loaded: loaded, expected: 2000, complete: complete, cap: 50_000), matching: rows.count, order: .pushed,
            reversed: false, query: query, rows: rows, selection: 1, isLoading: !complete)
    }

    /// A frame's lines with the selection's escape codes named, for reading.
    static func text(_ lines: [String]) -> [String] {
        lines.map { $0.replacingOccurrences(of: "\u{1B}[7m", with: "<rev>").replacingOccurrences(of: "\u{1B}[0m", with: "</rev>") }
    }

    /// The columns a line takes on a terminal, its SGR sequences taking none.
    static func columns(_ line: String) -> Int {
        let plain = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return DisplayWidth.of(plain)
    }

    static let commitRows: [[String]] = [
        ["d4049f4", "ada-l", "4 days ago", "Add retry with backoff to the uploader"],
        ["b25056a", "グレース", "4 days ago", "修正: トークンが空のときのクラッシュ"],
        ["\u{1B}[2J\u{1B}[H", "evil\u{7F}", "5 days ago", "\u{1B}]0;title\u{07}subject\u{85}\u{0}"],
    ]

    static func commits() -> BrowseScreen {
        BrowseScreen.commits(
            repository: "bigorg/billing-ledger", loaded: 200, hasMore: true, matching: 3, query: "", rows: commitRows, selection: 0, isLoading: false)
    }

    static let commitText = [
        "\u{1B}[33mcommit d4049f477b0b235e27903546a3c9f780db8137ff\u{1B}[0m",
        "Author:    Ada \u{1B}]0;x\u{07}<ada@example.org>",
        "",
        "    日本語のメッセージ and a long line that runs past the edge",
        "\u{1B}[32m+let new0 = 0\u{1B}[0m",
    ]

    // Golden screens, read and checked by eye when written: the wide characters never split, the
    // hostile text shown as caret notation, the selection in reverse video.
    static let goldenRepositories40: [String] = [
        " bigorg — 300 of ~2,000 repositories · …",
        " NAME            DESCRIPTION           ★",
        " billing-ledger  日本語ドキュメン…   412",
        "<rev>▌🚀-launcher     Rockets 🚀🚀 and …   97</rev>",
        " evil            ^[]0;pwned^G^[[2J…    1",
        " café-combining  é combining marks…    0",
        "                                        ",
        "                                        ",
        "                                        ",
        " ↑↓ move  ⏎ open  ? help  q quit        ",
    ]

    static let goldenCommits40: [String] = [
        " bigorg/billing-ledger — 200 commits lo…",
        " SHA        MESSAGE                     ",
        "<rev>▌d4049f4    Add retry with backoff to t…</rev>",
        " b25056a    修正: トークンが空のときの… ",
        " ^[[2J^[[H  ^[]0;title^Gsubject�^@      ",
        " ↑↓ move  ⏎ open  ? help  q quit        ",
    ]

    static let goldenCommitText40: [String] = [
        " commit                                 ",
        " commit d4049f477b0b235e27903546a3c9f780",
        " Author:    Ada ^[]0;x^G<ada@example.org",
        "                                        ",
        "     日本語のメッセージ and a long line ",
        " +let new0 = 0                          ",
        " esc back                               ",
    ]

    static let goldenEmptyOrg60: [String] = [
        " bigorg — 0 repositories · by pushed                        ",
        " NAME  DESCRIPTION  LANG  ★  PUSHED                         ",
        "  No repositories in bigorg.                                ",
        "                                                            ",
        "                                                            ",
        " ✗ not found (Not Found) — r to retry, esc to go back       ",
    ]

    static let goldenFiltering60: [String] = [
        " bigorg — 4 of 300 loaded (~2,000) repositories · by pushed…",
        " NAME            DESCRIPTION         LANG     ★  PUSHED     ",
        " billing-\u{1B}[4mledger\u{1B}[24m  日本語ドキュメン…   Swift  412  2 days ago ",
        "<rev>▌🚀-launcher     Rockets 🚀🚀 and …  Go      97  5 days ago </rev>",
        " / ledger▏                                ⏎ keep  esc clear ",
    ]

    static let goldenRepositories80Top: [String] = [
        " bigorg — 300 of ~2,000 repositories · by pushed                                ",
        " NAME            DESCRIPTION                             LANG     ★  PUSHED     ",
        " billing-ledger  日本語ドキュメント付きのledgerライブ…   Swift  412  2 days ago ",
        "<rev>▌🚀-launcher     Rockets 🚀🚀 and more                   Go      97  5 days ago </rev>",
        " evil            ^[]0;pwned^G^[[2J^[]8;;http://evil^[\\…  Shell    1  1 week ago ",
        " café-combining  é combining marks take no column                 0  3 weeks ago",
    ]

    static let goldenRepositories80Footer = " ↑↓ move  ⏎ open  / filter  s sort  o browser  y copy  r refresh  ? help  q quit"

    /// At 200 columns nothing that fits is cut: the whole hostile description, made safe, and
    /// every column.
    @Test func at200ColumnsNothingThatFitsIsCut() {
        let lines = Self.render(Self.repositories(), 200, 8)
        #expect(lines[1].hasPrefix(" NAME            DESCRIPTION"))
        #expect(lines[1].contains("LANG") && lines[1].contains("PUSHED"))
        #expect(lines[4].contains("^[]0;pwned^G^[[2J^[]8;;http://evil^[\\link^[]8;;^[\\ "))
        #expect(lines[4].contains("txt.exe"))
        #expect(!lines.joined().contains("…"))
    }

    /// The key line keeps help and quit whatever the width, and the other hints as far as they
    /// fit, in order.
    @Test func theKeyLineKeepsHelpAndQuit() {
        let hints = KeyBinding.hints(for: .repositories)
        #expect(BrowseRenderer.fitted(hints, width: 20) == "? help  q quit")
        #expect(BrowseRenderer.fitted(hints, width: 30) == "↑↓ move  ? help  q quit")
        #expect(BrowseRenderer.fitted(hints, width: 200) == hints.joined(separator: "  "))
    }

    static func render(_ screen: BrowseScreen, _ width: Int, _ height: Int) -> [String] {
        text(BrowseRenderer.render(screen, width: width, height: height, color: false))
    }

    @Test func repositoriesAt80x24() {
        let lines = Self.render(Self.repositories(), 80, 24)
        #expect(Array(lines.prefix(6)) == Self.goldenRepositories80Top)
        #expect(lines[6..<23].allSatisfy { $0 == String(repeating: " ", count: 80) })
        #expect(lines.last == Self.goldenRepositories80Footer)
    }

    @Test func repositoriesAt40x10DropColumnsByPriority() {
        #expect(Self.render(Self.repositories(), 40, 10) == Self.goldenRepositories40)
    }

    @Test func commitsAt40x6() {
        #expect(Self.render(Self.commits(), 40, 6) == Self.goldenCommits40)
    }

    @Test func aCommitsStyledTextIsCutAndMadeSafe() {
        let screen = BrowseScreen(title: "commit", lines: Self.commitText, footer: .keys(["esc back"]))
        #expect(Self.render(screen, 40, 7) == Self.goldenCommitText40)
        // With colour, our SGR styling passes and nothing else does.
        let colored = BrowseRenderer.render(screen, width: 40, height: 7, color: true)
        #expect(colored[1].contains("\u{1B}[33m"))
        #expect(!colored.joined().contains("\u{1B}]"))
    }

    @Test func anEmptyOrgSaysSoAndAnErrorTakesTheFooter() {
        var empty = Self.repositories(rows: [], loaded: 0, complete: true)
        empty.footer = .error("not found (Not Found) — r to retry, esc to go back")
        #expect(Self.render(empty, 60, 6) == Self.goldenEmptyOrg60)
    }

    @Test func theFilterLineShowsWhatIsTyped() {
        var filtering = Self.repositories(query: "ledger")
        filtering.footer = .filter("ledger")
        #expect(Self.render(filtering, 60, 5) == Self.goldenFiltering60)
    }

    /// The help overlay says each key's meaning without the README's backticks.
    @Test func theHelpOverlayShowsNoBackticks() {
        var help = Self.repositories()
        help.showsHelp = true
        let lines = BrowseRenderer.render(help, width: 120, height: BrowseRenderer.helpLength(help, width: 120) + 2, color: false)
        #expect(lines.contains { $0.contains("mark the selected commit, for c to compare with another") }, "\(lines)")
        #expect(!lines.joined().contains("`"))
    }

    /// Every frame, at every size down to 1 × 1, is exactly the terminal's size, and holds no
    /// control character but our own SGR and the selection's reverse video.
    @Test(arguments: [(80, 24), (40, 10), (20, 5), (7, 3), (1, 1), (200, 60)])
    func everyFrameFitsTheTerminalExactly(width: Int, height: Int) {
        var help = Self.repositories()
        help.showsHelp = true
        var filtering = Self.repositories(query: Self.hostile)
        filtering.footer = .filter(Self.hostile)
        var failing = Self.commits()
        failing.footer = .error(Self.hostile)
        let screens = [
            Self.repositories(), help, filtering, failing, Self.repositories(rows: [], loaded: 0, complete: true),
            BrowseScreen(title: Self.hostile, busy: "⠙", lines: Self.commitText + [Self.hostile], footer: .status(Self.hostile)),
        ]
        for screen in screens {
            for color in [false, true] {
                let lines = BrowseRenderer.render(screen, width: width, height: height, color: color)
                #expect(lines.count == height)
                for line in lines {
                    #expect(Self.columns(line) == width, "\(line)")
                    let unsafe = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                        .unicodeScalars.filter { TerminalSafety.isUnsafe($0.value) }
                    #expect(unsafe.isEmpty, "\(line)")
                }
            }
        }
    }
}
