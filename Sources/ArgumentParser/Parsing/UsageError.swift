/// A problem with the command line: printed as `Error: …` and a usage line, exit 64.
///
/// The words a user typed are quoted in the message as given (cut to `shownLength`); the program
/// that writes the message makes it safe for its terminal, as it does everything it writes.
public struct UsageError: Error, Equatable, Sendable {
    /// The message, in swift-argument-parser's wording.
    public var message: String
    /// The command whose usage line follows, or nil for the top level.
    public var command: String?
    /// Whether the command's usage line follows the message: not for a value that came from the
    /// environment, which no usage line shows how to type.
    public var showsUsage = true

    /// Creates an error.
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    /// The same error without the usage line after it.
    public var withoutUsage: UsageError {
        var copy = self
        copy.showsUsage = false
        return copy
    }

    /// How many characters of a typed word an error quotes: enough to recognise it, and a
    /// pasted megabyte does not become a megabyte of error.
    public static let shownLength = 120

    /// `word` as an error quotes it: its first `shownLength` scalars, then `…` when cut.
    public static func shown(_ word: String) -> String {
        guard word.unicodeScalars.count > shownLength else { return word }
        var cut = String.UnicodeScalarView()
        cut.append(contentsOf: word.unicodeScalars.prefix(shownLength))
        return String(cut) + "…"
    }
}
