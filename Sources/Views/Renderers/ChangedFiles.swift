import Models

/// The changed files of a commit or a comparison, drawn alike by both: their TSV and CSV fields,
/// their table, and each file's diff in git's format.
enum ChangedFiles {
    /// A changed file's TSV and CSV fields, each with its header, declared once.
    static let delimitedFields: [Field<DiffEntry>] = [
        Field("status", meaning: "added, modified, removed, renamed…", value: { $0.status }),
        Field("filename", meaning: "the path", value: { $0.filename }),
        Field("additions", meaning: "lines added", value: { count($0.additions) }),
        Field("deletions", meaning: "lines deleted", value: { count($0.deletions) }),
        Field("previous_filename", meaning: "the path before a rename", value: { $0.previousFilename ?? "" }),
    ]

    /// A line count, or an empty cell when the server sent none.
    static func count(_ value: Int?) -> String { value.map(String.init) ?? "" }

    /// The files' table: status, path (a rename as `old → new`), lines added and removed. Off a
    /// terminal nothing is cut: the reader is a pager, a file or a tool. `spoken`, for a screen
    /// reader, a file is a sentence (`spokenLine`), not a padded row.
    static func table(_ files: [DiffEntry], settings: OutputSettings, spoken: Bool = false) -> [String] {
        if spoken { return files.map(spokenLine) }
        let table = TextTable(columns: columns, rows: files.map(cells))
        return table.render(width: settings.terminal.isTerminal ? settings.terminal.width : Int.max / 4, color: settings.terminal.color)
    }

    /// The table's columns, shared by the one-shot table and browse's list of a diff's files.
    static let columns: [TextTable.Column] = [
        .init("STATUS", priority: 2, droppable: true), .init("FILE", flexible: true, priority: 10, cutsAtStart: true),
        .init("+", alignRight: true, priority: 3), .init("-", alignRight: true, priority: 3),
    ]

    /// A file as a screen reader says it: `modified: Sources/App.swift, 2 added, 1 removed`; a
    /// rename `renamed: old to new, …`; counts the server did not send are left out.
    static func spokenLine(_ file: DiffEntry) -> String {
        let name = SafeText.line(file.previousFilename.map { "\($0) to \(file.filename)" } ?? file.filename)
        let counts = [file.additions.map { "\($0) added" }, file.deletions.map { "\($0) removed" }].compactMap { $0 }
        return ([SafeText.line(file.status) + ": " + name] + counts).joined(separator: ", ")
    }

    /// A file's cells: status, path (a rename as `old → new`), lines added and removed.
    static func cells(_ file: DiffEntry) -> [TextTable.Cell] {
        let name = file.previousFilename.map { "\($0) → \(file.filename)" } ?? file.filename
        return [.init(file.status), .init(name), .init(count(file.additions), .green), .init(count(file.deletions), .red)]
    }

    /// Each file's diff after a blank line, written file by file: a comparison of 300 files and
    /// their patches is never one string. On a terminal they are laid out in its width, side by
    /// side when asked and wide enough; piped, git's exact text.
    static func writePatches(_ files: [DiffEntry], settings: OutputSettings, sideBySide: Bool, to output: inout some TextOutputStream) {
        let layout = settings.terminal.isTerminal ? DiffLayout(width: settings.terminal.width, sideBySide: sideBySide) : nil
        for file in files {
            let lines = patch(file, color: settings.terminal.color, layout: layout)
            if lines.isEmpty { continue }
            output.write("\n")
            for line in lines { output.write(line + "\n") }
        }
    }

    /// The files git's plain text leaves out: those whose permissions alone changed. GitHub does
    /// not say what the modes became, and a `diff --git` with no mode and no hunk is one
    /// `git apply` refuses for the whole patch, so the command names them in a note instead.
    static func leftOutOfPlainPatch(_ files: [DiffEntry]) -> [DiffEntry] {
        files.filter(\.isPermissionChange)
    }

