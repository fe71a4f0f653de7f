/// Where text goes: stdout, stderr, or a buffer in tests.
public protocol TextSink: Sendable {
    /// Writes `text`; false when the reader is gone (a closed pipe).
    @discardableResult
    func write(_ text: String) -> Bool
}
