import Foundation
import Reactive

/// A large made-up organization with work in flight, served like GitHub: 2,000 repositories
/// (by default) of which 150 have open items, 10 archived ones each with open pull requests, and
/// one (`repo-00001`) with 350 open pull requests. `/repos/{org}/{repo}/pulls` and `…/issues`
/// honour `state`, `sort=updated`, `direction`, `since`, `per_page` and `page`, send Link headers
/// and ETags, and answer `If-None-Match` with a 304; `…/issues` holds the pull requests too,
/// marked with `pull_request`, as GitHub's does, and one repository (`repo-00027`) has issues
/// turned off (410). Titles are as dirty as GitHub's: quotes, backslashes, Japanese, emoji, and
/// a terminal escape. `touch` moves one item's `updated_at`, as a new comment would.
public final class SyntheticWorkOrganization: Sendable {
    /// The org's listing, its repositories' counts set from the items below.
    public let organization: SyntheticOrganization
    /// Items whose `updated_at` was moved, by `repo#number`.
    private let touched = Locked<[String: Date]>([:])
    /// Pages already built, by URL and version: a page is built once per change.
    private let built = Locked<[String: LoopbackServer.Response]>([:])

    /// The repository whose issues are turned off.
    public static let issuesDisabled = 27
    /// The repository with 350 open pull requests.
    public static let busiest = 1
    /// Where every item's times are counted back from.
    public static let epoch = Date(timeIntervalSince1970: 1_796_083_200)  // 2026-12-01T00:00:00Z

    /// The indices of the repositories with open items, archived ones aside: the first 150
    /// with index % 13 == 1.
    public let active: [Int]
    /// The indices of the archived repositories: index % 200 == 100.
    public let archived: [Int]

    /// An org called `name` with `count` repositories.
    public init(name: String = "workorg", count: Int = 2_000) {
        let archived = (0..<count).filter { $0 % 200 == 100 }
        let active = Array((0..<count).filter { $0 % 13 == 1 && !archived.contains($0) }.prefix(150))
        self.active = active
        self.archived = archived
        var organization = SyntheticOrganization(name: name, count: count, id: 99_000_002)
        let activeSet = Set(active)
        let archivedSet = Set(archived)
        organization.openItems = { index in
            let open = Self.openPullRequests(index, active: activeSet, archived: archivedSet)
            let issues = index == Self.issuesDisabled ? 0 : Self.openIssues(index, active: activeSet)
            return (open + issues, archivedSet.contains(index))
        }
        self.organization = organization
    }

    /// The org's login.
    public var name: String { organization.name }

    /// How many open pull requests repository `index` has.
    public func openPullRequests(_ index: Int) -> Int { Self.openPullRequests(index, active: Set(active), archived: Set(archived)) }

    /// How many open issues (pull requests aside) repository `index` has.
    public func openIssues(_ index: Int) -> Int { index == Self.issuesDisabled ? 0 : Self.openIssues(index, active: Set(active)) }

    private static func openPullRequests(_ index: Int, active: Set<Int>, archived: Set<Int>) -> Int {
        if archived.contains(index) { return 2 }
        guard active.contains(index) else { return 0 }
        return index == busiest ? 350 : (index / 13) % 4
    }

    private static func openIssues(_ index: Int, active: Set<Int>) -> Int {
        guard active.contains(index) else { return 0 }
        let issues = (index / 13) % 3
        return issues == 0 && (index / 13) % 4 == 0 ? 1 : issues
    }

    /// Moves item `number` of repository `index` to `updated`.
    public func touch(repository index: Int, number: Int, updated: Date) {
        touched.withLock { $0["\(index)#\(number)"] = updated }
    }

    /// One item of a repository: its kind, number, state and times.
    struct Item {
        var number: Int
        var isPullRequest: Bool
        var open: Bool
        var created: Date
        var updated: Date
    }

    /// Repository `index`'s items: its open pull requests, open issues, then one merged pull
    /// request and one closed issue.
    func items(_ index: Int) -> [Item] {
        let pulls = openPullRequests(index)
        let issues = openIssues(index)
        guard pulls + issues > 0 else { return [] }
        let moved = touched.withLock { $0 }
        var items: [Item] = []
        for number in 1...(pulls + issues + 2) {
            let minutes = Double((index * 37 + number * 11) % 40_000)
            let updated = Self.epoch.addingTimeInterval(-60 * minutes - (number > pulls + issues ? 40 * 86_400 : 0))
            let created = updated.addingTimeInterval(-3 * 86_400 - Double(number) * 3_600)
            items.append(
                Item(
                    number: number, isPullRequest: number <= pulls || number == pulls + issues + 1, open: number <= pulls + issues, created: created,
                    updated: moved["\(index)#\(number)"] ?? updated))
        }
        return items
    }

