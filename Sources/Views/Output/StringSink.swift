import Foundation
import Reactive

/// A sink that keeps what it is given: output rendered whole before it is decided where it goes
/// (the terminal, or a pager), `--jq`'s input, and stdout and stderr of in-process tests.
public final class StringSink: TextSink {
    private let buffer = Locked<[UInt8]>([])

    /// Creates an empty sink.
    public init() {}

    /// Everything written so far.
    public var text: String { String(decoding: buffer.withLock { $0 }, as: UTF8.self) }

    /// Everything written so far, byte for byte.
    public var bytes: Data { Data(buffer.withLock { $0 }) }

    /// Appends `text`.
    public func write(_ text: String) {
        buffer.withLock { $0.append(contentsOf: text.utf8) }
    }

    /// Appends `bytes`.
    public func write(bytes: Data) {
        buffer.withLock { $0.append(contentsOf: bytes) }
    }

    /// Nothing is held back.
    public func flush() {}

    /// The reader is never gone.
    public var readerGone: Bool { false }
}
