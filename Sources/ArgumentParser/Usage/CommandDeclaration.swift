/// Everything the parser knows about one command, read off its type: the parser enforces it, and
/// help, usage lines, completions and the man page are generated from it.
public struct CommandDeclaration: Sendable {
    /// The property name of the `--help` flag every command takes.
    public static let helpKey = "help"

    /// The subcommand's name.
    public let name: String
    /// The command it is a subcommand of, if any.
    public let superCommandName: String?
    /// One line: what it does.
    public let abstract: String
    /// More, for help and the man page.
    public let discussion: String?
    /// Positional arguments, in order.
    public let arguments: [ArgumentDeclaration]
    /// Every option it takes, its groups' and `--help` included.
    public let options: [OptionDeclaration]
    /// Sets of property names of which at most one may be given.
    public let exclusive: [[String]]
    /// Example command lines.
    public let examples: [String]

    /// The declaration of `command`.
    public init(_ command: any ParsableCommand.Type) {
        let configuration = command.configuration
        let parts = command.declaredParts
        name = command.commandName
        superCommandName = command.superCommandName
        abstract = configuration.abstract
        discussion = configuration.discussion
        arguments = parts.arguments
        options = parts.options + [Self.helpOption]
        exclusive = parts.exclusive
        examples = configuration.examples
    }

    /// `-h, --help`, which every command takes and the parser answers before anything else.
    public static let helpOption = OptionDeclaration(
        key: helpKey, long: "help", short: "h", arity: .flag, help: "Show help information.", defaultValue: false, defaultText: nil,
        choices: nil, listItems: nil, presentValue: true, convert: { _, _ throws(UsageError) in true })

    /// The top-level fields `--json a,b` may name.
    public var jsonFields: [String] { options.lazy.compactMap(\.listItems).first ?? [] }

    /// `repos list [<org>] [<options>]`.
    public var usage: String {
        let words = arguments.map { $0.appending != nil ? "[<\($0.name)> ...]" : $0.isOptional ? "[<\($0.name)>]" : "<\($0.name)>" }
        return ([superCommandName, name].compactMap { $0 } + words + (options.isEmpty ? [] : ["[<options>]"])).joined(separator: " ")
    }

}
