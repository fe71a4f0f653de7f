import ArgumentParser
import Models
import Views

/// `--patch` and `--side-by-side`: whether a command that shows changed files shows their diffs,
/// and how, declared once for `commit` and `compare`.
struct PatchOptions: ParsableArguments {
    @Flag(help: "Show each file's diff: on a terminal numbered, the changed words marked; piped, git's exact text.")
    var patch: Bool

    @Flag(
        help:
            "With --patch on a terminal: old and new side by side, each in half the width (at least \(DiffLayout.sideBySideMinimum) columns, else one column, said on stderr)."
    )
    var sideBySide: Bool

    /// Refuses `--side-by-side` alone: it lays out the diffs `--patch` shows, and without them
    /// it would change nothing, silently.
    func check() throws(UsageError) {
        if sideBySide, !patch { throw UsageError("'--side-by-side' lays out the diffs of '--patch': add '--patch'") }
    }

    /// What the flags ask of the view.
    var style: PatchStyle { PatchStyle(shown: patch, sideBySide: sideBySide) }

    /// Says on stderr when side by side was asked for and the terminal is too narrow for it, so
    /// the one column that follows is not taken for a failure.
    @MainActor
    func noteFallback(_ run: CommandRun) {
        let terminal = run.output.terminal
        guard patch, terminal.isTerminal, run.settings.diffPager == nil, DiffLayout.fallsBack(askedSideBySide: sideBySide, width: terminal.width) else {
            return
        }
        run.note("Note: side by side needs \(DiffLayout.sideBySideMinimum) columns and the terminal has \(terminal.width): one column instead.")
    }

    /// Names on stderr the files git's plain text (piped, or for a diff pager) leaves out, so a
    /// patch that applies is not taken for the whole change.
    @MainActor
    func noteLeftOut(_ files: [DiffEntry], _ run: CommandRun) {
        guard patch, !run.output.terminal.isTerminal || run.settings.diffPager != nil else { return }
        let left = PatchStyle.leftOutOfPlainText(files)
        guard !left.isEmpty else { return }
        let shown = left.prefix(Self.namesNoted).map { GitPath.quoted($0.filename) }.joined(separator: ", ")
        let more = left.count > Self.namesNoted ? " and \(left.count - Self.namesNoted) more" : ""
        let pronoun = left.count == 1 ? "its" : "their"
        run.note("Note: \(shown)\(more) left out of the patch: \(pronoun) permissions changed, and GitHub does not say to what.")
    }

    /// The most file names a note lists; past it, it counts the rest.
    static let namesNoted = 10
}
