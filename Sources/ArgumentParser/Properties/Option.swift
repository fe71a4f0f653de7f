/// A command's option (`--limit 5`, `-L5`, `--limit=5`), declared on the property it sets, after
/// swift-argument-parser's `@Option`: the property's initial value is the default, typed once;
/// the long name is the property's name in kebab case unless `name` says otherwise.
///
/// ```swift
/// @Option(short: "L", value: "n", help: "Show at most <n> repositories.", transform: InputRules.count)
/// var limit = 100
/// ```
@propertyWrapper
public struct Option<Value: Sendable>: Decodable, Sendable, DeclaredProperty {
    /// What the declaring instance knows beyond the default.
    private struct Definition: Sendable {
        var name: String?
        var formerNames: [String] = []
        var short: Character?
        var valueName: String?
        var help: String
        var defaultText: String?
        var choices: [String]?
        var listItems: [String]? = nil
        var bare: Value? = nil
        var accepts: (@Sendable (String) -> Bool)? = nil
        var appending: (@Sendable (_ previous: any Sendable, _ next: any Sendable) -> any Sendable)? = nil
        var convert: @Sendable (_ text: String, _ label: String) throws(UsageError) -> Value
    }

    /// The default (declaring instance) or the parsed value; nil only for a declaring instance.
    private let value: Value?
    private let definition: Definition?

    /// The option's value.
    public var wrappedValue: Value {
        // The parser decodes every property it declares; only a declaring instance, which is
        // never run, lacks a value.
        guard let value else { preconditionFailure("an option read before parsing") }
        return value
    }

    private init(value: Value?, definition: Definition) {
        self.value = value
        self.definition = definition
    }

    /// An option with a default, converted by its type.
    public init(wrappedValue: Value, name: String? = nil, short: Character? = nil, value valueName: String? = nil, help: String)
    where Value: ExpressibleByArgument {
        self.init(
            value: wrappedValue,
            definition: Definition(
                name: name, short: short, valueName: valueName, help: help, defaultText: wrappedValue.defaultValueDescription,
                choices: Value.allValueStrings, convert: { text, label throws(UsageError) in try Value.convert(text, label: label) }))
    }

    /// An option with a default, converted by `transform` (a range check, a URL).
    public init(
        wrappedValue: Value, name: String? = nil, short: Character? = nil, value valueName: String? = nil, help: String,
        transform: @escaping @Sendable (_ text: String, _ label: String) throws(UsageError) -> Value
    ) {
        let shown = (wrappedValue as? any ExpressibleByArgument)?.defaultValueDescription ?? "\(wrappedValue)"
        self.init(
            value: wrappedValue,
            definition: Definition(name: name, short: short, valueName: valueName, help: help, defaultText: shown, convert: transform))
    }

    /// An option that is nil when absent, converted by its type.
    public init<Wrapped: ExpressibleByArgument>(name: String? = nil, short: Character? = nil, value valueName: String? = nil, help: String)
    where Value == Wrapped? {
        self.init(
            value: .some(nil),
            definition: Definition(
                name: name, short: short, valueName: valueName, help: help, choices: Wrapped.allValueStrings,
                convert: { text, label throws(UsageError) in try Wrapped.convert(text, label: label) }))
    }

    /// An option that is nil when absent, converted by `transform`; `formerNames` are long names
    /// it still answers to.
    public init<Wrapped: Sendable>(
        name: String? = nil, formerNames: [String] = [], short: Character? = nil, value valueName: String? = nil, help: String,
        transform: @escaping @Sendable (_ text: String, _ label: String) throws(UsageError) -> Wrapped
    ) where Value == Wrapped? {
        self.init(
            value: .some(nil),
            definition: Definition(
                name: name, formerNames: formerNames, short: short, valueName: valueName, help: help,
                convert: { text, label throws(UsageError) in try transform(text, label) }))
    }

    /// An option that may stand bare, then meaning `bare`, or take a value: the next word is its
    /// value only if `accepts` says so (`--json` or `--json name,full_name`). `listItems` are
    /// what the comma-separated value may hold, for help.
    public init<Wrapped: Sendable>(
        name: String? = nil, value valueName: String? = nil, help: String, bare: Wrapped, listItems: [String],
        accepts: @escaping @Sendable (String) -> Bool,
        transform: @escaping @Sendable (_ text: String, _ label: String) throws(UsageError) -> Wrapped
    ) where Value == Wrapped? {
        self.init(
            value: .some(nil),
            definition: Definition(
                name: name, valueName: valueName, help: help, listItems: listItems, bare: .some(bare), accepts: accepts,
                convert: { text, label throws(UsageError) in try transform(text, label) }))
    }

    /// An option that may be given again and again, each value added to the list (`--label bug
    /// --label ui`); empty when absent.
    public init<Element: ExpressibleByArgument>(name: String? = nil, short: Character? = nil, value valueName: String? = nil, help: String)
    where Value == [Element] {
        self.init(
            value: [],
            definition: Definition(
                name: name, short: short, valueName: valueName, help: help, choices: Element.allValueStrings,
                appending: { previous, next in ((previous as? [Element]) ?? []) + ((next as? [Element]) ?? []) },
                convert: { text, label throws(UsageError) in [try Element.convert(text, label: label)] }))
    }

    /// Decodes the parsed value (or the default the parser put in its place).
    public init(from decoder: any Decoder) throws {
        value = try ArgumentsDecoder.value(Value.self, from: decoder)
        definition = nil
    }

    func declare(key: String, into parts: inout DeclaredParts) {
        guard let definition else { return }
        let valueName = definition.valueName ?? DeclaredName.kebab(key)
        let arity: OptionDeclaration.Arity = definition.accepts.map { .optionalValue(valueName, accepts: $0) } ?? .value(valueName)
        let convert = definition.convert
        var declaration =
            OptionDeclaration(
                key: key, long: definition.name ?? DeclaredName.kebab(key), short: definition.short, arity: arity, help: definition.help,
                defaultValue: value.map { $0 as any Sendable }, defaultText: definition.defaultText, choices: definition.choices,
                listItems: definition.listItems,
                presentValue: definition.bare, convert: { text, label throws(UsageError) in try convert(text, label) })
        declaration.formerNames = definition.formerNames
        declaration.appending = definition.appending
        parts.options.append(declaration)
    }
}
