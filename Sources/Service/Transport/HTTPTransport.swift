import Reactive

/// Sends one request and publishes its response: the one seam between `repos` and the network.
///
/// A transport reports what happened on the wire: any HTTP status is a response; only failures to
/// get one (no connection, timeout) are errors.
public protocol HTTPTransport: Sendable {
    /// A publisher that sends `request` when subscribed and demanded, and cancels it when cancelled.
    func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError>

    /// The `Link` header of the answer this transport keeps for `request`, when it keeps answers
    /// (a cache) and will use them: a listing seen before then asks for every page it knows at
    /// once. A hint only: the pages that count are the ones the fresh page 1 links to.
    func rememberedLink(for request: HTTPRequest) -> String?

    /// Whether this transport keeps an answer for `request` that it will revalidate: its
    /// request will be conditional, and a 304 costs no rate limit.
    func remembers(_ request: HTTPRequest) -> Bool
}

extension HTTPTransport {
    /// A transport that keeps nothing remembers nothing.
    public func rememberedLink(for request: HTTPRequest) -> String? { nil }

    /// A transport that keeps nothing remembers nothing.
    public func remembers(_ request: HTTPRequest) -> Bool { false }
}
