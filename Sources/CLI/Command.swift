/// A subcommand of `repos`, after swift-argument-parser's `ParsableCommand`: its declaration and
/// what it does with the parsed, typed arguments.
protocol Command {
    /// What it accepts and how it is documented.
    static var declaration: CommandDeclaration { get }

    /// Runs with arguments the parser has checked against `declaration`; returns the exit code.
    @MainActor
    static func run(_ arguments: ParsedArguments, _ invocation: Invocation) async throws(UsageError) -> Int32
}
