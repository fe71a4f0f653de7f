/// Decodes a parsed command line into a command: the synthesized `Decodable` initializer of a
/// `ParsableArguments` type asks for each wrapped property by its name, and the wrapper takes
/// its value from here. Only wrappers are decoded; any other request is a programming error,
/// reported as a decoding error.
struct ArgumentsDecoder: Decoder {
    /// The values by property name, defaults filled in.
    let parsed: ParsedArguments
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(parsed: ParsedArguments, codingPath: [any CodingKey] = []) {
        self.parsed = parsed
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ArgumentsContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw unsupported() }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw unsupported() }

    func unsupported() -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "only @Option, @Flag, @Argument and @OptionGroup properties are parsed"))
    }

    /// The value of the property being decoded, as `Value`.
    static func value<Value>(_ type: Value.Type, from decoder: any Decoder) throws -> Value {
        guard let decoder = decoder as? ArgumentsDecoder, let key = decoder.codingPath.last?.stringValue else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a command line"))
        }
        guard let value = decoder.parsed.values[key] as? Value else {
            throw DecodingError.valueNotFound(Value.self, .init(codingPath: decoder.codingPath, debugDescription: "no value for '\(key)'"))
        }
        return value
    }
}

/// The keyed container of `ArgumentsDecoder`: each property is decoded with a decoder whose
/// coding path ends in the property's name.
private struct ArgumentsContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ArgumentsDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: ArgumentsDecoder(parsed: decoder.parsed, codingPath: codingPath + [key]))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { throw decoder.unsupported() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { throw decoder.unsupported() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw decoder.unsupported() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw decoder.unsupported() }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { throw decoder.unsupported() }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw decoder.unsupported() }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw decoder.unsupported() }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw decoder.unsupported() }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw decoder.unsupported() }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw decoder.unsupported() }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw decoder.unsupported() }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw decoder.unsupported() }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw decoder.unsupported() }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw decoder.unsupported() }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw decoder.unsupported()
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw decoder.unsupported() }
    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { ArgumentsDecoder(parsed: decoder.parsed, codingPath: codingPath + [key]) }
}
