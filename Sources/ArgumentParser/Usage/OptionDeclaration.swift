/// One option as the parser, help, completions and the man page see it, whatever its value type:
/// built by the `@Option` and `@Flag` on a command's property, never by hand.
public struct OptionDeclaration: Sendable {
    /// How an option takes a value.
    public enum Arity: Sendable {
        /// A flag: no value.
        case flag
        /// `--name <value>` or `--name=value`.
        case value(String)
        /// A value only when attached with `=` or when the next word passes `accepts`; bare, it
        /// is a flag (`--json` or `--json name,full_name`).
        case optionalValue(String, accepts: @Sendable (String) -> Bool)
    }

    /// The property it sets: what the parsed values are keyed by.
    public let key: String
    /// The long name, without `--`.
    public let long: String
    /// The one-letter name, if any.
    public let short: Character?
    /// Long names it was known by before, without `--`: still accepted, and completed, so
    /// scripts written for them keep working; help shows only `long`.
    public var formerNames: [String] = []
    /// Flag or value.
    public let arity: Arity
    /// One line of help.
    public let help: String
    /// The value the property has when the option is absent, if it has one.
    public let defaultValue: (any Sendable)?
    /// What applies when the option is absent, for help; nil when there is nothing to say.
    public let defaultText: String?
    /// The values it accepts, when they are a fixed set: checked by the parser, offered by
    /// completions.
    public let choices: [String]?
    /// For a comma-separated list: the items it may hold (the JSON fields), for help.
    public let listItems: [String]?
    /// The value a flag, or an optional-value option given bare, sets.
    public let presentValue: (any Sendable)?
    /// Turns the text given into the typed value, or a usage error (the parser adds the command).
    public let convert: @Sendable (_ text: String, _ label: String) throws(UsageError) -> any Sendable
    /// For an option that may be given more than once (`--label bug --label ui`): joins each
    /// converted value to those before it, starting from the default (nil: the last one given
    /// wins).
    public var appending: (@Sendable (_ previous: any Sendable, _ next: any Sendable) -> any Sendable)? = nil

    /// `--limit <n>` or `-L, --limit <n>`.
    public var synopsis: String {
        let names = (short.map { "-\($0), " } ?? "") + "--\(long)"
        switch arity {
        case .flag: return names
        case .value(let name): return "\(names) <\(name)>"
        case .optionalValue(let name, _): return "\(names) [<\(name)>]"
        }
    }

    /// `--limit <n>`, as error messages name it.
    public var label: String {
        switch arity {
        case .flag: return "--\(long)"
        case .value(let name), .optionalValue(let name, _): return "--\(long) <\(name)>"
        }
    }

    /// Whether it never takes a value.
    public var isFlag: Bool {
        if case .flag = arity { return true }
        return false
    }
}
