/// A positional argument as the parser, help, completions and the man page see it: built by the
/// `@Argument` on a command's property.
public struct ArgumentDeclaration: Sendable {
    /// The property it sets.
    public let key: String
    /// Its name in usage lines, without the angle brackets.
    public let name: String
    /// One line of help.
    public let help: String
    /// Whether it may be left out; the property is then nil.
    public let isOptional: Bool
    /// The values it accepts, when they are a fixed set (a subcommand's action, a shell).
    public let choices: [String]?
    /// The property's value when the argument is left out (nil for an optional one).
    public let absentValue: (any Sendable)?
    /// Turns the word into the typed value.
    public let convert: @Sendable (_ text: String, _ label: String) throws(UsageError) -> any Sendable
    /// For the last argument only: it takes every word left, and this joins each converted
    /// word to those before it (nil: one word).
    public var appending: (@Sendable (_ previous: any Sendable, _ next: any Sendable) -> any Sendable)? = nil
}
