import Foundation
import Models

/// JSON for scripts: GitHub's field names, nesting and key order, dates ISO 8601 UTC; with a
/// field list, only those top-level fields, in the order asked.
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

    /// Writes one JSON document: an array of `items` (`[]` when empty), pretty-printed, item by
    /// item so only one item's tree exists at a time.
    public func writeDocument<T: Encodable>(_ items: [T], to output: inout some TextOutputStream) throws {
        guard !items.isEmpty else { return output.write("[]\n") }
        output.write("[")
        var text = ""
        for (index, item) in items.enumerated() {
            text = index == 0 ? "\n  " : ",\n  "
            try node(item).write(into: &text, pretty: true, depth: 1)
            output.write(text)
        }
        output.write("\n]\n")
    }

    /// Writes one JSON document of a single value.
    public func writeDocument<T: Encodable>(single item: T, to output: inout some TextOutputStream) throws {
        var text = ""
        try node(item).write(into: &text, pretty: true)
        output.write(text + "\n")
    }

    /// Writes one compact JSON object per item, one per line.
    public func writeLines<T: Encodable>(_ items: [T], to output: inout some TextOutputStream) throws {
        for item in items {
            var text = ""
            try node(item).write(into: &text, pretty: false)
            output.write(text + "\n")
        }
    }

    private func node<T: Encodable>(_ value: T) throws -> JSONNode {
        let tree = try OrderedJSONEncoder.node(value)
        return fields.map { tree.selecting($0) } ?? tree
    }
}
