import ArgumentParser
import Foundation

/// A point in time as `--since`/`--until` take it: a date (`YYYY-MM-DD`), an ISO 8601 time, or a
/// duration back from now (`12h`, `7d`, `2w`), resolved against the injected clock.
enum TimeSpec: Equatable, ExpressibleByArgument {
    /// A fixed moment.
    case at(Date)
    /// So long before now.
    case ago(TimeInterval)

    /// Seconds in a week.
    static let week: TimeInterval = 604_800

    /// The units a duration may be written in, largest first.
    private static let units: [(suffix: Character, seconds: TimeInterval)] = [("w", week), ("d", 86_400), ("h", 3600), ("m", 60)]

    /// The moment, given now.
    func resolve(now: Date) -> Date {
        switch self {
        case .at(let date): return date
        case .ago(let interval): return now.addingTimeInterval(-interval)
        }
    }

    /// `--since` and `--until` resolved at `now`; a window that ends before it starts is refused
    /// rather than asked of GitHub, whose empty answer would look like none.
    static func window(since: TimeSpec?, until: TimeSpec?, now: Date) throws(UsageError) -> (start: Date?, end: Date?) {
        let (start, end) = (since?.resolve(now: now), until?.resolve(now: now))
        if let start, let end, end < start { throw UsageError("'--until' is before '--since'") }
        return (start, end)
    }

    /// Parses `text` for the option `label`.
    static func convert(_ text: String, label: String) throws(UsageError) -> TimeSpec {
        if let suffix = text.last, let unit = units.first(where: { $0.suffix == suffix }), let count = Int(text.dropLast()), count > 0, count <= 100_000 {
            return .ago(Double(count) * unit.seconds)
        }
        guard let date = InputRules.moment(text) else {
            throw UsageError(
                "The value '\(InputRules.printable(text))' is invalid for '\(label)': expected YYYY-MM-DD, an ISO 8601 time, or a duration like 12h, 7d or 2w")
        }
        return .at(date)
    }

    /// A duration in the largest unit that divides it (`4w`); a moment as ISO 8601.
    var defaultValueDescription: String {
        switch self {
        case .at(let date):
            return date.formatted(.iso8601)
        case .ago(let interval):
            let unit = Self.units.first { interval.truncatingRemainder(dividingBy: $0.seconds) == 0 } ?? ("s", 1)
            return "\(Int(interval / unit.seconds))\(unit.suffix)"
        }
    }
}
