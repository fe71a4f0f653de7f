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

    /// An encoder for `--json` output: dates as ISO 8601 UTC, slashes unescaped.
    public static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(formatDate(date))
        }
        encoder.outputFormatting = pretty ? [.prettyPrinted, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
        return encoder
    }

    /// Parses an ISO 8601 date-time with `Z` or an offset, with or without fractional seconds.
    public static func parseDate(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        return try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// Formats a date as `2026-11-28T09:30:00Z`.
    public static func formatDate(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
