import Reactive

/// Text a run wrote to stdout or stderr in-process, kept for the test. Test targets make it a
/// `TextSink` (`extension CapturedText: TextSink {}`); TestSupport does not depend on the CLI.
public final class CapturedText: Sendable {
    private let buffer = Locked("")

    /// Creates an empty capture.
    public init() {}

    /// Everything written so far.
    public var text: String { buffer.withLock { $0 } }

    /// Appends `text`; the reader is never gone.
    @discardableResult
    public func write(_ text: String) -> Bool {
        buffer.withLock { $0 += text }
        return true
    }
}
