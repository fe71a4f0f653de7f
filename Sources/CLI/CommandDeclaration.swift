/// Everything `repos` knows about one command, declared in one place: the parser enforces it,
/// and help, usage lines, completions and the man page are generated from it.
struct CommandDeclaration: Sendable {
    /// The subcommand's name.
    let name: String
    /// One line: what it does.
    let abstract: String
    /// More, for help and the man page.
    var discussion: String? = nil
    /// Positional arguments, in order.
    var arguments: [Argument] = []
    /// Every option it takes, its own and the shared ones.
    var options: [OptionDeclaration] = []
    /// Sets of long option names of which at most one may be given.
    var exclusive: [[String]] = []
    /// Example command lines.
    var examples: [String] = []
    /// The top-level fields `--json a,b` may name.
    var jsonFields: [String] = []

    /// `repos list [<org>] [<options>]`.
    var usage: String {
        let words = arguments.map { $0.isOptional ? "[<\($0.name)>]" : "<\($0.name)>" }
        return (["repos", name] + words + (options.isEmpty ? [] : ["[<options>]"])).joined(separator: " ")
    }

    /// The option with long name `long`.
    func option(named long: String) -> OptionDeclaration? { options.first { $0.long == long } }
}
