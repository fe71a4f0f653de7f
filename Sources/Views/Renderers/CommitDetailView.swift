import Foundation
import Models
import Service
import ViewModels

/// Renders `repos commit`: a header, the changed files, and optionally the patch.
public struct CommitDetailView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings
    /// Whether and how each file's diff follows the list.
    public var patch: PatchStyle

    /// Creates the view.
    public init(_ settings: OutputSettings, patch: PatchStyle = .hidden) {
        (self.settings, self.patch) = (settings, patch)
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
            ChangedFiles.delimitedFields.writeRows(files, format: settings.format, terminal: settings.terminal, to: &output)
        case .table:
            renderTable(files: files, header: header, to: &output)
        }
    }

    /// One commit as `repos commit --patch` draws it on a terminal, in `layout`, row by row:
    /// what browse's commit screen scrolls. Past `CommitScreenState.patchBound` bytes of patch,
    /// the header, message and files with a line saying why the patch is left out. Runs off the
    /// main actor.
    public static func terminalLines(_ detail: CommitDetail, header: CommitHeader, layout: DiffLayout, color: Bool) -> LaidOutDiff {
        let patchBytes = CommitScreenState.patchBytes(of: detail)
        let settings = OutputSettings(format: .table, terminal: TerminalFacts(isTerminal: true, width: layout.width, color: color))
        var text = ""
        // Read aloud (`DiffLayout.plain`), each file is a sentence, not a padded row.
        CommitDetailView(settings).renderTable(files: detail.files, header: header, spoken: !layout.numbered, to: &text)
        // Each line written ends in a newline: the text splits into them and one empty line.
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard patchBytes <= CommitScreenState.patchBound else {
            lines += [
                "",
                "The patch (\(ByteSize.describe(patchBytes)) over \(detail.files.count) files) is past the \(ByteSize.describe(CommitScreenState.patchBound)) browse lays out:",
                "o opens the commit on the web, and repos commit --patch writes it whole.",
            ]
            return LaidOutDiff(header: lines)
        }
        return ChangedFiles.laidOut(detail.files, after: LaidOutDiff(header: Array(lines.dropLast())), color: color, layout: layout)
    }

    /// Writes line by line: a commit of 100,000 files and their patches is never one string.
    private func renderTable(files: [DiffEntry], header: CommitHeader, spoken: Bool = false, to output: inout some TextOutputStream) {
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
        lines += ChangedFiles.table(files, settings: settings, spoken: spoken)
        for line in lines { output.write(line + "\n") }
        patch.write(files, settings: settings, to: &output)
    }
}
