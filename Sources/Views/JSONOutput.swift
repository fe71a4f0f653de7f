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

    /// One JSON document: an array of `items` (`[]` when empty), pretty-printed.
    public func document<T: Encodable>(_ items: [T]) throws -> String {
        var output = ""
        let nodes = try items.map(node)
        JSONNode(.array(nodes)).write(into: &output, pretty: true)
        return output
    }

    /// One JSON document of a single value.
    public func document<T: Encodable>(single item: T) throws -> String {
        var output = ""
        try node(item).write(into: &output, pretty: true)
        return output
    }

    /// One compact JSON object per item, one per line.
    public func lines<T: Encodable>(_ items: [T]) throws -> [String] {
        try items.map { item in
            var output = ""
            try node(item).write(into: &output, pretty: false)
            return output
        }
    }

    private func node<T: Encodable>(_ value: T) throws -> JSONNode {
        let tree = try OrderedJSONEncoder.node(value)
        return fields.map { tree.selecting($0) } ?? tree
    }
}
