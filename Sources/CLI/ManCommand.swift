/// `repos man`: the manual page, in roff.
enum ManCommand: Command {

    static let declaration = CommandDeclaration(
        name: "man",
        abstract: "Print the repos(1) manual page in roff.",
        discussion: "Read it with: repos man | man -l -. Install it with: repos man > /usr/local/share/man/man1/repos.1",
        options: [GlobalOptions.help.declaration],
        examples: ["repos man | man -l -"]
    )

    @MainActor
    static func run(_ arguments: ParsedArguments, _ invocation: Invocation) async throws(UsageError) -> Int32 {
        invocation.context.stdout.write(ManPage.render(date: invocation.context.now()))
        return ExitCode.success.rawValue
    }
}
