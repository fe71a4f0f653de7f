import Foundation

/// Which redirects `repos` follows, and what the next request may carry: the token stays only
/// while the scheme, host and port stay the same (libcurl's own rules differ by version, and
/// URLSession on Linux forwards `Authorization` anywhere, so the rule is ours).
enum RedirectRule {
    /// The request to send after `response` to `request`; nil when `response` is no redirect;
    /// `.notHTTPLink` when it redirects to a scheme other than http(s), which is never requested.
    static func next(after response: HTTPResponse, to request: HTTPRequest) -> Result<HTTPRequest, GitHubError>? {
        guard [301, 302, 303, 307, 308].contains(response.status), let location = response.header("location"),
            let target = URL(string: location, relativeTo: request.url)?.absoluteURL
        else { return nil }
        guard let scheme = target.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
            return .failure(.notHTTPLink(kind: "redirect"))
        }
        var next = request
        next.url = target
        next.headers = sanitised(request.headers, from: request.url, to: target)
        return .success(next)
    }

    /// `headers` as they may go to `target` after a redirect from `origin`.
    static func sanitised(_ headers: [String: String], from origin: URL, to target: URL) -> [String: String] {
        guard Origin(origin) != Origin(target) else { return headers }
        return headers.filter { $0.key.lowercased() != "authorization" }
    }
}
