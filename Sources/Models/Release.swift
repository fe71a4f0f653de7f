import Foundation

/// A release, as `GET /repos/{o}/{r}/releases` lists it: its tag, its title, whether it is a draft
/// or a pre-release, when it was made and published, its notes and its assets. JSON output is
/// GitHub's own object; this holds what a table and the release's notes show.
public struct Release: Decodable, Hashable, Sendable {
    /// A file attached to a release.
    public struct Asset: Decodable, Hashable, Sendable {
        /// Its file name.
        public var name: String
        /// Its size in bytes.
        public var size: Int
        /// How many times it was downloaded.
        public var downloadCount: Int?

        /// Creates an asset.
        public init(name: String, size: Int, downloadCount: Int? = nil) {
            (self.name, self.size, self.downloadCount) = (name, size, downloadCount)
        }

        private enum CodingKeys: String, CodingKey {
            case name, size
            case downloadCount = "download_count"
        }
    }

    /// The numeric id.
    public var id: Int64
    /// The tag it is made from, e.g. `v2.5.0`.
    public var tagName: String
    /// Its title; nil or empty when it has none (the tag stands for it).
    public var name: String?
    /// A draft, seen only by those with push access.
    public var draft: Bool
    /// Marked as not ready for production.
    public var prerelease: Bool
    /// When it was published; nil for a draft.
    public var publishedAt: Date?
    /// Who made it.
    public var author: User?
    /// When the commit it is made from was made (GitHub's `created_at`).
    public var createdAt: Date?
    /// Its notes, Markdown as the author wrote them.
    public var body: String?
    /// Its files.
    public var assets: [Asset]

    /// Creates a release.
    public init(
        id: Int64, tagName: String, name: String? = nil, draft: Bool = false, prerelease: Bool = false, publishedAt: Date? = nil, author: User? = nil,
        createdAt: Date? = nil, body: String? = nil, assets: [Asset] = []
    ) {
        (self.id, self.tagName, self.name, self.draft, self.prerelease) = (id, tagName, name, draft, prerelease)
        (self.publishedAt, self.author, self.createdAt, self.body, self.assets) = (publishedAt, author, createdAt, body, assets)
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, draft, prerelease, author, body, assets
        case tagName = "tag_name"
        case publishedAt = "published_at"
        case createdAt = "created_at"
    }

    /// Decodes the fields kept; `id` and `tag_name` are required.
    public init(from decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            id: json.required(.id), tagName: json.required(.tagName), name: json.optional(.name), draft: json.optional(.draft) ?? false,
            prerelease: json.optional(.prerelease) ?? false, publishedAt: json.optional(.publishedAt), author: json.optional(.author),
            createdAt: json.optional(.createdAt), body: json.optional(.body), assets: json.optional(.assets) ?? [])
    }
}
