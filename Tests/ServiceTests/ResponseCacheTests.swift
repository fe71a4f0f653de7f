import Foundation
import Reactive
@testable import Service
import TestSupport
import Testing

@Suite struct ResponseCacheTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256KnownVectors(input: String, digest: String) {
        #expect(SHA256.hex(input) == digest)
    }

    @Test func sha256OfAMillionAs() {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// This test's folder, removed with the suite's instance when the test ends.
    let scratch = ScratchFolder("cache-test")

    /// The cache's clock, moved by the tests.
    let clock = Locked(FixedMoment.noon)

    func temporaryCache(capacity: Int = 1 << 20) -> ResponseCache {
        let clock = self.clock
        return ResponseCache(directory: scratch.url.appendingPathComponent(UUID().uuidString), capacity: capacity) { clock.withLock { $0 } }
    }

    func advance(_ seconds: Double) { clock.withLock { $0 += seconds } }

    func response(_ url: URL, body: String, etag: String? = "W/\"1\"") -> HTTPResponse {
        HTTPResponse(status: 200, headers: etag.map { ["ETag": $0, "Link": "<x>; rel=\"next\""] } ?? [:], body: Data(body.utf8), url: url)
    }

    @Test func storesAndReadsBackWithValidators() throws {
        let cache = temporaryCache()
        let url = try #require(URL(string: "https://api.github.com/orgs/a/repos"))
        cache.store(url: url, authorization: "Bearer x", response: response(url, body: "[1]"))
        let entry = try #require(cache.entry(url: url, authorization: "Bearer x"))
        #expect(entry.body == Data("[1]".utf8))
        #expect(entry.etag == "W/\"1\"")
        #expect(entry.link == "<x>; rel=\"next\"")
        #expect(cache.entry(url: url, authorization: "Bearer y") == nil)
        #expect(cache.entry(url: url, authorization: nil) == nil)
    }

    @Test func responsesWithoutValidatorsAreNotStored() throws {
        let cache = temporaryCache()
        let url = try #require(URL(string: "https://api.github.com/x"))
        cache.store(url: url, authorization: nil, response: response(url, body: "[]", etag: nil))
        #expect(cache.statistics().entries == 0)
    }

    @Test func leastRecentlyUsedEntriesGoFirstPastTheCap() throws {
        let cache = temporaryCache(capacity: 2500)
        let urls = try (0..<4).map { try #require(URL(string: "https://api.github.com/r\($0)")) }
        let body = String(repeating: "x", count: 900)
        cache.store(url: urls[0], authorization: nil, response: response(urls[0], body: body))
        advance(10)
        cache.store(url: urls[1], authorization: nil, response: response(urls[1], body: body))
        advance(10)
        // r0 is now the most recently used, then the cache overflows.
        _ = cache.entry(url: urls[0], authorization: nil)
        advance(10)
        cache.store(url: urls[2], authorization: nil, response: response(urls[2], body: body))
        #expect(cache.entry(url: urls[1], authorization: nil) == nil)
        #expect(cache.entry(url: urls[0], authorization: nil) != nil)
        #expect(cache.entry(url: urls[2], authorization: nil) != nil)
        #expect(cache.statistics().bytes <= 2500)
    }

    @Test func theFolderPassesItsCapByAtMostAnEighth() throws {
        let cache = temporaryCache(capacity: 16_000)
        let body = String(repeating: "x", count: 300)
        var most = 0
        for index in 0..<200 {
            let url = try #require(URL(string: "https://api.github.com/r\(index)"))
            advance(1)
            cache.store(url: url, authorization: nil, response: response(url, body: body))
            most = max(most, cache.statistics().bytes)
        }
        #expect(most > 16_000)
        #expect(most <= 16_000 + 16_000 / 8 + 1_000)
    }

    @Test func anEntryIsAsOldAsGitHubsLastConfirmationNotItsLastUse() throws {
        let cache = temporaryCache()
        let url = try #require(URL(string: "https://api.github.com/orgs/a/repos"))
        let stored = clock.withLock { $0 }
        cache.store(url: url, authorization: nil, response: response(url, body: "[1]"))
        advance(300)
        let read = try #require(cache.entry(url: url, authorization: nil))
        #expect(read.confirmedAt == stored)
        #expect(cache.age(of: read) == 300)
        advance(300)
        // Being read is not being confirmed.
        #expect(cache.entry(url: url, authorization: nil)?.confirmedAt == stored)
        cache.confirm(url: url, authorization: nil)
        let confirmed = try #require(cache.entry(url: url, authorization: nil))
        #expect(confirmed.confirmedAt == stored.addingTimeInterval(600))
        #expect(cache.age(of: confirmed) == 0)
        #expect(cache.header(url: url, authorization: nil)?.link == "<x>; rel=\"next\"")
    }
}
