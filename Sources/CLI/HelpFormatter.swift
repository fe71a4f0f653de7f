/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, examples,
/// two-space indents, wrapped to the width.
enum HelpFormatter {
    static func command(_ spec: CommandDeclaration, width: Int) -> String {
        var lines = ["OVERVIEW: " + spec.abstract, ""]
        if let discussion = spec.discussion {
            lines += wrap(discussion, width: width, indent: "")
            lines.append("")
        }
        lines += ["USAGE: " + spec.usage, ""]
        if !spec.arguments.isEmpty {
            lines.append("ARGUMENTS:")
            lines += spec.arguments.flatMap { row("<\($0.name)>", $0.help + ($0.choices.map { " (\($0.joined(separator: ", ")))" } ?? ""), width: width) }
            lines.append("")
        }
        lines.append("OPTIONS:")
        lines += spec.options.flatMap { option in
            let choices = option.choices.map { " (\($0.joined(separator: ", ")))" } ?? ""
            return row(option.synopsis, option.help + choices + (option.defaultText.map { " (default: \($0))" } ?? ""), width: width)
        }
        if !spec.jsonFields.isEmpty {
            lines += ["", "JSON FIELDS (for --json a,b):"]
            lines += wrap(spec.jsonFields.joined(separator: ", "), width: width, indent: "  ")
        }
        if !spec.examples.isEmpty {
            lines += ["", "EXAMPLES:"]
            lines += spec.examples.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func root(width: Int) -> String {
        let root = Repos.declaration
        var lines = ["OVERVIEW: " + root.abstract, "", "USAGE: repos <subcommand> [<options>]", "", "OPTIONS:"]
        lines += root.options.flatMap { row($0.synopsis, $0.help, width: width) }
        lines += ["", "SUBCOMMANDS:"]
        for subcommand in Repos.subcommands { lines += row(subcommand.commandName, subcommand.configuration.abstract, width: width) }
        lines += ["", "ENVIRONMENT:"]
        for variable in EnvironmentVariable.allCases { lines += row(variable.names, variable.meaning, width: width) }
        lines += ["", "GLOBAL OPTIONS (before or after the subcommand):"]
        lines += wrap(Repos.globalOptions.map(\.synopsis).joined(separator: ", "), width: width, indent: "  ")
        lines += ["", "EXIT CODES:", ExitCode.documentation, "", "  See 'repos help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A name in a 26-column gutter and its wrapped help.
    private static func row(_ name: String, _ help: String, width: Int) -> [String] {
        let gutter = 26
        let indent = String(repeating: " ", count: gutter)
        let wrapped = wrap(help, width: width, indent: indent)
        let head = "  " + name
        if head.count < gutter - 1, let first = wrapped.first {
            return [head + String(repeating: " ", count: gutter - head.count) + first.dropFirst(gutter)] + wrapped.dropFirst()
        }
        return [head] + wrapped
    }

    /// Words of `text` in lines of at most `width` columns, each starting with `indent`.
    static func wrap(_ text: String, width: Int, indent: String) -> [String] {
        var lines: [String] = []
        var current = indent
        for word in text.split(separator: " ") {
            if current.count > indent.count, current.count + 1 + word.count > max(width, indent.count + 20) {
                lines.append(current)
                current = indent
            }
            current += (current.count > indent.count ? " " : "") + word
        }
        if current.count > indent.count { lines.append(current) }
        return lines
    }
}
