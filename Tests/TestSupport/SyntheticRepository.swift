import Foundation

/// A large made-up repository served like GitHub: `/repos/<owner>/<name>/commits` honours
/// `per_page` and `page` (Link via `/repositories/<id>/commits`), and
/// `/repos/<owner>/<name>/commits/<sha>` for the big commit pages its files 300 at a time, as
/// GitHub does, with the whole-commit stats on every page. Its tree at any ref
/// (`git/trees/<ref>`) holds the big commit's files in their folders, so a file's history leads
/// to the big commit.
public struct SyntheticRepository: Sendable {
    /// The owner's login.
    public let owner: String
    /// The repository name.
    public let name: String
    /// How many commits it has.
    public let commitCount: Int
    /// How many files the big commit changes.
    public let bigCommitFiles: Int
    /// The numeric id used in Link URLs.
    public let id: Int
    /// How many changed lines each patched file of the big commit has beyond the first: nil, a
    /// 4-line hunk; else a hunk of that many pairs of a removed and an added line that differ in
    /// one word, between context lines, as a real edit reads (what word emphasis works on).
    public let pairedLines: Int?

    /// The SHA of the commit with `bigCommitFiles` files.
    public var bigCommitSHA: String { sha(0) }

    /// Creates a repository.
    public init(owner: String, name: String, commitCount: Int, bigCommitFiles: Int, id: Int = 88_000_001, pairedLines: Int? = nil) {
        self.owner = owner
        self.name = name
        self.commitCount = commitCount
        self.bigCommitFiles = bigCommitFiles
        self.id = id
        self.pairedLines = pairedLines
    }

