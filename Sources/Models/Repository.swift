import Foundation

/// A repository as listed by `GET /orgs/{org}/repos` ("Minimal Repository").
///
/// Field names and nesting are GitHub's, so JSON written from this type answers the same `jq`
/// filters as the API. Required are the fields GitHub's schema requires; the rest are optional
/// because older or partial responses omit them.
public struct Repository: Codable, Hashable, Sendable, JSONCarrying {
    /// The numeric id.
    public var id: Int64
    /// The GraphQL node id.
    public var nodeID: String?
    /// The short name, e.g. `bottle-rocket`.
    public var name: String
    /// `owner/name`.
    public var fullName: String
    /// The owning account.
    public var owner: User
    /// Whether only members can see it.
    public var isPrivate: Bool
    /// The repository's page on github.com.
    public var htmlURL: String
    /// The description, or nil.
    public var description: String?
    /// Whether it is a fork.
    public var isFork: Bool
    /// The API URL.
    public var url: String?
    /// The homepage, nil or sometimes empty.
    public var homepage: String?
    /// The main language, or nil.
    public var language: String?
    /// Forks.
    public var forksCount: Int?
    /// Stars.
    public var stargazersCount: Int?
    /// Watchers (equal to stars in the REST API).
    public var watchersCount: Int?
    /// Open issues and pull requests.
    public var openIssuesCount: Int?
    /// Size in kilobytes.
    public var size: Int?
    /// The default branch.
    public var defaultBranch: String?
    /// Topics.
    public var topics: [String]?
    /// Whether it is archived (read-only).
    public var archived: Bool?
    /// Whether it is disabled.
    public var disabled: Bool?
    /// `public`, `private` or `internal`.
    public var visibility: String?
    /// The licence, or nil.
    public var license: License?
    /// Whether it is a template.
    public var isTemplate: Bool?
    /// The HTTPS clone URL.
    public var cloneURL: String?
    /// The SSH clone URL.
    public var sshURL: String?
    /// When it was created.
    public var createdAt: Date?
    /// When its metadata last changed.
    public var updatedAt: Date?
    /// When it was last pushed to.
    public var pushedAt: Date?
    /// GitHub's object as sent, when the service kept it (see `JSONCarrying`).
    public var json: Data?

    /// Creates a repository; fields not given are nil.
    public init(
        id: Int64, name: String, fullName: String, owner: User, isPrivate: Bool = false, htmlURL: String,
        description: String? = nil, isFork: Bool = false, language: String? = nil, stargazersCount: Int? = nil,
        forksCount: Int? = nil, archived: Bool? = nil, topics: [String]? = nil, updatedAt: Date? = nil,
        pushedAt: Date? = nil, createdAt: Date? = nil
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.owner = owner
        self.isPrivate = isPrivate
        self.htmlURL = htmlURL
        self.description = description
        self.isFork = isFork
        self.language = language
        self.stargazersCount = stargazersCount
        self.forksCount = forksCount
        self.archived = archived
        self.topics = topics
        self.updatedAt = updatedAt
        self.pushedAt = pushedAt
        self.createdAt = createdAt
    }

    /// GitHub's field names, in the order GitHub sends them.
    public enum CodingKeys: String, CodingKey, CaseIterable {
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
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case pushedAt = "pushed_at"
        case cloneURL = "clone_url"
        case sshURL = "ssh_url"
        case homepage
        case size
        case stargazersCount = "stargazers_count"
        case watchersCount = "watchers_count"
        case language
        case forksCount = "forks_count"
        case archived
        case disabled
        case openIssuesCount = "open_issues_count"
        case license
        case isTemplate = "is_template"
        case topics
        case visibility
        case defaultBranch = "default_branch"
    }
}
