import Models
import Testing
import ViewModels

@testable import Views

/// A commit laid out for a terminal carries, row by row, the line each row draws: every line of
/// one layout is found in every other, at the row that starts it, so browse keeps its place.
@Suite struct LaidOutDiffTests {
    static let layouts = [
        DiffLayout(width: 60), DiffLayout(width: 200), DiffLayout(width: 158, sideBySide: true), DiffLayout(width: 118, sideBySide: true, terminalWidth: 120),
        .unbounded,
    ]

    static func laidOut(_ layout: DiffLayout, files: Int = 5) -> LaidOutDiff {
        CommitDetailView.terminalLines(CommitScreenStateTests.manyFiles(files), header: CommitTerminalLinesTests.header, layout: layout, color: false)
    }

    /// Each row's line is drawn in every other layout, first at the row where that line starts.
    @Test(arguments: layouts.indices)
    func everyLineIsFoundInEveryLayout(from: Int) throws {
        let source = Self.laidOut(Self.layouts[from])
        #expect(source.lines.count == source.anchors.count && source.lines.count == source.gutters.count)
        for target in Self.layouts.map({ Self.laidOut($0) }) {
            for anchor in source.anchors {
                let row = try #require(target.row(of: anchor.first))
                #expect(target.anchors[row].draws(anchor.first))
                #expect(row == 0 || !target.anchors[row - 1].draws(anchor.first), "a line is found at its first row")
            }
        }
    }

    /// An added line beside the removed one it replaces is found on that row side by side, and
    /// on its own row in one column; each file starts at its `diff --git` line.
    @Test func anAddedLineIsFoundBesideItsRemovedLine() throws {
        let column = Self.laidOut(DiffLayout(width: 200))
        let sides = Self.laidOut(DiffLayout(width: 158, sideBySide: true))
        let added = try #require(column.lines.firstIndex { $0.contains("+    let name = \"{+File+} 3\"") })
        let beside = try #require(sides.row(of: column.anchors[added]))
        #expect(sides.lines[beside].contains("-    let name = \"[-file-] 3\"") && sides.lines[beside].contains("+    let name = \"{+File+} 3\""))
        #expect(column.lines[try #require(column.row(of: sides.anchors[beside].first))].contains("-    let name = \"[-file-] 3\""))
        let start = try #require(sides.row(of: .start(ofFile: 4)))
        #expect(sides.lines[start].hasPrefix("diff --git a/Sources/File4.swift"))
    }

    /// A line of code keeps its numbers and mark when scrolled sideways; git's header lines and
    /// the commit's own have no gutter.
    @Test func codeRowsNameTheirGutter() throws {
        let cut = Self.laidOut(.unbounded)
        let more = try #require(cut.lines.firstIndex { $0.contains("+    let more = 2") })
        #expect(DisplayWidth.dropColumns(cut.lines[more], 5, after: cut.gutters[more]) == "    3 │ +et more = 2")
        let head = try #require(cut.lines.firstIndex { $0.hasPrefix("diff --git") })
        #expect(cut.gutters[head] == 0)
        #expect(cut.gutters[0] == 0)
    }
}
