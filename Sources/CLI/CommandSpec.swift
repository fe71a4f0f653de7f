/// What a command accepts, for parsing and for help.
struct CommandSpec: Sendable {
    /// A positional argument.
    struct Argument: Sendable {
        let name: String
        let help: String
        let optional: Bool
    }

    /// How an option takes a value.
    enum Value: Sendable {
        /// A flag: no value.
        case none
        /// `--name <value>` or `--name=value`.
        case required(String)
        /// A value only when attached with `=` or when the next word passes `accepts`.
        case optional(String, accepts: @Sendable (String) -> Bool)
    }

    /// An option.
    struct Option: Sendable {
        let long: String
        let short: Character?
        let value: Value
        let help: String
        let defaultValue: String?

        init(_ long: String, short: Character? = nil, value: Value = .none, help: String, default defaultValue: String? = nil) {
            self.long = long
            self.short = short
            self.value = value
            self.help = help
            self.defaultValue = defaultValue
        }

        /// `--limit <n>` or `-L, --limit <n>`.
        var synopsis: String {
            let names = (short.map { "-\($0), " } ?? "") + "--\(long)"
            switch value {
            case .none: return names
            case .required(let name): return "\(names) <\(name)>"
            case .optional(let name, _): return "\(names) [<\(name)>]"
            }
        }

        /// `--limit <n>`, as error messages name it.
        var label: String {
            switch value {
            case .none: return "--\(long)"
            case .required(let name), .optional(let name, _): return "--\(long) <\(name)>"
            }
        }
    }

    let name: String
    let abstract: String
    let discussion: String?
    let arguments: [Argument]
    let options: [Option]
    let examples: [String]
    /// The top-level fields `--json a,b` may name.
    var jsonFields: [String] = []

    /// `repos list [<org>] [<options>]`.
    var usage: String {
        let arguments = self.arguments.map { $0.optional ? "[<\($0.name)>]" : "<\($0.name)>" }.joined(separator: " ")
        return "repos \(name)\(arguments.isEmpty ? "" : " " + arguments) [<options>]"
    }
}
