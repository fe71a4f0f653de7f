import Foundation

/// Which redirects `repos` follows, and what the next request may carry: the token stays only
/// while the scheme, host and port stay the same (libcurl's own rules differ by version, and
/// URLSession on Linux forwards `Authorization` anywhere, so the rule is ours).
enum RedirectRule {
    /// How many redirects one request may follow.
    static let maximumHops = 5

    /// The request to send after `response` to `request`, or nil when `response` is no redirect.
    static func next(after response: HTTPResponse, to request: HTTPRequest) -> HTTPRequest? {
        guard [301, 302, 303, 307, 308].contains(response.status), let location = response.header("location"),
              let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
              target.scheme == "https" || target.scheme == "http"
        else { return nil }
        var next = request
        next.url = target
        next.headers = sanitised(request.headers, from: request.url, to: target)
        return next
    }

    /// `headers` as they may go to `target` after a redirect from `origin`.
    static func sanitised(_ headers: [String: String], from origin: URL, to target: URL) -> [String: String] {
        guard Origin(origin) != Origin(target) else { return headers }
        return headers.filter { $0.key.lowercased() != "authorization" }
    }
}
