import Foundation
import Models
import Service
import ViewModels

/// Renders `repos pr` and `repos issue`: a header (state, who, branches, mergeability, reviews,
/// checks, labels), the body through the Markdown renderer, the conversation, and for `--patch`
/// the files and their diff; JSON is GitHub's object as sent.
public struct WorkDetailView: Sendable {
    /// Format, terminal and JSON fields.
    public var settings: OutputSettings
    /// Whether and how each file's diff follows.
    public var patch: PatchStyle
    /// Every comment (`--comments`), else the first and last `shownComments`.
    public var allComments: Bool
    /// Where the body's relative links point: the repository's default branch.
    public var links: MarkdownLinkBase?

    /// How many comments are shown at each end of a long conversation unless all are asked for.
    public static let shownComments = 3

    /// Creates the view.
    public init(_ settings: OutputSettings, patch: PatchStyle = .hidden, allComments: Bool = false, links: MarkdownLinkBase? = nil) {
        (self.settings, self.patch, self.allComments, self.links) = (settings, patch, allComments, links)
    }

    /// Writes the whole output to `output`, line by line.
    @MainActor
    public func render(_ model: WorkDetailViewModel, to output: inout some TextOutputStream) throws {
        guard let detail = model.detail else { return }
        switch settings.format {
        case .json, .ndjson:
            try settings.writeObject(detail.bytes, to: &output)
        case .tsv, .csv:
            let fields = summary(model, detail: detail)
            output.write((settings.format == .tsv ? DelimitedText.tsv(fields.map(\.1)) : DelimitedText.csv(fields.map(\.1))) + "\n")
        case .table:
            for line in header(model, detail: detail) { output.write(line + "\n") }
            for line in body(detail) { output.write(line + "\n") }
            for line in conversation(model, detail: detail) { output.write(line + "\n") }
            if patch.shown, !detail.files.isEmpty {
                output.write("\n")
                for line in ChangedFiles.table(detail.files, settings: settings) { output.write(line + "\n") }
                patch.write(detail.files, settings: settings, to: &output)
            }
        }
    }

    /// The facts of a row, by name: what TSV and CSV write in one line.
    @MainActor
    private func summary(_ model: WorkDetailViewModel, detail: WorkDetail) -> [(String, String)] {
        let item =
            detail.pullRequest.map { WorkItem($0, repository: "\(model.owner)/\(model.repo)") }
            ?? detail.issue.map { WorkItem($0, repository: "\(model.owner)/\(model.repo)") }
        return [
            ("item", item?.identity ?? ""), ("state", item?.state.rawValue ?? ""), ("title", item?.title ?? ""), ("author", item?.author ?? ""),
            ("mergeable", detail.pullRequest.flatMap(Mergeability.words) ?? ""), ("reviews", model.reviews?.line ?? ""),
            ("checks", model.checks?.line ?? ""), ("comments", String(detail.comments.count)),
        ]
    }

    /// The lines above the body: title and identity, then one fact a line, each made safe here.
    @MainActor
    private func header(_ model: WorkDetailViewModel, detail: WorkDetail) -> [String] {
        let color = settings.terminal.color
        let repository = "\(model.owner)/\(model.repo)"
        let item = detail.pullRequest.map { WorkItem($0, repository: repository) } ?? detail.issue.map { WorkItem($0, repository: repository) }
        guard let item else { return [] }
        var lines = [Style.bold.apply(SafeText.line(item.title), enabled: color) + "  " + Style.dim.apply(SafeText.line(item.identity), enabled: color)]
        let state = Self.stateStyle(item.state).apply(item.state.rawValue, enabled: color)
        var who = "\(state) · @\(SafeText.line(item.author))"
        if let pull = detail.pullRequest {
            let commits = pull.commits.map { " \($0 == 1 ? "1 commit" : "\($0) commits")" } ?? ""
            who += " wants to merge\(commits) into \(SafeText.line(pull.base.ref)) from \(SafeText.line(item.head ?? pull.head.ref))"
        }
        who += " · opened \(model.relative(item.createdAt)), updated \(model.relative(item.updatedAt))"
        lines.append(who)
        if let pull = detail.pullRequest, let merged = pull.mergedAt {
            lines.append("Merged:    by @\(SafeText.line(pull.mergedBy?.login ?? "someone")) \(model.relative(merged))")
        } else if let closed = detail.pullRequest?.closedAt ?? detail.issue?.closedAt {
            let reason = detail.issue?.stateReason.map { " (\($0.replacingOccurrences(of: "_", with: " ")))" } ?? ""
            lines.append("Closed:    \(model.relative(closed))\(SafeText.line(reason))")
        }
        if let pull = detail.pullRequest {
            if let words = Mergeability.words(pull) { lines.append("Mergeable: " + words) }
            if let reviews = model.reviews { lines.append("Reviews:   " + SafeText.line(reviews.line)) }
            if let checks = model.checks {
                lines.append("Checks:    " + checks.line)
                let width = checks.checks.map { DisplayWidth.of(SafeText.line($0.name)) }.max() ?? 0
                for check in checks.checks {
                    let style: Style = check.outcome == .passed ? .green : check.outcome == .failed ? .red : .yellow
                    let mark = style.apply(check.outcome.mark, enabled: color)
                    lines.append("  \(mark) \(DisplayWidth.pad(SafeText.line(check.name), to: width))  \(SafeText.line(check.detail))")
                }
            }
            if let additions = pull.additions, let deletions = pull.deletions, let files = pull.changedFiles {
                lines.append("Changes:   +\(additions) -\(deletions) in \(files == 1 ? "1 file" : "\(files) files")")
            }
        }
        var facts: [String] = []
        if !item.labels.isEmpty { facts.append("Labels: " + item.labels.map(\.name).joined(separator: ", ")) }
        if let milestone = detail.pullRequest?.milestone ?? detail.issue?.milestone { facts.append("Milestone: " + milestone.title) }
        if !item.assignees.isEmpty { facts.append("Assignees: " + item.assignees.map { "@" + $0 }.joined(separator: ", ")) }
        if !facts.isEmpty { lines.append(SafeText.line(facts.joined(separator: " · "))) }
        return fitted(lines)
    }

