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
                    let segments = entry.path.split(separator: "/", omittingEmptySubsequences: false)
                    let indent = String(repeating: "  ", count: max(0, segments.count - 1 - depth))
                    let name = (segments.last.map(String.init) ?? entry.path) + Self.marker(entry.kind)
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

    /// `1.2 kB`: bytes as people read sizes.
    static func size(_ bytes: Int) -> String {
        ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)
    }

    /// The CSV fields of an entry.
    static let fields: [Field<GitTree.Entry>] = [
        Field("path", meaning: "the full path from the root", value: \.path),
        Field("type", meaning: "blob, tree or commit (a submodule)", value: \.type),
        Field("mode", meaning: "the git mode: 100644, 100755, 040000, 120000 (symlink), 160000 (submodule)", value: \.mode),
        Field("size", meaning: "a blob's bytes; empty for directories and submodules", value: { $0.size.map(String.init) ?? "" }),
    ]
}
