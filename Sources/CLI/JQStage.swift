import Views

/// The `--jq` stage of a run's output: the JSON a command renders is collected, run through the
/// filter (once on the whole document, or once per line for NDJSON), and jq's results written
/// in its place, strings raw as `jq -r` writes them.
@MainActor
struct JQStage {
    let filter: JQFilter
    /// NDJSON: one run per line, so a listing streams.
    let perLine: Bool
    /// Laid out on a terminal, one compact line each when piped.
    let onTerminal: Bool
    let color: Bool

    /// Renders `render` into a buffer and writes the filter's results on it to `sink`.
    func write(_ render: (inout any TextSink) throws -> Void, to sink: any TextSink) throws {
        let collected = StringSink()
        var buffer: any TextSink = collected
        try render(&buffer)
        let text = collected.text
        let inputs = perLine ? text.split(separator: "\n").map(String.init) : [text]
        for input in inputs {
            let printer = JQPrinter(pretty: onTerminal, color: color, onTerminal: onTerminal, bigIntegers: JQPrinter.bigIntegers(in: input))
            try filter.run(input) { sink.write(printer.line($0)) }
        }
    }
}
