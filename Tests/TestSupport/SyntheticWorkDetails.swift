import Foundation
import Reactive

/// One pull request or issue of `SyntheticWorkOrganization` in full, served like GitHub:
/// `/pulls/{n}` (with `mergeable`), its reviews, files and commits, `/issues/{n}` and its comments, and
/// its head's check runs and combined status, each with an ETag answered 304 when unchanged.
///
/// `repo-00001#1` is the full one: `mergeable: null` on the first ask, then `blocked`; an
/// approval (commented on afterwards), changes requested, and an approval dismissed; a failing,
/// a pending, a passing and a skipped check and two legacy statuses; a body with HTML, escapes
/// and a hostile link. `repo-00001#2` changes 320 files. `repo-00014#2` is an issue with 150
/// comments, one holding an ESC. Every other item is plain: no reviews, no checks, 2 comments.
public final class SyntheticWorkDetails: Sendable {
    /// The org whose items these are.
    public let work: SyntheticWorkOrganization
    /// How many times each pull request was asked for, by path.
    private let asks = Locked<[String: Int]>([:])

    /// The details of `work`'s items.
    public init(_ work: SyntheticWorkOrganization) { self.work = work }

    /// How many times the pull request at `path` was asked for.
    public func asked(_ path: String) -> Int { asks.withLock { $0[path] ?? 0 } }

