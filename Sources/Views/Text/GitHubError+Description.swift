import Foundation
import Models
import Service

extension GitHubError: CustomStringConvertible {
    /// One line, lower-case but for names (GitHub, HTTP, URL), saying what happened: GitHub's words and the facts, no advice (the
    /// CLI adds what to do, knowing the configuration and the clock). The Service hands up the
    /// values; counts and sizes are said here as everywhere (`10,000 pages`, `32 MiB`).
    public var description: String {
        switch self {
        case .notFound(let message): return "not found (\(message))"
        case .badCredentials(let message): return "GitHub refused the token (\(message))"
        case .forbidden(let message): return "permission denied (\(message))"
        case .rateLimited: return "GitHub API rate limit exceeded"
        case .secondaryRateLimited(let retryAfter, _):
            return "GitHub asked to slow down (secondary rate limit)" + (retryAfter.map { "; retry after " + Self.seconds($0) } ?? "")
        case .noSuchCommit(let message): return "no such commit (\(message))"
        case .emptyRepository: return "the repository is empty"
        case .server(let status, let message): return "GitHub server error \(status) (\(message))"
        case .http(let status, let message): return "unexpected HTTP status \(status) (\(message))"
        case .network(let reason): return "network error: \(reason)"
        case .unreachable(let reason): return "cannot reach the server: \(reason)"
        case .tooManyRedirects(let host, let limit): return "\(host) redirects in a loop (more than \(limit) redirects)"
        case .outputClosed: return "the reader closed the output"
        case .timeout(let seconds, let attempts):
            let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
            return "no answer within \(shown) s" + (attempts > 1 ? " (\(attempts) attempts)" : "")
        case .undecodable(let endpoint, let path, let reason):
            return "unreadable response from \(endpoint)" + (path.isEmpty ? "" : " at \(path)") + ": \(reason)"
        case .insecureTransport(let host): return "refusing to send the token over plain HTTP to \(host)"
        case .invalidURL(let text): return "invalid URL: \(text)"
        case .notCached(let url): return "offline and not cached: \(url)"
        case .noResult: return "the request ended without a result"
        case .paginationLoop(let page): return "the server's pagination loops back to page \(page)"
        case .tooManyPages(let limit): return "the listing goes on past \(limit.grouped) pages, the most repos follows"
        case .tooManyItems(let limit): return "the listing goes on past \(limit.grouped) items, the most repos gathers at once"
        case .treeTooLarge(let limit): return "the tree goes on past \(limit == .treePathBytes ? "paths of " : "")\(limit.shown), the most repos reads"
        case .gatheredTooLarge(let limit): return "the listing's JSON goes on past \(ByteSize.describe(limit)), the most repos gathers at once"
        case .responseTooLarge(let host, let limit): return "the response from \(host) is larger than \(ByteSize.describe(limit)), the most repos reads"
        case .untrustedCertificate(let host, let reason): return "the certificate of \(host) is not trusted (\(reason))"
        case .notHTTPLink(let kind): return "the server sent a \(kind) that is not http(s)"
        case .notAFolder(let path): return "'\(path)' is not a folder in the tree"
        }
    }

    /// `120 s`; a wait of an hour or more also in hours or days, so a huge one reads as huge.
    static func seconds(_ value: Int) -> String {
        switch value {
        case ..<3600: return "\(value) s"
        case ..<(86_400 * 2): return "\(value) s (\(value / 3600) h)"
        default: return "\(value) s (\((value / 86_400).grouped) days)"
        }
    }
}
