/// What a command says about itself beyond its properties, after swift-argument-parser's type
/// of this name.
struct CommandConfiguration: Sendable {
    /// The name, when it is not the type's (`ListCommand` is `list`).
    var commandName: String? = nil
    /// One line: what it does.
    var abstract: String
    /// More, for help and the man page.
    var discussion: String? = nil
    /// Example command lines.
    var examples: [String] = []
    /// The subcommands, for the root command.
    var subcommands: [any ParsableCommand.Type] = []
}
