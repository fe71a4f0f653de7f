import TestSupport
import Testing

/// A step of a walk through `browse`, as a person makes it: keys, then what the screen must come
/// to show before the next keys.
extension TerminalSession {
    /// Types `keys` as `type` does, then waits until a line of the screen contains `text`.
    func press(_ keys: String..., literal: Bool = false, until text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try send(keys, literal: literal)
        try BrowseEndToEndTests.expectScreen(self, text, sourceLocation: sourceLocation)
    }

    /// Types `text` in one write, as `typeAtOnce` does, then waits until a line of the screen
    /// contains `shown`.
    func pressAtOnce(_ text: String, until shown: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try typeAtOnce(text)
        try BrowseEndToEndTests.expectScreen(self, shown, sourceLocation: sourceLocation)
    }

    /// Types `keys` as `type` does, then waits until a line of the screen starts with `prefix`
    /// (`▌` marks the selection).
    func press(_ keys: String..., literal: Bool = false, untilLine prefix: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try send(keys, literal: literal)
        try expectLine(startingWith: prefix, sourceLocation: sourceLocation)
    }

    /// Types `text` in one write, as `typeAtOnce` does, then waits until a line of the screen
    /// starts with `prefix`.
    func pressAtOnce(_ text: String, untilLine prefix: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try typeAtOnce(text)
        try expectLine(startingWith: prefix, sourceLocation: sourceLocation)
    }

    /// Waits until a line of the screen starts with `prefix` (`▌` marks the selection).
    func expectLine(startingWith prefix: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (screen, found) = try waitFor { $0.contains { $0.hasPrefix(prefix) } }
        #expect(found, "\(prefix) not on \(screen)", sourceLocation: sourceLocation)
    }

    /// Quits with `q`, then expects the exit code 0 and the terminal as it was.
    func quit(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try type("q")
        try BrowseEndToEndTests.expectRestored(self, exit: 0, sourceLocation: sourceLocation)
    }
}
