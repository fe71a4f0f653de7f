/// A command, after swift-argument-parser's protocol of this name: a value whose properties are
/// its arguments and options. What it does with them is the program's to say: the program
/// refines this protocol with its own `run`, which takes what the program's runs need.
public protocol ParsableCommand: ParsableArguments {
    /// Name, abstract, discussion, examples, subcommands.
    static var configuration: CommandConfiguration { get }
    /// The name of the command this one is a subcommand of, which starts its usage line
    /// (`repos` in `repos list [<org>]`); nil for the root.
    static var superCommandName: String? { get }
}

extension ParsableCommand {
    /// A root command by default.
    public static var superCommandName: String? { nil }

    /// The name it is called by: the configuration's, else the type's name without `Command`,
    /// in kebab case.
    public static var commandName: String {
        if let name = configuration.commandName { return name }
        // The runtime's own name of the type: `String(describing:)` would first look for three
        // protocol conformances, each a scan of every conformance in the binary (measured: a
        // quarter of `repos --version`).
        let typeName = _typeName(self, qualified: false)
        return DeclaredName.kebab(typeName.hasSuffix("Command") ? String(typeName.dropLast("Command".count)) : typeName)
    }

    /// What the parser, help, completions and man page see.
    public static var declaration: CommandDeclaration { CommandDeclaration(self) }

    /// The command a parsed command line describes.
    public static func decode(_ parsed: ParsedArguments) throws(UsageError) -> Self {
        do {
            return try Self(from: ArgumentsDecoder(parsed: parsed))
        } catch {
            // Every value was converted by the declaration the parser checked; a mismatch here
            // is a declaration that does not match its property.
            throw UsageError("internal: \(error)", command: commandName)
        }
    }

    /// Parses `words` into the command, or the first usage error.
    public static func parse(_ words: [String]) throws(UsageError) -> Self {
        try decode(CommandLineParser.parse(words, declaration: declaration))
    }
}
