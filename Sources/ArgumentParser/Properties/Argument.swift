/// A command's positional argument, declared on the property it sets, after
/// swift-argument-parser's `@Argument`: required when the property is not optional.
@propertyWrapper
public struct Argument<Value: Sendable>: Decodable, Sendable, DeclaredProperty {
    private let makeDeclaration: (@Sendable (_ key: String) -> ArgumentDeclaration)?
    private let value: Value?

    /// The argument's value.
    public var wrappedValue: Value {
        // The parser refuses a command line without a required argument; only a declaring
        // instance, which is never run, lacks one.
        guard let value else { preconditionFailure("an argument read before parsing") }
        return value
    }

    /// A required argument, shown as `<value>` (the property's name unless given).
    public init(value name: String? = nil, help: String) where Value: ExpressibleByArgument {
        value = nil
        makeDeclaration = { key in
            ArgumentDeclaration(
                key: key, name: name ?? DeclaredName.kebab(key), help: help, isOptional: false, choices: Value.allValueStrings, absentValue: nil,
                convert: { text, label throws(UsageError) in try Value.convert(text, label: label) })
        }
    }

    /// An argument that may be left out, then nil.
    public init<Wrapped: ExpressibleByArgument>(value name: String? = nil, help: String) where Value == Wrapped? {
        value = .some(nil)
        makeDeclaration = { key in
            ArgumentDeclaration(
                key: key, name: name ?? DeclaredName.kebab(key), help: help, isOptional: true, choices: Wrapped.allValueStrings,
                absentValue: Value.none as any Sendable,
                convert: { text, label throws(UsageError) in try Wrapped.convert(text, label: label) })
        }
    }

    /// The last argument, taking every word left: none, one or many (`[<target> ...]`), each
    /// converted by its type.
    public init<Element: ExpressibleByArgument>(value name: String? = nil, help: String) where Value == [Element] {
        value = .some([])
        makeDeclaration = { key in
            var declaration = ArgumentDeclaration(
                key: key, name: name ?? DeclaredName.kebab(key), help: help, isOptional: true, choices: Element.allValueStrings,
                absentValue: [Element]() as any Sendable,
                convert: { text, label throws(UsageError) in [try Element.convert(text, label: label)] })
            declaration.appending = { previous, next in ((previous as? [Element]) ?? []) + ((next as? [Element]) ?? []) }
            return declaration
        }
    }

    /// Decodes the word given, or nil for an optional argument left out.
    public init(from decoder: any Decoder) throws {
        value = try ArgumentsDecoder.value(Value.self, from: decoder)
        makeDeclaration = nil
    }

    func declare(key: String, into parts: inout DeclaredParts) {
        if let makeDeclaration { parts.arguments.append(makeDeclaration(key)) }
    }
}
