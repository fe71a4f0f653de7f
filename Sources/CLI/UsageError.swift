/// A problem with the command line: printed as `Error: …` and a usage line, exit 64.
public struct UsageError: Error, Equatable, Sendable {
    /// The message, in ArgumentParser's wording.
    public var message: String
    /// The command whose usage line follows, or nil for the top level.
    public var command: String?

    /// Creates an error.
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}
