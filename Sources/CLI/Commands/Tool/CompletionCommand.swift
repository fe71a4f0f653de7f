import ArgumentParser
/// `repos completion bash|zsh|fish`.
struct CompletionCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion:
            "bash: repos completion bash > /etc/bash_completion.d/repos (or add 'source <(repos completion bash)' to ~/.bashrc). zsh: repos completion zsh > \"${fpath[1]}/_repos\". fish: repos completion fish > ~/.config/fish/completions/repos.fish.",
        examples: ["source <(repos completion bash)", "repos completion fish > ~/.config/fish/completions/repos.fish"]
    )

    @Argument(help: "The shell to complete in.")
    var shell: CompletionScript.Shell

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        environment.stdout.write(CompletionScript(root: Repos.self).script(for: shell))
        return ExitCode.success.rawValue
    }
}
