/// A JSON value built by `OrderedJSONEncoder`: objects keep their keys in the order they were
/// encoded, which for Codable models is the order of their `CodingKeys` — GitHub's order.
final class JSONNode {
    enum Value {
        case object(keys: [String], values: [String: JSONNode])
        case array([JSONNode])
        /// Already-serialised text: a number, `true`, `false`, `null` or a quoted string.
        case scalar(String)
    }

    var value: Value

    init(_ value: Value) { self.value = value }

    /// Sets `key`, keeping its first position if it was set before.
    func set(_ key: String, _ node: JSONNode) {
        guard case .object(var keys, var values) = value else { return }
        if values[key] == nil { keys.append(key) }
        values[key] = node
        value = .object(keys: keys, values: values)
    }

    /// Appends to an array.
    func append(_ node: JSONNode) {
        guard case .array(var items) = value else { return }
        items.append(node)
        value = .array(items)
    }

    /// Keeps only `fields` of an object, in the order given, with null for absent ones.
    func selecting(_ fields: [String]) -> JSONNode {
        guard case .object(_, let values) = value else { return self }
        var kept: [String: JSONNode] = [:]
        for field in fields { kept[field] = values[field] ?? JSONNode(.scalar("null")) }
        return JSONNode(.object(keys: fields, values: kept))
    }

    /// Writes the value, pretty (two-space indent) or compact.
    func write(into output: inout String, pretty: Bool, depth: Int = 0) {
        switch value {
        case .scalar(let text):
            output += text
        case .array(let items):
            guard !items.isEmpty else { return output += "[]" }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                if pretty { newline(&output, depth + 1) }
                item.write(into: &output, pretty: pretty, depth: depth + 1)
            }
            if pretty { newline(&output, depth) }
            output += "]"
        case .object(let keys, let values):
            guard !keys.isEmpty else { return output += "{}" }
            output += "{"
            for (index, key) in keys.enumerated() {
                if index > 0 { output += "," }
                if pretty { newline(&output, depth + 1) }
                output += Self.quote(key)
                output += pretty ? ": " : ":"
                values[key]?.write(into: &output, pretty: pretty, depth: depth + 1)
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
