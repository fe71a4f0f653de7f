/// One option as the parser, help, completions and the man page see it, whatever its value type:
/// built by the `@Option` and `@Flag` on a command's property, never by hand.
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

    /// The property it sets: what the parsed values are keyed by.
    let key: String
    /// The long name, without `--`.
    let long: String
    /// The one-letter name, if any.
    let short: Character?
    /// Flag or value.
    let arity: Arity
    /// One line of help.
    let help: String
    /// The value the property has when the option is absent, if it has one.
    let defaultValue: (any Sendable)?
    /// What applies when the option is absent, for help; nil when there is nothing to say.
    let defaultText: String?
    /// The values it accepts, when they are a fixed set: checked by the parser, offered by
    /// completions.
    let choices: [String]?
    /// For a comma-separated list: the items it may hold (the JSON fields), for help.
    let listItems: [String]?
    /// The value a flag, or an optional-value option given bare, sets.
    let presentValue: (any Sendable)?
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
