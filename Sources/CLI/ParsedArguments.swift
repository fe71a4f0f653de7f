/// A command line checked against a declaration: positionals by argument name, option values
/// already converted to their types, and flags.
struct ParsedArguments: Sendable {
    /// Positional values by argument name.
    var positionals: [String: String] = [:]
    /// Converted values by long option name; the last one given wins.
    var values: [String: any Sendable] = [:]
    /// Flags given, by long name; an optional-value option given bare is here too.
    var flags: Set<String> = []

    /// The value of `option`, if given.
    subscript<Value>(_ option: Option<Value>) -> Value? {
        values[option.declaration.long] as? Value
    }

    /// Whether `flag` was given.
    subscript(_ flag: Flag) -> Bool {
        flags.contains(flag.declaration.long)
    }

    /// The value of `argument`, if given.
    subscript(_ argument: Argument) -> String? {
        positionals[argument.name]
    }

    /// Whether `option` was given at all, with or without a value.
    func contains<Value>(_ option: Option<Value>) -> Bool {
        flags.contains(option.declaration.long) || values[option.declaration.long] != nil
    }
}
