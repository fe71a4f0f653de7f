/// `repos help [<subcommand>]`.
struct HelpCommand: ParsableCommand {
    /// A subcommand's name, checked against the root command's subcommands.
    struct SubcommandName: ExpressibleByArgument {
        /// The command it names.
        let command: any ParsableCommand.Type

        static var allValueStrings: [String]? { Repos.subcommands.map { $0.commandName } }

        static func convert(_ text: String, label: String) throws(UsageError) -> SubcommandName {
            SubcommandName(command: try Repos.subcommand(named: text))
        }
    }

    static let configuration = CommandConfiguration(abstract: "Show help for a subcommand.", examples: ["repos help list"])

    @Argument(value: "subcommand", help: "The subcommand to explain.")
    var subcommand: SubcommandName?

    @MainActor
    func run(_ invocation: Invocation) async throws(UsageError) -> Int32 {
        let width = invocation.context.terminalWidth ?? 80
        let text = subcommand.map { HelpFormatter.command($0.command.declaration, width: width) } ?? HelpFormatter.root(width: width)
        invocation.context.stdout.write(text)
        return ExitCode.success.rawValue
    }
}
