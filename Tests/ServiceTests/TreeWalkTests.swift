import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing

/// The walk of a tree GitHub cut short, against a transport that answers at once (no thread
/// between a request and its answer), and the streamed bodies that bypass the cache.
@Suite struct TreeWalkTests {
    /// Answers every request at once: a recursive tree cut short, then directories that each hold
    /// two more, named by their path, so the tree never ends.
    final class EndlessTrees: HTTPTransport {
        let asked = Locked(0)

        func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError> {
            asked.withLock { $0 += 1 }
            let sha = request.url.lastPathComponent
            let entries = ["a", "b"].map { #"{"path":"\#($0)","mode":"040000","type":"tree","sha":"\#(sha)\#($0)"}"# }
            let body = #"{"sha":"\#(sha)","truncated":true,"tree":[\#(entries.joined(separator: ","))]}"#
            let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8), url: request.url)
            return Just(response).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }
    }

    @Test func aTreeThatNeverEndsStopsAtTheDirectoryBound() async throws {
        let transport = EndlessTrees()
        let service = GitHubService(
            configuration: ServiceConfiguration(baseURL: try #require(URL(string: "http://127.0.0.1:9")), token: nil, userAgent: "t"),
            transport: transport, retry: .never, clock: ServiceHarness.realTime)
        let result = await service.tree(owner: "o", repo: "r", ref: "main").result()
        #expect(throws: GitHubError.treeTooLarge(limit: "5,000 directories")) { try result.get() }
        // The recursive request, then exactly the bound's worth of directories.
        #expect(transport.asked.withLock { $0 } == 1 + ServiceLimit.treeDirectories.value)
    }

    @Test func aStreamedBodyIsNeverCachedAndOfflineRefusesIt() async throws {
        let scratch = ScratchFolder("stream")
        defer { withExtendedLifetime(scratch) {} }
        let cache = ResponseCache(directory: scratch.url)
        let url = try #require(URL(string: "https://api.github.com/repos/o/r/contents/big.bin"))
        var request = HTTPRequest(url: url)
        request.bodyStream = BodyStream { _ in true }
        let offline = await CachingTransport(upstream: EndlessTrees(), cache: cache, mode: .offline).send(request).result()
        #expect(throws: GitHubError.notCached(url: url.absoluteString)) { try offline.get() }
        _ = try await CachingTransport(upstream: EndlessTrees(), cache: cache, mode: .revalidate).send(request).result().get()
        #expect(cache.entry(url: url, authorization: nil) == nil)
    }
}
