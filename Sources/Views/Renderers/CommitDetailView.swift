import Foundation
import Models
import Service
import ViewModels

/// Renders `repos commit`: a header, the changed files, and optionally the patch.
public struct CommitDetailView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings
    /// Whether to show each file's diff after the list.
    public var showPatch: Bool

    /// Creates the view.
    public init(_ settings: OutputSettings, showPatch: Bool = false) {
        self.settings = settings
        self.showPatch = showPatch
    }

    /// Writes the whole output to `output`; JSON is GitHub's object of the commit, made from
    /// `pages`, GitHub's bytes of each of its pages.
    public func render(detail: CommitDetail, pages: [Data], header: CommitHeader, to output: inout some TextOutputStream) throws {
        let files = detail.files
        switch settings.format {
        case .json, .ndjson:
            guard !pages.isEmpty else { throw JSONOutput.MissingJSON() }
            try settings.writeObject(try CommitPages.document(of: pages), to: &output)
        case .tsv, .csv:
            Self.delimitedFields.writeRows(files, format: settings.format, terminal: settings.terminal, to: &output)
        case .table:
            renderTable(files: files, header: header, to: &output)
        }
    }

    /// A changed file's TSV and CSV fields, each with its header, declared once.
    static let delimitedFields: [Field<DiffEntry>] = [
        Field("status", meaning: "added, modified, removed, renamed…", value: { $0.status }),
        Field("filename", meaning: "the path", value: { $0.filename }),
        Field("additions", meaning: "lines added", value: { count($0.additions) }),
        Field("deletions", meaning: "lines deleted", value: { count($0.deletions) }),
        Field("previous_filename", meaning: "the path before a rename", value: { $0.previousFilename ?? "" }),
    ]

    /// A line count, or an empty cell when the server sent none.
    private static func count(_ value: Int?) -> String { value.map(String.init) ?? "" }

    /// Writes line by line: a commit of 100,000 files and their patches is never one string.
    private func renderTable(files: [DiffEntry], header: CommitHeader, to output: inout some TextOutputStream) {
        let color = settings.terminal.color
        let onTerminal = settings.terminal.isTerminal
        // On a terminal parents are short, as `git show` prints them; piped they are whole.
        let parents = header.parents.map { onTerminal ? ShortSHA.of($0) : $0 }
        // Every header value passes through one place that makes it safe, so no line can forget.
        let field = { (label: String, value: String) in label + SafeText.line(value) }
        var lines = [
            Style.yellow.apply(field("commit ", header.sha), enabled: color),
            field("Author:    ", header.author),
            field("Committer: ", header.committer),
            field("Date:      ", header.date),
        ]
        if !parents.isEmpty { lines.append(field("Parents:   ", parents.joined(separator: " "))) }
        lines.append("")
        lines += SafeText.multiline(header.message).split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        lines.append("")
        lines.append(Style.bold.apply(field("", header.summary), enabled: color))
        lines.append("")
        let table = TextTable(
            columns: [
                .init("STATUS", priority: 2, droppable: true), .init("FILE", flexible: true, priority: 10, cutsAtStart: true),
                .init("+", alignRight: true, priority: 3), .init("-", alignRight: true, priority: 3),
            ],
            rows: files.map { file in
                let name = file.previousFilename.map { "\($0) → \(file.filename)" } ?? file.filename
                return [.init(file.status), .init(name), .init(Self.count(file.additions), .green), .init(Self.count(file.deletions), .red)]
            }
        )
        // Off a terminal nothing is cut: the reader is a pager, a file or a tool.
        lines += table.render(width: onTerminal ? settings.terminal.width : Int.max / 4, color: color)
        for line in lines { output.write(line + "\n") }
        guard showPatch else { return }
        for file in files {
            output.write("\n")
            for line in patch(file, color: color, onTerminal: onTerminal) { output.write(line + "\n") }
        }
    }

    /// One file's diff in git's format (`diff --git`, `---`/`+++`, GitHub's hunks), so that the
    /// output applies with `git apply`. A file GitHub sent no patch for (binary, or too large) is
    /// said to differ, as git says of binary files, so it fails loudly rather than silently.
    ///
    /// File names are quoted as git quotes them (`GitPath`), on a terminal and piped alike. The
    /// hunks are GitHub's bytes exactly when piped, so `git apply` gets what git would write; on a
    /// terminal they are neutralised, a carriage return showing as `^M`.
    private func patch(_ file: DiffEntry, color: Bool, onTerminal: Bool) -> [String] {
        let old = file.previousFilename ?? file.filename
        var lines = [Style.bold.apply("diff --git \(GitPath.quoted(old, prefix: "a/")) \(GitPath.quoted(file.filename, prefix: "b/"))", enabled: color)]
        if file.status == "renamed", let previous = file.previousFilename {
            lines += ["rename from \(GitPath.quoted(previous))", "rename to \(GitPath.quoted(file.filename))"]
        }
        // git apply needs the mode to create or delete a file; GitHub does not send it, so an
        // executable file comes out as a plain one.
        if file.status == "added" { lines.append("new file mode 100644") }
        if file.status == "removed" { lines.append("deleted file mode 100644") }
        guard let patch = file.patch, !patch.isEmpty else {
            if file.status != "renamed" || (file.changes ?? 0) > 0 {
                let names = "\(GitPath.quoted(old, prefix: "a/")) and \(GitPath.quoted(file.filename, prefix: "b/"))"
                lines.append(Style.dim.apply("Binary files \(names) differ (GitHub sent no patch: binary or too large)", enabled: color))
            }
            return lines
        }
        lines.append(Style.bold.apply(file.status == "added" ? "--- /dev/null" : "--- \(GitPath.quoted(old, prefix: "a/"))", enabled: color))
        lines.append(Style.bold.apply(file.status == "removed" ? "+++ /dev/null" : "+++ \(GitPath.quoted(file.filename, prefix: "b/"))", enabled: color))
        // On a terminal, numbered with the changed words marked; piped, git's exact text.
        if onTerminal { return lines + DiffLines.lines(patch, color: color) }
        let body = patch
        // By scalars: as Characters, "\r\n" is one and a CRLF line would not split at its "\n".
        for scalars in body.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(String.UnicodeScalarView(scalars))
            let style: Style = line.hasPrefix("+") ? .green : line.hasPrefix("-") ? .red : line.hasPrefix("@@") ? .cyan : .plain
            lines.append(style.apply(line, enabled: color))
        }
        return lines
    }
}
