import ArgumentParser
import Views

/// A command about one repository (`repos commit`, `compare`, `readme`, `tree`, `show`,
/// `branches`, `tags`, `releases`), started one way: `<repo>` and the command's own arguments
/// are checked before anything starts (gh's token included), then the run is made from the
/// output and network options, and the command performs it.
protocol RepositoryCommand: RunnableCommand {
    /// The `--json` fields of its objects.
    associatedtype Fields: JSONFieldSet
    /// The command's own arguments, checked.
    associatedtype Arguments = Void

    /// `<repo>` and `--org`.
    var repository: RepositoryOptions { get }
    /// The output options.
    var output: OutputOptions<Fields> { get }
    /// The network options.
    var network: NetworkOptions { get }
    /// The format a pipe gets when none is asked for.
    static var pipedFormat: OutputFormat { get }

    /// Checks the command's own arguments; a usage error here stops it before anything starts.
    func checkArguments() throws(UsageError) -> Arguments

    /// Does the command's work on `owner`/`name` with its checked arguments; returns the exit
    /// code.
    @MainActor
    func perform(_ arguments: Arguments, owner: String, name: String, run: CommandRun) async throws(UsageError) -> Int32
}

extension RepositoryCommand {
    /// A pipe gets tab-separated rows unless the command says otherwise.
    static var pipedFormat: OutputFormat { .tsv }

    /// Checks `<repo>` and the command's arguments, makes the run and performs the command.
    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        let (owner, name) = try repository.resolve(environment: environment.variables)
        let arguments = try checkArguments()
        let run = try await CommandRun(output: output, network: network, pipedFormat: Self.pipedFormat, environment: environment)
        return try await perform(arguments, owner: owner, name: name, run: run)
    }
}

extension RepositoryCommand where Arguments == Void {
    /// A command with no arguments of its own has nothing more to check.
    func checkArguments() {}
}
