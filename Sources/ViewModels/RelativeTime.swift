import Foundation

/// "3 days ago", for people; scripts get ISO dates instead.
public enum RelativeTime {
    /// How long before `now` the `date` was, in the largest unit that fits.
    public static func describe(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds < 0 { return seconds > -60 ? "just now" : "in the future" }
        let minute = 60.0, hour = 3600.0, day = 86_400.0
        switch seconds {
        case ..<minute: return "just now"
        case ..<hour: return plural(Int(seconds / minute), "minute")
        case ..<day: return plural(Int(seconds / hour), "hour")
        case ..<(2 * day): return "yesterday"
        case ..<(30 * day): return plural(Int(seconds / day), "day")
        case ..<(365 * day): return plural(max(1, Int(seconds / (30 * day))), "month")
        default: return plural(Int(seconds / (365 * day)), "year")
        }
    }

    private static func plural(_ count: Int, _ unit: String) -> String {
        count == 1 ? "1 \(unit) ago" : "\(count) \(unit)s ago"
    }
}
