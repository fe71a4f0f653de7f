/// A positional argument.
struct Argument: Sendable {
    /// Its name in usage lines, without the angle brackets.
    let name: String
    /// One line of help.
    let help: String
    /// Whether it may be left out.
    let isOptional: Bool
    /// The values it accepts, when they are a fixed set (a subcommand's action, a shell).
    var choices: [String]? = nil
}
