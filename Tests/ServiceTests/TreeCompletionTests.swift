import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing

/// A tree GitHub cut short, completed by asking only for what it left out: against a monorepo
/// of 127,294 entries cut at 100,000, and against servers whose trees never end; and the streamed
/// bodies that bypass the cache.
@Suite struct TreeCompletionTests {
    /// A loopback server answering every tree request from `recursive` (a recursive answer, cut
    /// short) or `listing` (one folder's own entries), by the requested tree's SHA: a tree that
    /// goes on for as long as its makers say, through the real transport.
    static func madeUpTrees(recursive: @escaping @Sendable (_ sha: String) -> [String], listing: @escaping @Sendable (_ sha: String) -> [String]) throws
        -> ServiceHarness
    {
        try ServiceHarness(token: nil) { request, _ in
            let sha = String(request.path.split(separator: "/").last ?? "")
            let entries = request.query["recursive"] != nil ? recursive(sha) : listing(sha)
            return .json(200, #"{"sha":"\#(sha)","truncated":\#(request.query["recursive"] != nil),"tree":[\#(entries.joined(separator: ","))]}"#)
        }
    }

    static func folder(_ name: String, _ sha: String) -> String { #"{"path":"\#(name)","mode":"040000","type":"tree","sha":"\#(sha)"}"# }
    static func file(_ name: String) -> String { #"{"path":"\#(name)","mode":"100644","type":"blob","sha":"b","size":1}"# }

    static func treeRequests(_ harness: ServiceHarness) -> Int { harness.server.requests.filter { $0.path.contains("/git/trees/") }.count }

    @Test func onlyWhatTheAnswerLeftOutIsAskedFor() async throws {
        let monorepo = SyntheticMonorepo()
        #expect(monorepo.nodes.count == 127_294)
        let harness = try ServiceHarness(token: nil) { request, base in monorepo.response(for: request, baseURL: base) ?? .json(404, "{}") }
        let tree = try await harness.service.tree(owner: "bigrepos", repo: "huge-tree", ref: "HEAD", whole: true).result().get()
        #expect(tree.value.completed && tree.value.truncated)
        #expect(tree.value.entries.map(\.path) == monorepo.nodes.map(\.path))
        #expect(Self.treeRequests(harness) <= 100, "\(Self.treeRequests(harness))")
        // Without `whole`, GitHub's answer as it is: one request.
        let answer = try await harness.service.tree(owner: "bigrepos", repo: "huge-tree", ref: "HEAD", whole: false).result().get()
        #expect(answer.value.entries.count == 100_000 && answer.value.truncated && !answer.value.completed)
    }

    @Test func aFolderCostsItsParentsEntriesAndItsOwnTree() async throws {
        let monorepo = SyntheticMonorepo()
        let harness = try ServiceHarness(token: nil) { request, base in monorepo.response(for: request, baseURL: base) ?? .json(404, "{}") }
        let path = try #require(RepositoryPath("packages/pkg-001/src/module-01"))
        let tree = try await harness.service.tree(owner: "bigrepos", repo: "huge-tree", ref: "HEAD", path: path, whole: true).result().get()
        #expect(tree.value.entries.map(\.path) == (0..<20).map { String(format: "packages/pkg-001/src/module-01/file-%02d.ts", $0) })
        #expect(
            harness.server.requests.map(\.path) == [
                "/repos/bigrepos/huge-tree/contents/packages/pkg-001/src", "/repos/bigrepos/huge-tree/git/trees/\(SyntheticMonorepo.sha(path.description))",
            ])
        let file = try #require(RepositoryPath("packages/pkg-001/README.md"))
        let refused = try await harness.service.tree(owner: "bigrepos", repo: "huge-tree", ref: "HEAD", path: file, whole: true).result()
        #expect(throws: GitHubError.notAFolder(path: "packages/pkg-001/README.md")) { try refused.get() }
    }

    @Test func aTreeThatNeverEndsStopsAtTheRequestBound() async throws {
        // Every answer cut short after eight folders, each listing holding eight more it did
        // not list: the folders to ask for multiply.
        let harness = try Self.madeUpTrees(
            recursive: { sha in (0..<8).map { Self.folder("d\($0)", sha + "\($0)") } },
            listing: { sha in (0..<16).map { Self.folder("d\($0)", sha + "\($0)") } })
        let result = try await harness.service.tree(owner: "o", repo: "r", ref: "main", whole: true).result()
        #expect(throws: GitHubError.treeTooLarge(limit: .treeRequests)) { try result.get() }
        // The bound's worth of requests: the last few (8 at most in flight) may be cancelled
        // before the server reads them.
        #expect((Limit.treeRequests.value - 8...Limit.treeRequests.value).contains(harness.server.requests.count))
    }

    @Test func aTreeThatGoesDeepStopsAtThePathBound() async throws {
        // One folder of a 200-byte name inside the next, for ever.
        let name = String(repeating: "n", count: 200)
        let harness = try Self.madeUpTrees(recursive: { sha in [Self.folder(name, sha + "n")] }, listing: { sha in [Self.folder(name, sha + "n")] })
        let result = try await harness.service.tree(owner: "o", repo: "r", ref: "main", whole: true).result()
        #expect(throws: GitHubError.treeTooLarge(limit: .treePathBytes)) { try result.get() }
        #expect(harness.server.requests.count < 50)
    }

    @Test func aTreeTooWideStopsAtTheEntryBound() async throws {
        // Every answer lists one folder; every listing holds it and 1,999 files: the entry bound
        // is met long before the request bound.
        let harness = try Self.madeUpTrees(
            recursive: { sha in [Self.folder("d", sha + "d")] }, listing: { sha in [Self.folder("d", sha + "d")] + (0..<1_999).map { Self.file("f\($0)") } })
        let result = try await harness.service.tree(owner: "o", repo: "r", ref: "main", whole: true).result()
        #expect(throws: GitHubError.treeTooLarge(limit: .treeEntries)) { try result.get() }
        // 2,000 entries a folder, two requests each: the bound is met near the 1,000th request.
        #expect((990...1_010).contains(harness.server.requests.count), "\(harness.server.requests.count)")
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
        let cache = ResponseCache(directory: scratch.url) { FixedMoment.noon }
        let url = try #require(URL(string: "https://api.github.com/repos/o/r/contents/big.bin"))
        var request = HTTPRequest(url: url)
        request.bodyStream = BodyStream { _ in true }
        let offline = try await CachingTransport(upstream: Answering(), cache: cache, mode: .offline).send(request).result()
        #expect(throws: GitHubError.notCached(url: url.absoluteString)) { try offline.get() }
        _ = try await CachingTransport(upstream: Answering(), cache: cache, mode: .revalidate).send(request).result().get()
        #expect(cache.entry(url: url, authorization: nil) == nil)
    }
}
