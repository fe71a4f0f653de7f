import Foundation
import Reactive

/// A transport that answers from `ResponseCache`: it revalidates stored responses with
/// `If-None-Match` / `If-Modified-Since` and turns a 304 into the stored body (with its Link, so
/// pagination continues), stores new 200s, answers from a young enough entry without asking
/// (`reuse`), and in offline mode never touches the network.
public struct CachingTransport: HTTPTransport {
    private let upstream: any HTTPTransport
    private let cache: ResponseCache
    private let mode: CacheMode

    /// Wraps `upstream`.
    public init(upstream: any HTTPTransport, cache: ResponseCache, mode: CacheMode) {
        self.upstream = upstream
        self.cache = cache
        self.mode = mode
    }

    /// Where entries are read: off the thread that subscribes (the main thread, for a screen
    /// that is drawing), and several at once, as requests go.
    private static let reads = DispatchQueue(label: "repos.cache.read", attributes: .concurrent)

    /// Sends `request` through the cache. Cold, as publishers should be: the cache is read when
    /// the publisher is subscribed, not when it is built, and on `reads`.
    public func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError> {
        guard mode != .bypass else { return upstream.send(request) }
        // A streamed body is never kept: it goes where the caller sends it, up to 100 MB.
        if request.bodyStream != nil {
            guard mode != .offline else { return Fail(error: .notCached(url: request.url.absoluteString)).eraseToAnyPublisher() }
            return upstream.send(request)
        }
        let (cache, mode, upstream) = (self.cache, self.mode, self.upstream)
        let authorization = request.headers["Authorization"]
        return Deferred {
            Future<ResponseCache.Entry?, GitHubError> { promise in
                Self.reads.async { promise(.success(cache.entry(url: request.url, authorization: authorization))) }
            }
        }
        .flatMap(maxPublishers: .max(1)) { stored -> AnyPublisher<HTTPResponse, GitHubError> in
            if mode == .offline || stored.map({ Self.isYoungEnough($0, cache: cache, mode: mode) }) == true {
                guard let stored else { return Fail(error: .notCached(url: request.url.absoluteString)).eraseToAnyPublisher() }
                return Just(Self.response(from: stored, url: request.url, source: .stored(confirmedAt: stored.confirmedAt), headers: [:]))
                    .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
            }
            var conditional = request
            if let etag = stored?.etag { conditional.headers["If-None-Match"] = etag }
            if let modified = stored?.lastModified { conditional.headers["If-Modified-Since"] = modified }
            return upstream.send(conditional)
                .map { response -> HTTPResponse in
                    if response.status == 304, let stored {
                        cache.confirm(url: request.url, authorization: authorization)
                        return Self.response(from: stored, url: request.url, source: .revalidated, headers: response.headers)
                    }
                    if response.status == 200 {
                        cache.store(url: request.url, authorization: authorization, response: response)
                    }
                    return response
                }
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    /// Whether `mode` takes `entry` as it is: GitHub confirmed it within the mode's age. An entry
    /// confirmed in the future (the clock went back) has no age to trust, unless any age will do.
    private static func isYoungEnough(_ entry: ResponseCache.Entry, cache: ResponseCache, mode: CacheMode) -> Bool {
        guard case .reuse(let maxAge) = mode else { return false }
        let age = cache.age(of: entry)
        return maxAge == .infinity || (age >= 0 && age <= maxAge)
    }

    /// The stored answer's `Link`, when the listing will be asked of GitHub: not when the cache
    /// is bypassed, nor when it alone answers (`--offline`), where asking for every page at once
    /// would only put page 1 behind the rest.
    public func rememberedLink(for request: HTTPRequest) -> String? {
        guard mode != .bypass, mode != .offline, request.bodyStream == nil else { return nil }
        return cache.header(url: request.url, authorization: request.headers["Authorization"])?.link
    }

    /// Whether an answer for `request` is kept and will be revalidated.
    public func remembers(_ request: HTTPRequest) -> Bool {
        guard mode != .bypass, mode != .offline, request.bodyStream == nil else { return false }
        return cache.header(url: request.url, authorization: request.headers["Authorization"]) != nil
    }

    /// A 200 built from a stored entry, keeping the fresh response's rate-limit headers and its
    /// `X-Poll-Interval` (an events feed's 304 says how long to wait too), and its `Link` when it
    /// sent one (a 304 may: the listing's length can change while page 1 does not).
    private static func response(from entry: ResponseCache.Entry, url: URL, source: ResponseSource, headers: [String: String]) -> HTTPResponse {
        var merged = headers.filter { $0.key.hasPrefix("x-ratelimit") || $0.key == "x-poll-interval" }
        merged["content-type"] = "application/json; charset=utf-8"
        merged["etag"] = entry.etag
        merged["last-modified"] = entry.lastModified
        merged["link"] = headers["link"] ?? entry.link
        var response = HTTPResponse(status: 200, headers: merged, body: entry.body, url: url)
        response.source = source
        return response
    }
}
