import Foundation

/// A made-up organisation with recent activity, served like GitHub for `repos activity`:
/// `/orgs/<name>/repos?sort=pushed&direction=desc` lists the active repositories first (pushed
/// within the last days), then quiet ones pushed years ago, with Link pagination; each active
/// repository's `/commits` honours `since`, `until` (both inclusive), `per_page` and `page`.
///
/// Everything is relative to `now`, so tests pass an injected clock and the benchmark server the
/// real one. Commit `k` of active repository `i` is dated `now - (i + 1) hours - k days`.
public struct SyntheticActivityOrganization: Sendable {
    /// The org's login.
    public let name: String
    /// How many repositories it has.
    public let count: Int
    /// How many of them (the first, by push date) are active.
    public let active: Int
    /// The moment the data is made around.
    public let now: Date
    /// Active repositories answering 409 "Git Repository is empty."
    public let empty: Set<Int>
    /// Active repositories answering 500.
    public let failing: Set<Int>
    private let id = 77_000_001

    /// Creates the org.
    public init(name: String, count: Int, active: Int, now: Date, empty: Set<Int> = [], failing: Set<Int> = []) {
        self.name = name
        self.count = count
        self.active = active
        self.now = now
        self.empty = empty
        self.failing = failing
    }

    /// The people who commit: a linked GitHub account for the first two, an e-mail only for the third.
    static let people: [(name: String, email: String, login: String?)] = [
        ("Emil Example", "emil@example.org", "emil"),
        ("Dana Example", "dana@example.org", "dana"),
        ("Build Bot", "bot@ci.invalid", nil),
    ]

    /// How many commits active repository `index` has: 3, 5, 7, … cycling.
    public func commitCount(_ index: Int) -> Int { 3 + 2 * (index % 5) }

    /// The date of commit `k` of active repository `index`.
    public func commitDate(_ index: Int, _ k: Int) -> Date {
        now.addingTimeInterval(-Double(index + 1) * 3600 - Double(k) * 86_400)
    }

    /// The name of repository `index`.
    public func repositoryName(_ index: Int) -> String { "svc-\(String(format: "%04d", index))" }

