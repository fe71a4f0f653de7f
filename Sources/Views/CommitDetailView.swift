import Models
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

    /// Writes the whole output to `output`.
    public func render(detail: CommitDetail, header: CommitHeader, to output: inout some TextOutputStream) throws {
        let files = detail.files
        switch settings.format {
        case .json:
            try JSONOutput(fields: settings.jsonFields).writeDocument(single: detail.json, to: &output)
        case .ndjson:
            try JSONOutput(fields: settings.jsonFields).writeLines([detail.json], to: &output)
        case .tsv:
            for file in files {
                output.write(DelimitedText.tsv([file.status, file.filename, String(file.additions), String(file.deletions), file.previousFilename ?? ""]) + "\n")
            }
        case .csv:
            output.write(DelimitedText.csv(["status", "filename", "additions", "deletions", "previous_filename"]) + "\r\n")
            for file in files {
                output.write(DelimitedText.csv([file.status, file.filename, String(file.additions), String(file.deletions), file.previousFilename ?? ""]) + "\r\n")
            }
        case .table:
            output.write(renderTable(files: files, header: header))
        }
    }

    /// The whole output as a string.
    public func render(detail: CommitDetail, header: CommitHeader) throws -> String {
        var output = ""
        try render(detail: detail, header: header, to: &output)
        return output
    }

    private func renderTable(files: [DiffEntry], header: CommitHeader) -> String {
        let color = settings.terminal.color
        var lines = [
            Style.yellow.apply("commit \(SafeText.line(header.sha))", enabled: color),
            "Author:    " + SafeText.line(header.author),
            "Committer: " + SafeText.line(header.committer),
            "Date:      " + header.date,
        ]
        if !header.parents.isEmpty { lines.append("Parents:   " + header.parents.joined(separator: " ")) }
        lines.append("")
        lines += SafeText.multiline(header.message).split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        lines.append("")
        lines.append(Style.bold.apply(header.summary, enabled: color))
        lines.append("")
        let table = TextTable(
            columns: [.init("STATUS"), .init("FILE", flexible: true), .init("+", alignRight: true), .init("−", alignRight: true)],
            rows: files.map { file in
                let name = file.previousFilename.map { "\(SafeText.line($0)) → \(SafeText.line(file.filename))" } ?? SafeText.line(file.filename)
                return [.init(file.status), .init(name), .init(String(file.additions), .green), .init(String(file.deletions), .red)]
            }
        )
        // Off a terminal nothing is cut: the reader is a pager, a file or a tool.
        lines += table.render(width: settings.terminal.isTerminal ? settings.terminal.width : Int.max / 4, color: color)
        if showPatch {
            for file in files {
                lines.append("")
                lines.append(Style.bold.apply("diff \(SafeText.line(file.filename))", enabled: color))
                guard let patch = file.patch else {
                    lines.append(Style.dim.apply("(no patch: binary or too large)", enabled: color))
                    continue
                }
                for line in SafeText.multiline(patch).split(separator: "\n", omittingEmptySubsequences: false) {
                    let style: Style = line.hasPrefix("+") ? .green : line.hasPrefix("-") ? .red : line.hasPrefix("@@") ? .cyan : .plain
                    lines.append(style.apply(String(line), enabled: color))
                }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
