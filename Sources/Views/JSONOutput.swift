import Foundation
import Models

/// JSON for scripts: GitHub's field names and nesting, keys sorted, dates ISO 8601 UTC; with a
/// field list, only those top-level fields.
public struct JSONOutput: Sendable {
    /// Top-level fields to keep; nil keeps all.
    public var fields: [String]?

    /// Creates the writer.
    public init(fields: [String]?) { self.fields = fields }

    /// The valid top-level fields of each model.
    public static let repositoryFields = Repository.CodingKeys.allCases.map(\.rawValue)
    /// Top-level fields of a commit list item.
    public static let commitFields = Commit.CodingKeys.allCases.map(\.rawValue)
    /// Top-level fields of a commit detail.
    public static let commitDetailFields = commitFields + ["stats", "files"]

    /// One JSON document: an array of `items` (`[]` when empty), pretty-printed.
    public func document<T: Encodable>(_ items: [T]) throws -> String {
        // The pretty printer writes an empty array across two lines.
        items.isEmpty ? "[]" : try render(items, pretty: true)
    }

    /// One JSON document of a single value.
    public func document<T: Encodable>(single item: T) throws -> String {
        try render(item, pretty: true)
    }

    /// One compact JSON object per item, one per line.
    public func lines<T: Encodable>(_ items: [T]) throws -> [String] {
        try items.map { try render($0, pretty: false) }
    }

    private func render<T: Encodable>(_ value: T, pretty: Bool) throws -> String {
        let encoder = GitHubJSON.encoder(pretty: pretty)
        encoder.outputFormatting.insert(.sortedKeys)
        guard let fields else {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        let full = try JSONSerialization.jsonObject(with: try encoder.encode(value))
        let kept = Self.select(fields, from: full)
        var options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed]
        if pretty { options.insert(.prettyPrinted) }
        return String(decoding: try JSONSerialization.data(withJSONObject: kept, options: options), as: UTF8.self)
    }

    private static func select(_ fields: [String], from value: Any) -> Any {
        if let array = value as? [Any] { return array.map { select(fields, from: $0) } }
        guard let object = value as? [String: Any] else { return value }
        var kept: [String: Any] = [:]
        for field in fields { kept[field] = object[field] ?? NSNull() }
        return kept
    }
}
