import Reactive

/// A long text (a commit's or a comparison's diffs) laid out off the main actor, once for each
/// width and layout, so a commit of 100,000 files never holds a key: until its lines are in,
/// none are, and `laidOut` sends when they come.
@MainActor
final class LaidOutText {
    /// What a layout is for: the columns, and whether old stands beside new.
    struct Shape: Equatable, Sendable {
        /// Columns.
        var width: Int
        /// Side by side.
        var sideBySide: Bool
    }

    /// Lines at one shape, and their text without styling for searching.
    struct Lines {
        /// The shape they were laid out for.
        var shape: Shape
        /// The rows, each with the line it draws and its gutter.
        var diff: LaidOutDiff
        /// The rows' text without escapes.
        var plain: [String]
        /// The rows as drawn.
        var lines: [String] { diff.lines }
    }

    /// Sends when a layout has come in.
    let laidOut = PassthroughSubject<Void, Never>()
    private var drawn: Lines?
    private var layingOut: Shape?

    /// The lines at `shape`, once laid out; until then none, and `make` is started off the main
    /// actor. `make` is nil while there is nothing to lay out yet.
    func lines(_ shape: Shape, make: (@Sendable () -> LaidOutDiff)?) -> Lines {
        if let drawn, drawn.shape == shape { return drawn }
        guard let make else { return Lines(shape: shape, diff: LaidOutDiff(), plain: []) }
        if layingOut != shape {
            layingOut = shape
            Task.detached { [weak self] in
                let diff = make()
                let plain = diff.lines.map(DisplayWidth.withoutEscapes)
                await self?.laid(out: Lines(shape: shape, diff: diff, plain: plain))
            }
        }
        return Lines(shape: shape, diff: LaidOutDiff(), plain: [])
    }

    /// Forgets what is laid out (a refresh): the next `lines` lays out again.
    func reset() {
        drawn = nil
        layingOut = nil
    }

    private func laid(out made: Lines) {
        guard layingOut == made.shape else { return }
        laidOut.send()
        layingOut = nil
        drawn = made
    }
}
