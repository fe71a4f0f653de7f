import Foundation
/// Where text goes: stdout, stderr, or memory in tests. It is the `TextOutputStream` views write
/// to, so output goes from a view to the file descriptor with nothing in between.
public protocol TextSink: AnyObject, TextOutputStream, Sendable {
    /// Writes `text`; a chunked sink may hold it until a chunk is full or `flush` is called.
    /// Once the reader is gone (a closed pipe), text is dropped.
    func write(_ text: String)
    /// Writes `bytes` exactly as they are (a file's contents, which may not be text).
    func write(bytes: Data)
    /// Hands on whatever is held.
    func flush()
    /// True once a write found the reader gone.
    var readerGone: Bool { get }
}
