import Foundation
import JSON
import Models

/// JSON for scripts: GitHub's own objects as GitHub sent them (every field, `null`s, key order,
/// number text), laid out as `jq` does (or one per line), with strings re-escaped so no control
/// character reaches a terminal. With a field list, each object keeps only those top-level
/// members, in the order asked.
public struct JSONOutput: Sendable {
    /// Items to write as JSON came without GitHub's objects: a view model not asked to keep them.
    public struct MissingJSON: Error, CustomStringConvertible {
        /// Says what is missing.
        public var description: String { "GitHub's object was not kept for JSON output" }
    }

    /// Top-level members to keep; nil keeps all.
    public var fields: [String]?
    /// Whether to colour it as `jq` does (on a terminal, or with `--color always`).
    public var color: Bool

    /// Creates the writer.
    public init(fields: [String]?, color: Bool = false) {
        self.fields = fields
        self.color = color
    }

    /// Writes one document: an array of the objects (`[]` when empty), one object at a time.
    public func writeDocument(_ objects: [Data], to output: inout some TextOutputStream) throws {
        guard !objects.isEmpty else { return output.write("[]\n") }
        var buffer: [UInt8] = []
        for (index, object) in objects.enumerated() {
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: index == 0 ? Array("[\n  ".utf8) : Array(",\n  ".utf8))
            try append(object, pretty: true, depth: 1, to: &buffer)
            output.write(String(decoding: buffer, as: UTF8.self))
        }
        output.write("\n]\n")
    }

    /// One object laid out as `writeDocument` lays out an element of its array: a view gathering
    /// a listing lays each object out as its page arrives, while the rest are still on the way,
    /// and the document is written at the end without laying anything out
    /// (`writeDocument(elements:to:)`).
    public func element(_ object: Data) throws -> Data {
        var buffer: [UInt8] = []
        try append(object, pretty: true, depth: 1, to: &buffer)
        return Data(buffer)
    }

    /// Writes one document of `elements`, each laid out already by `element(_:)`: the same bytes
    /// `writeDocument` writes of the objects they were laid out from.
    public func writeDocument(elements: [Data], to output: inout some TextOutputStream) {
        guard !elements.isEmpty else { return output.write("[]\n") }
        for (index, element) in elements.enumerated() {
            output.write(index == 0 ? "[\n  " : ",\n  ")
            output.write(String(decoding: element, as: UTF8.self))
        }
        output.write("\n]\n")
    }

    /// Writes one document of a single object, handing it to `output` as it is laid out.
    public func writeDocument(single object: Data, to output: inout some TextOutputStream) throws {
        var buffer: [UInt8] = []
        try append(object, pretty: true, depth: 0, to: &buffer) { pending in
            output.write(String(decoding: pending, as: UTF8.self))
            pending.removeAll(keepingCapacity: true)
        }
        buffer.append(0x0A)
        output.write(String(decoding: buffer, as: UTF8.self))
    }

    /// Writes one compact object per line.
    public func writeLines(_ objects: [Data], to output: inout some TextOutputStream) throws {
        var buffer: [UInt8] = []
        for object in objects {
            buffer.removeAll(keepingCapacity: true)
            try append(object, pretty: false, depth: 0, to: &buffer)
            buffer.append(0x0A)
            output.write(String(decoding: buffer, as: UTF8.self))
        }
    }

    private func append(_ object: Data, pretty: Bool, depth: Int, to buffer: inout [UInt8], drain: (inout [UInt8]) -> Void = { _ in }) throws {
        let selected = try fields.map { try Self.selecting($0, from: object) } ?? object
        let palette = color ? JSONFormatter.Palette.jq : nil
        selected.withUnsafeBytes { JSONFormatter.append($0, pretty: pretty, depth: depth, palette: palette, to: &buffer, drain: drain) }
    }

    /// A compact object of `object`'s members named in `fields`, in that order. A documented
    /// field that GitHub did not send is left out rather than invented as `null`.
    private static func selecting(_ fields: [String], from object: Data) throws -> Data {
        let members = try JSONScanner.members(ofObject: object)
        var selected = Data("{".utf8)
        var first = true
        for field in fields {
            guard let member = members.first(where: { $0.key == field }) else { continue }
            if !first { selected.append(UInt8(ascii: ",")) }
            first = false
            var key: [UInt8] = []
            JSONFormatter.appendQuoted(field, to: &key)
            selected.append(contentsOf: key + [UInt8(ascii: ":")])
            selected.append(JSONScanner.slice(object, member.value))
        }
        selected.append(UInt8(ascii: "}"))
        return selected
    }
}
