import Foundation

/// Responses at and past `repos`'s limits, for measuring its peak memory against them: a body
/// just under the body limit, a gzip bomb far past it, a listing whose `last` is 2^63−1 and
/// whose pages never end, and a commit of 100,000 files in one response.
///
/// Routes: `/orgs/huge-body/repos`, `/orgs/bomb/repos`, `/orgs/endless/repos`,
/// `/repos/<org>/huge-commit/commits/<anything>`, and `EndlessListings`' routes.
public struct OversizedResponses: Sendable {
    /// Repositories come from here, so their objects have GitHub's full shape.
    let organization: SyntheticOrganization
    /// The huge body, built once: about 31.5 MB of repository objects.
    private let hugeBody: Data
    /// The bomb, built once: 2 GiB of zeros in 13.5 MB of gzip, a length under the body limit,
    /// so only counting the inflated bytes stops it.
    private let bomb: Data
    /// The 100,000-file commit, built once.
    private let hugeCommit: Data

    /// Builds the bodies for `organization` (it takes a few seconds and about 150 MB).
    public init(organization: SyntheticOrganization, hugeBodyBytes: Int = 31_500_000, commitFiles: Int = 100_000) {
        self.organization = organization
        var body = Data("[".utf8)
        var index = 0
        while body.count < hugeBodyBytes - 6_000 {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(Data(organization.repositoryJSON(index).utf8))
            index += 1
        }
        body.append(UInt8(ascii: "]"))
        hugeBody = body
        bomb = Gzip.bomb(inflated: 2 << 30)
        var commit = Data(
            #"{"sha":"\#(String(repeating: "e", count: 40))","node_id":"C_huge","commit":{"author":{"name":"Dana","email":"dana@example.com","date":"2026-11-29T10:00:00Z"},"committer":{"name":"Dana","email":"dana@example.com","date":"2026-11-29T10:00:00Z"},"message":"A commit of \#(commitFiles) files","comment_count":0},"author":null,"committer":null,"parents":[],"stats":{"total":\#(commitFiles * 2),"additions":\#(commitFiles),"deletions":\#(commitFiles)},"files":["#
                .utf8)
        for file in 0..<commitFiles {
            if file > 0 { commit.append(UInt8(ascii: ",")) }
            commit.append(
                Data(
                    #"{"sha":"\#(String(format: "%040x", file))","filename":"src/dir\#(file % 100)/file\#(file).txt","status":"modified","additions":1,"deletions":1,"changes":2,"patch":"@@ -1 +1 @@\n-old \#(file)\n+new \#(file)"}"#
                        .utf8))
        }
        commit.append(Data("]}".utf8))
        hugeCommit = commit
    }

    /// The answer for `request`, or nil when it is not one of these routes.
    public func response(for request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response? {
        let json = [("content-type", "application/json; charset=utf-8")]
        switch request.path {
        case "/orgs/huge-body/repos":
            return LoopbackServer.Response(status: 200, headers: json, body: hugeBody)
        case "/orgs/bomb/repos":
            return LoopbackServer.Response(status: 200, headers: json + [("content-encoding", "gzip")], body: bomb)
        case "/orgs/endless/repos":
            let page = Int(request.query["page"] ?? "1") ?? 1
            let base = "\(baseURL.absoluteString)/orgs/endless/repos?per_page=1&page="
            let links = "<\(base)\(page + 1)>; rel=\"next\", <\(base)\(Int.max)>; rel=\"last\""
            let body = "[" + organization.repositoryJSON(page) + "]"
            return LoopbackServer.Response(status: 200, headers: json + [("link", links)], body: Data(body.utf8))
        case _ where request.path.hasPrefix("/repos/") && request.path.contains("/huge-commit/commits/"):
            return LoopbackServer.Response(status: 200, headers: json, body: hugeCommit)
        default:
            return EndlessListings().response(for: request, baseURL: baseURL)
        }
    }
}
