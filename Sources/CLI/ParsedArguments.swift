/// A command line split into positionals, option values and flags, before typing.
struct ParsedArguments: Sendable {
    /// Positional arguments in order.
    var positionals: [String] = []
    /// Values by long option name, in order given (the last one wins where one is expected).
    var values: [String: [String]] = [:]
    /// Flags given, by long name; an optional-value option given bare is here too.
    var flags: Set<String> = []

    /// The last value of `name`.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Whether `name` was given, with or without a value.
    func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
}
