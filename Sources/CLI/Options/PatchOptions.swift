import ArgumentParser
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
}
