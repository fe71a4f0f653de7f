extension KeyedDecodingContainer {
    /// The member `key`, which GitHub always sends: missing, null or of another type is an
    /// error with its coding path.
    func required<Value: Decodable>(_ key: Key) throws -> Value {
        try decode(Value.self, forKey: key)
    }

    /// The member `key`, or nil where it is missing or null; of another type, an error with its
    /// coding path.
    func optional<Value: Decodable>(_ key: Key) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: key)
    }
}
