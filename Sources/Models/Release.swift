import Foundation

/// A release, as `GET /repos/{o}/{r}/releases` lists it: its tag, its title, whether it is a draft
/// or a pre-release, and when it was published. JSON output is GitHub's own object (with its
/// body and assets); this holds what a table shows.
public struct Release: Decodable, Hashable, Sendable {
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

    /// Creates a release.
    public init(
        id: Int64, tagName: String, name: String? = nil, draft: Bool = false, prerelease: Bool = false, publishedAt: Date? = nil, author: User? = nil
    ) {
        self.id = id
        self.tagName = tagName
        self.name = name
        self.draft = draft
        self.prerelease = prerelease
        self.publishedAt = publishedAt
        self.author = author
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, draft, prerelease, author
        case tagName = "tag_name"
        case publishedAt = "published_at"
    }

    /// Decodes the fields kept; `id` and `tag_name` are required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int64.self, forKey: .id)
        tagName = try container.decode(String.self, forKey: .tagName)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        draft = try container.decodeIfPresent(Bool.self, forKey: .draft) ?? false
        prerelease = try container.decodeIfPresent(Bool.self, forKey: .prerelease) ?? false
        publishedAt = try container.decodeIfPresent(Date.self, forKey: .publishedAt)
        author = try container.decodeIfPresent(User.self, forKey: .author)
    }
}
