import ArgumentParser
/// `repos man`: the manual page, in roff.
struct ManCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the repos(1) manual page in roff.",
        discussion: "Read it with: repos man | man -l -. Install it with: repos man > /usr/local/share/man/man1/repos.1",
        examples: ["repos man | man -l -"]
    )

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        environment.stdout.write(ManPage.render(date: environment.now()))
        return ExitCode.success.rawValue
    }
}