    /// The answer for `request`, or nil when it is not one of these.
    public func response(for request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response? {
        let prefix = "/repos/\(work.name)/"
        guard request.path.hasPrefix(prefix) else { return nil }
        let parts = request.path.dropFirst(prefix.count).split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0].hasPrefix("repo-"), let index = Int(parts[0].dropFirst(5)), index < work.organization.count else { return nil }
        let body: String?
        switch (parts[1], parts.count) {
        case ("pulls", 3): body = Int(parts[2]).flatMap { pullRequest(index, $0, path: request.path) }
        case ("pulls", 4) where parts[3] == "reviews": body = Int(parts[2]).map { reviews(index, $0) }
        case ("pulls", 4) where parts[3] == "files": return Int(parts[2]).map { files(index, $0, request: request, baseURL: baseURL) }
        case ("pulls", 4) where parts[3] == "commits": body = Int(parts[2]).map { commits(index, $0) }
        case ("issues", 3): body = Int(parts[2]).flatMap { issue(index, $0) }
        case ("issues", 4) where parts[3] == "comments": return Int(parts[2]).map { comments(index, $0, request: request, baseURL: baseURL) }
        case ("compare", 3): body = comparison(index, parts[2])
        case ("commits", 4) where parts[3] == "check-runs": body = checkRuns(index, sha: parts[2])
        case ("commits", 4) where parts[3] == "status": body = status(index, sha: parts[2])
        default: return nil
        }
        guard let body else { return .json(404, #"{"message":"Not Found","status":"404"}"#) }
        return Self.tagged(request, body: body)
    }

    /// `body` with an ETag of its own, or a 304 when the request already holds it.
    private static func tagged(_ request: LoopbackServer.Request, body: String, headers: [(String, String)] = []) -> LoopbackServer.Response {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let etag = "W/\"\(String(hash, radix: 16))\""
        let rate: [(String, String)] = [("x-ratelimit-limit", "5000"), ("x-ratelimit-remaining", "4990"), ("x-ratelimit-reset", "1893456000")]
        if request.headers["if-none-match"] == etag { return LoopbackServer.Response(status: 304, headers: [("etag", etag)] + rate) }
        return .json(200, body, headers: [("etag", etag)] + rate + headers)
    }

    private func item(_ index: Int, _ number: Int) -> SyntheticWorkOrganization.Item? {
        work.items(index).first { $0.number == number }
    }

    /// The body of the full pull request: HTML, an escaped quote, an ESC, and a hostile link.
    static let richBody =
        #"Retries ledger writes on a **502** (\"bad gateway\").\r\n\r\n<details><summary>Logs</summary>\r\n\r\n<pre>502 at 12:04</pre>\r\n</details>\r\n\r\n- [x] tests\r\n- [ ] docs \u001b[31mred\u001b[0m\r\n\r\nSee [the run](javascript:alert(1)) and <a href=\"http://evil.example/steal\">this</a>."#

    private func pullRequest(_ index: Int, _ number: Int, path: String) -> String? {
        guard let item = item(index, number), item.isPullRequest else { return nil }
        let ask = asks.withLock { asks -> Int in
            asks[path, default: 0] += 1
            return asks[path] ?? 0
        }
        var text = work.pullRequestJSON(index, item)
        if index == 1, number == 1 {
            text = text.replacingOccurrences(of: #""body":"Fixes the thing.\r\n\r\n- [ ] tests""#, with: #""body":"\#(Self.richBody)""#)
        }
        let draft = number % 5 == 4 && item.open
        let (mergeable, state): (String, String)
        switch (index, number) {
        case (1, 1): (mergeable, state) = ask == 1 ? ("null", "unknown") : ("true", "blocked")
        case (1, 3): (mergeable, state) = ("null", "unknown")
        default: (mergeable, state) = item.open ? (draft ? ("true", "draft") : ("true", "clean")) : ("null", "unknown")
        }
        let merger = item.open ? "null" : Self.user("ana", id: 2)
        let files = index == 1 && number == 2 ? 320 : 2
        text.removeLast()
        text +=
            #","merged":\#(!item.open),"mergeable":\#(mergeable),"rebaseable":true,"mergeable_state":"\#(state)","merged_by":\#(merger),"comments":2,"review_comments":0,"maintainer_can_modify":false,"commits":3,"additions":\#(files * 4),"deletions":\#(files),"changed_files":\#(files)}"#
        return text
    }

    private static func user(_ login: String, id: Int) -> String { SyntheticWorkOrganization.user(login, id: id) }

    private func reviews(_ index: Int, _ number: Int) -> String {
        guard index == 1, number == 1 else { return "[]" }
        let reviews = [
            ("ana", 2, "APPROVED", "2026-11-29T10:00:00Z"), ("frankie", 3, "CHANGES_REQUESTED", "2026-11-29T11:00:00Z"),
            ("bo", 4, "DISMISSED", "2026-11-29T12:00:00Z"), ("hiro-y", 5, "COMMENTED", "2026-11-29T13:00:00Z"), ("ana", 2, "COMMENTED", "2026-11-29T14:00:00Z"),
        ]
        return "["
            + reviews.enumerated().map { offset, review in
                #"{"id":\#(80 + offset),"node_id":"PRR_\#(offset)","user":\#(Self.user(review.0, id: review.1)),"body":"ok","state":"\#(review.2)","html_url":"https://github.com/x","pull_request_url":"https://api.github.com/x","author_association":"MEMBER","submitted_at":"\#(review.3)","commit_id":"abc"}"#
            }.joined(separator: ",") + "]"
    }

    private func files(_ index: Int, _ number: Int, request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response {
        let count = index == 1 && number == 2 ? 320 : 2
        let files = (0..<count).map { file in
            #"{"sha":"\#(String(format: "%040x", file + 1))","filename":"Sources/File\#(file).swift","status":"modified","additions":4,"deletions":1,"changes":5,"blob_url":"https://github.com/x","raw_url":"https://github.com/x","contents_url":"https://api.github.com/x","patch":"@@ -1,3 +1,6 @@\n import Foundation\n-let timeout = 30\n+let timeout = 45\n+let retries = 3\n+let backoff = 2\n+let jitter = true\n struct Client {}"}"#
        }
        return Self.paged(request, items: files, baseURL: baseURL)
    }

    /// `base...head` of a pull request: its files as `/files` lists them, ahead by its three
    /// commits.
    private func comparison(_ index: Int, _ range: String) -> String? {
        let ends = range.components(separatedBy: "...")
        guard ends.count == 2 else { return nil }
        let file =
            #"{"sha":"\#(String(repeating: "1", count: 40))","filename":"Sources/File0.swift","status":"modified","additions":4,"deletions":1,"changes":5,"blob_url":"https://github.com/x","raw_url":"https://github.com/x","contents_url":"https://api.github.com/x","patch":"@@ -1,3 +1,6 @@\n import Foundation\n-let timeout = 30\n+let timeout = 45\n+let retries = 3\n struct Client {}"}"#
        let commit =
            #"{"sha":"\#(ends[1])","commit":{"author":{"name":"Ana","email":"ana@example.com","date":"2026-11-29T10:00:00Z"},"committer":{"name":"Ana","email":"ana@example.com","date":"2026-11-29T10:00:00Z"},"message":"Step"},"author":null,"committer":null,"parents":[]}"#
        return
            #"{"url":"https://api.github.com/x","html_url":"https://github.com/x","status":"ahead","ahead_by":3,"behind_by":0,"total_commits":1,"base_commit":\#(commit),"merge_base_commit":\#(commit),"commits":[\#(commit)],"files":[\#(file)]}"#
    }

    /// Three commits on the pull request's head, oldest first.
    private func commits(_ index: Int, _ number: Int) -> String {
        "["
            + (1...3).map { commit in
                #"{"sha":"\#(String(format: "%040x", index * 1_000 + number * 10 + commit))","node_id":"C_\#(commit)","commit":{"author":{"name":"Ana Lima","email":"ana@example.com","date":"2026-11-2\#(commit)T10:00:00Z"},"committer":{"name":"Ana Lima","email":"ana@example.com","date":"2026-11-2\#(commit)T10:00:00Z"},"message":"Step \#(commit) of #\#(number)\n\nMore words.","tree":{"sha":"abc","url":"https://api.github.com/x"},"url":"https://api.github.com/x","comment_count":0},"url":"https://api.github.com/x","html_url":"https://github.com/x","comments_url":"https://api.github.com/x","author":\#(Self.user("ana", id: 2)),"committer":\#(Self.user("ana", id: 2)),"parents":[]}"#
            }.joined(separator: ",") + "]"
    }

    private func issue(_ index: Int, _ number: Int) -> String? {
        guard let item = item(index, number) else { return nil }
        return work.issueJSON(index, item)
    }

    private func comments(_ index: Int, _ number: Int, request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response {
        let count = index == 14 && number == 2 ? 150 : 2
        let comments = (0..<count).map { comment in
            let body =
                switch comment {
                case 1: #"Looks right \u001b]0;pwned\u0007 but <b>cap</b> the retries: [docs](https://example.com/retries)"#
                default: "Comment \(comment + 1) of \(count)."
                }
            let minute = String(format: "%02d", comment % 60)
            let hour = String(format: "%02d", comment / 60)
            return
                #"{"id":\#(5_000 + comment),"node_id":"IC_\#(comment)","url":"https://api.github.com/x","html_url":"https://github.com/x","body":"\#(body)","user":\#(Self.user(comment % 2 == 0 ? "ana" : "hiro-y", id: 2 + comment % 2)),"created_at":"2026-11-2\#(comment < 60 ? 8 : 9)T\#(hour):\#(minute):00Z","updated_at":"2026-11-29T00:00:00Z","issue_url":"https://api.github.com/x","author_association":"MEMBER"}"#
        }
        return Self.paged(request, items: comments, baseURL: baseURL)
    }

    /// `items` paged as GitHub pages them (`per_page`, `page`, Link `next` and `last`).
    private static func paged(_ request: LoopbackServer.Request, items: [String], baseURL: URL) -> LoopbackServer.Response {
        let perPage = min(100, max(1, request.query["per_page"].flatMap { Int($0) } ?? 30))
        let page = max(1, request.query["page"].flatMap { Int($0) } ?? 1)
        let pages = max(1, (items.count + perPage - 1) / perPage)
        let start = (page - 1) * perPage
        let shown = start < items.count ? items[start..<min(items.count, start + perPage)] : []
        var links: [String] = []
        if page < pages {
            for (relation, number) in [("next", page + 1), ("last", pages)] {
                links.append("<\(baseURL.absoluteString)\(request.path)?per_page=\(perPage)&page=\(number)>; rel=\"\(relation)\"")
            }
        }
        return tagged(request, body: "[" + shown.joined(separator: ",") + "]", headers: links.isEmpty ? [] : [("link", links.joined(separator: ", "))])
    }

    private func checkRuns(_ index: Int, sha: String) -> String {
        guard sha == String(format: "%040x", 1_000 + 1) else { return #"{"total_count":0,"check_runs":[]}"# }
        let runs = [
            ("build (macos-14)", "completed", "\"failure\""), ("lint", "in_progress", "null"), ("test", "completed", "\"success\""),
            ("docs", "completed", "\"skipped\""),
        ]
        return #"{"total_count":4,"check_runs":["#
            + runs.enumerated().map { offset, run in
                #"{"id":\#(90 + offset),"name":"\#(run.0)","head_sha":"\#(sha)","status":"\#(run.1)","conclusion":\#(run.2),"started_at":"2026-11-30T10:00:00Z","completed_at":null,"html_url":"https://github.com/x","output":{"title":null,"summary":null}}"#
            }.joined(separator: ",") + "]}"
    }

    private func status(_ index: Int, sha: String) -> String {
        guard sha == String(format: "%040x", 1_000 + 1) else { return #"{"state":"pending","statuses":[],"sha":"\#(sha)","total_count":0}"# }
        return
            #"{"state":"pending","statuses":[{"context":"ci/jenkins","state":"success","description":"Build passed"},{"context":"security/scan","state":"pending","description":"Waiting"}],"sha":"\#(sha)","total_count":2}"#
    }
}
