/// An option whose value has a type: declared once, read back typed (`parsed[ListCommand.limit]`),
/// so a misspelt key does not compile.
struct Option<Value: Sendable>: Sendable {
    /// What the parser and help see.
    let declaration: OptionDeclaration

    /// `--long <name>`, converted by `convert` when parsed.
    init(
        _ long: String, short: Character? = nil, value name: String, help: String, default defaultText: String? = nil,
        convert: @escaping @Sendable (_ text: String, _ label: String) throws(UsageError) -> Value
    ) {
        declaration = OptionDeclaration(
            long: long, short: short, arity: .value(name), help: help, defaultText: defaultText, choices: nil,
            convert: { text, label throws(UsageError) in try convert(text, label) }
        )
    }

    /// An option that may stand bare or take a value: see `OptionDeclaration.Arity.optionalValue`.
    init(
        _ long: String, optionalValue name: String, help: String, accepts: @escaping @Sendable (String) -> Bool,
        convert: @escaping @Sendable (_ text: String, _ label: String) throws(UsageError) -> Value
    ) {
        declaration = OptionDeclaration(
            long: long, short: nil, arity: .optionalValue(name, accepts: accepts), help: help, defaultText: nil, choices: nil,
            convert: { text, label throws(UsageError) in try convert(text, label) }
        )
    }
}

extension Option where Value == String {
    /// `--long <name>` taking any text.
    init(_ long: String, short: Character? = nil, value name: String, help: String, default defaultText: String? = nil) {
        self.init(long, short: short, value: name, help: help, default: defaultText) { text, _ in text }
    }

    /// `--long <name>` taking one of `choices`, which the parser checks and completions offer.
    init(_ long: String, value name: String, choices: [String], help: String, default defaultText: String? = nil) {
        declaration = OptionDeclaration(
            long: long, short: nil, arity: .value(name), help: help, defaultText: defaultText, choices: choices,
            convert: { text, label throws(UsageError) in
                guard choices.contains(text) else {
                    throw UsageError("The value '\(InputRules.printable(text))' is invalid for '\(label)': expected one of \(choices.joined(separator: ", "))")
                }
                return text
            }
        )
    }
}
