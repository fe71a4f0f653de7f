/// Options several commands share (owner, output, network), declared once as a
/// `ParsableArguments` type and included with `@OptionGroup var network: NetworkOptions`, after
/// swift-argument-parser's `@OptionGroup`.
@propertyWrapper
public struct OptionGroup<Value: ParsableArguments>: Decodable, Sendable, DeclaredProperty {
    /// The group's options.
    public var wrappedValue: Value

    /// The group, declared by its type.
    public init() { wrappedValue = Value() }

    /// Decodes the group's own properties from the same command line.
    public init(from decoder: any Decoder) throws { wrappedValue = try Value(from: decoder) }

    func declare(key: String, into parts: inout DeclaredParts) {
        let group = Value.declaredParts
        parts.arguments += group.arguments
        parts.options += group.options
        parts.exclusive += group.exclusive
    }
}
