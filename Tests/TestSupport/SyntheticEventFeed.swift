import Foundation
import Reactive

/// An organization's events feed served like GitHub's (`/orgs/{org}/events`,
/// `/repos/{org}/{repo}/events`, `/users/{user}/events/orgs/{org}`, and `/user` for the member
/// feed's login): newest first, 100 a page at most, three pages (GitHub's window of 300), a Link
/// to the next, an ETag of the newest event, a 304 when `If-None-Match` names it, and
/// `X-Poll-Interval` on every answer. Events come in GitHub's shape, in turn of every common
/// type, with text as dirty as GitHub's (quotes, backslashes, Japanese, emoji, a terminal
/// escape).
///
/// It starts with `initial` events and, with `ticking`, gains one every `every` seconds of the
/// clock it is given; `add` adds more at a test's command.
public final class SyntheticEventFeed: Sendable {
    /// The organization's login.
    public let org: String
    /// Its repositories' names; events go round them.
    public let repositories: [String]
    /// What `X-Poll-Interval` says.
    public let pollInterval: Int
    /// The id of event 0; event n's is this plus n.
    public static let firstID: Int64 = 40_000_000_000
    /// When event 0 happened; event n happened n seconds later.
    public let origin: Date

    private let initial: Int
    private let every: Double?
    private let clock: @Sendable () -> Date
    private let started: Date
    private let added = Locked(0)

    /// A feed of `org` over `repositories`, `initial` events long, one more every `every`
    /// seconds of `clock` when given.
    public init(
        org: String = "eventorg", repositories: [String] = ["ledger", "web-app", "設計"], initial: Int = 30, every: Double? = 1, pollInterval: Int = 2,
        origin: Date = Date(timeIntervalSince1970: 1_796_083_200), clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        (self.org, self.repositories, self.initial, self.every, self.pollInterval, self.origin, self.clock) =
            (org, repositories, initial, every, pollInterval, origin, clock)
        started = clock()
    }

    /// Adds `count` events now.
    public func add(_ count: Int = 1) { added.withLock { $0 += count } }

    /// How many events the feed holds by now.
    public var count: Int {
        let ticks = every.map { Int(max(0, clock().timeIntervalSince(started)) / $0) } ?? 0
        return initial + ticks + added.withLock { $0 }
    }

    /// Event `n`'s id.
    public static func id(_ n: Int) -> String { String(firstID + Int64(n)) }

