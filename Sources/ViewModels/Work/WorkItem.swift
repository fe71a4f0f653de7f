import Foundation
import Models

/// One pull request or issue as a row shows it, whichever listing it came from: `owner/repo#n`,
/// who, what state, when, and for a pull request who is asked to review it and its branches.
public struct WorkItem: Hashable, Sendable {
    /// The state a row shows: GitHub's `open`/`closed`, told apart further.
    public enum State: String, Sendable {
        /// Open and ready.
        case open
        /// An open draft pull request.
        case draft
        /// A merged pull request.
        case merged
        /// Closed without merging (or a closed issue).
        case closed
    }

    /// `owner/name` of its repository.
    public var repository: String
    /// Its number there.
    public var number: Int
    /// Its title, as sent (views make it safe).
    public var title: String
    /// Who opened it; empty when GitHub sent no account.
    public var author: String
    /// Its state.
    public var state: State
    /// When it was opened.
    public var createdAt: Date
    /// When anything about it last changed.
    public var updatedAt: Date
    /// Its labels.
    public var labels: [IssueLabel]
    /// The logins it is assigned to.
    public var assignees: [String]
    /// The logins asked for a review who have not given one.
    public var reviewers: [String]
    /// The teams asked for a review, as `org/team`.
    public var teams: [String]
    /// The branch it merges into, for a pull request.
    public var base: String?
    /// The branch it merges from, for a pull request (`owner:branch` when from a fork).
    public var head: String?
    /// How many comments it has, where the listing says (issues; not pull requests).
    public var comments: Int?
    /// Whether it is a pull request.
    public var isPullRequest: Bool
    /// The commit a pull request's head stands at, where the listing says: what CI ran on.
    public var headSHA: String?

    /// `owner/repo#n`: how an item is named everywhere.
    public var identity: String { "\(repository)#\(number)" }

    /// A pull request of `repository`.
    public init(_ pull: PullRequest, repository: String) {
        self.repository = repository
        number = pull.number
        title = pull.title
        author = pull.user?.login ?? ""
        state =
            pull.mergedAt != nil ? .merged : pull.state == "closed" ? .closed : pull.draft == true ? .draft : .open
        (createdAt, updatedAt, labels) = (pull.createdAt, pull.updatedAt, pull.labels)
        assignees = (pull.assignees ?? []).compactMap(\.login)
        reviewers = (pull.requestedReviewers ?? []).compactMap(\.login)
        let org = repository.split(separator: "/").first.map(String.init) ?? ""
        teams = (pull.requestedTeams ?? []).map { "\(org)/\($0.slug)" }
        base = pull.base.ref
        // A branch of the same repository is named alone; a fork's head by its owner too.
        let sameOwner = pull.head.label.map { $0.hasPrefix(org + ":") } ?? true
        head = sameOwner ? pull.head.ref : pull.head.label ?? pull.head.ref
        comments = nil
        isPullRequest = true
        headSHA = pull.head.sha
    }

    /// An issue (or a pull request as an issue listing or a search names it) of `repository`.
    public init(_ issue: Issue, repository: String) {
        self.repository = repository
        number = issue.number
        title = issue.title
        author = issue.user?.login ?? ""
        if let pull = issue.pullRequest {
            state = pull.mergedAt != nil ? .merged : issue.state == "closed" ? .closed : issue.draft == true ? .draft : .open
        } else {
            state = issue.state == "closed" ? .closed : .open
        }
        (createdAt, updatedAt, labels) = (issue.createdAt, issue.updatedAt, issue.labels)
        assignees = (issue.assignees ?? []).compactMap(\.login)
        (reviewers, teams, base, head) = ([], [], nil, nil)
        comments = issue.comments
        isPullRequest = issue.isPullRequest
        headSHA = nil
    }

    /// The repository a search result names in its `repository_url` (`…/repos/owner/name`), or
    /// nil when the URL does not end so.
    public static func repository(fromAPIURL url: String?) -> String? {
        guard let url, let range = url.range(of: "/repos/", options: .backwards) else { return nil }
        let parts = url[range.upperBound...].split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return parts.joined(separator: "/")
    }
}
