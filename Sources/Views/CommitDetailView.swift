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

    /// The whole output.
    public func render(detail: CommitDetail, header: CommitHeader) throws -> String {
        let files = detail.files
        switch settings.format {
        case .json:
            return try JSONOutput(fields: settings.jsonFields).document(single: detail) + "\n"
        case .ndjson:
            return try JSONOutput(fields: settings.jsonFields).lines([detail]).map { $0 + "\n" }.joined()
        case .tsv:
            return files.map { DelimitedText.tsv([$0.status, $0.filename, String($0.additions), String($0.deletions), $0.previousFilename ?? ""]) + "\n" }.joined()
        case .csv:
            let lines = files.map { DelimitedText.csv([$0.status, $0.filename, String($0.additions), String($0.deletions), $0.previousFilename ?? ""]) }
            return ([DelimitedText.csv(["status", "filename", "additions", "deletions", "previous_filename"])] + lines).map { $0 + "\r\n" }.joined()
        case .table:
            return renderTable(files: files, header: header)
        }
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
        lines += table.render(width: settings.terminal.width, color: color)
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
