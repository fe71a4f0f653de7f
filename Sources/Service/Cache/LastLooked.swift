import Foundation
import Models

/// When each listing of pull requests or issues was last looked at, kept in the cache folder
/// (`last-looked.json`, 0600), so a run can mark what changed since. It holds names and times
/// only, never a token. A file that is not ours to read (too large, not JSON) counts as empty
/// and is replaced at the next record.
public struct LastLooked: Sendable {
    /// The file.
    public let file: URL
    private let now: @Sendable () -> Date

    /// The most listings remembered: the least recently looked at are forgotten first.
    static let rememberedListings = 256

    /// The store in `directory` (the response cache's folder), dated by `now`.
    public init(directory: URL, now: @escaping @Sendable () -> Date) {
        file = directory.appendingPathComponent("last-looked.json")
        self.now = now
    }

    /// When `listing` was last looked at, or nil.
    public func date(of listing: String) -> Date? {
        read()[listing].flatMap(GitHubJSON.parseDate)
    }

    /// Records that `listing` was looked at now.
    public func record(_ listing: String) {
        var all = read()
        all[listing] = GitHubJSON.formatDate(now())
        if all.count > Self.rememberedListings {
            let oldest = all.sorted { $0.value < $1.value }.prefix(all.count - Self.rememberedListings).map(\.key)
            for key in oldest { all.removeValue(forKey: key) }
        }
        guard let data = try? JSONSerialization.data(withJSONObject: all, options: [.sortedKeys]) else { return }
        PrivateFile.write(data, to: file)
    }

    private func read() -> [String: String] {
        guard let data = PrivateFile.read(file, maxBytes: Self.rememberedListings * 1_024),
            let all = try? JSONSerialization.jsonObject(with: data) as? [String: String]
        else { return [:] }
        return all
    }
}
