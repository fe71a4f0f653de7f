/// A commit or a comparison with its diffs laid out for a terminal, row by row: each row as
/// drawn, the line it draws (`DiffAnchor`), and its gutter. Browse scrolls it, keeps its place
/// across layouts by the anchors, and scrolls cut rows sideways past the gutters.
public struct LaidOutDiff: Sendable, Equatable {
    /// The rows as drawn, styled.
    public private(set) var lines: [String] = []
    /// For each row, the line it draws.
    public private(set) var anchors: [DiffAnchor] = []
    /// For each row, the columns at its start that stay when it is scrolled sideways: a line of
    /// code's numbers and its `+`/`-` mark; 0 for a row of text.
    public private(set) var gutters: [Int] = []

    /// Nothing laid out.
    public init() {}

    /// The header above the files: rows of text, each its own line.
    public init(header lines: [String]) {
        for (index, line) in lines.enumerated() { append(line, DiffAnchor(file: nil, line: index)) }
    }

    /// Adds a row drawing `anchor`'s line, with `gutter` columns that stay put.
    public mutating func append(_ line: String, _ anchor: DiffAnchor, gutter: Int = 0) {
        lines.append(line)
        anchors.append(anchor)
        gutters.append(gutter)
    }

    /// The first row that draws `anchor`'s line; failing that (a text laid out anew from other
    /// data), the first row of its file; nil when neither is here.
    public func row(of anchor: DiffAnchor) -> Int? {
        anchors.firstIndex { $0.draws(anchor) } ?? anchors.firstIndex { $0.file == anchor.file }
    }
}
