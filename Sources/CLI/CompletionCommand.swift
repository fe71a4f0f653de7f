/// `repos completion bash|zsh|fish`.
enum CompletionCommand: Command {
    static let shell = Argument(name: "shell", help: "The shell to complete in.", isOptional: false, choices: CompletionScript.shells)

    static let declaration = CommandDeclaration(
        name: "completion",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion:
            "bash: repos completion bash > /etc/bash_completion.d/repos (or add 'source <(repos completion bash)' to ~/.bashrc). zsh: repos completion zsh > \"${fpath[1]}/_repos\". fish: repos completion fish > ~/.config/fish/completions/repos.fish.",
        arguments: [shell],
        options: [GlobalOptions.help.declaration],
        examples: ["source <(repos completion bash)", "repos completion fish > ~/.config/fish/completions/repos.fish"]
    )

    @MainActor
    static func run(_ arguments: ParsedArguments, _ invocation: Invocation) async throws(UsageError) -> Int32 {
        invocation.context.stdout.write(CompletionScript.script(for: arguments[shell] ?? "bash"))
        return ExitCode.success.rawValue
    }
}
