/// Markdown (a README, a release's notes) laid out for a terminal `width` wide, as GitHub renders
/// it: parsed once by cmark-gfm, GitHub's own parser (`MarkdownParser`), and drawn by
/// `MarkdownRenderer`. A pure function of its input, so it is tested as text.
public enum MarkdownText {
    /// The lines of `markdown` at `width` (at least 20), styled only when `color`, links as
    /// hyperlinks only when `hyperlinks`, relative links resolved against `base` when given;
    /// `spoken`, as words for a screen reader (accessible mode): no colour, hyperlinks, box
    /// drawing, bullets or rules (`MarkdownRenderer`).
    public static func lines(
        _ markdown: String, width: Int, color: Bool, hyperlinks: Bool = false, base: MarkdownLinkBase? = nil, spoken: Bool = false
    ) -> [String] {
        var renderer = MarkdownRenderer(color: color && !spoken, hyperlinks: hyperlinks && !spoken, base: base, spoken: spoken)
        var lines = renderer.lines(MarkdownParser.parse(markdown), width: max(20, width))
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}
