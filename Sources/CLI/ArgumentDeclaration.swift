/// A positional argument as the parser, help, completions and the man page see it: built by the
/// `@Argument` on a command's property.
struct ArgumentDeclaration: Sendable {
    /// The property it sets.
    let key: String
    /// Its name in usage lines, without the angle brackets.
    let name: String
    /// One line of help.
    let help: String
    /// Whether it may be left out; the property is then nil.
    let isOptional: Bool
    /// The values it accepts, when they are a fixed set (a subcommand's action, a shell).
    let choices: [String]?
    /// The property's value when the argument is left out (nil for an optional one).
    let absentValue: (any Sendable)?
    /// Turns the word into the typed value.
    let convert: @Sendable (_ text: String, _ label: String) throws(UsageError) -> any Sendable
}
