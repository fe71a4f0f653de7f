/// One option as the parser, help, completions and the man page see it, whatever its value type.
struct OptionDeclaration: Sendable {
    /// How an option takes a value.
    enum Arity: Sendable {
        /// A flag: no value.
        case flag
        /// `--name <value>` or `--name=value`.
        case value(String)
        /// A value only when attached with `=` or when the next word passes `accepts`; bare, it
        /// is a flag (`--json` or `--json name,full_name`).
        case optionalValue(String, accepts: @Sendable (String) -> Bool)
    }

    /// The long name, without `--`.
    let long: String
    /// The one-letter name, if any.
    let short: Character?
    /// Flag or value.
    let arity: Arity
    /// One line of help.
    let help: String
    /// What applies when the option is absent, for help.
    let defaultText: String?
    /// The values it accepts, when they are a fixed set: checked by the parser, offered by
    /// completions.
    let choices: [String]?
    /// Turns the text given into the typed value, or a usage error (the parser adds the command).
    let convert: @Sendable (_ text: String, _ label: String) throws(UsageError) -> any Sendable

    /// `--limit <n>` or `-L, --limit <n>`.
    var synopsis: String {
        let names = (short.map { "-\($0), " } ?? "") + "--\(long)"
        switch arity {
        case .flag: return names
        case .value(let name): return "\(names) <\(name)>"
        case .optionalValue(let name, _): return "\(names) [<\(name)>]"
        }
    }

    /// `--limit <n>`, as error messages name it.
    var label: String {
        switch arity {
        case .flag: return "--\(long)"
        case .value(let name), .optionalValue(let name, _): return "--\(long) <\(name)>"
        }
    }

    /// Whether it never takes a value.
    var isFlag: Bool {
        if case .flag = arity { return true }
        return false
    }
}
