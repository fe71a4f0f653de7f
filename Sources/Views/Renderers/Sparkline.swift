/// Counts drawn as a row of block characters, `▁▂▃▄▅▆▇█`, scaled to the row's own largest
/// count; zero is a blank, so any activity shows at least as `▁`.
public enum Sparkline {
    private static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// `counts` in at most `width` characters: neighbouring counts are summed when there are
    /// more counts than room.
    public static func render(_ counts: [Int], width: Int) -> String {
        let fitted = fit(counts, width: max(1, width))
        guard let top = fitted.max(), top > 0 else { return String(repeating: " ", count: fitted.count) }
        return String(
            fitted.map { count -> Character in
                guard count > 0 else { return " " }
                let level = (count * blocks.count + top - 1) / top
                return blocks[min(blocks.count, max(1, level)) - 1]
            })
    }

    /// Sums runs of neighbours so that no more than `width` remain.
    static func fit(_ counts: [Int], width: Int) -> [Int] {
        guard counts.count > width else { return counts }
        let group = (counts.count + width - 1) / width
        return stride(from: 0, to: counts.count, by: group).map { counts[$0..<min(counts.count, $0 + group)].reduce(0, +) }
    }
}
