/// `repos help [<subcommand>]`.
enum HelpCommand: Command {
    static let subcommand = Argument(name: "subcommand", help: "The subcommand to explain.", isOptional: true, choices: Subcommand.allCases.map(\.rawValue))

    static let declaration = CommandDeclaration(
        name: "help",
        abstract: "Show help for a subcommand.",
        arguments: [subcommand],
        options: [GlobalOptions.help.declaration],
        examples: ["repos help list"]
    )

    @MainActor
    static func run(_ arguments: ParsedArguments, _ invocation: Invocation) async throws(UsageError) -> Int32 {
        let width = invocation.context.terminalWidth ?? 80
        let text: String
        if let name = arguments[subcommand] {
            text = HelpFormatter.command(try Subcommand.named(name).declaration, width: width)
        } else {
            text = HelpFormatter.root(width: width)
        }
        invocation.context.stdout.write(text)
        return ExitCode.success.rawValue
    }
}
