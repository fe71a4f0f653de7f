import Foundation
import Reactive

/// A large made-up organisation served like GitHub: `/orgs/<name>/repos` honours `per_page` and
/// `page`, and answers with full-size repository objects (about 5 KB each), Link headers (next,
/// last, prev, first via `/organizations/<id>/repos`), and an ETag; `If-None-Match` with that
/// ETag gets a 304. Its text is as dirty as GitHub's (`description(_:)`): escaped quotes and
/// backslashes in 1 description in 13, Japanese, accents, emoji and nulls.
public struct SyntheticOrganization: Sendable {
    /// Pages already built, by page size and number: building ~500 KB of JSON per request would
    /// put the server's CPU on the two cores the client under test is measured on.
    private let built = Locked<[String: LoopbackServer.Response]>([:])

    /// The org's login.
    public let name: String
    /// How many repositories it has.
    public let count: Int
    /// Its numeric id, used in Link URLs.
    public let id: Int
    /// Repositories created after the others, listed ahead of them (`new-00000`, …), as GitHub
    /// lists an org's newest first: each one moves every page's contents along by one.
    public let added: Int

    /// The names of the first repositories, where a test needs names people give
    /// (`Carbon-iOS`); the rest are `repo-00042`.
    public let names: [String]

    /// What repository `index` says of itself that a sweep of work reads: its
    /// `open_issues_count` and whether it is archived. By default 1 in 17 is archived and the
    /// count runs 0 to 39.
    public var openItems: @Sendable (Int) -> (count: Int, archived: Bool) = { index in (index % 40, index % 17 == 0) }

    /// Creates an org of `count` repositories, and `added` newer ones listed first; the first
    /// are called `names`.
    public init(name: String, count: Int, id: Int = 99_000_001, added: Int = 0, names: [String] = []) {
        self.name = name
        self.count = count
        self.id = id
        self.added = added
        self.names = names
    }

