import Foundation
import Models
import Service
import ViewModels

/// Renders `repos compare`: where the head stands against the base, the merge base, the commits
/// the head has that the base lacks (oldest first), the files they change, and optionally each
/// file's diff. JSON is GitHub's object; TSV and CSV give one row per commit.
public struct ComparisonView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings
    /// Whether and how each file's diff follows the list.
    public var patch: PatchStyle

    /// Creates the view.
    public init(_ settings: OutputSettings, patch: PatchStyle = .hidden) {
        (self.settings, self.patch) = (settings, patch)
    }

    /// Writes the whole output to `output`; JSON is GitHub's object of the comparison made from
    /// `pages`, GitHub's bytes of each of its pages, with every page's commits.
    public func render(
        comparison: Comparison, pages: [Data], header: ComparisonHeader, rows: @autoclosure () -> [CommitRow], to output: inout some TextOutputStream
    ) throws {
        switch settings.format {
        case .json, .ndjson:
            guard !pages.isEmpty else { throw JSONOutput.MissingJSON() }
            try settings.writeObject(try ComparisonPages.document(of: pages), to: &output)
        case .tsv, .csv:
            CommitListView.fields.writeRows(rows(), format: settings.format, terminal: settings.terminal, to: &output)
        case .table:
            renderTable(comparison: comparison, header: header, rows: rows(), to: &output)
        }
    }

    /// The comparison with its diffs as a terminal of `layout`'s width shows it, row by row: what
    /// browse's comparison screen scrolls. Runs off the main actor.
    public static func terminalLines(_ comparison: Comparison, header: ComparisonHeader, rows: [CommitRow], layout: DiffLayout, color: Bool) -> LaidOutDiff {
        let settings = OutputSettings(format: .table, terminal: TerminalFacts(isTerminal: true, width: layout.width, color: color))
        var text = ""
        // Read aloud (`DiffLayout.plain`), each file is a sentence, not a padded row.
        ComparisonView(settings).renderTable(comparison: comparison, header: header, rows: rows, spoken: !layout.numbered, to: &text)
        // Each line written ends in a newline: the text splits into them and one empty line.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        return ChangedFiles.laidOut(comparison.files, after: LaidOutDiff(header: lines), color: color, layout: layout)
    }

    /// The report a person reads, line by line; piped, uncoloured and uncut, the patches git's
    /// exact text.
    private func renderTable(
        comparison: Comparison, header: ComparisonHeader, rows: [CommitRow], spoken: Bool = false, to output: inout some TextOutputStream
    ) {
        let color = settings.terminal.color
        let onTerminal = settings.terminal.isTerminal
        // Every header value passes through one place that makes it safe, so no line can forget.
        let field = { (label: String, value: String) in label + SafeText.line(value) }
        var lines = [
            Style.yellow.apply(field("compare ", header.refs), enabled: color),
            // On a terminal whole SHAs are short, as the merge base's, so the line is not cut.
            field("Status:     ", "\(header.status): \(header.standing(naming: onTerminal ? ShortSHA.naming : { $0 }))"),
        ]
        if let base = header.mergeBase {
            let sha = onTerminal ? ShortSHA.of(base.sha) : base.sha
            lines.append(field("Merge base: ", "\(sha) \(base.subject)"))
        }
        lines.append("")
        if !rows.isEmpty {
            lines.append(Style.bold.apply("Commits (\(rows.count), oldest first)", enabled: color))
            var table = ""
            // Off a terminal nothing is cut: the reader is a pager, a file or a tool.
            let terminal = onTerminal ? settings.terminal : TerminalFacts(isTerminal: false, width: Int.max / 4, color: false)
            CommitListView.fields.writeRows(rows, format: .table, terminal: terminal, to: &table)
            lines += table.split(separator: "\n").map(String.init)
            lines.append("")
        }
        lines.append(Style.bold.apply(field("", header.summary), enabled: color))
        if !comparison.files.isEmpty {
            lines.append("")
            lines += ChangedFiles.table(comparison.files, settings: settings, spoken: spoken)
        }
        for line in lines { output.write(line + "\n") }
        patch.write(comparison.files, settings: settings, to: &output)
    }
}
