import Foundation
import Models

/// Renders `repos tree`: on a terminal a tree with sizes, symlinks and submodules marked; piped one
/// path per line (or NUL-separated, for `xargs -0`); CSV rows; JSON GitHub's own object.
public struct TreeView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings
    /// Paths end with NUL instead of a line break (`-z`).
    public var nulSeparated: Bool

    /// Creates the view.
    public init(_ settings: OutputSettings, nulSeparated: Bool = false) {
        self.settings = settings
        self.nulSeparated = nulSeparated
    }

    /// Writes `entries` (under `root`), or `document`, GitHub's object, for JSON.
    public func render(_ entries: [GitTree.Entry], under root: RepositoryPath, document: Data, to output: inout some TextOutputStream) throws {
        switch settings.format {
        case .json, .ndjson:
            guard !document.isEmpty else { throw JSONOutput.MissingJSON() }
            try settings.writeObject(document, to: &output)
        case .tsv:
            // A path is written whole, as a script needs it, with only what a terminal must never
            // see neutralised; -z ends each with NUL, so a line break in a name cannot split it.
            for entry in entries { output.write(SafeText.line(entry.path) + (nulSeparated ? "\0" : "\n")) }
        case .csv:
            Self.fields.writeRows(entries, format: .csv, terminal: settings.terminal, to: &output)
        case .table:
            let depth = root.segments.count
            let table = TextTable(
                columns: Self.columns,
                rows: entries.map { entry in
                    // Read by bytes, once: a tree of 127,294 entries is drawn as fast as it is listed.
                    let path = entry.path.utf8
                    var (slashes, lastSlash) = (0, path.startIndex)
                    for index in path.indices where path[index] == UInt8(ascii: "/") { (slashes, lastSlash) = (slashes + 1, path.index(after: index)) }
                    let indent = String(repeating: "  ", count: max(0, slashes - depth))
                    let name = String(entry.path[lastSlash...]) + Self.marker(entry.kind)
                    return [.init(indent + name, entry.kind == .directory ? .bold : .plain), .init(entry.size.map(Self.size) ?? "", .dim)]
                })
            for line in table.render(width: settings.terminal.width, color: settings.terminal.color) { output.write(line + "\n") }
        }
    }

    /// The table's columns, an entry's name and its size: the tree's and `browse`'s Files face's.
    public static let columns: [TextTable.Column] = [.init("NAME", priority: 10), .init("SIZE", alignRight: true, priority: 1, droppable: true)]

    /// What follows a name: `/` a directory, `*` an executable, `@` a symlink, ` (submodule)`.
    static func marker(_ kind: GitTree.Entry.Kind) -> String {
        switch kind {
        case .directory: "/"
        case .executable: "*"
        case .symlink: "@"
        case .submodule: " (submodule)"
        case .file, .other: ""
        }
    }

    /// `1.2 MB`: bytes as a file manager shows them (Foundation's `ByteCountFormatter` file style:
    /// decimal units, whole kilobytes, one decimal for megabytes, two past them, no trailing
    /// zero). Made here, not by the formatter, which builds an ICU number formatter per call: a
    /// tree of 127,294 entries took 11 s to draw that way, against 0.2 s for its paths alone.
    static func size(_ bytes: Int) -> String {
        if bytes == 0 { return "Zero KB" }
        if bytes == 1 { return "1 byte" }
        if bytes < 1000 { return "\(bytes) bytes" }
        let units: [(name: String, decimals: Int)] = [("KB", 0), ("MB", 1), ("GB", 2), ("TB", 2), ("PB", 2)]
        var value = Double(bytes) / 1000
        var unit = 0
        // The value in hundredths, tenths or units of its unit, rounded as ICU rounds (half to even).
        func scaled() -> (count: Int, scale: Int) {
            let scale = units[unit].decimals == 0 ? 1 : units[unit].decimals == 1 ? 10 : 100
            return (Int((value * Double(scale)).rounded(.toNearestOrEven)), scale)
        }
        // A value that rounds up to a thousand of its unit reads as one of the next.
        while unit < units.count - 1, scaled().count >= 1000 * scaled().scale {
            value /= 1000
            unit += 1
        }
        let (count, scale) = scaled()
        var text = String(count / scale)
        var fraction = count % scale
        if fraction != 0 {
            var digits = units[unit].decimals
            while fraction % 10 == 0 { (fraction, digits) = (fraction / 10, digits - 1) }
            let shown = String(fraction)
            text += "." + String(repeating: "0", count: max(0, digits - shown.count)) + shown
        }
        return text + " " + units[unit].name
    }

    /// The CSV fields of an entry.
    static let fields: [Field<GitTree.Entry>] = [
        Field("path", meaning: "the full path from the root", value: \.path),
        Field("type", meaning: "blob, tree or commit (a submodule)", value: \.type),
        Field("mode", meaning: "the git mode: 100644, 100755, 040000, 120000 (symlink), 160000 (submodule)", value: \.mode),
        Field("size", meaning: "a blob's bytes; empty for directories and submodules", value: { $0.size.map(String.init) ?? "" }),
    ]
}
