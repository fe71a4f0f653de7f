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

    /// A server that answers 304 to its ETag and counts what it was asked.
    final class Revalidating: HTTPTransport {
        let asked = Locked<[String?]>([])

        func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError> {
            asked.withLock { $0.append(request.headers["If-None-Match"]) }
            let status = request.headers["If-None-Match"] == "W/\"1\"" ? 304 : 200
            return Just(HTTPResponse(status: status, headers: ["etag": "W/\"1\""], body: Data(status == 200 ? "[1]".utf8 : "".utf8), url: request.url))
                .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
    }

    let scratch = ScratchFolder("caching")
    /// The run's clock, moved by the tests.
    let clock = Locked(FixedMoment.noon)

    func cache() -> ResponseCache {
        let clock = self.clock
        return ResponseCache(directory: scratch.url.appendingPathComponent(UUID().uuidString)) { clock.withLock { $0 } }
    }

    @Test func theCacheIsReadOnSubscriptionNotWhenThePublisherIsBuilt() async throws {
        let cache = cache()
        let url = try #require(URL(string: "https://api.github.com/orgs/a/repos"))
        let transport = CachingTransport(upstream: Unreachable(), cache: cache, mode: .offline)
        let built = transport.send(HTTPRequest(url: url))
        cache.store(url: url, authorization: nil, response: HTTPResponse(status: 200, headers: ["ETag": "W/\"1\""], body: Data("[1]".utf8), url: url))
        let response = try await built.result().get()
        #expect(String(decoding: response.body, as: UTF8.self) == "[1]")
        #expect(response.source == .stored(confirmedAt: clock.withLock { $0 }))
    }

    @Test func aYoungEnoughEntryIsTakenAsItIsAndAnOlderOneRevalidatedAndConfirmed() async throws {
        let cache = cache()
        let server = Revalidating()
        let url = try #require(URL(string: "https://api.github.com/orgs/a/repos"))
        let start = clock.withLock { $0 }
        let ttl = CachingTransport(upstream: server, cache: cache, mode: .reuse(maxAge: 600))
        #expect(try await ttl.send(HTTPRequest(url: url)).result().get().source == .network)
        clock.withLock { $0 += 599 }
        #expect(try await ttl.send(HTTPRequest(url: url)).result().get().source == .stored(confirmedAt: start))
        #expect(server.asked.withLock { $0 } == [nil])
        clock.withLock { $0 += 2 }
        #expect(try await ttl.send(HTTPRequest(url: url)).result().get().source == .revalidated)
        #expect(server.asked.withLock { $0 } == [nil, "W/\"1\""])
        // The 304 confirmed it: young again.
        clock.withLock { $0 += 300 }
        #expect(try await ttl.send(HTTPRequest(url: url)).result().get().source == .stored(confirmedAt: start.addingTimeInterval(601)))
        // Any age will do for stale-ok, even a year on; revalidate always asks.
        clock.withLock { $0 += 365 * 86_400 }
        let stale = CachingTransport(upstream: server, cache: cache, mode: .reuse(maxAge: .infinity))
        #expect(try await stale.send(HTTPRequest(url: url)).result().get().body == Data("[1]".utf8))
        #expect(server.asked.withLock { $0 }.count == 2)
        _ = try await CachingTransport(upstream: server, cache: cache, mode: .revalidate).send(HTTPRequest(url: url)).result().get()
        #expect(server.asked.withLock { $0 }.count == 3)
    }

    @Test func anEntryFromTheFutureIsNotYoungAndAMissingOneIsFetched() async throws {
        let cache = cache()
        let server = Revalidating()
        let url = try #require(URL(string: "https://api.github.com/orgs/a/repos"))
        let ttl = CachingTransport(upstream: server, cache: cache, mode: .reuse(maxAge: 600))
        _ = try await ttl.send(HTTPRequest(url: url)).result().get()
        // The clock went back an hour: the entry's age is not to be trusted.
        clock.withLock { $0 -= 3600 }
        #expect(try await ttl.send(HTTPRequest(url: url)).result().get().source == .revalidated)
        #expect(server.asked.withLock { $0 } == [nil, "W/\"1\""])
    }

    @Test func whatIsRememberedOfAListingIsItsLinkWhenGitHubWillBeAsked() async throws {
        let cache = cache()
        let url = try #require(URL(string: "https://api.github.com/orgs/a/repos"))
        let link = "<https://api.github.com/organizations/1/repos?page=2>; rel=\"next\""
        cache.store(
            url: url, authorization: nil, response: HTTPResponse(status: 200, headers: ["etag": "W/\"1\"", "link": link], body: Data("[1]".utf8), url: url))
        #expect(CachingTransport(upstream: Unreachable(), cache: cache, mode: .revalidate).rememberedLink(for: HTTPRequest(url: url)) == link)
        #expect(CachingTransport(upstream: Unreachable(), cache: cache, mode: .bypass).rememberedLink(for: HTTPRequest(url: url)) == nil)
        #expect(CachingTransport(upstream: Unreachable(), cache: cache, mode: .offline).rememberedLink(for: HTTPRequest(url: url)) == nil)
        #expect(
            CachingTransport(upstream: Unreachable(), cache: cache, mode: .revalidate).rememberedLink(
                for: HTTPRequest(url: url, headers: ["Authorization": "Bearer x"])) == nil)
        #expect(Unreachable().rememberedLink(for: HTTPRequest(url: url)) == nil)
    }
}