    /// The labels whose text a wrapped header line lines up under.
    private static let labels = ["Mergeable: ", "Reviews:   ", "Checks:    ", "Changes:   ", "Merged:    ", "Closed:    "]

    /// `lines` fitted to a terminal's width, broken at spaces, what follows a label ("Reviews:   ")
    /// continuing under its text, as the body wraps: the terminal would cut words in two. Piped,
    /// each fact stays one line, for grep.
    private func fitted(_ lines: [String]) -> [String] {
        guard settings.terminal.isTerminal else { return lines }
        let width = max(20, settings.terminal.width)
        return lines.flatMap { line -> [String] in
            guard DisplayWidth.of(line) > width else { return [line] }
            guard let label = Self.labels.first(where: { line.hasPrefix($0) }) else { return BrowseRenderer.wrapped(line, width: width) }
            let indent = String(repeating: " ", count: label.count)
            let parts = BrowseRenderer.wrapped(String(line.dropFirst(label.count)), width: width - label.count)
            return parts.enumerated().map { ($0.offset == 0 ? label : indent) + $0.element }
        }
    }

    /// The body, drawn as Markdown; a line saying there is none.
    private func body(_ detail: WorkDetail) -> [String] {
        let text = detail.pullRequest?.body ?? detail.issue?.body ?? ""
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return ["", Style.dim.apply("No description.", enabled: settings.terminal.color)]
        }
        return [""] + markdown(text, indent: "")
    }

    /// The conversation: every comment with `allComments`, else the first and last few and a line
    /// for those between.
    @MainActor
    private func conversation(_ model: WorkDetailViewModel, detail: WorkDetail) -> [String] {
        let comments = detail.comments
        guard !comments.isEmpty else { return [] }
        let color = settings.terminal.color
        var lines = ["", Style.bold.apply(comments.count == 1 ? "1 comment" : "\(comments.count) comments", enabled: color)]
        let shown = Self.shownComments
        let skipped = allComments || comments.count <= 2 * shown ? 0 : comments.count - 2 * shown
        for (index, comment) in comments.enumerated() {
            if skipped > 0, index == shown {
                lines += ["", Style.dim.apply("… \(skipped) more comments: --comments shows them all", enabled: color)]
            }
            if skipped > 0, index >= shown, index < comments.count - shown { continue }
            lines.append("")
            lines.append(
                Style.cyan.apply("@" + SafeText.line(comment.user?.login ?? "ghost"), enabled: color)
                    + Style.dim.apply(" · " + model.relative(comment.createdAt), enabled: color))
            lines += markdown(comment.body ?? "", indent: "  ")
        }
        return lines
    }

    /// `text` drawn as Markdown in the width left after `indent`, with the README's bounds and
    /// link rules.
    private func markdown(_ text: String, indent: String) -> [String] {
        let width = max(20, settings.terminal.width - indent.count)
        return MarkdownText.lines(text, width: width, color: settings.terminal.color, hyperlinks: settings.terminal.hyperlinks, base: links).map { indent + $0 }
    }

    private static func stateStyle(_ state: WorkItem.State) -> Style {
        switch state {
        case .open: .green
        case .draft: .dim
        case .merged: .cyan
        case .closed: .red
        }
    }
}
