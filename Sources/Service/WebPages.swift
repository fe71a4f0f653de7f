import Foundation

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

        /// Why, in a few words, for the status line (the view makes the name safe).
        public var reason: String {
            switch self {
            case .noWebHost: "the API URL has no web host"
            case .notAName(let kind, let name): "the server's \(kind) name \"\(name)\" is not a GitHub name"
            case .notASHA(let sha): "the server's SHA \"\(sha)\" is not a SHA"
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

    /// GitHub's rule for owner and repository names: 1 to 100 of letters, digits, `-`, `_` and
    /// `.`, and not `.` or `..`; nothing that a URL or a command line could read as more.
    private static func isName(_ name: String) -> Bool {
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" || scalar == ".")
        }
        return (1...100).contains(name.count) && allowed && name != "." && name != ".."
    }
}
