import Foundation

/// A repository as listed by `GET /orgs/{org}/repos` ("Minimal Repository"), holding what the
/// views, filters and sorts need.
///
/// JSON output is GitHub's own object, copied from the page's bytes by the view, so the model does
/// not mirror GitHub's 80 fields.
/// Decoding still checks the types of `node_id` and `url` where present, so a malformed response
/// fails with its path, without keeping them.
public struct Repository: Decodable, Hashable, Sendable {
    /// The numeric id.
    public var id: Int64
    /// The short name, e.g. `bottle-rocket`.
    public var name: String
    /// `owner/name`.
    public var fullName: String
    /// The owning account.
    public var owner: User
    /// Whether only members can see it.
    public var isPrivate: Bool
    /// The description, or nil.
    public var description: String?
    /// Whether it is a fork.
    public var isFork: Bool
    /// The main language, or nil.
    public var language: String?
    /// Forks.
    public var forksCount: Int?
    /// Stars.
    public var stargazersCount: Int?
    /// Topics.
    public var topics: [String]?
    /// Whether it is archived (read-only).
    public var archived: Bool?
    /// `public`, `private` or `internal`.
    public var visibility: String?
    /// When its metadata last changed.
    public var updatedAt: Date?
    /// When it was last pushed to.
    public var pushedAt: Date?
    /// Its page on GitHub as the server gave it: shown, never opened (a page to open is built
    /// from the names, on the configured host).
    public var htmlURL: String?
    /// Its homepage, as the owners wrote it.
    public var homepage: String?
    /// Its license, as GitHub detected it.
    public var license: License?
    /// The branch its pages and commits show when no other is named, e.g. `main`.
    public var defaultBranch: String?
    /// Its open issues and open pull requests together (GitHub's `open_issues_count`): 0 means
    /// nothing open of either, so a sweep of an org's work asks such a repository nothing.
    public var openIssuesCount: Int?

    /// The ref GitHub reads as a repository's default branch, for a request or a page that must
    /// name one before the branch's own name is known.
    public static let defaultRef = "HEAD"

    /// A license as GitHub names it.
    public struct License: Decodable, Hashable, Sendable {
        /// Its name, e.g. `MIT License`.
        public var name: String?
        /// Its SPDX identifier, e.g. `MIT`.
        public var spdxID: String?

        /// Creates a license.
        public init(name: String?, spdxID: String?) {
            self.name = name
            self.spdxID = spdxID
        }

        enum CodingKeys: String, CodingKey {
            case name
            case spdxID = "spdx_id"
        }
    }

    /// The owner's login, else the part of `full_name` before the slash.
    public var ownerLogin: String {
        owner.login ?? fullName.split(separator: "/").first.map(String.init) ?? ""
    }

    /// Creates a repository; fields not given are nil.
    public init(
        id: Int64, name: String, fullName: String, owner: User, isPrivate: Bool = false,
        description: String? = nil, isFork: Bool = false, language: String? = nil, stargazersCount: Int? = nil,
        forksCount: Int? = nil, archived: Bool? = nil, topics: [String]? = nil, updatedAt: Date? = nil, pushedAt: Date? = nil,
        htmlURL: String? = nil
    ) {
        (self.id, self.name, self.fullName, self.owner, self.isPrivate) = (id, name, fullName, owner, isPrivate)
        (self.description, self.isFork, self.language, self.stargazersCount) = (description, isFork, language, stargazersCount)
        (self.forksCount, self.archived, self.topics) = (forksCount, archived, topics)
        (self.updatedAt, self.pushedAt, self.htmlURL) = (updatedAt, pushedAt, htmlURL)
    }

    /// The fields read, by GitHub's names.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id
        case nodeID = "node_id"
        case name
        case fullName = "full_name"
        case isPrivate = "private"
        case owner
        case htmlURL = "html_url"
        case description
        case isFork = "fork"
        case url
        case updatedAt = "updated_at"
        case pushedAt = "pushed_at"
        case stargazersCount = "stargazers_count"
        case language
        case forksCount = "forks_count"
        case archived
        case topics
        case visibility
        case homepage
        case license
        case defaultBranch = "default_branch"
        case openIssuesCount = "open_issues_count"
    }

    /// Decodes the kept fields and checks the required ones it does not keep.
    public init(from decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        // GitHub's order, so a page with several wrong members is refused for the first of them.
        (id, _) = try (json.required(.id), json.optional(.nodeID) as String?)
        (name, fullName) = try (json.required(.name), json.required(.fullName))
        (isPrivate, owner, htmlURL) = try (json.optional(.isPrivate) ?? false, json.optional(.owner) ?? User(login: nil), json.optional(.htmlURL))
        (description, isFork, _) = try (json.optional(.description), json.optional(.isFork) ?? false, json.optional(.url) as String?)
        (updatedAt, pushedAt, stargazersCount) = try (json.optional(.updatedAt), json.optional(.pushedAt), json.optional(.stargazersCount))
        (language, forksCount, archived, topics) = try (json.optional(.language), json.optional(.forksCount), json.optional(.archived), json.optional(.topics))
        (defaultBranch, visibility) = try (json.optional(.defaultBranch), json.optional(.visibility))
        (homepage, license, openIssuesCount) = try (json.optional(.homepage), json.optional(.license), json.optional(.openIssuesCount))
    }
}
