import Foundation

/// A point in time as `--since`/`--until` take it: a date (`YYYY-MM-DD`), an ISO 8601 time, or a
/// duration back from now (`12h`, `7d`, `2w`), resolved against the injected clock.
enum TimeSpec: Sendable, Equatable {
    /// A fixed moment.
    case at(Date)
    /// So long before now.
    case ago(TimeInterval)

    /// The moment, given now.
    func resolve(now: Date) -> Date {
        switch self {
        case .at(let date): return date
        case .ago(let interval): return now.addingTimeInterval(-interval)
        }
    }

    /// Parses `text` for the option `label`.
    static func parse(_ text: String, label: String) throws(UsageError) -> TimeSpec {
        if let unit = text.last, let seconds = ["m": 60.0, "h": 3600.0, "d": 86_400.0, "w": 604_800.0][String(unit)],
            let count = Int(text.dropLast()), count > 0, count <= 100_000
        {
            return .ago(Double(count) * seconds)
        }
        guard let date = InputRules.moment(text) else {
            throw UsageError(
                "The value '\(InputRules.printable(text))' is invalid for '\(label)': expected YYYY-MM-DD, an ISO 8601 time, or a duration like 12h, 7d or 2w")
        }
        return .at(date)
    }
}
