/// A path inside a repository, as a person types it (`Sources/Auth`, `docs/`): never `..`, `.` or
/// an empty segment, so it can only ever name something inside the repository; leading and
/// trailing slashes are dropped. The empty path is the root.
public struct RepositoryPath: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The segments, none empty, `.` or `..`.
    public let segments: [String]

    /// The root.
    public static let root = RepositoryPath(checked: [])

    /// The path `text` names, or nil when a segment is empty (`a//b`), `.` or `..`, or holds a
    /// control character.
    public init?(_ text: String) {
        let trimmed = text.drop { $0 == "/" }.reversed().drop { $0 == "/" }.reversed()
        let segments = String(trimmed).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if String(trimmed).isEmpty {
            self = .root
            return
        }
        guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
        else { return nil }
        self.init(checked: segments)
    }

    private init(checked segments: [String]) { self.segments = segments }

    /// `a/b/c`, or the empty string for the root.
    public var description: String { segments.joined(separator: "/") }

    /// Whether `path` (a full path from the root) is this path or lies under it.
    public func contains(_ path: String) -> Bool {
        guard !segments.isEmpty else { return true }
        let prefix = description
        return path == prefix || path.hasPrefix(prefix + "/")
    }
}