    /// The answer for `request`, or nil if it is not for this org.
    public func response(for request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response? {
        if request.path == "/orgs/\(name)/repos" || request.path == "/organizations/\(id)/repos" {
            return repositories(request, baseURL)
        }
        if request.path.hasPrefix("/repositories/"), request.path.hasSuffix("/commits"),
            let id = Int(request.path.dropFirst("/repositories/".count).dropLast("/commits".count)), (0..<count).contains(id - 500_000)
        {
            return commits(id - 500_000, request, baseURL)
        }
        let prefix = "/repos/\(name)/"
        if request.path.hasPrefix(prefix), request.path.hasSuffix("/commits") {
            let repo = String(request.path.dropFirst(prefix.count).dropLast("/commits".count))
            guard let index = (0..<count).first(where: { repositoryName($0) == repo }) else { return nil }
            return commits(index, request, baseURL)
        }
        return nil
    }

    private func repositories(_ request: LoopbackServer.Request, _ baseURL: URL) -> LoopbackServer.Response {
        let perPage = min(100, max(1, request.query["per_page"].flatMap { Int($0) } ?? 30))
        let page = max(1, request.query["page"].flatMap { Int($0) } ?? 1)
        let pages = max(1, (count + perPage - 1) / perPage)
        let start = (page - 1) * perPage
        let items = (start < count ? Array(start..<min(count, start + perPage)) : []).map(repositoryJSON)
        let base = "\(baseURL.absoluteString)/organizations/\(id)/repos?sort=pushed&direction=desc&per_page=\(perPage)&page="
        var links: [String] = []
        if page < pages { links += ["<\(base)\(page + 1)>; rel=\"next\"", "<\(base)\(pages)>; rel=\"last\""] }
        return Self.page("[" + items.joined(separator: ",") + "]", links: links)
    }

    private func commits(_ index: Int, _ request: LoopbackServer.Request, _ baseURL: URL) -> LoopbackServer.Response {
        if failing.contains(index) { return .json(500, #"{"message":"Server Error"}"#) }
        if empty.contains(index) { return .json(409, #"{"message":"Git Repository is empty.","status":"409"}"#) }
        let since = request.query["since"].flatMap { try? Date($0, strategy: .iso8601) }
        let until = request.query["until"].flatMap { try? Date($0, strategy: .iso8601) }
        let all = index < active ? Array(0..<commitCount(index)) : []
        let dated = all.filter { k in
            let date = commitDate(index, k)
            return (since.map { date >= $0 } ?? true) && (until.map { date <= $0 } ?? true)
        }
        let perPage = min(100, max(1, request.query["per_page"].flatMap { Int($0) } ?? 30))
        let page = max(1, request.query["page"].flatMap { Int($0) } ?? 1)
        let start = (page - 1) * perPage
        let slice = start < dated.count ? Array(dated[start..<min(dated.count, start + perPage)]) : []
        var links: [String] = []
        if start + perPage < dated.count {
            var components = URLComponents(string: baseURL.absoluteString + "/repositories/\(500_000 + index)/commits")
            components?.queryItems = [
                URLQueryItem(name: "since", value: request.query["since"]), URLQueryItem(name: "until", value: request.query["until"]),
                URLQueryItem(name: "per_page", value: String(perPage)), URLQueryItem(name: "page", value: String(page + 1)),
            ].filter { $0.value != nil }
            if let next = components?.url { links.append("<\(next.absoluteString)>; rel=\"next\"") }
        }
        return Self.page("[" + slice.map { commitJSON(index, $0) }.joined(separator: ",") + "]", links: links)
    }

    private static func page(_ body: String, links: [String]) -> LoopbackServer.Response {
        var headers: [(String, String)] = [
            ("content-type", "application/json; charset=utf-8"), ("x-ratelimit-limit", "5000"), ("x-ratelimit-remaining", "4999"),
        ]
        if !links.isEmpty { headers.append(("link", links.joined(separator: ", "))) }
        return LoopbackServer.Response(status: 200, headers: headers, body: Data(body.utf8))
    }

    private func repositoryJSON(_ index: Int) -> String {
        let repo = repositoryName(index)
        let full = "\(name)/\(repo)"
        // Active ones were pushed with their newest commit; the rest years ago, older as they go.
        let pushed = index < active ? commitDate(index, 0) : Date(timeIntervalSince1970: 1_500_000_000 - Double(index) * 3600)
        return """
            {"id":\(500_000 + index),"node_id":"R_\(index)","name":"\(repo)","full_name":"\(full)","private":false,"owner":{"login":"\(name)","id":\(id),"type":"Organization","html_url":"https://github.com/\(name)"},"html_url":"https://github.com/\(full)","description":"Service \(index)","fork":false,"url":"https://api.github.com/repos/\(full)","created_at":"2019-01-01T00:00:00Z","updated_at":"\(Self.iso(pushed))","pushed_at":"\(Self.iso(pushed))","stargazers_count":\(index % 50),"forks_count":0,"language":"Go","archived":false,"visibility":"public","default_branch":"main"}
            """
    }

    private func commitJSON(_ index: Int, _ k: Int) -> String {
        let person = Self.people[(index + k) % Self.people.count]
        let sha = String(format: "%08x", index) + String(format: "%08x", k) + String(repeating: "a", count: 24)
        let date = Self.iso(commitDate(index, k))
        let account = person.login.map { CommitJSON.user($0, id: 9000 + $0.count) } ?? "null"
        let signature = CommitJSON.Signature(name: person.name, email: person.email, date: date)
        let repository = "\(name)/\(repositoryName(index))"
        return CommitJSON(
            sha: sha, nodeID: "C_\(sha.prefix(8))", author: signature, committer: signature, message: "Change \(k) in \(repositoryName(index))",
            url: "https://api.github.com/repos/\(repository)/commits/\(sha)", htmlURL: "https://github.com/\(repository)/commit/\(sha)",
            authorAccount: account, committerAccount: account
        ).text
    }

    private static func iso(_ date: Date) -> String { date.formatted(.iso8601) }
}
