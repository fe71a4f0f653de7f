/// A flag: present or not.
struct Flag: Sendable {
    /// What the parser and help see.
    let declaration: OptionDeclaration

    /// `--long` (or `-s`).
    init(_ long: String, short: Character? = nil, help: String) {
        declaration = OptionDeclaration(
            long: long, short: short, arity: .flag, help: help, defaultText: nil, choices: nil,
            convert: { _, _ throws(UsageError) in true }
        )
    }
}
