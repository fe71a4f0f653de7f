/// `repos man`: the manual page, in roff.
struct ManCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the repos(1) manual page in roff.",
        discussion: "Read it with: repos man | man -l -. Install it with: repos man > /usr/local/share/man/man1/repos.1",
        examples: ["repos man | man -l -"]
    )

    @MainActor
    func run(_ invocation: Invocation) async throws(UsageError) -> Int32 {
        invocation.context.stdout.write(ManPage.render(date: invocation.context.now()))
        return ExitCode.success.rawValue
    }
}
