/// A command of `repos`, after swift-argument-parser's protocol of this name: a value whose
/// properties are its arguments and options, and what it does with them.
protocol ParsableCommand: ParsableArguments {
    /// Name, abstract, discussion, examples, subcommands.
    static var configuration: CommandConfiguration { get }

    /// Runs with the parsed command line; returns the exit code.
    @MainActor
    func run(_ invocation: Invocation) async throws(UsageError) -> Int32
}

extension ParsableCommand {
    /// The name it is called by: the configuration's, else the type's name without `Command`,
    /// in kebab case.
    static var commandName: String {
        if let name = configuration.commandName { return name }
        let typeName = String(describing: self)
        return DeclaredName.kebab(typeName.hasSuffix("Command") ? String(typeName.dropLast("Command".count)) : typeName)
    }

    /// What the parser, help, completions and man page see.
    static var declaration: CommandDeclaration { CommandDeclaration(self) }

    /// The command a parsed command line describes.
    static func decode(_ parsed: ParsedArguments) throws(UsageError) -> Self {
        do {
            return try Self(from: ArgumentsDecoder(parsed: parsed))
        } catch {
            // Every value was converted by the declaration the parser checked; a mismatch here
            // is a declaration that does not match its property.
            throw UsageError("internal: \(error)", command: commandName)
        }
    }

    /// Parses `words` into the command, or the first usage error.
    static func parse(_ words: [String]) throws(UsageError) -> Self {
        try decode(ArgumentParser.parse(words, declaration: declaration))
    }
}
