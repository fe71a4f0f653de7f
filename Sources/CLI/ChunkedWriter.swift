/// A `TextOutputStream` that hands text to a sink in chunks of about 64 KB, so a large document
/// never sits in memory whole; once the reader is gone (a closed pipe), the rest is dropped.
struct ChunkedWriter: TextOutputStream {
    private let sink: any TextSink
    private var buffer = ""
    private(set) var readerGone = false
    private static let chunk = 64 * 1024

    init(sink: any TextSink) {
        self.sink = sink
        buffer.reserveCapacity(Self.chunk + 4096)
    }

    mutating func write(_ text: String) {
        guard !readerGone else { return }
        buffer += text
        if buffer.utf8.count >= Self.chunk { flush() }
    }

    /// Writes what is buffered.
    mutating func flush() {
        guard !readerGone, !buffer.isEmpty else { return }
        if !sink.write(buffer) { readerGone = true }
        buffer.removeAll(keepingCapacity: true)
    }
}
