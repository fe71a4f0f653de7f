/// A command line checked against a declaration: every declared property's value by property
/// name, converted to its type, with defaults filled in for what was not given.
public struct ParsedArguments: Sendable {
    /// Values by property name; the last one given wins.
    public var values: [String: any Sendable] = [:]
    /// The options given, in order, by property name and long name: for exclusions.
    public var given: [(key: String, long: String)] = []

    /// Whether `--help` was given: the rest need not be complete.
    public var wantsHelp: Bool { values[CommandDeclaration.helpKey] as? Bool == true }
}
