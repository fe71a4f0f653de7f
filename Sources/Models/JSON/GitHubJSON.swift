import Foundation

/// The JSON coders for GitHub's wire format: snake_case keys are spelled out in each model, dates
/// are ISO 8601 (GitHub sends `Z`; old responses carry offsets; fractional seconds are accepted).
public enum GitHubJSON {
    /// A decoder for API responses; an unparseable date fails with its coding path.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parseDate(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date: \(text)")
            }
            return date
        }
        return decoder
    }

    /// Parses an ISO 8601 date-time with `Z` or an offset, with or without fractional seconds.
    public static func parseDate(_ text: String) -> Date? {
        // GitHub's usual shape is decided by the strict parser alone: Foundation's would roll an
        // impossible date such as 02-30 over into March.
        if text.utf8.count == 20, text.hasSuffix("Z") { return parseUTCSeconds(text) }
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// Formats a date as `2026-11-28T09:30:00Z` (whole seconds, UTC).
    public static func formatDate(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = civil(fromDays: days)
        guard (0...9999).contains(year) else { return date.formatted(.iso8601) }
        var text = ""
        text.reserveCapacity(20)
        func two(_ value: Int) { text += value < 10 ? "0\(value)" : "\(value)" }
        text += String(year).count < 4 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        text += "-"
        two(month)
        text += "-"
        two(day)
        text += "T"
        two(secondOfDay / 3600)
        text += ":"
        two(secondOfDay / 60 % 60)
        text += ":"
        two(secondOfDay % 60)
        return text + "Z"
    }

    /// The common case, `YYYY-MM-DDTHH:MM:SSZ`, parsed by hand: the general parser costs far more
    /// and a listing has thousands of dates. Anything else returns nil for the general parser.
    static func parseUTCSeconds(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A, bytes[16] == 0x3A, bytes[19] == 0x5A else {
            return nil
        }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = Int(bytes[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        guard civil(fromDays: days) == (year, month, day) else { return nil }
        return Date(timeIntervalSince1970: Double(days * 86_400 + Int64(hour * 3600 + minute * 60 + second)))
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = Int64((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1)
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day count since 1970-01-01.
    static func civil(fromDays days: Int64) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * mp + 2) / 5 + 1)
        let month = Int(mp < 10 ? mp + 3 : mp - 9)
        return (Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0), month, day)
    }
}