    /// File `index`'s patch as a JSON string's contents: the 4-line hunk, or `pairedLines` pairs.
    private func patch(_ index: Int) -> String {
        guard let pairs = pairedLines else { return #"@@ -1,2 +1,3 @@\n import Foundation\n-let old = \#(index)\n+let new = \#(index)\n+let more = \#(index)"# }
        let body = (0..<pairs).map { line in
            #"-    var setting\#(line) = \"value \#(index)\" // keep in step with the server\n+    var setting\#(line) = \"value \#(index + 1)\" // keep in step with the server"#
        }
        let size = pairs + 2
        return #"@@ -1,\#(size) +1,\#(size) @@ struct Settings {\n struct Settings {\n"# + body.joined(separator: #"\n"#) + #"\n }"#
    }

    /// The answer for `request`, or nil if it is not for this repository.
    public func response(for request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response? {
        let listPaths = ["/repos/\(owner)/\(name)/commits", "/repositories/\(id)/commits"]
        if listPaths.contains(request.path) { return list(request, baseURL: baseURL) }
        if listPaths.map({ $0 + "/" + bigCommitSHA }).contains(request.path) { return detail(request, baseURL: baseURL) }
        if request.path.hasPrefix("/repos/\(owner)/\(name)/git/trees/") { return tree() }
        return nil
    }

    /// The path of the big commit's file `index`.
    public func path(_ index: Int) -> String { "Sources/Module\(index % 40)/File\(index).swift" }

    /// The whole tree: the big commit's files and the folders they are in, in path order.
    private func tree() -> LoopbackServer.Response {
        let files = (0..<bigCommitFiles).map(path)
        let folders = Set(
            files.flatMap { file in
                let parts = file.split(separator: "/").dropLast()
                return parts.indices.map { parts[...$0].joined(separator: "/") }
            })
        let entries = (folders.map { ($0, true) } + files.map { ($0, false) }).sorted { $0.0 < $1.0 }.enumerated().map { index, entry in
            let (path, isFolder) = entry
            let sha = sha(index + 100_000)
            let (mode, type, size) = isFolder ? ("040000", "tree", "") : ("100644", "blob", #","size":120"#)
            return
                #"{"path":"\#(path)","mode":"\#(mode)","type":"\#(type)","sha":"\#(sha)"\#(size),"url":"https://api.github.com/repos/\#(owner)/\#(name)/git/\#(type)s/\#(sha)"}"#
        }
        let root = sha(99_999)
        let body =
            #"{"sha":"\#(root)","url":"https://api.github.com/repos/\#(owner)/\#(name)/git/trees/\#(root)","tree":["# + entries.joined(separator: ",")
            + #"],"truncated":false}"#
        return LoopbackServer.Response(status: 200, headers: [("content-type", "application/json; charset=utf-8")], body: Data(body.utf8))
    }

    private func sha(_ index: Int) -> String {
        String(format: "%08x", index &* 2_654_435_761 & 0xffff_ffff) + String(repeating: "a", count: 24) + String(format: "%08x", index)
    }

    private func page(_ request: LoopbackServer.Request, defaultSize: Int, maximum: Int) -> (size: Int, number: Int) {
        (min(maximum, max(1, request.query["per_page"].flatMap { Int($0) } ?? defaultSize)), max(1, request.query["page"].flatMap { Int($0) } ?? 1))
    }

    private func links(base: String, page: Int, pages: Int) -> [(String, String)] {
        var links: [String] = []
        if page < pages { links += ["<\(base)\(page + 1)>; rel=\"next\"", "<\(base)\(pages)>; rel=\"last\""] }
        if page > 1 { links += ["<\(base)1>; rel=\"first\"", "<\(base)\(page - 1)>; rel=\"prev\""] }
        return links.isEmpty ? [] : [("link", links.joined(separator: ", "))]
    }

    private func list(_ request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response {
        let (size, number) = page(request, defaultSize: 30, maximum: 100)
        let pages = max(1, (commitCount + size - 1) / size)
        let start = (number - 1) * size
        let items = start < commitCount ? (start..<min(commitCount, start + size)).map(commitJSON) : []
        let base = "\(baseURL.absoluteString)/repositories/\(id)/commits?per_page=\(size)&page="
        return LoopbackServer.Response(
            status: 200,
            headers: [("content-type", "application/json; charset=utf-8"), ("etag", "W/\"c-\(size)-\(number)\"")]
                + links(base: base, page: number, pages: pages),
            body: Data(("[" + items.joined(separator: ",") + "]").utf8)
        )
    }

    private func commitJSON(_ index: Int) -> String {
        let full = "\(owner)/\(name)"
        let date = String(format: "2026-%02d-%02dT%02d:00:00Z", 1 + index / 1000 % 12, 1 + index % 28, index % 24)
        let author = index % 3 == 0 ? "null" : CommitJSON.user("dev\(index % 7)", id: 1000 + index % 7)
        let parent = sha(index + 1)
        var commit = CommitJSON(
            sha: sha(index), nodeID: "C_\(index)",
            author: .init(name: "Developer \(index % 7)", email: "dev\(index % 7)@example.org", date: date),
            committer: .init(name: "GitHub", email: "noreply@github.com", date: date),
            message: "Change number \(index)\\n\\nA body explaining change \(index) in a sentence or two.",
            url: "https://api.github.com/repos/\(full)/commits/\(sha(index))", htmlURL: "https://github.com/\(full)/commit/\(sha(index))",
            authorAccount: author, committerAccount: #"{"login":"web-flow","id":19864447,"type":"User"}"#,
            parents:
                #"[{"sha":"\#(parent)","url":"https://api.github.com/repos/\#(full)/commits/\#(parent)","html_url":"https://github.com/\#(full)/commit/\#(parent)"}]"#
        )
        commit.tree = (parent, "https://api.github.com/repos/\(full)/git/trees/\(parent)")
        commit.gitURL = "https://api.github.com/repos/\(full)/git/commits/\(sha(index))"
        commit.verification = true
        commit.commentsURL = "https://api.github.com/repos/\(full)/commits/\(sha(index))/comments"
        return commit.text
    }

    private func detail(_ request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response {
        let (size, number) = page(request, defaultSize: 300, maximum: 300)
        let pages = max(1, (bigCommitFiles + size - 1) / size)
        let start = (number - 1) * size
        let indices: Range<Int> = start < bigCommitFiles ? start..<min(bigCommitFiles, start + size) : 0..<0
        let files: [String] = indices.map { (index: Int) -> String in
            let filename = path(index)
            let patch = index % 5 == 0 && pairedLines == nil ? "" : #","patch":""# + patch(index) + #"""#
            let entry: String =
                #"{"sha":"\#(sha(index + 7))","filename":"\#(filename)","status":"modified","additions":2,"deletions":1,"changes":3,"blob_url":"https://github.com/x/blob/\#(filename)","raw_url":"https://github.com/x/raw/\#(filename)","contents_url":"https://api.github.com/x/contents/\#(filename)""#
            return entry + patch + "}"
        }
        var base: String = commitJSON(0)
        base.removeLast()
        let body: String =
            base
            + #","stats":{"total":\#(bigCommitFiles * 3),"additions":\#(bigCommitFiles * 2),"deletions":\#(bigCommitFiles)},"files":[\#(files.joined(separator: ","))]}"#
        let linkBase = "\(baseURL.absoluteString)/repositories/\(id)/commits/\(bigCommitSHA)?page="
        return LoopbackServer.Response(
            status: 200, headers: [("content-type", "application/json; charset=utf-8")] + links(base: linkBase, page: number, pages: pages),
            body: Data(body.utf8)
        )
    }
}
