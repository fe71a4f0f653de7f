/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, examples,
/// two-space indents, wrapped to the width.
public enum HelpFormatter {
    /// A command's help: OVERVIEW, its discussion, USAGE, ARGUMENTS, OPTIONS (with choices and
    /// defaults), the JSON fields its list option takes, and EXAMPLES.
    public static func command(_ spec: CommandDeclaration, width: Int) -> String {
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

    /// The root command's help: OVERVIEW, USAGE, its OPTIONS and SUBCOMMANDS, then the program's
    /// own sections, each a title and its lines (rows and wrapped text made with `row` and `wrap`).
    public static func root(_ command: any ParsableCommand.Type, width: Int, sections: [(title: String, lines: [String])] = []) -> String {
        let root = command.declaration
        var lines = ["OVERVIEW: " + root.abstract, "", "USAGE: \(root.name) <subcommand> [<options>]", "", "OPTIONS:"]
        lines += root.options.flatMap { row($0.synopsis, $0.help, width: width) }
        lines += ["", "SUBCOMMANDS:"]
        for subcommand in command.configuration.subcommands { lines += row(subcommand.commandName, subcommand.configuration.abstract, width: width) }
        for section in sections { lines += ["", section.title] + section.lines }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A name in a 26-column gutter and its wrapped help.
    public static func row(_ name: String, _ help: String, width: Int) -> [String] {
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
    public static func wrap(_ text: String, width: Int, indent: String) -> [String] {
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
