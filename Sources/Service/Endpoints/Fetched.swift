import Foundation

/// One object as the service hands it up: decoded, and GitHub's bytes of it for JSON output.
public struct Fetched<Value: Sendable>: Sendable {
    /// The decoded object.
    public let value: Value
    /// The body exactly as GitHub sent it.
    public let bytes: Data

    /// Creates a fetched object.
    public init(value: Value, bytes: Data) {
        self.value = value
        self.bytes = bytes
    }
}
