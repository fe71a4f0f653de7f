import Foundation
import Models

/// The REST endpoints `repos` calls, each computing its path and sorted query, so a request's URL
/// is a pure function of the case.
public enum GitHubEndpoint: Equatable, Hashable, Sendable {
    /// The most items GitHub puts on one page (`per_page`), and the size `repos` asks for: the
    /// fewest requests for a listing. The one place the page size is written.
    public static let pageSize = 100

    /// The page size that shows `limit` items (nil: all) in the fewest requests without asking
    /// for more than the limit needs: at most `asked`, itself at most `pageSize`.
    public static func pageSize(showing limit: Int?, asked: Int = pageSize) -> Int {
        min(asked, limit.map { max(1, $0) } ?? pageSize)
    }

    /// `GET /orgs/{org}/repos`.
    case organizationRepositories(org: String, query: RepositoryQuery)
    /// `GET /users/{user}/repos`: the fallback when the name is a user, not an org.
    case userRepositories(user: String, query: RepositoryQuery)
    /// `GET /repos/{owner}/{repo}/commits`.
    case commits(owner: String, repo: String, query: CommitQuery)
    /// `GET /repos/{owner}/{repo}/commits/{ref}`.
    case commit(owner: String, repo: String, ref: String)
    /// `GET /repos/{owner}/{repo}/compare/{base}...{head}`: what `head` has that `base` lacks,
    /// its commits paged (`per_page`) past GitHub's 250.
    case compare(owner: String, repo: String, base: String, head: String)
    /// `GET /repos/{owner}/{repo}/branches`, `…/tags` or `…/releases`: a repository's refs.
    case refs(RefKind, owner: String, repo: String, perPage: Int)

    /// `GET /repos/{owner}/{repo}/git/trees/{ref}?recursive=1`: every file at a ref.
    case tree(owner: String, repo: String, ref: String)

    /// `GET /repos/{owner}/{repo}/git/trees/{ref or sha}`, not recursive: one directory's entries,
    /// how what a recursive answer left out is asked for.
    case directory(owner: String, repo: String, tree: String)

    /// `GET /repos/{owner}/{repo}/contents/{path}[?ref=]`: a file (or a directory's entries).
    case contents(owner: String, repo: String, path: RepositoryPath, ref: String?)

    /// `GET /repos/{owner}/{repo}/readme[?ref=]`: the README GitHub prefers.
    case readme(owner: String, repo: String, ref: String?)

    /// `GET /repos/{owner}/{repo}/languages`: bytes of code by language.
    case languages(owner: String, repo: String)

    /// `GET /repos/{owner}/{repo}/pulls`: a repository's pull requests.
    case pullRequests(owner: String, repo: String, query: WorkQuery)

    /// `GET /repos/{owner}/{repo}/issues`: a repository's issues, its pull requests among them.
    case issues(owner: String, repo: String, query: WorkQuery)

    /// `GET /search/issues?q=`: issues and pull requests matching a query, at most 1,000.
    case searchIssues(query: String)

    /// `GET /user`: the account the token belongs to.
    case authenticatedUser

    /// `GET /repos/{owner}/{repo}/pulls/{n}`: one pull request in full.
    case pullRequest(owner: String, repo: String, number: Int)

    /// `GET /repos/{owner}/{repo}/issues/{n}`: one issue (or a pull request as an issue).
    case issue(owner: String, repo: String, number: Int)

    /// What else is read of one pull request or issue, each paged 100 at a time.
    case workPart(WorkPart, owner: String, repo: String, number: Int)

    /// `GET /repos/{owner}/{repo}/commits/{ref}/check-runs`: a commit's checks.
    case checkRuns(owner: String, repo: String, ref: String)

    /// `GET /repos/{owner}/{repo}/commits/{ref}/status`: a commit's legacy statuses, combined.
    case combinedStatus(owner: String, repo: String, ref: String)

    /// An events feed's newest page: `GET /orgs/{org}/events`, `/repos/{owner}/{repo}/events` or
    /// `/users/{user}/events/orgs/{org}`, 100 events at a time.
    case events(EventFeed)

    /// The parts of a pull request or issue read beside it.
    public enum WorkPart: String, Hashable, Sendable {
        /// `pulls/{n}/reviews`, oldest first.
        case reviews
        /// `pulls/{n}/files`, up to 3,000.
        case files
        /// `issues/{n}/comments`, oldest first.
        case comments
        /// `pulls/{n}/commits`, oldest first, up to 250.
        case commits
    }

    /// What a repository lists beside its commits.
    public enum RefKind: String, CaseIterable, Hashable, Sendable {
        /// Branches, by name.
        case branches
        /// Tags, newest first.
        case tags
        /// Releases, newest first.
        case releases
    }

