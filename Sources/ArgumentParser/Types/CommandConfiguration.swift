/// What a command says about itself beyond its properties, after swift-argument-parser's type
/// of this name.
public struct CommandConfiguration: Sendable {
    /// The name, when it is not the type's (`ListCommand` is `list`).
    public var commandName: String? = nil
    /// One line: what it does.
    public var abstract: String
    /// More, for help and the man page.
    public var discussion: String? = nil
    /// Example command lines.
    public var examples: [String] = []
    /// The subcommands, for the root command.
    public var subcommands: [any ParsableCommand.Type] = []

    /// A configuration; all but the abstract may be left out.
    public init(
        commandName: String? = nil, abstract: String, discussion: String? = nil, examples: [String] = [], subcommands: [any ParsableCommand.Type] = []
    ) {
        self.commandName = commandName
        self.abstract = abstract
        self.discussion = discussion
        self.examples = examples
        self.subcommands = subcommands
    }
}
