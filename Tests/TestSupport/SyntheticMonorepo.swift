import Foundation
import Reactive

/// A monorepo served as GitHub serves its trees: `README.md`, `package.json`, `docs/` with
/// `docs` files, and `packages/pkg-NNN/{README.md, package.json, src/module-MM/file-FF.ts}`.
/// The default is 127,294 entries, which a recursive answer cuts short at 100,000, as GitHub
/// does (`truncated: true`), the entries before the cut whole, in git's order.
///
/// Answers `git/trees/{ref or sha}` (recursively with `recursive`, else one folder's own
/// entries), `contents/{folder}` (a folder's entries with their SHAs) and `If-None-Match` with a
/// 304. Each answer is built once.
public struct SyntheticMonorepo: Sendable {
    /// One path of the tree.
    public struct Node: Sendable {
        /// Its path from the root.
        public let path: String
        /// Whether it is a folder.
        public let isFolder: Bool
    }

    /// The owner's login.
    public let owner: String
    /// The repository's name.
    public let name: String
    /// Entries a recursive answer holds before it is cut short.
    public let cut: Int
    /// Every entry, in git's order.
    public let nodes: [Node]
    /// Each folder's path by its SHA.
    private let folders: [String: String]
    private let built = Locked<[String: LoopbackServer.Response]>([:])

    /// A monorepo of `packages` packages of `modules` modules of `files` files, and `docs` files
    /// in `docs/`, its recursive answers cut at `cut` entries.
    public init(
        owner: String = "bigrepos", name: String = "huge-tree", packages: Int = 100, modules: Int = 60, files: Int = 20, docs: Int = 890, cut: Int = 100_000
    ) {
        self.owner = owner
        self.name = name
        self.cut = cut
        var nodes = [Node(path: "README.md", isFolder: false), Node(path: "docs", isFolder: true)]
        nodes += (0..<docs).map { Node(path: String(format: "docs/guide-%04d.md", $0), isFolder: false) }
        nodes += [Node(path: "package.json", isFolder: false), Node(path: "packages", isFolder: true)]
        for package in 0..<packages {
            let root = String(format: "packages/pkg-%03d", package)
            nodes += [Node(path: root, isFolder: true), Node(path: root + "/README.md", isFolder: false), Node(path: root + "/package.json", isFolder: false)]
            nodes.append(Node(path: root + "/src", isFolder: true))
            for module in 0..<modules {
                let folder = root + String(format: "/src/module-%02d", module)
                nodes.append(Node(path: folder, isFolder: true))
                nodes += (0..<files).map { Node(path: folder + String(format: "/file-%02d.ts", $0), isFolder: false) }
            }
        }
        self.nodes = nodes
        folders = Dictionary(nodes.filter(\.isFolder).map { (Self.sha($0.path), $0.path) }, uniquingKeysWith: { first, _ in first })
    }

    /// A made-up SHA for `path`, the same every time.
    public static func sha(_ path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let part = String(hash, radix: 16)
        return String(String(repeating: part, count: 3).suffix(40)).padding(toLength: 40, withPad: "0", startingAt: 0)
    }

    /// The folder whose SHA is `sha`, "" for the root; nil for none.
    private func folder(withSHA sha: String) -> String? {
        if sha == Self.sha("") || sha == "HEAD" || sha == "main" { return "" }
        return folders[sha]
    }

    /// The answer for `request`, or nil when it is not for this repository.
    public func response(for request: LoopbackServer.Request, baseURL: URL) -> LoopbackServer.Response? {
        let base = "/repos/\(owner)/\(name)"
        guard request.path.hasPrefix(base + "/") else { return nil }
        let rest = String(request.path.dropFirst(base.count + 1))
        let key: String
        if rest.hasPrefix("git/trees/") {
            key = rest + (request.query["recursive"] != nil ? "?recursive" : "")
        } else if rest == "contents" || rest.hasPrefix("contents/") {
            key = rest
        } else {
            return nil
        }
        let etag = "W/\"\(Self.sha(key))\""
        if request.headers["if-none-match"] == etag { return LoopbackServer.Response(status: 304, headers: [("etag", etag)]) }
        if let memo = built.withLock({ $0[key] }) { return memo }
        let body: String?
        if rest.hasPrefix("git/trees/") {
            body = folder(withSHA: String(rest.dropFirst("git/trees/".count))).map { tree($0, recursive: request.query["recursive"] != nil) }
        } else {
            body = contents(String(rest.dropFirst("contents".count)).trimmingCharacters(in: CharacterSet(charactersIn: "/")))
        }
        guard let body else { return .json(404, #"{"message":"Not Found","status":"404"}"#) }
        let response = LoopbackServer.Response(
            status: 200, headers: [("content-type", "application/json; charset=utf-8"), ("etag", etag)], body: Data(body.utf8))
        built.withLock { $0[key] = response }
        return response
    }

    /// `folder`'s tree: its own entries, or every entry under it, cut at `cut`.
    private func tree(_ folder: String, recursive: Bool) -> String {
        let prefix = folder.isEmpty ? "" : folder + "/"
        let depth = folder.isEmpty ? 0 : folder.split(separator: "/").count
        let under = nodes.filter { $0.path.hasPrefix(prefix) && (recursive || $0.path.split(separator: "/").count == depth + 1) }
        let shown = under.prefix(cut)
        let entries = shown.map { node in
            let path = String(node.path.dropFirst(prefix.count))
            let sha = Self.sha(node.path)
            return node.isFolder
                ? #"{"path":"\#(path)","mode":"040000","type":"tree","sha":"\#(sha)","url":"https://api.github.com/repos/\#(owner)/\#(name)/git/trees/\#(sha)"}"#
                : #"{"path":"\#(path)","mode":"100644","type":"blob","sha":"\#(sha)","size":\#(200 + node.path.utf8.count),"url":"https://api.github.com/repos/\#(owner)/\#(name)/git/blobs/\#(sha)"}"#
        }
        let sha = Self.sha(folder)
        return #"{"sha":"\#(sha)","url":"https://api.github.com/repos/\#(owner)/\#(name)/git/trees/\#(sha)","tree":["# + entries.joined(separator: ",")
            + #"],"truncated":\#(under.count > cut)}"#
    }

    /// The contents API's listing of `folder`, or nil when it is not one.
    private func contents(_ folder: String) -> String? {
        guard folder.isEmpty || nodes.contains(where: { $0.path == folder && $0.isFolder }) else { return nil }
        let prefix = folder.isEmpty ? "" : folder + "/"
        let depth = folder.isEmpty ? 0 : folder.split(separator: "/").count
        let entries = nodes.filter { $0.path.hasPrefix(prefix) && $0.path.split(separator: "/").count == depth + 1 }.map { node in
            let name = String(node.path.split(separator: "/").last ?? "")
            return #"{"name":"\#(name)","path":"\#(node.path)","sha":"\#(Self.sha(node.path))","size":0,"type":"\#(node.isFolder ? "dir" : "file")"}"#
        }
        return "[" + entries.joined(separator: ",") + "]"
    }
}
