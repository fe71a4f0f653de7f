/// A text (a README, a release's notes) rendered at one width on the main actor, each line with its
/// text without escapes for searching; kept until the width changes or it is forgotten.
struct RenderedLines {
    private var kept: (width: Int, lines: [String], plain: [String])?

    /// The lines kept for `width`, if any.
    func at(_ width: Int) -> (lines: [String], plain: [String])? {
        guard let kept, kept.width == width else { return nil }
        return (kept.lines, kept.plain)
    }

    /// Keeps `lines`, rendered at `width`, with their text for searching.
    mutating func keep(_ lines: [String], at width: Int) -> (lines: [String], plain: [String]) {
        let plain = lines.map(DisplayWidth.withoutEscapes)
        kept = (width, lines, plain)
        return (lines, plain)
    }

    /// Forgets what is kept (a new answer): the next width renders anew.
    mutating func forget() { kept = nil }
}
