import Models
import Service
import Views

/// The top-level fields of the JSON objects a command prints: what `--json a,b` may select.
protocol JSONFieldSet: Sendable {
    /// The field names, in GitHub's order.
    static var names: [String] { get }
}

/// A repository listing's objects.
enum RepositoryFields: JSONFieldSet {
    static var names: [String] { GitHubFields.repository }
}

/// A commit listing's objects.
enum CommitFields: JSONFieldSet {
    static var names: [String] { GitHubFields.commit }
}

/// One commit in full.
enum CommitDetailFields: JSONFieldSet {
    static var names: [String] { GitHubFields.commitDetail }
}

/// Two refs compared.
enum ComparisonFields: JSONFieldSet {
    static var names: [String] { GitHubFields.comparison }
}

/// A repository's branches.
enum BranchFields: JSONFieldSet {
    static var names: [String] { GitHubFields.branch }
}

/// A repository's tags.
enum TagFields: JSONFieldSet {
    static var names: [String] { GitHubFields.tag }
}

/// A repository's releases.
enum ReleaseFields: JSONFieldSet {
    static var names: [String] { GitHubFields.release }
}

/// A repository's tree.
enum TreeFields: JSONFieldSet {
    static var names: [String] { ["sha", "url", "tree", "truncated"] }
}

/// A file's (or a directory's) contents.
enum ContentFields: JSONFieldSet {
    static var names: [String] {
        ["type", "encoding", "size", "name", "path", "content", "sha", "url", "git_url", "html_url", "download_url", "_links", "target", "submodule_git_url"]
    }
}

/// Events of an organization's or a repository's feed, as `repos watch` streams them.
enum EventFields: JSONFieldSet {
    static var names: [String] { ["id", "type", "actor", "repo", "payload", "public", "created_at", "org"] }
}

/// Pull requests across repositories.
enum PullRequestFields: JSONFieldSet {
    static var names: [String] { GitHubFields.pullRequest }
}

/// Issues across repositories.
enum IssueFields: JSONFieldSet {
    static var names: [String] { GitHubFields.issue }
}

/// The activity summary's objects (ours, not GitHub's).
enum ActivityFields: JSONFieldSet {
    static var names: [String] { ActivityView.fields }
}

extension RepositoryFields: PagedListing {
    static let noun = ("repository", "repositories")
    /// A page of 100, GitHub's most, as an organization has many.
    static let defaultLimit = GitHubEndpoint.pageSize
}

extension CommitFields: PagedListing {
    static let noun = ("commit", "commits")
}

extension BranchFields: PagedListing {
    static let noun = ("branch", "branches")
}

extension TagFields: PagedListing {
    static let noun = ("tag", "tags")
}

extension ReleaseFields: PagedListing {
    static let noun = ("release", "releases")
}

extension PullRequestFields: PagedListing {
    static let noun = ("pull request", "pull requests")
    /// Every one: the whole sweep is read whatever the limit, so a limit saves no request.
    static let defaultLimit = Limit.itemsPerListing.value
}

extension IssueFields: PagedListing {
    static let noun = ("issue", "issues")
    /// Every one: the whole sweep is read whatever the limit, so a limit saves no request.
    static let defaultLimit = Limit.itemsPerListing.value
}
