import Foundation
import Models
import Reactive

/// Everything that can go wrong between `repos` and GitHub, with the HTTP status and GitHub's own
/// `message` where there is one: values, not words. What one says to a person is the Views'
/// (`GitHubError+Description.swift`), and what to do about it the CLI's (`ErrorAdvice`).
public enum GitHubError: Error, Equatable, Hashable, Sendable {
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
    /// A tree GitHub cut short goes on, as what it left out is asked for, past `limit`: its
    /// requests, its entries or one path's bytes.
    case treeTooLarge(limit: Limit)
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
}

extension Publisher {
    /// The failure as a `GitHubError`: one already, or an answer from `endpoint` that could not
    /// be read, saying why. The one place a stage that throws (`tryMap`) rejoins the service's
    /// errors.
    func mapToGitHubError(endpoint: String) -> Publishers.MapError<Self, GitHubError> {
        mapError { $0 as? GitHubError ?? .undecodable(endpoint: endpoint, path: "", reason: "\($0)") }
    }
}
