import ArgumentParser
/// `repos help [<subcommand>]`.
struct HelpCommand: RunnableCommand {
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
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        let width = environment.terminalWidth ?? 80
        let text = subcommand.map { HelpFormatter.command($0.command.declaration, width: width) } ?? Repos.help(width: width)
        return Repos.show(help: text, environment: environment)
    }
}
