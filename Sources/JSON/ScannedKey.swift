import Foundation

/// A member's name as it stands in the document, known to be plain (no escape, no control byte,
/// valid UTF-8): compared with the names a reader looks for without making a `String` of each of
/// the many it skips.
public struct ScannedKey {
    /// The name's bytes, between its quotes.
    public let bytes: UnsafeRawBufferPointer

    /// The name as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether the name is `name`.
    public static func == (key: ScannedKey, name: StaticString) -> Bool {
        guard key.bytes.count == name.utf8CodeUnitCount else { return false }
        guard let base = key.bytes.baseAddress else { return true }
        return memcmp(base, name.utf8Start, key.bytes.count) == 0
    }
}
