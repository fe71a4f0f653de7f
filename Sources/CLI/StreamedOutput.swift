/// Output written piece by piece as results arrive (streamed NDJSON), through one chunked writer;
/// remembers the first rendering failure.
@MainActor
final class StreamedOutput {
    private var writer: ChunkedWriter
    private(set) var failure: (any Error)?

    init(sink: any TextSink) { writer = ChunkedWriter(sink: sink) }

    /// Renders one piece and hands it on.
    func write(_ render: (inout ChunkedWriter) throws -> Void) {
        guard failure == nil else { return }
        do {
            try render(&writer)
            writer.flush()
        } catch {
            failure = error
        }
    }

    /// Writes anything still buffered.
    func finish() { writer.flush() }
}