    /// The answer for `request`, or nil when it is not for this feed.
    public func response(for request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response? {
        let path = request.path
        if path == "/user" { return .json(200, SyntheticWorkOrganization.user("watcher", id: 77)) }
        let repository: String?
        if path == "/orgs/\(org)/events" || path == "/users/watcher/events/orgs/\(org)" {
            repository = nil
        } else if let name = repositories.first(where: {
            path == "/repos/\(org)/\($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["-", "_", "."])) ?? $0)/events"
        }) {
            repository = name
        } else {
            return nil
        }
        let total = count
        let chosen = (0..<total).reversed().filter { repository == nil || repositories[$0 % repositories.count] == repository }
        let etag = "W/\"\(org)-\(repository ?? "")-\(chosen.first ?? -1)\""
        let common: [(String, String)] = [
            ("etag", etag), ("x-poll-interval", String(pollInterval)), ("x-ratelimit-limit", "60"), ("x-ratelimit-remaining", "59"),
        ]
        if request.headers["if-none-match"] == etag { return LoopbackServer.Response(status: 304, headers: common) }
        let perPage = min(100, max(1, request.query["per_page"].flatMap { Int($0) } ?? 30))
        let page = max(1, request.query["page"].flatMap { Int($0) } ?? 1)
        let window = Array(chosen.prefix(300))
        let start = (page - 1) * perPage
        let shown = start < window.count ? Array(window[start..<min(window.count, start + perPage)]) : []
        var headers = [("content-type", "application/json; charset=utf-8")] + common
        if start + perPage < window.count {
            var components = URLComponents(string: baseURL.absoluteString + path)
            components?.queryItems = [URLQueryItem(name: "page", value: String(page + 1)), URLQueryItem(name: "per_page", value: String(perPage))]
            if let next = components?.url { headers.append(("link", "<\(next.absoluteString)>; rel=\"next\"")) }
        }
        let body = "[" + shown.map(event).joined(separator: ",") + "]"
        return LoopbackServer.Response(status: 200, headers: headers, body: Data(body.utf8))
    }

    /// Event `n` as GitHub sends it, compact, in GitHub's key order.
    public func event(_ n: Int) -> String {
        let repository = repositories[n % repositories.count]
        let login = Self.actors[n % Self.actors.count]
        let (type, payload) = Self.payload(n, org: org, repository: repository)
        let created = origin.addingTimeInterval(Double(n)).formatted(.iso8601)
        let actor =
            #"{"id":\#(1000 + n % Self.actors.count),"login":"\#(login)","display_login":"\#(login)","gravatar_id":"","url":"https://api.github.com/users/\#(login)","avatar_url":"https://avatars.githubusercontent.com/u/\#(1000 + n % Self.actors.count)?"}"#
        let repo = #"{"id":\#(5000 + n % repositories.count),"name":"\#(org)/\#(repository)","url":"https://api.github.com/repos/\#(org)/\#(repository)"}"#
        let owner =
            #"{"id":99,"login":"\#(org)","gravatar_id":"","url":"https://api.github.com/orgs/\#(org)","avatar_url":"https://avatars.githubusercontent.com/u/99?"}"#
        return
            #"{"id":"\#(Self.id(n))","type":"\#(type)","actor":\#(actor),"repo":\#(repo),"payload":\#(payload),"public":true,"created_at":"\#(created)","org":\#(owner)}"#
    }

    /// The types the feed goes round, in order.
    public static let types = [
        "PushEvent", "PullRequestEvent", "IssueCommentEvent", "ReleaseEvent", "CreateEvent", "IssuesEvent", "PullRequestReviewEvent", "WatchEvent",
        "ForkEvent", "DeleteEvent", "PullRequestReviewCommentEvent", "MemberEvent", "GollumEvent", "CommitCommentEvent", "PublicEvent",
    ]

    private static let actors = ["hiro-y", "ana", "renée", "dependabot[bot]"]

    /// A pull request's or issue's number in event `n`: from 1 to 20, so a screen can open it.
    public static func number(_ n: Int) -> Int { n % 20 + 1 }

    /// A title as dirty as GitHub's; each round of the types has other titles, so each kind of
    /// dirt meets each type that has a title.
    private static func title(_ n: Int) -> String {
        switch (n + n / types.count) % 5 {
        case 0: return #"Fix \"login\" on C:\\tmp paths"#
        case 1: return "設定画面のダークモード"
        case 2: return "Bump swift-nio 🚀"
        case 3: return #"Evil \u001b]0;pwned\u0007 title"#
        default: return "Add a cache for the org listing"
        }
    }

    private static func payload(_ n: Int, org: String, repository: String) -> (String, String) {
        let type = types[n % types.count]
        let number = number(n)
        let sha = String(repeating: String(format: "%02x", n % 256), count: 20)
        let pull =
            #"{"url":"https://api.github.com/repos/\#(org)/\#(repository)/pulls/\#(number)","id":\#(7000 + n),"number":\#(number),"title":"\#(title(n))","head":{"ref":"fix/x-\#(n)","sha":"\#(sha)","repo":{"id":5000,"url":"https://api.github.com/repos/\#(org)/\#(repository)","name":"\#(repository)"}},"base":{"ref":"main","sha":"\#(sha)","repo":{"id":5000,"url":"https://api.github.com/repos/\#(org)/\#(repository)","name":"\#(repository)"}}}"#
        let issue = #"{"id":\#(8000 + n),"number":\#(number),"title":"\#(title(n))","state":"open","body":"Line one\r\nline two"}"#
        switch type {
        case "PushEvent":
            return (type, #"{"repository_id":5000,"push_id":\#(9000 + n),"ref":"refs/heads/main","head":"\#(sha)","before":"\#(sha)"}"#)
        case "PullRequestEvent":
            return (type, #"{"action":"opened","number":\#(number),"pull_request":\#(pull)}"#)
        case "IssueCommentEvent":
            return (type, #"{"action":"created","issue":\#(issue),"comment":{"id":\#(6000 + n),"body":"LGTM \"ship it\" ✅"}}"#)
        case "ReleaseEvent":
            return (type, #"{"action":"published","release":{"id":\#(4000 + n),"tag_name":"v2.\#(n).0","name":"Release ✨ v2.\#(n).0"}}"#)
        case "CreateEvent":
            return (
                type,
                #"{"ref":"fix/x-\#(n)","ref_type":"branch","full_ref":"refs/heads/fix/x-\#(n)","master_branch":"main","description":null,"pusher_type":"user"}"#
            )
        case "IssuesEvent":
            return (type, #"{"action":"opened","issue":\#(issue)}"#)
        case "PullRequestReviewEvent":
            return (type, #"{"action":"created","review":{"id":\#(3000 + n),"state":"approved"},"pull_request":\#(pull)}"#)
        case "WatchEvent":
            return (type, #"{"action":"started"}"#)
        case "ForkEvent":
            return (type, #"{"forkee":{"id":\#(2000 + n),"name":"\#(repository)","full_name":"renée/\#(repository)"}}"#)
        case "DeleteEvent":
            return (type, #"{"ref":"old/\#(n)","ref_type":"branch","pusher_type":"user"}"#)
        case "PullRequestReviewCommentEvent":
            return (type, #"{"action":"created","comment":{"id":\#(6000 + n),"body":"nit"},"pull_request":\#(pull)}"#)
        case "MemberEvent":
            return (type, #"{"action":"added","member":{"login":"ana","id":1001}}"#)
        case "GollumEvent":
            return (type, #"{"pages":[{"page_name":"Home","action":"edited"},{"page_name":"FAQ","action":"created"}]}"#)
        case "CommitCommentEvent":
            return (type, #"{"comment":{"id":\#(6000 + n),"commit_id":"\#(sha)","body":"why?"}}"#)
        default:
            return (type, "{}")
        }
    }
}
