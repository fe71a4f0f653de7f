import ArgumentParser
import Foundation
import Models
import Service
import Views

/// `repos man`: the manual page, in roff.
struct ManCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the repos(1) manual page in roff.",
        discussion: "Read it with: repos man | man -l -. Install it with: repos man > /usr/local/share/man/man1/repos.1",
        examples: ["repos man | man -l -"]
    )

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        environment.stdout.write(Self.page(date: environment.now()))
        return ExitCode.success.rawValue
    }
}

extension ManCommand {
    /// repos(1) in roff, generated from the command declarations: NAME, SYNOPSIS, DESCRIPTION,
    /// each command with its options, ENVIRONMENT, FILES, LIMITS, EXIT STATUS and EXAMPLES.
    /// `repos man | man -l -` renders it.
    static func page(date: Date) -> String {
        var lines = [
            ".TH REPOS 1 \"\(String(date.formatted(.iso8601).prefix(10)))\" \"repos \(Repos.version)\" \"User Commands\"",
            ".SH NAME",
            "repos \\- browse a GitHub organization from the terminal, with no clone",
            ".SH SYNOPSIS",
        ]
        for subcommand in Repos.subcommands {
            lines += [".B " + escape(subcommand.declaration.usage), ".br"]
        }
        lines += [
            ".SH DESCRIPTION",
            escape(
                "repos lists an organization's repositories, a repository's commits, one commit in full, and the organization's recent activity. On a terminal it draws tables fitted to the width; piped, it writes tab-separated rows; with --json it passes GitHub's own objects through, laid out as jq does."
            ),
            ".SH COMMANDS",
        ]
        let global = Set(Repos.globalOptions.map(\.long))
        for subcommand in Repos.subcommands {
            let declaration = subcommand.declaration
            lines += [".SS " + escape(declaration.usage), escape(declaration.abstract)]
            if let discussion = declaration.discussion { lines += [".PP", escape(discussion)] }
            for argument in declaration.arguments {
                lines += [
                    ".TP", "\\fI<\(escape(argument.name))>\\fR",
                    escape(argument.help + (argument.choices.map { " (" + $0.joined(separator: ", ") + ")" } ?? "")),
                ]
            }
            // The shared options are listed once, under GLOBAL OPTIONS, for the commands that take them.
            let takesGlobals = global.isSubset(of: declaration.options.map(\.long))
            for option in declaration.options where !(takesGlobals && global.contains(option.long)) {
                lines += entry(option)
            }
            if !declaration.jsonFields.isEmpty {
                lines += [".PP", "JSON fields: " + escape(declaration.jsonFields.joined(separator: ", ")) + "."]
            }
        }
        lines += [".SH GLOBAL OPTIONS", escape("For list, commits, commit and activity, before or after the subcommand:")]
        for option in Repos.globalOptions { lines += entry(option) }
        for option in Repos.declaration.options where option.long != CommandDeclaration.helpOption.long { lines += entry(option) }
        lines += [".SH BROWSE KEYS", escape("In repos browse:")]
        for binding in KeyBinding.all {
            lines += [".TP", "\\fB\(escape(binding.keys.replacingOccurrences(of: "`", with: "")))\\fR", escape(binding.meaning)]
        }
        lines.append(".SH ENVIRONMENT")
        for variable in EnvironmentVariable.allCases { lines += [".TP", "\\fB\(escape(variable.names))\\fR", escape(variable.meaning)] }
        lines += [
            ".SH FILES",
            ".TP", "\\fI\(EnvironmentVariable.cacheHome.shell)/repos\\fR, else \\fI~/.cache/repos\\fR",
            escape("The response cache: one file per GET, revalidated with ETags; see repos cache info and repos cache clear. The token is never stored."),
            ".SH LIMITS",
            escape(
                "Nothing repos reads (a server's answer, a document, a diff, the keys typed) can push it past these; reaching a listing's count or size limit is one Error: line and exit 1, and a document or a diff past its bound is drawn in part and says so."
            ),
        ]
        for limit in Limit.allCases { lines += [".TP", "\\fB\(escape(limit.shown))\\fR", escape(limit.meaning)] }
        lines.append(".SH EXIT STATUS")
        for code in ExitCode.allCases { lines += [".TP", "\\fB\(code.rawValue)\\fR", escape(code.meaning)] }
        lines.append(".SH EXAMPLES")
        for subcommand in Repos.subcommands {
            for example in subcommand.configuration.examples { lines += [".PP", ".nf", escape(example), ".fi"] }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func entry(_ option: OptionDeclaration) -> [String] {
        let names = (option.short.map { "\\fB\\-\(escape(String($0)))\\fR, " } ?? "") + "\\fB\\-\\-\(escape(option.long))\\fR"
        let value: String
        switch option.arity {
        case .flag: value = ""
        case .value(let name): value = " \\fI<\(escape(name))>\\fR"
        case .optionalValue(let name, _): value = " [\\fI<\(escape(name))>\\fR]"
        }
        var help = option.help
        if let choices = option.choices { help += " (\(choices.joined(separator: ", ")))" }
        if let defaultText = option.defaultText { help += " (default: \(defaultText))" }
        return [".TP", names + value, escape(help)]
    }

    /// Text safe in roff: backslashes and hyphens escaped, no line starting with a control character.
    static func escape(_ text: String) -> String {
        var escaped = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}
