import Reactive

/// A sink that keeps what it is given: output rendered whole before it is decided where it goes
/// (the terminal, or a pager), and stdout and stderr of in-process tests.
public final class StringSink: TextSink {
    private let buffer = Locked("")

    /// Creates an empty sink.
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
