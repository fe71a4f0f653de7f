import Foundation

/// The filters `repos prs` and `repos issues` apply to what was fetched, costing no request:
/// each one given must match, and an item matches when all do.
public struct WorkFilter: Equatable, Sendable {
    /// The login that opened it.
    public var author: String?
    /// A login it is assigned to.
    public var assignee: String?
    /// Labels it must all carry (names, ignoring case).
    public var labels: [String]
    /// A login, or `org/team`, asked for a review.
    public var reviewRequested: String?
    /// true: drafts only; false: no drafts.
    public var draft: Bool?
    /// A glob (`*`, `?`) the repository's name or `owner/name` must match.
    public var repository: String?
    /// Updated at or after.
    public var since: Date?
    /// Updated at or before.
    public var until: Date?

    /// The login `@me` stands for in `author`, `assignee` and `reviewRequested`.
    public static let me = "@me"

    /// Creates a filter.
    public init(
        author: String? = nil, assignee: String? = nil, labels: [String] = [], reviewRequested: String? = nil, draft: Bool? = nil,
        repository: String? = nil, since: Date? = nil, until: Date? = nil
    ) {
        (self.author, self.assignee, self.labels, self.reviewRequested) = (author, assignee, labels, reviewRequested)
        (self.draft, self.repository, self.since, self.until) = (draft, repository, since, until)
    }

    /// Whether a login must be known for `@me`.
    public var needsMe: Bool { [author, assignee, reviewRequested].contains(Self.me) }

    /// The filter with `@me` replaced by `login`.
    public func resolvingMe(as login: String) -> WorkFilter {
        var resolved = self
        for path in [\WorkFilter.author, \.assignee, \.reviewRequested] where resolved[keyPath: path] == Self.me {
            resolved[keyPath: path] = login
        }
        return resolved
    }

    /// Whether `item` passes every filter given.
    public func matches(_ item: WorkItem) -> Bool {
        if let author, !Self.same(author, item.author) { return false }
        if let assignee, !item.assignees.contains(where: { Self.same(assignee, $0) }) { return false }
        for label in labels where !item.labels.contains(where: { Self.same(label, $0.name) }) { return false }
        if let reviewRequested, !(item.reviewers + item.teams).contains(where: { Self.same(reviewRequested, $0) }) { return false }
        if let draft, (item.state == .draft) != draft { return false }
        if let repository {
            let name = item.repository.split(separator: "/").last.map(String.init) ?? item.repository
            guard Glob(repository).matches(item.repository) || Glob(repository).matches(name) else { return false }
        }
        if let since, item.updatedAt < since { return false }
        if let until, item.updatedAt > until { return false }
        return true
    }

    /// GitHub's logins, labels and team names ignore case.
    private static func same(_ a: String, _ b: String) -> Bool {
        a.caseInsensitiveCompare(b) == .orderedSame
    }
}
