/// A JSON value built by `OrderedJSONEncoder`: objects keep their keys in the order they were
/// encoded, which for Codable models is the order of their `CodingKeys` — GitHub's order.
final class JSONNode {
    enum Kind {
        case object
        case array
        /// Already-serialised text: a number, `true`, `false`, `null` or a quoted string.
        case scalar
    }

    let kind: Kind
    /// An object's members in encoding order (a handful per object: a list beats a dictionary).
    private(set) var members: [(key: String, node: JSONNode)] = []
    /// An array's items.
    private(set) var items: [JSONNode] = []
    /// A scalar's JSON text.
    let text: String

    private init(kind: Kind, text: String = "") {
        self.kind = kind
        self.text = text
    }

    /// An empty object.
    static func object() -> JSONNode { JSONNode(kind: .object) }
    /// An empty array.
    static func array() -> JSONNode { JSONNode(kind: .array) }
    /// A scalar from its JSON text.
    static func scalar(_ text: String) -> JSONNode { JSONNode(kind: .scalar, text: text) }
    /// `null`.
    static var null: JSONNode { scalar("null") }

    /// Sets `key`, keeping its first position if it was set before.
    func set(_ key: String, _ node: JSONNode) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].node = node
        } else {
            members.append((key, node))
        }
    }

    /// Appends to an array.
    func append(_ node: JSONNode) { items.append(node) }

    /// Keeps only `fields` of an object, in the order given, with null for absent ones.
    func selecting(_ fields: [String]) -> JSONNode {
        guard kind == .object else { return self }
        let selected = JSONNode.object()
        for field in fields { selected.members.append((field, members.first { $0.key == field }?.node ?? .null)) }
        return selected
    }

    /// Writes the value, pretty (two-space indent) or compact.
    func write(into output: inout String, pretty: Bool, depth: Int = 0) {
        switch kind {
        case .scalar:
            output += text
        case .array:
            guard !items.isEmpty else { return output += "[]" }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                if pretty { newline(&output, depth + 1) }
                item.write(into: &output, pretty: pretty, depth: depth + 1)
            }
            if pretty { newline(&output, depth) }
            output += "]"
        case .object:
            guard !members.isEmpty else { return output += "{}" }
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                if pretty { newline(&output, depth + 1) }
                output += Self.quote(member.key)
                output += pretty ? ": " : ":"
                member.node.write(into: &output, pretty: pretty, depth: depth + 1)
            }
            if pretty { newline(&output, depth) }
            output += "}"
        }
    }

    private func newline(_ output: inout String, _ depth: Int) {
        output += "\n"
        output += String(repeating: "  ", count: depth)
    }

    /// A JSON string literal. Beyond what JSON requires, C1 controls, DEL, bidi controls and the
    /// line/paragraph separators are written as `\u` escapes: the same value, but harmless if the
    /// JSON is printed on a terminal.
    static func quote(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + text + "\"" }
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        var clean = Substring(text).unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let value = scalar.value
            let escape: String?
            switch value {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
                let hex = String(value, radix: 16)
                escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escape = nil
            }
            if let escape {
                output.unicodeScalars.append(contentsOf: scalars[clean..<index])
                output += escape
                clean = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        output.unicodeScalars.append(contentsOf: scalars[clean..<scalars.endIndex])
        return output + "\""
    }
}