    /// The answer for `request`, or nil when it is not for this org.
    public func response(for request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response? {
        if let listing = organization.response(for: request, baseURL: baseURL) { return listing }
        if request.path == "/search/issues" { return search(request, baseURL: baseURL) }
        let prefix = "/repos/\(name)/"
        guard request.path.hasPrefix(prefix) else { return nil }
        let parts = request.path.dropFirst(prefix.count).split(separator: "/").map(String.init)
        guard parts.count == 2, parts[1] == "pulls" || parts[1] == "issues",
            let index = Int(parts[0].dropFirst("repo-".count)), parts[0] == organization.repositoryName(index), index < organization.count
        else { return nil }
        if parts[1] == "issues", index == Self.issuesDisabled {
            return .json(
                410,
                #"{"message":"Issues are disabled for this repo","documentation_url":"https://docs.github.com/rest/issues/issues#list-repository-issues","status":"410"}"#
            )
        }
        return listing(index, pulls: parts[1] == "pulls", request: request, baseURL: baseURL)
    }

    private func listing(_ index: Int, pulls: Bool, request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response {
        let state = request.query["state"] ?? "open"
        let perPage = min(100, max(1, request.query["per_page"].flatMap { Int($0) } ?? 30))
        let page = max(1, request.query["page"].flatMap { Int($0) } ?? 1)
        let since = request.query["since"].flatMap { try? Date($0, strategy: .iso8601) }
        var chosen = items(index).filter { item in
            (pulls ? item.isPullRequest : true) && (state == "all" || (state == "open") == item.open) && (since.map { item.updated >= $0 } ?? true)
        }
        if request.query["sort"] == "updated" {
            chosen.sort { request.query["direction"] == "asc" ? $0.updated < $1.updated : $0.updated > $1.updated }
        } else {
            chosen.sort { $0.created > $1.created }
        }
        let pages = max(1, (chosen.count + perPage - 1) / perPage)
        let version = chosen.map { "\($0.number):\($0.updated.timeIntervalSince1970)" }.joined(separator: ",").hashValue
        let etag = "W/\"\(name)-\(index)-\(pulls)-\(state)-\(perPage)-\(page)-\(version)\""
        let rate: [(String, String)] = [("x-ratelimit-limit", "5000"), ("x-ratelimit-remaining", "4999"), ("x-ratelimit-reset", "1893456000")]
        if request.headers["if-none-match"] == etag { return LoopbackServer.Response(status: 304, headers: [("etag", etag)] + rate) }
        let key = "\(baseURL.absoluteString) \(request.target) \(etag)"
        if let memo = built.withLock({ $0[key] }) { return memo }
        let start = (page - 1) * perPage
        let shown = start < chosen.count ? Array(chosen[start..<min(chosen.count, start + perPage)]) : []
        let body = "[" + shown.map { pulls ? pullRequestJSON(index, $0) : issueJSON(index, $0) }.joined(separator: ",") + "]"
        var headers: [(String, String)] = [("content-type", "application/json; charset=utf-8"), ("etag", etag)] + rate
        var components = URLComponents(string: baseURL.absoluteString + request.path)
        let kept = request.query.filter { $0.key != "page" }.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        var links: [String] = []
        for (relation, number) in [("next", page + 1), ("last", pages)] where page < pages {
            components?.queryItems = kept + [URLQueryItem(name: "page", value: String(number))]
            if let url = components?.url { links.append("<\(url.absoluteString)>; rel=\"\(relation)\"") }
        }
        if !links.isEmpty { headers.append(("link", links.joined(separator: ", "))) }
        let response = LoopbackServer.Response(status: 200, headers: headers, body: Data(body.utf8))
        built.withLock { $0[key] = response }
        return response
    }

    /// How many items a search says match: more than the 1,000 it serves.
    public static let searchTotal = 1_148

    /// `GET /search/issues`: the org's pull requests (for `is:pr`) or issues, repeated to make
    /// `searchTotal`, 1,000 of them served 100 a page; a page past them is GitHub's 422. A query
    /// without `org:` is refused as GitHub refuses a query it cannot parse.
    private func search(_ request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response {
        let query = request.query["q"] ?? ""
        guard query.contains("org:\(name)") else {
            return .json(
                422,
                #"{"message":"Validation Failed","errors":[{"message":"The search query is not valid","resource":"Search","field":"q","code":"invalid"}],"status":"422"}"#
            )
        }
        let pulls = query.contains("is:pr")
        let perPage = min(100, max(1, request.query["per_page"].flatMap { Int($0) } ?? 30))
        let page = max(1, request.query["page"].flatMap { Int($0) } ?? 1)
        guard page * perPage <= 1_000 else {
            return .json(422, #"{"message":"Only the first 1000 search results are available","status":"422"}"#)
        }
        var pool: [(Int, Item)] = []
        for index in active { pool += items(index).filter { $0.open && $0.isPullRequest == pulls }.map { (index, $0) } }
        let start = (page - 1) * perPage
        let shown = pool.isEmpty ? [] : (start..<start + perPage).map { pool[$0 % pool.count] }
        let body =
            #"{"total_count":\#(Self.searchTotal),"incomplete_results":\#(query.contains("timeout")),"items":["#
            + shown.map { issueJSON($0.0, $0.1) }.joined(separator: ",") + "]}"
        var components = URLComponents(string: baseURL.absoluteString + request.path)
        let kept = request.query.filter { $0.key != "page" }.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        components?.queryItems = kept + [URLQueryItem(name: "page", value: String(page + 1))]
        let next = components?.url.map { "<\($0.absoluteString)>; rel=\"next\"" }
        let headers: [(String, String)] = [("x-ratelimit-resource", "search"), ("x-ratelimit-limit", "30"), ("x-ratelimit-remaining", "29")]
        return .json(200, body, headers: headers + (next.map { [("link", $0)] } ?? []))
    }

    private static let authors = ["hiro-y", "ana", "frankie", "dependabot[bot]", "renée"]

    /// A title as dirty as GitHub's: quotes, a backslash path, Japanese, an emoji, and in one
    /// repository's first item an escape that would retitle a terminal.
    private static func title(_ index: Int, _ number: Int) -> String {
        switch (index + number) % 6 {
        case 0: return #"Retry ledger writes on 502 (\"flaky\" C:\\tmp path) #\#(number)"#
        case 1: return "設定画面のダークモード #\(number)"
        case 2: return "Bump swift-nio to 1.17.\(number) 🚀"
        case 3 where index == 14 && number == 1: return #"Evil \u001b]0;pwned\u0007 title"#
        case 3: return "Split the chart per région #\(number)"
        case 4: return "Fix login on Safari when cookies are blocked and the session expired long ago #\(number)"
        default: return "Add a cache for the org listing #\(number)"
        }
    }

    static func user(_ login: String, id: Int) -> String {
        #"{"login":"\#(login)","id":\#(id),"node_id":"U_\#(id)","avatar_url":"https://avatars.githubusercontent.com/u/\#(id)?v=4","gravatar_id":"","url":"https://api.github.com/users/\#(login)","html_url":"https://github.com/\#(login)","type":"\#(login.hasSuffix("[bot]") ? "Bot" : "User")","user_view_type":"public","site_admin":false}"#
    }

    private static func labels(_ number: Int) -> String {
        var labels: [String] = []
        if number % 3 == 0 {
            labels.append(
                #"{"id":1,"node_id":"L_1","url":"https://api.github.com/labels/bug","name":"bug","color":"d73a4a","default":true,"description":"Something isn't working"}"#
            )
        }
        if number % 5 == 0 {
            labels.append(
                #"{"id":2,"node_id":"L_2","url":"https://api.github.com/labels/p","name":"priority: high","color":"b60205","default":false,"description":null}"#
            )
        }
        if number % 4 == 1 {
            labels.append(
                #"{"id":3,"node_id":"L_3","url":"https://api.github.com/labels/ui","name":"ui","color":"1d76db","default":false,"description":"Interface"}"#)
        }
        return "[" + labels.joined(separator: ",") + "]"
    }

    private static func date(_ date: Date) -> String { date.formatted(.iso8601) }

    func pullRequestJSON(_ index: Int, _ item: Item) -> String {
        let repository = organization.repositoryName(index)
        let full = "\(name)/\(repository)"
        let api = "https://api.github.com/repos/\(full)"
        let author = Self.authors[(index + item.number) % Self.authors.count]
        let number = item.number
        let draft = number % 5 == 4 && item.open
        let reviewers = number % 3 == 1 ? "[" + Self.user("ana", id: 2) + "]" : "[]"
        let teams =
            number % 4 == 2
            ? #"[{"name":"Payments","id":7,"node_id":"T_7","slug":"payments","description":null,"privacy":"closed","notification_setting":"notifications_enabled","url":"https://api.github.com/teams/7","html_url":"https://github.com/orgs/\#(name)/teams/payments","members_url":"","repositories_url":"","permission":"pull","parent":null,"type":"organization"}]"#
            : "[]"
        let assignees = number % 2 == 0 ? "[" + Self.user("ana", id: 2) + "]" : "[]"
        let fromFork = number % 7 == 3
        let headLabel = fromFork ? "frankie:fix/\(number)" : "\(name):fix/\(number)"
        let repo = organization.repositoryJSON(index)
        let merged = !item.open ? "\"" + Self.date(item.updated) + "\"" : "null"
        let title = Self.title(index, number)
        return """
            {"url":"\(api)/pulls/\(number)","id":\(900_000_000 + index * 1_000 + number),"node_id":"PR_\(index)_\(number)","html_url":"https://github.com/\(full)/pull/\(number)","diff_url":"https://github.com/\(full)/pull/\(number).diff","patch_url":"https://github.com/\(full)/pull/\(number).patch","issue_url":"\(api)/issues/\(number)","number":\(number),"state":"\(item.open ? "open" : "closed")","locked":false,"title":"\(title)","user":\(Self.user(author, id: 10 + (index + number) % 5)),"body":"Fixes the thing.\\r\\n\\r\\n- [ ] tests","created_at":"\(Self.date(item.created))","updated_at":"\(Self.date(item.updated))","closed_at":\(merged),"merged_at":\(merged),"merge_commit_sha":null,"assignee":null,"assignees":\(assignees),"requested_reviewers":\(reviewers),"requested_teams":\(teams),"labels":\(Self.labels(number)),"milestone":null,"draft":\(draft),"commits_url":"\(api)/pulls/\(number)/commits","review_comments_url":"\(api)/pulls/\(number)/comments","review_comment_url":"\(api)/pulls/comments{/number}","comments_url":"\(api)/issues/\(number)/comments","statuses_url":"\(api)/statuses/\(String(repeating: "a", count: 40))","head":{"label":"\(headLabel)","ref":"fix/\(number)","sha":"\(String(format: "%040x", index * 1_000 + number))","user":\(Self.user(fromFork ? "frankie" : name, id: 3)),"repo":\(repo)},"base":{"label":"\(name):main","ref":"main","sha":"\(String(repeating: "b", count: 40))","user":\(Self.user(name, id: 99_000_002)),"repo":\(repo)},"_links":{"self":{"href":"\(api)/pulls/\(number)"}},"author_association":"MEMBER","auto_merge":null,"active_lock_reason":null}
            """
    }

    func issueJSON(_ index: Int, _ item: Item) -> String {
        let repository = organization.repositoryName(index)
        let full = "\(name)/\(repository)"
        let api = "https://api.github.com/repos/\(full)"
        let author = Self.authors[(index + item.number + 2) % Self.authors.count]
        let number = item.number
        let marker =
            item.isPullRequest
            ? #","draft":\#(number % 5 == 4 && item.open),"pull_request":{"url":"\#(api)/pulls/\#(number)","html_url":"https://github.com/\#(full)/pull/\#(number)","diff_url":"https://github.com/\#(full)/pull/\#(number).diff","patch_url":"https://github.com/\#(full)/pull/\#(number).patch","merged_at":\#(item.open ? "null" : "\"" + Self.date(item.updated) + "\"")}"#
            : ""
        let assignees = number % 2 == 0 ? "[" + Self.user("ana", id: 2) + "]" : "[]"
        let closed = item.open ? "null" : "\"" + Self.date(item.updated) + "\""
        return """
            {"url":"\(api)/issues/\(number)","repository_url":"\(api)","labels_url":"\(api)/issues/\(number)/labels{/name}","comments_url":"\(api)/issues/\(number)/comments","events_url":"\(api)/issues/\(number)/events","html_url":"https://github.com/\(full)/issues/\(number)","id":\(700_000_000 + index * 1_000 + number),"node_id":"I_\(index)_\(number)","number":\(number),"title":"\(Self.title(index, number))","user":\(Self.user(author, id: 10 + (index + number + 2) % 5)),"labels":\(Self.labels(number)),"state":"\(item.open ? "open" : "closed")","locked":false,"assignee":null,"assignees":\(assignees),"milestone":null,"comments":\((index + number * 3) % 17),"created_at":"\(Self.date(item.created))","updated_at":"\(Self.date(item.updated))","closed_at":\(closed),"author_association":"MEMBER","active_lock_reason":null\(marker),"body":"Steps:\\n1. open\\n2. crash","reactions":{"url":"\(api)/issues/\(number)/reactions","total_count":0},"timeline_url":"\(api)/issues/\(number)/timeline","performed_via_github_app":null,"state_reason":\(item.open ? "null" : "\"completed\"")}
            """
    }
}