    /// One file's diff in git's format (`diff --git`, `---`/`+++`, GitHub's hunks), so that the
    /// output applies with `git apply`. A file GitHub sent no patch for (binary, or too large) is
    /// said to differ, as git says of binary files, so it fails loudly rather than silently.
    /// A file added or removed empty is git's own text for it (its mode and `index` line); one
    /// whose permissions alone changed is left out of the plain text (no lines), since its modes
    /// are unknown, and said on a terminal.
    ///
    /// File names are quoted as git quotes them (`GitPath`), on a terminal and piped alike. The
    /// hunks are GitHub's bytes exactly when piped, so `git apply` gets what git would write; on a
    /// terminal (`layout`) they are numbered and neutralised, a carriage return showing as `^M`.
    static func patch(_ file: DiffEntry, color: Bool, layout: DiffLayout?) -> [String] {
        if let layout { return rows(file, color: color, layout: layout).map(\.text) }
        guard let (heads, patch) = parts(file, onTerminal: false) else { return [] }
        var lines = heads.map { $0.style.apply($0.text, enabled: color) }
        guard let patch else { return lines }
        // By scalars: as Characters, "\r\n" is one and a CRLF line would not split at its "\n".
        for scalars in patch.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(String.UnicodeScalarView(scalars))
            // By its first byte: a mark followed by a combining character is still the mark.
            let mark = line.utf8.first
            let style: Style = mark == UInt8(ascii: "+") ? .green : mark == UInt8(ascii: "-") ? .red : line.hasPrefix("@@") ? .cyan : .plain
            lines.append(style.apply(line, enabled: color))
        }
        return lines
    }

    /// `files`' diffs on a terminal in `layout`, each after a blank line, as `writePatches`
    /// writes them there, after `header`'s rows; each row anchored to its file (by its place in
    /// `files`) and line.
    static func laidOut(_ files: [DiffEntry], after header: LaidOutDiff, color: Bool, layout: DiffLayout) -> LaidOutDiff {
        var text = header
        for (index, file) in files.enumerated() {
            text.append("", DiffAnchor(file: index, line: -1))
            for row in rows(file, color: color, layout: layout) {
                text.append(row.text, DiffAnchor(file: index, line: row.line, beside: row.beside), gutter: row.gutter)
            }
        }
        return text
    }

    /// One file's diff on a terminal, as rows: git's header lines, a long one wrapped as code
    /// is, then the hunks numbered with their changed words marked; each row with the line of
    /// the diff it draws (`diff --git` is 0).
    private static func rows(_ file: DiffEntry, color: Bool, layout: DiffLayout) -> [DiffLines.Row] {
        guard let (heads, patch) = parts(file, onTerminal: true) else { return [] }
        var rows = heads.enumerated().flatMap { line, head in
            DiffLines.wrapped(head.text, style: head.style, width: layout.width, color: color).map { DiffLines.Row(text: $0, line: line) }
        }
        guard let patch else { return rows }
        for var row in DiffLines.rows(patch, color: color, layout: layout) {
            row.line += heads.count
            row.beside = row.beside.map { $0 + heads.count }
            rows.append(row)
        }
        return rows
    }

    /// A file's git header lines with their styles, and the hunks that follow them, if any;
    /// nil when the file has no place in the text (permissions alone changed, piped).
    private static func parts(_ file: DiffEntry, onTerminal: Bool) -> (heads: [(text: String, style: Style)], patch: String?)? {
        let old = file.previousFilename ?? file.filename
        var heads: [(text: String, style: Style)] = [("diff --git \(GitPath.quoted(old, prefix: "a/")) \(GitPath.quoted(file.filename, prefix: "b/"))", .bold)]
        if file.status == "renamed", let previous = file.previousFilename {
            heads += [("rename from \(GitPath.quoted(previous))", .plain), ("rename to \(GitPath.quoted(file.filename))", .plain)]
        }
        // git apply needs the mode to create or delete a file; GitHub does not send it, so an
        // executable file comes out as a plain one.
        if file.status == "added" { heads.append(("new file mode 100644", .plain)) }
        if file.status == "removed" { heads.append(("deleted file mode 100644", .plain)) }
        if file.isPermissionChange {
            guard onTerminal else { return nil }
            heads.append(("permissions changed (GitHub does not say to what)", .dim))
            return (heads, nil)
        }
        if file.isEmptyFile {
            let empty = String(DiffEntry.emptyBlobSHA.prefix(7))
            heads.append(onTerminal ? ("empty file", .dim) : (file.status == "added" ? "index 0000000..\(empty)" : "index \(empty)..0000000", .plain))
            return (heads, nil)
        }
        guard let patch = file.patch, !patch.isEmpty else {
            if file.status != "renamed" || (file.changes ?? 0) > 0 {
                let names = "\(GitPath.quoted(old, prefix: "a/")) and \(GitPath.quoted(file.filename, prefix: "b/"))"
                heads.append(("Binary files \(names) differ (GitHub sent no patch: binary or too large)", .dim))
            }
            return (heads, nil)
        }
        heads.append((file.status == "added" ? "--- /dev/null" : "--- \(GitPath.quoted(old, prefix: "a/"))", .bold))
        heads.append((file.status == "removed" ? "+++ /dev/null" : "+++ \(GitPath.quoted(file.filename, prefix: "b/"))", .bold))
        return (heads, patch)
    }
}
