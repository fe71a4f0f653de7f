/// A command's flag, declared on the property it sets, after swift-argument-parser's `@Flag`:
/// a `Bool` (`--all`), or an optional `EnumerableFlag`, one flag per case, at most one given
/// (`--archived` or `--no-archived`).
@propertyWrapper
public struct Flag<Value: Sendable>: Decodable, Sendable, DeclaredProperty {
    /// What the declaring instance adds for each key.
    private let makeDeclarations: (@Sendable (_ key: String) -> [OptionDeclaration])?
    private let value: Value

    /// Whether the flag was given, or which of the flags.
    public var wrappedValue: Value { value }

    /// `--name` (or `-s`), false when absent.
    public init(name: String? = nil, short: Character? = nil, help: String) where Value == Bool {
        value = false
        makeDeclarations = { key in
            [
                OptionDeclaration(
                    key: key, long: name ?? DeclaredName.kebab(key), short: short, arity: .flag, help: help, defaultValue: false,
                    defaultText: nil, choices: nil, listItems: nil, presentValue: true, convert: { _, _ throws(UsageError) in true })
            ]
        }
    }

    /// One flag per case of `Wrapped`; nil when none is given.
    public init<Wrapped: EnumerableFlag>() where Value == Wrapped? {
        value = nil
        makeDeclarations = { key in
            Wrapped.allCases.map { flag in
                OptionDeclaration(
                    key: key, long: Wrapped.name(for: flag), short: nil, arity: .flag, help: Wrapped.help(for: flag), defaultValue: Value.none as any Sendable,
                    defaultText: nil, choices: nil, listItems: nil, presentValue: flag, convert: { _, _ throws(UsageError) in flag })
            }
        }
    }

    /// Decodes the flag given, or the default the parser put in its place.
    public init(from decoder: any Decoder) throws {
        value = try ArgumentsDecoder.value(Value.self, from: decoder)
        makeDeclarations = nil
    }

    func declare(key: String, into parts: inout DeclaredParts) {
        parts.options += makeDeclarations?(key) ?? []
    }
}
