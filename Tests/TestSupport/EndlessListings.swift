import Foundation

/// Listings that never end, for a whole run's bounds: every page has a `next` and none a `last`.
///
/// Routes: `/orgs/forever/repos` (pages of 100 small repositories, all pushed just now),
/// `/orgs/forever-commits/repos` (10 such repositories, one page), and
/// `/repos/<forever or forever-commits>/<name>/commits` (pages of 100 commits of just now).
public struct EndlessListings: Sendable {
    /// Creates the routes.
    public init() {}

    /// The answer for `request`, or nil when it is not one of these routes.
    public func response(for request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response? {
        let json = [("content-type", "application/json; charset=utf-8")]
        switch request.path {
        case "/orgs/forever/repos", "/orgs/forever-commits/repos":
            let owner = request.path.split(separator: "/")[1]
            let page = Int(request.query["page"] ?? "1") ?? 1
            let finite = owner == "forever-commits"
            let count = finite ? 10 : 100
            let next = finite ? [] : [("link", "<\(baseURL.absoluteString)/orgs/\(owner)/repos?per_page=100&page=\(page + 1)>; rel=\"next\"")]
            let items = (0..<count).map { Self.smallRepository(owner: String(owner), index: (page - 1) * count + $0) }
            return LoopbackServer.Response(status: 200, headers: json + next, body: Data(("[" + items.joined(separator: ",") + "]").utf8))
        case _ where (request.path.hasPrefix("/repos/forever/") || request.path.hasPrefix("/repos/forever-commits/")) && request.path.hasSuffix("/commits"):
            let page = Int(request.query["page"] ?? "1") ?? 1
            let path = request.path
            let link = "<\(baseURL.absoluteString)\(path)?per_page=100&page=\(page + 1)>; rel=\"next\""
            let items = (0..<100).map { Self.smallCommit(index: (page - 1) * 100 + $0) }
            return LoopbackServer.Response(status: 200, headers: json + [("link", link)], body: Data(("[" + items.joined(separator: ",") + "]").utf8))
        default:
            return nil
        }
    }

    /// "Just now", for what must fall in any activity window.
    private static var now: String { ISO8601DateFormatter().string(from: Date()) }

    /// A repository object of GitHub's minimal shape, small, pushed just now.
    private static func smallRepository(owner: String, index: Int) -> String {
        let name = "r-\(index)"
        return
            #"{"id":\#(index + 1),"node_id":"R_\#(index)","name":"\#(name)","full_name":"\#(owner)/\#(name)","private":false,"owner":{"login":"\#(owner)","id":1},"html_url":"https://github.com/\#(owner)/\#(name)","description":"small","fork":false,"url":"https://api.github.com/repos/\#(owner)/\#(name)","pushed_at":"\#(now)","updated_at":"\#(now)","stargazers_count":1,"language":"Swift","forks_count":0,"archived":false,"visibility":"public"}"#
    }

    /// A commit object of GitHub's shape, small, made just now.
    private static func smallCommit(index: Int) -> String {
        let person = #"{"name":"Ada","email":"ada@example.org","date":"\#(now)"}"#
        return
            #"{"sha":"\#(String(format: "%040x", index))","node_id":"C_\#(index)","commit":{"author":\#(person),"committer":\#(person),"message":"change \#(index)"},"author":{"login":"ada","id":2},"committer":null,"parents":[]}"#
    }
}