    /// The answer for `request`, or nil if it is not for this org.
    public func response(for request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response? {
        if request.path == "/orgs/\(name)" {
            // The org itself, which PyGithub fetches before listing.
            let base = baseURL.absoluteString
            return .json(
                200,
                #"{"login":"\#(name)","id":\#(id),"node_id":"O_\#(id)","url":"\#(base)/orgs/\#(name)","repos_url":"\#(base)/orgs/\#(name)/repos","type":"Organization","public_repos":\#(count)}"#
            )
        }
        guard request.path == "/orgs/\(name)/repos" || request.path == "/organizations/\(id)/repos" else { return nil }
        let perPage = min(100, max(1, request.query["per_page"].flatMap { Int($0) } ?? 30))
        let page = max(1, request.query["page"].flatMap { Int($0) } ?? 1)
        let total = count + added
        let pages = max(1, (total + perPage - 1) / perPage)
        let etag = added == 0 ? "W/\"\(name)-\(count)-\(perPage)-\(page)\"" : "W/\"\(name)-\(count)+\(added)-\(perPage)-\(page)\""
        if request.headers["if-none-match"] == etag {
            return LoopbackServer.Response(status: 304, headers: [("etag", etag)] + Self.rateHeaders)
        }
        let memoKey = "\(baseURL.absoluteString) \(perPage) \(page)"
        if let memo = built.withLock({ $0[memoKey] }) { return memo }
        let start = (page - 1) * perPage
        let positions = start < total ? Array(start..<min(total, start + perPage)) : []
        var body = "["
        for position in positions {
            if position > start { body += "," }
            body += position < added ? repositoryJSON(count + position, name: "new-\(String(format: "%05d", position))") : repositoryJSON(position - added)
        }
        body += "]"
        var links: [String] = []
        let base = "\(baseURL.absoluteString)/organizations/\(id)/repos?per_page=\(perPage)&page="
        if page > 1 { links.append("<\(base)\(page - 1)>; rel=\"prev\"") }
        if page < pages {
            links.append("<\(base)\(page + 1)>; rel=\"next\"")
            links.append("<\(base)\(pages)>; rel=\"last\"")
        }
        if page > 1 { links.append("<\(base)1>; rel=\"first\"") }
        var headers: [(String, String)] = [("content-type", "application/json; charset=utf-8"), ("etag", etag)] + Self.rateHeaders
        if !links.isEmpty { headers.append(("link", links.joined(separator: ", "))) }
        let response = LoopbackServer.Response(status: 200, headers: headers, body: Data(body.utf8))
        built.withLock { $0[memoKey] = response }
        return response
    }

    private static let rateHeaders: [(String, String)] = [
        ("x-ratelimit-limit", "5000"), ("x-ratelimit-remaining", "4999"), ("x-ratelimit-reset", "1893456000"),
    ]

    /// The name of repository `index` (`repo-00042`, or the name `names` gives it).
    public func repositoryName(_ index: Int) -> String { index < names.count ? names[index] : "repo-\(String(format: "%05d", index))" }

    /// Repository `index`'s description as JSON text, as dirty as GitHub's: 1 in 13 with an
    /// escaped quote and backslash, 1 in 7 in Japanese or with accents, 1 in 11 with an emoji
    /// (some written as `\u` escapes), 1 in 17 null; the first plain.
    public static func description(_ index: Int) -> String {
        let plain = "Synthetic repository number \(index) for load testing: a realistic description of moderate length."
        if index % 17 == 9 { return "null" }
        if index % 13 == 5 { return #""Wraps \"fs\" calls for C:\\tools\\bin paths, number \#(index)""# }
        if index % 11 == 4 {
            return index % 2 == 0 ? #""🚀 Launches rockets fast, number \#(index)""# : #""\ud83d\ude80 Launches rockets fast, number \#(index)""#
        }
        if index % 7 == 3 { return index % 2 == 0 ? #""日本語ドキュメント付きのライブラリ、番号 \#(index)""# : #""Bibliothèque für Ünïcödé, número \#(index)""# }
        return "\"" + plain + "\""
    }

    /// One repository object in GitHub's full shape, named `name` (else `repositoryName(index)`).
    public func repositoryJSON(_ index: Int, name given: String? = nil) -> String {
        let repo = given ?? repositoryName(index)
        let full = "\(name)/\(repo)"
        let api = "https://api.github.com/repos/\(full)"
        let urls = [
            "forks", "keys{/key_id}", "collaborators{/collaborator}", "teams", "hooks", "issues/events{/number}", "events",
            "assignees{/user}", "branches{/branch}", "tags", "git/blobs{/sha}", "git/tags{/sha}", "git/refs{/sha}",
            "git/trees{/sha}", "statuses/{sha}", "languages", "stargazers", "contributors", "subscribers", "subscription",
            "commits{/sha}", "git/commits{/sha}", "comments{/number}", "issues/comments{/number}", "contents/{+path}",
            "compare/{base}...{head}", "merges", "{archive_format}{/ref}", "downloads", "issues{/number}", "pulls{/number}",
            "milestones{/number}", "notifications{?since,all,participating}", "labels{/name}", "releases{/id}", "deployments",
        ]
        let keys = [
            "forks_url", "keys_url", "collaborators_url", "teams_url", "hooks_url", "issue_events_url", "events_url",
            "assignees_url", "branches_url", "tags_url", "blobs_url", "git_tags_url", "git_refs_url", "trees_url",
            "statuses_url", "languages_url", "stargazers_url", "contributors_url", "subscribers_url", "subscription_url",
            "commits_url", "git_commits_url", "comments_url", "issue_comment_url", "contents_url", "compare_url",
            "merges_url", "archive_url", "downloads_url", "issues_url", "pulls_url", "milestones_url", "notifications_url",
            "labels_url", "releases_url", "deployments_url",
        ]
        let owner = """
            {"login":"\(name)","id":\(id),"node_id":"O_kgDO\(id)","avatar_url":"https://avatars.githubusercontent.com/u/\(id)?v=4","gravatar_id":"","url":"https://api.github.com/users/\(name)","html_url":"https://github.com/\(name)","followers_url":"https://api.github.com/users/\(name)/followers","following_url":"https://api.github.com/users/\(name)/following{/other_user}","gists_url":"https://api.github.com/users/\(name)/gists{/gist_id}","starred_url":"https://api.github.com/users/\(name)/starred{/owner}{/repo}","subscriptions_url":"https://api.github.com/users/\(name)/subscriptions","organizations_url":"https://api.github.com/users/\(name)/orgs","repos_url":"https://api.github.com/users/\(name)/repos","events_url":"https://api.github.com/users/\(name)/events{/privacy}","received_events_url":"https://api.github.com/users/\(name)/received_events","type":"Organization","user_view_type":"public","site_admin":false}
            """
        var text = """
            {"id":\(500_000_000 + index),"node_id":"R_kgDO\(index)","name":"\(repo)","full_name":"\(full)","private":false,"owner":\(owner),"html_url":"https://github.com/\(full)","description":\(Self.description(index)),"fork":\(index % 10 == 0),"url":"\(api)"
            """
        for (key, suffix) in zip(keys, urls) { text += ",\"\(key)\":\"\(api)/\(suffix)\"" }
        let day = String(format: "%02d", 1 + index % 28)
        let (open, archived) = openItems(index)
        text += """
            ,"created_at":"2019-03-\(day)T10:00:00Z","updated_at":"2026-10-\(day)T10:00:00Z","pushed_at":"2026-10-\(day)T11:00:00Z","git_url":"git://github.com/\(full).git","ssh_url":"git@github.com:\(full).git","clone_url":"https://github.com/\(full).git","svn_url":"https://github.com/\(full)","homepage":null,"size":\(index * 37 % 90000),"stargazers_count":\(index * 7919 % 5000),"watchers_count":\(index * 7919 % 5000),"language":\(index % 19 == 2 ? "null" : "\"" + ["Swift", "Kotlin", "Go", "Python", "TypeScript"][index % 5] + "\""),"has_issues":true,"has_projects":true,"has_downloads":true,"has_wiki":true,"has_pages":false,"has_discussions":false,"forks_count":\(index % 300),"mirror_url":null,"archived":\(archived),"disabled":false,"open_issues_count":\(open),"license":{"key":"mit","name":"MIT License","spdx_id":"MIT","url":"https://api.github.com/licenses/mit","node_id":"MDc6TGljZW5zZTEz"},"allow_forking":true,"is_template":false,"web_commit_signoff_required":false,"topics":["synthetic","load-test","topic-\(index % 13)"],"visibility":"public","forks":\(index % 300),"open_issues":\(open),"watchers":\(index * 7919 % 5000),"default_branch":"main","permissions":{"admin":false,"maintain":false,"push":false,"triage":false,"pull":true},"custom_properties":{}}
            """
        return text
    }
}
