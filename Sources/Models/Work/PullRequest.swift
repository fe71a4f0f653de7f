import Foundation

/// A pull request as `GET /repos/{o}/{r}/pulls` lists it ("pull-request-simple"), holding what a
/// row, a filter and a sort need. JSON output is GitHub's own object, so the model does not
/// mirror its fields (the listing has no `mergeable`, `merged` or comment counts at all).
public struct PullRequest: Decodable, Hashable, Sendable {
    /// One side of a pull request: the branch it merges from (`head`) or into (`base`).
    public struct Side: Decodable, Hashable, Sendable {
        /// The branch, e.g. `main`.
        public var ref: String
        /// `owner:branch`, which tells a fork's head from a branch of the same repository.
        public var label: String?
        /// The commit it stands at.
        public var sha: String?

        /// Creates a side.
        public init(ref: String, label: String? = nil, sha: String? = nil) {
            (self.ref, self.label, self.sha) = (ref, label, sha)
        }
    }

    /// The numeric id (not the issue id).
    public var id: Int64
    /// Its number in the repository, shared with issues.
    public var number: Int
    /// Its title.
    public var title: String
    /// `open` or `closed` (a merged pull request is closed, with `mergedAt`).
    public var state: String
    /// Whether it is a draft.
    public var draft: Bool?
    /// Who opened it.
    public var user: User?
    /// Its labels.
    public var labels: [IssueLabel]
    /// Who it is assigned to.
    public var assignees: [User]?
    /// Who is asked for a review and has not given one yet.
    public var requestedReviewers: [User]?
    /// Teams asked for a review.
    public var requestedTeams: [Team]?
    /// The branch it merges from.
    public var head: Side
    /// The branch it merges into.
    public var base: Side
    /// When it was opened.
    public var createdAt: Date
    /// When anything about it last changed.
    public var updatedAt: Date
    /// When it was closed, or nil.
    public var closedAt: Date?
    /// When it was merged, or nil.
    public var mergedAt: Date?

    // What only `GET /pulls/{n}` ("pull-request") sends: nil from a listing.

    /// Whether it merges cleanly: nil while GitHub is still computing it (or from a listing).
    public var mergeable: Bool?
    /// Why it can or cannot merge, as GitHub says it: `clean`, `dirty`, `blocked`, `behind`,
    /// `unstable`, `draft`, `has_hooks`, `unknown`, or words GitHub adds later.
    public var mergeableState: String?
    /// Who merged it.
    public var mergedBy: User?
    /// Its description, Markdown as the author wrote it.
    public var body: String?
    /// Its milestone.
    public var milestone: Milestone?
    /// How many comments on its conversation.
    public var comments: Int?
    /// How many commits it has.
    public var commits: Int?
    /// Lines added.
    public var additions: Int?
    /// Lines removed.
    public var deletions: Int?
    /// Files changed.
    public var changedFiles: Int?

    /// Creates a pull request.
    public init(
        id: Int64, number: Int, title: String, state: String = "open", draft: Bool? = false, user: User? = nil, labels: [IssueLabel] = [],
        assignees: [User]? = nil, requestedReviewers: [User]? = nil, requestedTeams: [Team]? = nil, head: Side, base: Side,
        createdAt: Date, updatedAt: Date, closedAt: Date? = nil, mergedAt: Date? = nil
    ) {
        (self.id, self.number, self.title, self.state, self.draft, self.user) = (id, number, title, state, draft, user)
        (self.labels, self.assignees, self.requestedReviewers, self.requestedTeams) = (labels, assignees, requestedReviewers, requestedTeams)
        (self.head, self.base, self.createdAt, self.updatedAt, self.closedAt, self.mergedAt) = (head, base, createdAt, updatedAt, closedAt, mergedAt)
    }

    private enum CodingKeys: String, CodingKey {
        case id, number, title, state, draft, user, labels, assignees, head, base
        case requestedReviewers = "requested_reviewers"
        case requestedTeams = "requested_teams"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
        case closedAt = "closed_at"
        case mergedAt = "merged_at"
        case mergeable, body, milestone, comments, commits, additions, deletions
        case mergeableState = "mergeable_state"
        case mergedBy = "merged_by"
        case changedFiles = "changed_files"
    }

    /// Decodes the kept fields; a null list is an empty one, as GitHub means it.
    public init(from decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        (id, number, title, state) = try (json.required(.id), json.required(.number), json.required(.title), json.required(.state))
        (draft, user, labels) = try (json.optional(.draft), json.optional(.user), json.optional(.labels) ?? [])
        (assignees, requestedReviewers, requestedTeams) = try (json.optional(.assignees), json.optional(.requestedReviewers), json.optional(.requestedTeams))
        (head, base) = try (json.required(.head), json.required(.base))
        (createdAt, updatedAt) = try (json.required(.createdAt), json.required(.updatedAt))
        (closedAt, mergedAt) = try (json.optional(.closedAt), json.optional(.mergedAt))
        (mergeable, mergeableState, mergedBy, body) = try (
            json.optional(.mergeable), json.optional(.mergeableState), json.optional(.mergedBy), json.optional(.body)
        )
        (milestone, comments, commits) = try (json.optional(.milestone), json.optional(.comments), json.optional(.commits))
        (additions, deletions, changedFiles) = try (json.optional(.additions), json.optional(.deletions), json.optional(.changedFiles))
    }
}
