import Foundation

/// A folder of a test's own under the temporary directory, removed with the value: hold it for
/// as long as the test uses what is in it.
public final class ScratchFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates `<tmp>/<prefix>-<uuid>`.
    public init(_ prefix: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
