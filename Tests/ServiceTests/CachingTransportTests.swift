import Foundation
import Reactive
import Service
import TestSupport
import Testing

@Suite struct CachingTransportTests {
    /// A transport that must never be reached.
    struct Unreachable: HTTPTransport {
        func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError> {
            Fail(error: .network("the network was used")).eraseToAnyPublisher()
        }
    }

    @Test func theCacheIsReadOnSubscriptionNotWhenThePublisherIsBuilt() async throws {
        let scratch = ScratchFolder("cold")
        defer { withExtendedLifetime(scratch) {} }
        let cache = ResponseCache(directory: scratch.url)
        let url = try #require(URL(string: "https://api.github.com/orgs/a/repos"))
        let transport = CachingTransport(upstream: Unreachable(), cache: cache, mode: .offline)
        let built = transport.send(HTTPRequest(url: url))
        cache.store(url: url, authorization: nil, response: HTTPResponse(status: 200, headers: ["ETag": "W/\"1\""], body: Data("[1]".utf8), url: url))
        let response = try await built.result().get()
        #expect(String(decoding: response.body, as: UTF8.self) == "[1]")
        #expect(response.source == .offline)
    }
}