    /// The path below the API base, each segment percent-encoded.
    public var path: String {
        switch self {
        case .organizationRepositories(let org, _):
            return "/orgs/\(Self.segment(org))/repos"
        case .userRepositories(let user, _):
            return "/users/\(Self.segment(user))/repos"
        case .commits(let owner, let repo, _):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/commits"
        case .commit(let owner, let repo, let ref):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/commits/\(Self.refPath(ref))"
        case .compare(let owner, let repo, let base, let head):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/compare/\(Self.refPath(base))...\(Self.refPath(head))"
        case .tree(let owner, let repo, let ref), .directory(let owner, let repo, let ref):
            // The ref is one segment here (a branch's slashes encoded): trees take a ref name.
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/git/trees/\(Self.segment(ref))"
        case .readme(let owner, let repo, _):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/readme"
        case .languages(let owner, let repo):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/languages"
        case .contents(let owner, let repo, let path, _):
            // Each segment encoded on its own: a path's slashes are the path's.
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/contents/" + path.segments.map(Self.segment).joined(separator: "/")
        case .refs(let kind, let owner, let repo, _):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/\(kind.rawValue)"
        case .pullRequests(let owner, let repo, _):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/pulls"
        case .issues(let owner, let repo, _):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/issues"
        case .searchIssues:
            return "/search/issues"
        case .authenticatedUser:
            return "/user"
        case .pullRequest(let owner, let repo, let number):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/pulls/\(number)"
        case .issue(let owner, let repo, let number):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/issues/\(number)"
        case .workPart(let part, let owner, let repo, let number):
            let kind = part == .comments ? "issues" : "pulls"
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/\(kind)/\(number)/\(part.rawValue)"
        case .checkRuns(let owner, let repo, let ref):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/commits/\(Self.segment(ref))/check-runs"
        case .combinedStatus(let owner, let repo, let ref):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/commits/\(Self.segment(ref))/status"
        case .events(.organization(let org)):
            return "/orgs/\(Self.segment(org))/events"
        case .events(.repository(let owner, let repo)):
            return "/repos/\(Self.segment(owner))/\(Self.segment(repo))/events"
        case .events(.member(let user, let org)):
            return "/users/\(Self.segment(user))/events/orgs/\(Self.segment(org))"
        }
    }

    /// The query items, sorted by name so URLs are deterministic.
    public var queryItems: [URLQueryItem] {
        var items: [String: String] = [:]
        switch self {
        case .organizationRepositories(_, let query), .userRepositories(_, let query):
            items["type"] = query.type?.rawValue
            items["sort"] = query.sort?.rawValue
            items["direction"] = query.direction?.rawValue
            items["per_page"] = String(query.perPage)
        case .commits(_, _, let query):
            items["sha"] = query.sha
            items["author"] = query.author
            items["path"] = query.path
            items["since"] = query.since
            items["until"] = query.until
            items["per_page"] = String(query.perPage)
        case .tree:
            items["recursive"] = "1"
        case .contents(_, _, _, let ref), .readme(_, _, let ref):
            items["ref"] = ref
        case .refs(_, _, _, let perPage):
            items["per_page"] = String(perPage)
        case .compare:
            // Asked with a page size, GitHub pages the commits past the 250 it lists unasked.
            items["per_page"] = String(Self.pageSize)
        case .pullRequests(_, _, let query), .issues(_, _, let query):
            items["state"] = query.state.rawValue
            items["per_page"] = String(Self.pageSize)
            if query.sortsByUpdate {
                items["sort"] = "updated"
                items["direction"] = "desc"
            }
            if case .issues = self { items["since"] = query.since }
        case .searchIssues(let query):
            items["q"] = query
            items["per_page"] = String(Self.pageSize)
        case .workPart, .checkRuns:
            items["per_page"] = String(Self.pageSize)
        case .events:
            items["per_page"] = String(Limit.eventsPerPoll.value)
        case .commit, .directory, .languages, .authenticatedUser, .pullRequest, .issue, .combinedStatus:
            break
        }
        return items.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
    }

    /// A short name for messages, e.g. `GET /orgs/atomicrobot/repos`.
    public var summary: String { "GET \(path)" }

    /// The full URL below `base`, which may carry a path (GitHub Enterprise's `/api/v3`).
    public func url(relativeTo base: URL) -> URL? {
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return nil }
        let basePath = components.percentEncodedPath.hasSuffix("/") ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        components.percentEncodedPath = basePath + path
        let items = queryItems
        components.percentEncodedQueryItems =
            items.isEmpty
            ? nil
            : items.map {
                URLQueryItem(name: $0.name, value: $0.value.map(Self.segment))
            }
        return components.url
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Percent-encodes everything but RFC 3986's unreserved characters: a path segment, or a
    /// query value (`/`, `:`, `@`, `+`, `&` included), so it reads back exactly.
    static func segment(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// A ref in a path: it may be `release/1.0` or `heads/main`, whose slashes are path
    /// separators GitHub expects, so each part is encoded on its own.
    static func refPath(_ ref: String) -> String {
        ref.split(separator: "/", omittingEmptySubsequences: false).map { segment(String($0)) }.joined(separator: "/")
    }
}
