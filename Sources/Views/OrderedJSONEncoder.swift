import Foundation
import Models

/// Encodes Codable values to JSON with keys in declaration order (GitHub's order for our
/// models), dates as ISO 8601 UTC, and nils left out as `JSONEncoder` does. Faster than
/// `JSONEncoder` with sorted keys, and just as stable from run to run.
enum OrderedJSONEncoder {
    /// The tree of `value`.
    static func node<T: Encodable>(_ value: T) throws -> JSONNode {
        let slot = NodeSlot()
        try encodeValue(value, into: slot, path: [])
        return slot.node ?? JSONNode.null
    }

    static func encodeValue<T: Encodable>(_ value: T, into slot: NodeSlot, path: [any CodingKey]) throws {
        if let date = value as? Date {
            slot.node = JSONNode.scalar(JSONNode.quote(GitHubJSON.formatDate(date)))
        } else if let text = value as? String {
            slot.node = JSONNode.scalar(JSONNode.quote(text))
        } else {
            try value.encode(to: TreeEncoder(slot: slot, codingPath: path))
        }
    }
}

/// Where one value's node goes once encoded; `onSet` places it in a parent as soon as it exists
/// (for `superEncoder`, whose result arrives after the call returns).
final class NodeSlot {
    private let onSet: ((JSONNode) -> Void)?
    var node: JSONNode? {
        didSet { if let node { onSet?(node) } }
    }

    init(onSet: ((JSONNode) -> Void)? = nil) { self.onSet = onSet }
}

private struct TreeEncoder: Encoder {
    let slot: NodeSlot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if slot.node == nil || !isObject { slot.node = JSONNode.object() }
        return KeyedEncodingContainer(KeyedContainer<Key>(object: slot.node ?? JSONNode.object(), codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array = JSONNode.array()
        slot.node = array
        return UnkeyedContainer(array: array, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(slot: slot, codingPath: codingPath)
    }

    private var isObject: Bool { slot.node?.kind == .object }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { object.set(key.stringValue, JSONNode.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { object.set(key.stringValue, JSONNode.scalar(value ? "true" : "false")) }
    mutating func encode(_ value: String, forKey key: Key) throws { object.set(key.stringValue, JSONNode.scalar(JSONNode.quote(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { object.set(key.stringValue, JSONNode.scalar(String(value))) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { object.set(key.stringValue, JSONNode.scalar(String(value))) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        guard value.isFinite else { throw EncodingError.invalidValue(value, .init(codingPath: codingPath + [key], debugDescription: "not finite")) }
        object.set(key.stringValue, JSONNode.scalar(String(value)))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let slot = NodeSlot()
        try OrderedJSONEncoder.encodeValue(value, into: slot, path: codingPath + [key])
        object.set(key.stringValue, slot.node ?? JSONNode.null)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONNode.object()
        object.set(key.stringValue, nested)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = JSONNode.array()
        object.set(key.stringValue, nested)
        return UnkeyedContainer(array: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        guard let key = Key(stringValue: "super") else { return TreeEncoder(slot: NodeSlot(), codingPath: codingPath) }
        return superEncoder(forKey: key)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(slot: NodeSlot { [object] node in object.set(key.stringValue, node) }, codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let array: JSONNode
    let codingPath: [any CodingKey]
    var count: Int { array.items.count }

    mutating func encodeNil() throws { array.append(JSONNode.null) }
    mutating func encode(_ value: Bool) throws { array.append(JSONNode.scalar(value ? "true" : "false")) }
    mutating func encode(_ value: String) throws { array.append(JSONNode.scalar(JSONNode.quote(value))) }
    mutating func encode(_ value: Int) throws { array.append(JSONNode.scalar(String(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let slot = NodeSlot()
        try OrderedJSONEncoder.encodeValue(value, into: slot, path: codingPath)
        array.append(slot.node ?? JSONNode.null)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONNode.object()
        array.append(nested)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(object: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONNode.array()
        array.append(nested)
        return UnkeyedContainer(array: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(slot: NodeSlot { [array] node in array.append(node) }, codingPath: codingPath)
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let slot: NodeSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.node = JSONNode.null }
    mutating func encode(_ value: Bool) throws { slot.node = JSONNode.scalar(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { slot.node = JSONNode.scalar(JSONNode.quote(value)) }
    mutating func encode(_ value: Int) throws { slot.node = JSONNode.scalar(String(value)) }
    mutating func encode(_ value: Double) throws {
        guard value.isFinite else { throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "not finite")) }
        slot.node = JSONNode.scalar(String(value))
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try OrderedJSONEncoder.encodeValue(value, into: slot, path: codingPath)
    }
}
