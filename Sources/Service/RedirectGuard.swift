import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Decides what a redirect may carry: URLSession on Linux forwards `Authorization` to whatever
/// host a redirect names, so a redirect that leaves the original scheme, host or port loses it.
final class RedirectGuard: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(Self.sanitise(request, from: task.originalRequest?.url ?? response.url))
    }

    /// `request` as it may be sent after a redirect from `origin`.
    static func sanitise(_ request: URLRequest, from origin: URL?) -> URLRequest {
        guard let origin, let target = request.url, Origin(origin) == Origin(target) else {
            var stripped = request
            stripped.setValue(nil, forHTTPHeaderField: "Authorization")
            return stripped
        }
        return request
    }
}
