import Foundation
import Models
import Reactive

/// Everything that can go wrong between `repos` and GitHub, with the HTTP status and GitHub's own
/// `message` where there is one. Descriptions are short, lower-case and factual.
public enum GitHubError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// 404: no such org, user, repository or ref — or one this token may not see.
    case notFound(message: String)
    /// 401: the token was refused.
    case badCredentials(message: String)
    /// 403 that is not a rate limit: the token lacks a permission.
    case forbidden(message: String)
    /// 403/429 with `x-ratelimit-remaining: 0`: the hourly quota is spent until `resetAt`.
    case rateLimited(resetAt: Date?, limit: Int?, message: String)
    /// 403/429 with `retry-after` or the secondary-limit message: too many requests too fast.
    case secondaryRateLimited(retryAfter: Int?, message: String)
    /// 422 on a commit: no commit matches the ref.
    case noSuchCommit(message: String)
    /// 409 "Git Repository is empty." (the service turns it into an empty list where it can).
    case emptyRepository
    /// 5xx: GitHub failed.
    case server(status: Int, message: String)
    /// Any other unexpected status.
    case http(status: Int, message: String)
    /// No response: a connection reset or closed early, a malformed answer, TLS failing.
    case network(String)
    /// The server cannot be reached at all: the connection was refused, or the host has no
    /// address. Not a passing fault: tried once more at once, then said.
    case unreachable(String)
    /// Redirects went on past `limit`: a loop, never a passing fault.
    case tooManyRedirects(host: String, limit: Int)
    /// The reader of the output went away (`| head`): the run ends quietly, as a closed pipe ends
    /// any command.
    case outputClosed
    /// No response within the timeout, on each of `attempts` tries.
    case timeout(seconds: Double, attempts: Int = 1)
    /// A response that is not what the endpoint promises: not JSON, wrong shape, a bad date, a
    /// malformed `Link` header. `path` is the JSON path that failed (`[3].owner.login`), if known.
    case undecodable(endpoint: String, path: String, reason: String)
    /// A token would have gone over plain http to a host that is not this machine.
    case insecureTransport(host: String)
    /// A URL that cannot be built from the given base and names.
    case invalidURL(String)
    /// `--offline` and nothing cached for this request.
    case notCached(url: String)
    /// The request ended without a result and without an error: reported rather than shown as
    /// an empty, complete-looking answer.
    case noResult
    /// A `next` link named a page this listing had already fetched (`page`, counted from 1).
    case paginationLoop(page: Int)
    /// The listing went on past `Limit.pagesPerListing.value` pages.
    case tooManyPages(limit: Int)
    /// A gathered listing went on past `Limit.itemsPerListing.value` items.
    case tooManyItems(limit: Int)
    /// A tree GitHub cut short goes on, as what it left out is asked for, past `limit` (shown as
    /// people read it: requests, entries or path bytes).
    case treeTooLarge(limit: String)
    /// A gathered listing's JSON went on past `Limit.gatheredBytes.value` bytes.
    case gatheredTooLarge(limit: Int)
    /// A response body grew past `limit` bytes (after decompression) and was cut off there.
    case responseTooLarge(host: String, limit: Int)
    /// The server's TLS certificate did not verify against the trusted CAs; never retried, and
    /// never retried without verification. `reason` is libcurl's.
    case untrustedCertificate(host: String, reason: String)
    /// A `Link` or `Location` URL whose scheme is not http or https; it was never requested.
    /// `kind` says which: "next-page link" or "redirect".
    case notHTTPLink(kind: String)
    /// A path asked for as a folder names a file, or nothing, in the tree.
    case notAFolder(path: String)

    /// The HTTP status, for errors that came with one.
    public var status: Int? {
        switch self {
        case .notFound: return 404
        case .badCredentials: return 401
        case .forbidden: return 403
        case .rateLimited, .secondaryRateLimited: return nil
        case .noSuchCommit: return 422
        case .emptyRepository: return 409
        case .server(let status, _), .http(let status, _): return status
        default: return nil
        }
    }

    /// One line, lower-case, saying what happened: GitHub's words and the facts, no advice
    /// (the CLI adds what to do, knowing the configuration and the clock).
    public var description: String {
        switch self {
        case .notFound(let message):
            return "not found (\(message))"
        case .badCredentials(let message):
            return "github refused the token (\(message))"
        case .forbidden(let message):
            return "permission denied (\(message))"
        case .rateLimited:
            return "GitHub API rate limit exceeded"
        case .secondaryRateLimited(let retryAfter, _):
            return "github asked to slow down (secondary rate limit)" + (retryAfter.map { "; retry after " + Self.seconds($0) } ?? "")
        case .noSuchCommit(let message):
            return "no such commit (\(message))"
        case .emptyRepository:
            return "the repository is empty"
        case .server(let status, let message):
            return "github server error \(status) (\(message))"
        case .http(let status, let message):
            return "unexpected http status \(status) (\(message))"
        case .network(let reason):
            return "network error: \(reason)"
        case .unreachable(let reason):
            return "cannot reach the server: \(reason)"
        case .tooManyRedirects(let host, let limit):
            return "\(host) redirects in a loop (more than \(limit) redirects)"
        case .outputClosed:
            return "the reader closed the output"
        case .timeout(let seconds, let attempts):
            let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
            return "no answer within \(shown) s" + (attempts > 1 ? " (\(attempts) attempts)" : "")
        case .undecodable(let endpoint, let path, let reason):
            return "unreadable response from \(endpoint)" + (path.isEmpty ? "" : " at \(path)") + ": \(reason)"
        case .insecureTransport(let host):
            return "refusing to send the token over plain http to \(host)"
        case .invalidURL(let text):
            return "invalid url: \(text)"
        case .notCached(let url):
            return "offline and not cached: \(url)"
        case .noResult:
            return "the request ended without a result"
        case .paginationLoop(let page):
            return "the server's pagination loops back to page \(page)"
        case .tooManyPages(let limit):
            return "the listing goes on past \(limit.grouped) pages, the most repos follows"
        case .tooManyItems(let limit):
            return "the listing goes on past \(limit.grouped) items, the most repos gathers at once"
        case .treeTooLarge(let limit):
            return "the tree goes on past \(limit), the most repos reads"
        case .gatheredTooLarge(let limit):
            return "the listing's JSON goes on past \(ByteSize.describe(limit)), the most repos gathers at once"
        case .responseTooLarge(let host, let limit):
            return "the response from \(host) is larger than \(ByteSize.describe(limit)), the most repos reads"
        case .untrustedCertificate(let host, let reason):
            return "the certificate of \(host) is not trusted (\(reason))"
        case .notHTTPLink(let kind):
            return "the server sent a \(kind) that is not http(s)"
        case .notAFolder(let path):
            return "'\(path)' is not a folder in the tree"
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

extension Publisher {
    /// The failure as a `GitHubError`: one already, or an answer from `endpoint` that could not
    /// be read, saying why. The one place a stage that throws (`tryMap`) rejoins the service's
    /// errors.
    func mapToGitHubError(endpoint: String) -> Publishers.MapError<Self, GitHubError> {
        mapError { $0 as? GitHubError ?? .undecodable(endpoint: endpoint, path: "", reason: "\($0)") }
    }
}
