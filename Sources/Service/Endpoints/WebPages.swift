import Foundation
import Models

/// The web pages of the configured GitHub, built from names as `gh browse` builds them: a
/// repository's page and a commit's page on the web host that belongs to the API host. A
/// response's `html_url` is never used, so no server chooses what a browser opens: it can only
/// name an owner, a repository and a SHA, and those must look like GitHub's.
///
/// The web host is `github.com` for `api.github.com`, `SUBDOMAIN.ghe.com` for
/// `api.SUBDOMAIN.ghe.com`, and for any other API (an Enterprise server's `https://HOST/api/v3`)
/// the same scheme, host and port with the `/api/v3` path taken off. The scheme is `https`, or
/// `http` only when the configured API itself is plain `http`.
public struct WebPages: Sendable, Equatable {
    /// Why a page was not built.
    public enum Refusal: Error, Equatable, Sendable {
        /// The API URL has no web host of its own (not `http` or `https`, or no host).
        case noWebHost
        /// A name from the server is not a GitHub name: (what it names, the name).
        case notAName(kind: String, name: String)
        /// A SHA from the server is not 4 to 64 hexadecimal digits.
        case notASHA(String)
        /// A branch or tag name is not one git allows.
        case notARef(String)
        /// A path is not a path inside the repository.
        case notAPath(String)

        /// Why, in a few words, for the status line (the view makes the name safe).
        public var reason: String {
            switch self {
            case .noWebHost: "the API URL has no web host"
            case .notAName(let kind, let name): "the server's \(kind) name \"\(name)\" is not a GitHub name"
            case .notASHA(let sha): "the server's SHA \"\(sha)\" is not a SHA"
            case .notARef(let ref): "\"\(ref)\" is not a branch or tag name"
            case .notAPath(let path): "\"\(path)\" is not a path in the repository"
            }
        }
    }

    /// The web root, e.g. `https://github.com`; nil when the API URL has none.
    public let root: URL?

    /// The web pages belonging to the API at `apiURL`.
    public init(apiURL: URL) {
        guard let scheme = apiURL.scheme?.lowercased(), scheme == "https" || scheme == "http", let host = apiURL.host?.lowercased(), !host.isEmpty
        else {
            root = nil
            return
        }
        var components = URLComponents()
        components.scheme = scheme
        if host == "api.github.com" {
            components.host = "github.com"
        } else if host.hasPrefix("api."), host.hasSuffix(".ghe.com") {
            components.host = String(host.dropFirst(4))
        } else {
            components.host = host
            components.port = apiURL.port
            let path = apiURL.path.hasSuffix("/") ? String(apiURL.path.dropLast()) : apiURL.path
            components.path = path.hasSuffix("/api/v3") ? String(path.dropLast(7)) : ""
        }
        root = components.url
    }

    /// The repository's page: `ROOT/owner/name`.
    public func repository(owner: String, name: String) -> Result<URL, Refusal> {
        guard let root else { return .failure(.noWebHost) }
        guard Self.isName(owner) else { return .failure(.notAName(kind: "owner", name: owner)) }
        guard Self.isName(name) else { return .failure(.notAName(kind: "repository", name: name)) }
        return .success(root.appendingPathComponent(owner).appendingPathComponent(name))
    }

    /// The commit's page: `ROOT/owner/repo/commit/SHA`.
    public func commit(owner: String, repo: String, sha: String) -> Result<URL, Refusal> {
        guard (4...64).contains(sha.count), sha.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) })
        else { return .failure(.notASHA(sha)) }
        return repository(owner: owner, name: repo).map { $0.appendingPathComponent("commit").appendingPathComponent(sha.lowercased()) }
    }

    /// A pull request's page, `ROOT/owner/repo/pull/N`, or an issue's, `ROOT/owner/repo/issues/N`.
    public func item(owner: String, repo: String, number: Int, pullRequest: Bool) -> Result<URL, Refusal> {
        repository(owner: owner, name: repo).map { $0.appendingPathComponent(pullRequest ? "pull" : "issues").appendingPathComponent(String(number)) }
    }

    /// A release's page: `ROOT/owner/repo/releases/tag/TAG`.
    public func release(owner: String, repo: String, tag: String) -> Result<URL, Refusal> {
        guard Self.isRef(tag) else { return .failure(.notARef(tag)) }
        return repository(owner: owner, name: repo).map { base in
            tag.split(separator: "/").map(String.init).reduce(base.appendingPathComponent("releases").appendingPathComponent("tag")) {
                $0.appendingPathComponent($1)
            }
        }
    }

    /// A comparison's page: `ROOT/owner/repo/compare/BASE...HEAD`, each a checked ref.
    public func comparison(owner: String, repo: String, base: String, head: String) -> Result<URL, Refusal> {
        guard Self.isRef(base) else { return .failure(.notARef(base)) }
        guard Self.isRef(head) else { return .failure(.notARef(head)) }
        // A ref's slashes are the path's, as on GitHub: `compare/release/1.0...main`.
        return repository(owner: owner, name: repo).map { page in
            "\(base)...\(head)".split(separator: "/").map(String.init).reduce(page.appendingPathComponent("compare")) { $0.appendingPathComponent($1) }
        }
    }

    /// A file's page at a ref: `ROOT/owner/repo/blob/REF/PATH`.
    public func file(owner: String, repo: String, ref: String, path: String) -> Result<URL, Refusal> {
        page("blob", owner: owner, repo: repo, ref: ref, path: path)
    }

    /// A folder's page at a ref: `ROOT/owner/repo/tree/REF/PATH` (the repository's files at the
    /// ref, for the root).
    public func folder(owner: String, repo: String, ref: String, path: String) -> Result<URL, Refusal> {
        page("tree", owner: owner, repo: repo, ref: ref, path: path)
    }

    /// `ROOT/owner/repo/KIND/REF/PATH`, each segment of the ref and the path a checked name,
    /// percent-encoded.
    private func page(_ kind: String, owner: String, repo: String, ref: String, path: String) -> Result<URL, Refusal> {
        guard Self.isRef(ref) else { return .failure(.notARef(ref)) }
        guard let place = RepositoryPath(path) else { return .failure(.notAPath(path)) }
        return repository(owner: owner, name: repo).map { base in
            (ref.split(separator: "/").map(String.init) + place.segments).reduce(base.appendingPathComponent(kind)) { $0.appendingPathComponent($1) }
        }
    }

    /// git's rule for a branch or tag name (`git check-ref-format`): no control character, space,
    /// `~ ^ : ? * [ \`, `..`, `@{` or empty part; not ending in `.` or `.lock`.
    static func isRef(_ ref: String) -> Bool {
        let forbidden = Set("~^:?*[\\ ".unicodeScalars)
        guard (1...255).contains(ref.count), !ref.contains(".."), !ref.contains("@{"), !ref.hasSuffix("."), !ref.hasSuffix(".lock"),
            ref.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) && !forbidden.contains($0) })
        else { return false }
        return ref.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }

    /// GitHub's rule for owner and repository names: 1 to 100 of letters, digits, `-`, `_` and
    /// `.`, and not `.` or `..`; nothing that a URL or a command line could read as more.
    private static func isName(_ name: String) -> Bool {
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" || scalar == ".")
        }
        return (1...100).contains(name.count) && allowed && name != "." && name != ".."
    }
}
