import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing

/// The walk of a tree GitHub cut short against a server whose tree never ends, and the streamed
/// bodies that bypass the cache.
@Suite struct TreeWalkTests {
    /// A loopback server answering every tree request with the tree `entries` makes of the
    /// requested tree's SHA (a recursive answer cut short, then each directory): a tree that goes
    /// on for as long as its maker says, through the real transport.
    static func madeUpTrees(_ entries: @escaping @Sendable (_ sha: String) -> [String]) throws -> ServiceHarness {
        try ServiceHarness(token: nil) { request, _ in
            let sha = String(request.path.split(separator: "/").last ?? "")
            return .json(200, #"{"sha":"\#(sha)","truncated":true,"tree":[\#(entries(sha).joined(separator: ","))]}"#)
        }
    }

    @Test func aTreeThatNeverEndsStopsAtTheDirectoryBound() async throws {
        // Directories that each hold two more, named by their path: a tree that never ends.
        let harness = try Self.madeUpTrees { sha in ["a", "b"].map { #"{"path":"\#($0)","mode":"040000","type":"tree","sha":"\#(sha)\#($0)"}"# } }
        let result = await harness.service.tree(owner: "o", repo: "r", ref: "main").result()
        #expect(throws: GitHubError.treeTooLarge(limit: "5,000 directories")) { try result.get() }
        // The recursive request, then the bound's worth of directories asked for: the last few
        // (8 at most in flight) may be cancelled before the server reads them.
        #expect((1 + ServiceLimit.treeDirectories.value - 8...1 + ServiceLimit.treeDirectories.value).contains(harness.server.requests.count))
    }

    @Test func aTreeTooWideStopsAtTheEntryBound() async throws {
        // Every directory holds one more directory and 1,999 files: wide enough that the entry
        // bound is met long before the directory bound.
        let harness = try Self.madeUpTrees { sha in
            [#"{"path":"d","mode":"040000","type":"tree","sha":"\#(sha)d"}"#]
                + (0..<1_999).map { #"{"path":"f\#($0)","mode":"100644","type":"blob","sha":"b","size":1}"# }
        }
        let result = await harness.service.tree(owner: "o", repo: "r", ref: "main").result()
        #expect(throws: GitHubError.treeTooLarge(limit: "1,000,000 entries")) { try result.get() }
        // 2,000 entries a directory: the bound is met in the 500th directory, well inside 5,000.
        #expect((500...510).contains(harness.server.requests.count))
    }

    /// A transport answering every request with a 200 and a small body, with an ETag to store.
    struct Answering: HTTPTransport {
        func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError> {
            Just(HTTPResponse(status: 200, headers: ["ETag": "\"1\""], body: Data("bytes".utf8), url: request.url))
                .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
    }

    @Test func aStreamedBodyIsNeverCachedAndOfflineRefusesIt() async throws {
        let scratch = ScratchFolder("stream")
        defer { withExtendedLifetime(scratch) {} }
        let cache = ResponseCache(directory: scratch.url) { Date(timeIntervalSince1970: 1_796_040_000) }
        let url = try #require(URL(string: "https://api.github.com/repos/o/r/contents/big.bin"))
        var request = HTTPRequest(url: url)
        request.bodyStream = BodyStream { _ in true }
        let offline = await CachingTransport(upstream: Answering(), cache: cache, mode: .offline).send(request).result()
        #expect(throws: GitHubError.notCached(url: url.absoluteString)) { try offline.get() }
        _ = try await CachingTransport(upstream: Answering(), cache: cache, mode: .revalidate).send(request).result().get()
        #expect(cache.entry(url: url, authorization: nil) == nil)
    }
}
