/// The pager as `$REPOS_PAGER` or `$PAGER` names it, read by git's rule (`run-command.c`): a
/// command with shell syntax in it runs as `/bin/sh -c <command>`; any other is split at blanks
/// into a program and its arguments and started without a shell, so nothing stands between
/// `repos` and the pager in the terminal's foreground process group.
struct PagerCommand: Equatable, Sendable {
    /// How the command is started.
    enum Form: Equatable, Sendable {
        /// The program (looked up in `$PATH` unless it holds a `/`) and its arguments.
        case direct([String])
        /// Through `/bin/sh -c`, for a command that holds shell syntax.
        case shell(String)
    }

    /// The pager `repos` uses when neither variable is set.
    static let standard = "less -FRX"

    /// The pager `environment` names: `$REPOS_PAGER`, else `$PAGER`, else `standard`; nil when
    /// the variable is set but empty, which means none.
    static func named(in environment: [String: String]) -> PagerCommand? {
        // Set but empty means no pager, so the first variable set wins even when empty.
        return PagerCommand(EnvironmentVariable.pager.variables.lazy.compactMap { environment[$0] }.first ?? standard)
    }

    /// The characters that make a command the shell's to read: git's list, less the blanks,
    /// which only separate words.
    static let shellSyntax = Set("|&;<>()$`\\\"'*?[#~=%\n")

    /// The command as it was given, for messages.
    let text: String
    /// How it is started.
    let form: Form

    /// The pager `text` names; nil for one that is empty or blank, which means no pager.
    init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        self.text = trimmed
        if trimmed.contains(where: Self.shellSyntax.contains) {
            form = .shell(trimmed)
        } else {
            form = .direct(trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init))
        }
    }

    /// The programs that read a diff and draw it themselves: they want git's plain text.
    static let diffFormatters: Set<String> = ["delta", "diff-so-fancy"]

    /// Whether the command is a diff formatter started directly (`delta --side-by-side`,
    /// `/usr/bin/delta`), which wants git's plain text rather than our drawing.
    var formatsDiffs: Bool {
        guard case .direct(let words) = form, let program = words.first?.split(separator: "/").last else { return false }
        return Self.diffFormatters.contains(String(program))
    }

    /// The program to start and its whole argument vector (the program's name first), found in
    /// `searchPath` where it has no `/`; nil when there is no such program.
    func executable(searchPath: String) -> (path: String, arguments: [String])? {
        switch form {
        case .shell(let command): return ("/bin/sh", ["sh", "-c", command])
        case .direct(let words):
            guard let name = words.first, let found = ExecutableSearch.find(name, path: searchPath) else { return nil }
            return (found.path, words)
        }
    }
}
