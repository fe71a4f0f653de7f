import Foundation
import Reactive
import Service
import TestSupport
import Testing

@Suite struct LazyTransportTests {
    /// Answers every request with an empty 200.
    struct Answering: HTTPTransport {
        func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError> {
            Just(HTTPResponse(status: 200, headers: [:], body: Data(), url: request.url)).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
    }

    @Test func theTransportIsMadeOnTheFirstRequestSentAndOnlyOnce() async throws {
        let made = Locked(0)
        let lazy = LazyTransport {
            made.withLock { $0 += 1 }
            return Answering()
        }
        let url = try #require(URL(string: "https://api.github.com/orgs/a/repos"))
        let built = lazy.send(HTTPRequest(url: url))
        #expect(!lazy.isMade && made.withLock { $0 } == 0)
        #expect(try await built.result().get().status == 200)
        _ = try await lazy.send(HTTPRequest(url: url)).result().get()
        #expect(lazy.isMade && made.withLock { $0 } == 1)
    }

    @Test func aRunTheCacheAnswersNeverMakesOne() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lazy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = ResponseCache(directory: scratch) { FixedMoment.noon }
        let url = try #require(URL(string: "https://api.github.com/orgs/a/repos"))
        cache.store(url: url, authorization: nil, response: HTTPResponse(status: 200, headers: ["etag": "W/\"1\""], body: Data("[]".utf8), url: url))
        let lazy = LazyTransport { Answering() }
        for mode in [CacheMode.offline, .reuse(maxAge: .infinity)] {
            _ = try await CachingTransport(upstream: lazy, cache: cache, mode: mode).send(HTTPRequest(url: url)).result().get()
        }
        #expect(!lazy.isMade)
    }
}
