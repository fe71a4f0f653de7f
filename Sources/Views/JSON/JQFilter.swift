import CJQ

/// A jq program compiled by libjq, run on JSON text: what `--jq` does with the document `--json`
/// would print (or with each NDJSON line).
///
/// libjq's state is not thread-safe; a filter is used by one thread at a time, and `deinit`
/// tears it down. Ownership of libjq's values (`jv`): every `jv_*` call consumes its arguments
/// except `jv_copy`, `jv_get_kind`, `jv_number_value`, `jv_string_value` and the object
/// iterators, so each value taken here is freed exactly once, as its comment says.
public final class JQFilter {
    /// A filter that does not compile, or fails on its input: jq's own message, on one line.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// jq's words, without its `jq: error:` prefix.
        public let message: String
        /// The message.
        public var description: String { message }
    }

    /// Collects the messages libjq reports while compiling; reached through the error callback's
    /// context pointer, unretained, while `init` holds it.
    private final class Messages {
        var lines: [String] = []
    }

    private var state: OpaquePointer?

    /// Compiles `program`; a syntax or compile error throws jq's message.
    public init(_ program: String) throws(Failure) {
        guard let state = jq_init() else { throw Failure(message: "libjq could not start") }
        self.state = state
        let messages = Messages()
        jq_set_error_cb(
            state,
            { context, message in
                // The callback owns `message`; `text(of:)` consumes it.
                guard let context else { return jv_free(message) }
                Unmanaged<Messages>.fromOpaque(context).takeUnretainedValue().lines.append(JQFilter.text(of: message))
            }, Unmanaged.passUnretained(messages).toOpaque())
        let compiled = withExtendedLifetime(messages) { jq_compile(state, program) }
        jq_set_error_cb(state, nil, nil)
        guard compiled != 0 else { throw Failure(message: Self.oneLine(messages.lines)) }
    }

    deinit { jq_teardown(&state) }

    /// `--jq` as a stage of the output: the program run on `text` (what `--json` would print),
    /// once on the whole document, or once per line when `perLine` (NDJSON), each result written
    /// to `sink` as jq prints it (pretty and coloured on a terminal, strings raw as `jq -r`).
    public func filter(_ text: String, perLine: Bool, to sink: any TextSink, onTerminal: Bool, color: Bool) throws(Failure) {
        let inputs = perLine ? text.split(separator: "\n").map(String.init) : [text]
        for input in inputs {
            let printer = JQPrinter(pretty: onTerminal, color: color, onTerminal: onTerminal, bigIntegers: JQPrinter.bigIntegers(in: input))
            try run(input) { sink.write(printer.line($0)) }
        }
    }

    /// Runs the program on the JSON `input`, handing each result to `result`, in order. Input
    /// that is not JSON, and an error the program raises, throw jq's message.
    public func run(_ input: String, result: (jv) -> Void) throws(Failure) {
        guard let state else { throw Failure(message: "libjq could not start") }
        var text = input
        // jv_parse_sized reads `count` bytes from the pointer; the value it returns is owned here
        // until jq_start consumes it.
        let parsed = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { jv_parse_sized($0.baseAddress, Int32(clamping: $0.count)) }
        }
        guard jv_get_kind(parsed) != JV_KIND_INVALID else {
            throw Failure(message: "input is not JSON: " + Self.text(of: jv_invalid_get_msg(parsed)))
        }
        jq_start(state, parsed, 0)
        while true {
            let value = jq_next(state)
            guard jv_get_kind(value) != JV_KIND_INVALID else {
                // An invalid without a message is the end; with one, the program's error.
                let message = jv_invalid_get_msg(value)
                guard jv_get_kind(message) != JV_KIND_NULL else {
                    jv_free(message)
                    return
                }
                throw Failure(message: Self.text(of: message))
            }
            result(value)
            jv_free(value)
        }
    }

    /// The text of a message value, consuming it: a string as it is, anything else as JSON.
    static func text(of message: jv) -> String {
        if jv_get_kind(message) == JV_KIND_STRING {
            let text = string(message)
            jv_free(message)
            return text
        }
        let dumped = jv_dump_string(message, 0)
        let text = string(dumped)
        jv_free(dumped)
        return text
    }

    /// The bytes of a string value, which stays owned by the caller (it may hold NULs).
    static func string(_ value: jv) -> String {
        let count = Int(jv_string_length_bytes(jv_copy(value)))
        guard let start = jv_string_value(value) else { return "" }
        return start.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }

    /// jq's compile messages on one line: each message's first line, without `jq: error:` and
    /// without the closing count (`jq: 1 compile error`).
    /// How much of the program's line a compile error quotes.
    private static let excerptLength = 80

    private static func oneLine(_ messages: [String]) -> String {
        let lines = messages.compactMap { message -> String? in
            let parts = message.split(separator: "\n").map(String.init)
            var first = parts.first ?? message
            guard !first.hasSuffix("compile error"), !first.hasSuffix("compile errors") else { return nil }
            if first.hasPrefix("jq: error: ") { first.removeFirst("jq: error: ".count) }
            // "…, line 1:" is followed by the program's line it means: said after the colon, cut
            // short, rather than a colon with nothing after it.
            if first.hasSuffix(":"), parts.count > 1 {
                let line = parts[1].trimmingCharacters(in: .whitespaces)
                first += " " + (line.count > excerptLength ? line.prefix(excerptLength) + "…" : line)
            }
            return first
        }
        return lines.isEmpty ? "the filter does not compile" : lines.joined(separator: "; ")
    }
}
