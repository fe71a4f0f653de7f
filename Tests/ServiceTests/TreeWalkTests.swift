import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing

/// The walk of a tree GitHub cut short, against a transport that answers at once (no thread
/// between a request and its answer), and the streamed bodies that bypass the cache.
@Suite struct TreeWalkTests {
    /// Answers every request at once with the tree `entries` makes of the requested tree's SHA
    /// (a recursive answer cut short, then each directory), so a tree can go on for ever.
    final class MadeUpTrees: HTTPTransport {
        let asked = Locked(0)
        private let entries: @Sendable (_ sha: String) -> [String]

        init(entries: @escaping @Sendable (_ sha: String) -> [String]) { self.entries = entries }

        func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError> {
            asked.withLock { $0 += 1 }
            let sha = request.url.lastPathComponent
            let body = #"{"sha":"\#(sha)","truncated":true,"tree":[\#(entries(sha).joined(separator: ","))]}"#
            let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8), url: request.url)
            return Just(response).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
    }

    /// Directories that each hold two more, named by their path: a tree that never ends.
    static func endless() -> MadeUpTrees {
        MadeUpTrees { sha in ["a", "b"].map { #"{"path":"\#($0)","mode":"040000","type":"tree","sha":"\#(sha)\#($0)"}"# } }
    }

    static func service(_ transport: MadeUpTrees) -> GitHubService {
        GitHubService(
            configuration: ServiceConfiguration(baseURL: URL(fileURLWithPath: "/"), token: nil, userAgent: "t"),
            transport: transport, retry: .never, clock: ServiceHarness.realTime)
    }

    @Test func aTreeThatNeverEndsStopsAtTheDirectoryBound() async throws {
        let transport = Self.endless()
        let result = await Self.service(transport).tree(owner: "o", repo: "r", ref: "main").result()
        #expect(throws: GitHubError.treeTooLarge(limit: "5,000 directories")) { try result.get() }
        // The recursive request, then exactly the bound's worth of directories.
        #expect(transport.asked.withLock { $0 } == 1 + ServiceLimit.treeDirectories.value)
    }

    @Test func aTreeTooWideStopsAtTheEntryBound() async throws {
        // Every directory holds one more directory and 1,999 files: wide enough that the entry
        // bound is met long before the directory bound.
        let transport = MadeUpTrees { sha in
            [#"{"path":"d","mode":"040000","type":"tree","sha":"\#(sha)d"}"#]
                + (0..<1_999).map { #"{"path":"f\#($0)","mode":"100644","type":"blob","sha":"b","size":1}"# }
        }
        let result = await Self.service(transport).tree(owner: "o", repo: "r", ref: "main").result()
        #expect(throws: GitHubError.treeTooLarge(limit: "1,000,000 entries")) { try result.get() }
        // 2,000 entries a directory: the bound is met in the 500th directory, well inside 5,000.
        #expect((500...510).contains(transport.asked.withLock { $0 }))
    }

    @Test func aStreamedBodyIsNeverCachedAndOfflineRefusesIt() async throws {
        let scratch = ScratchFolder("stream")
        defer { withExtendedLifetime(scratch) {} }
        let cache = ResponseCache(directory: scratch.url)
        let url = try #require(URL(string: "https://api.github.com/repos/o/r/contents/big.bin"))
        var request = HTTPRequest(url: url)
        request.bodyStream = BodyStream { _ in true }
        let offline = await CachingTransport(upstream: Self.endless(), cache: cache, mode: .offline).send(request).result()
        #expect(throws: GitHubError.notCached(url: url.absoluteString)) { try offline.get() }
        _ = try await CachingTransport(upstream: Self.endless(), cache: cache, mode: .revalidate).send(request).result().get()
        #expect(cache.entry(url: url, authorization: nil) == nil)
    }
}
