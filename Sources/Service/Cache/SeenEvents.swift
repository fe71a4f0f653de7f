import Foundation
import Models

/// The last event shown of each feed a watch polled, kept in the cache folder
/// (`seen-events.json`, 0600) so a watch started again shows only what it has not shown and can
/// say how many arrived meanwhile. It holds feed names, event ids and times only, never a token.
/// A file that is not ours to read (too large, not JSON) counts as empty and is replaced at the
/// next record.
public struct SeenEvents: Sendable {
    /// The file.
    public let file: URL
    private let now: @Sendable () -> Date

    /// The most feeds remembered: the least recently watched are forgotten first.
    static let rememberedFeeds = 256

    /// One feed's mark: its newest event shown, and when.
    private struct Mark: Codable {
        var id: String
        var at: String
    }

    /// The store in `directory` (the response cache's folder), dated by `now`.
    public init(directory: URL, now: @escaping @Sendable () -> Date) {
        file = directory.appendingPathComponent("seen-events.json")
        self.now = now
    }

    /// The id of the newest event of `feed` shown, or nil.
    public func lastSeen(_ feed: EventFeed) -> String? {
        read()[feed.name]?.id
    }

    /// Records that the events of `feed` up to `id` were shown.
    public func record(_ id: String, of feed: EventFeed) {
        var all = read()
        all[feed.name] = Mark(id: id, at: GitHubJSON.formatDate(now()))
        if all.count > Self.rememberedFeeds {
            let oldest = all.sorted { $0.value.at < $1.value.at }.prefix(all.count - Self.rememberedFeeds).map(\.key)
            for key in oldest { all.removeValue(forKey: key) }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(all) else { return }
        PrivateFile.write(data, to: file)
    }

    private func read() -> [String: Mark] {
        guard let data = PrivateFile.read(file, maxBytes: Self.rememberedFeeds * 1_024),
            let all = try? JSONDecoder().decode([String: Mark].self, from: data)
        else { return [:] }
        return all
    }
}
