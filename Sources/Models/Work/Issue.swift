import Foundation

/// An issue as `GET /repos/{o}/{r}/issues` and `GET /search/issues` list it, holding what a row,
/// a filter and a sort need. Those listings hold pull requests too: an item with
/// `pullRequest` is one, and an issue listing leaves it out. JSON output is GitHub's own object.
public struct Issue: Decodable, Hashable, Sendable {
    /// What marks a pull request among issues: GitHub's `pull_request` object.
    public struct PullRequestMarker: Decodable, Hashable, Sendable {
        /// When the pull request was merged, or nil.
        public var mergedAt: Date?

        /// Creates a marker.
        public init(mergedAt: Date? = nil) { self.mergedAt = mergedAt }

        private enum CodingKeys: String, CodingKey {
            case mergedAt = "merged_at"
        }
    }

    /// The numeric id (an issue id, also for a pull request).
    public var id: Int64
    /// Its number in the repository, shared with pull requests.
    public var number: Int
    /// Its title.
    public var title: String
    /// `open` or `closed`.
    public var state: String
    /// Who opened it.
    public var user: User?
    /// Its labels.
    public var labels: [IssueLabel]
    /// Who it is assigned to.
    public var assignees: [User]?
    /// How many comments it has.
    public var comments: Int?
    /// When it was opened.
    public var createdAt: Date
    /// When anything about it last changed.
    public var updatedAt: Date
    /// When it was closed, or nil.
    public var closedAt: Date?
    /// Set when the item is a pull request.
    public var pullRequest: PullRequestMarker?
    /// Whether it is a draft (pull requests only).
    public var draft: Bool?
    /// The API URL of its repository: search results name their repository only here.
    public var repositoryURL: String?
    /// Its description, Markdown as the author wrote it.
    public var body: String?
    /// Its milestone.
    public var milestone: Milestone?
    /// Why it was closed: `completed`, `not_planned`, `reopened`, or nil.
    public var stateReason: String?

    /// Creates an issue.
    public init(
        id: Int64, number: Int, title: String, state: String = "open", user: User? = nil, labels: [IssueLabel] = [], assignees: [User]? = nil,
        comments: Int? = 0, createdAt: Date, updatedAt: Date, closedAt: Date? = nil, pullRequest: PullRequestMarker? = nil, repositoryURL: String? = nil
    ) {
        (self.id, self.number, self.title, self.state, self.user, self.labels) = (id, number, title, state, user, labels)
        (self.assignees, self.comments, self.createdAt, self.updatedAt) = (assignees, comments, createdAt, updatedAt)
        (self.closedAt, self.pullRequest, self.repositoryURL) = (closedAt, pullRequest, repositoryURL)
    }

    private enum CodingKeys: String, CodingKey {
        case id, number, title, state, user, labels, assignees, comments, draft
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case closedAt = "closed_at"
        case pullRequest = "pull_request"
        case repositoryURL = "repository_url"
        case body, milestone
        case stateReason = "state_reason"
    }

    /// Decodes the kept fields; a null list is an empty one, as GitHub means it.
    public init(from decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        (id, number, title, state) = try (json.required(.id), json.required(.number), json.required(.title), json.required(.state))
        (user, labels, assignees, comments) = try (json.optional(.user), json.optional(.labels) ?? [], json.optional(.assignees), json.optional(.comments))
        (createdAt, updatedAt, closedAt) = try (json.required(.createdAt), json.required(.updatedAt), json.optional(.closedAt))
        (pullRequest, draft, repositoryURL) = try (json.optional(.pullRequest), json.optional(.draft), json.optional(.repositoryURL))
        (body, milestone, stateReason) = try (json.optional(.body), json.optional(.milestone), json.optional(.stateReason))
    }

    /// Whether the item is a pull request, not an issue.
    public var isPullRequest: Bool { pullRequest != nil }
}
