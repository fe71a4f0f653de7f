import Foundation

/// A small file of ours in the cache folder (`last-looked.json`, `seen-events.json`): read only
/// when it is no larger than its owner allows, written whole, 0600 in a 0700 folder, and renamed
/// into place, so a run reading at the same time sees the old file or the new one.
enum PrivateFile {
    /// The file's bytes, or nil when it is missing or larger than `maxBytes`.
    static func read(_ file: URL, maxBytes: Int) -> Data? {
        guard let data = FileManager.default.contents(atPath: file.path), data.count <= maxBytes else { return nil }
        return data
    }

    /// Replaces `file` with `data`; a failure leaves the old file (the memory is a convenience).
    static func write(_ data: Data, to file: URL) {
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = file.appendingPathExtension("\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600]) else { return }
        if rename(temporary.path, file.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }
}
