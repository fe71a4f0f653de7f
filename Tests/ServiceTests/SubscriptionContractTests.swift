import Dispatch
import Foundation
import Models
import Reactive
import TestSupport
import Testing

@testable import Service

/// The service's hand-written subscriptions keep the contract Combine's sources keep, each checked
/// by every `SourceContract` rule: a request through libcurl, a walk through a listing's pages, a
/// tree completed, a page's turn, and a request admitted.
@Suite struct SubscriptionContractTests {
    private static let base = URL(literal: "http://127.0.0.1:9/")

    /// A transport whose every request waits for `work` to answer it: page 1 of `/numbers` links
    /// to page 2, the last.
    private struct HeldTransport: HTTPTransport {
        let work: HeldWork<HTTPResponse, GitHubError>

        func send(_ request: HTTPRequest) -> AnyPublisher<HTTPResponse, GitHubError> {
            work.publisher {
                let last = request.url.query?.contains("page=2") == true
                let link = "<\(SubscriptionContractTests.base.absoluteString)numbers?page=2>; rel=\"next\""
                return HTTPResponse(status: 200, headers: last ? [:] : ["Link": link], body: Data((last ? "[3]" : "[1,2]").utf8), url: request.url)
            }
        }
    }

    /// An admission that lets every request start at once.
    private final class OpenAdmission: Admission {
        func acquire(_ start: @escaping @Sendable () -> Void) -> Int {
            start()
            return 0
        }
        func release() {}
        func withdraw(_ id: Int) -> Bool { false }
    }

    @Test(arguments: SourceContract.Rule.allCases)
    func aWalkThroughPages(_ rule: SourceContract.Rule) async {
        await SourceContract.check(rule) {
            let work = HeldWork<HTTPResponse, GitHubError>()
            let fetcher = PageFetcher(
                configuration: ServiceConfiguration(baseURL: Self.base, token: nil, userAgent: "repos-tests/1.0"), transport: HeldTransport(work: work),
                retry: RetryPolicy(baseDelay: 0.01, jitter: { 1 }), clock: ServiceHarness.realTime, events: nil)
            let walk = PageWalk<[Int]>(fetcher: fetcher, endpoint: "numbers", start: URL(literal: "http://127.0.0.1:9/numbers?page=1"), proceed: { _ in true })
            return SourceContract.Subject(walk, started: { work.started }, cancelled: { work.cancelled }, answer: { work.answer() })
        }
    }

    @Test(arguments: SourceContract.Rule.allCases)
    func aTreeCompleted(_ rule: SourceContract.Rule) async {
        await SourceContract.check(rule) {
            // Cut after `a/x`: the root and `a` are listed, two requests.
            let cut = GitTree(
                sha: "root", entries: [.init(path: "a", mode: "040000", type: "tree", sha: "A"), .init(path: "a/x", mode: "100644", type: "blob", sha: "X")],
                truncated: true)
            let listings = [
                "root": [GitTree.Entry(path: "a", mode: "040000", type: "tree", sha: "A")], "A": [.init(path: "x", mode: "100644", type: "blob", sha: "X")],
            ]
            let work = HeldWork<GitTree, GitHubError>()
            let completion = TreeCompletion(
                answer: cut, base: "", concurrency: 2, listing: { sha in work.publisher { GitTree(sha: sha, entries: listings[sha] ?? []) } },
                whole: { sha in work.publisher { GitTree(sha: sha, entries: []) } })
            return SourceContract.Subject(completion, started: { work.started }, cancelled: { work.cancelled }, answer: { work.answer() })
        }
    }

    @Test(arguments: SourceContract.Rule.allCases)
    func aRequestAdmitted(_ rule: SourceContract.Rule) async {
        await SourceContract.check(rule) {
            let work = HeldWork<Int, GitHubError>()
            let admitted = Admitted(admission: OpenAdmission(), upstream: work.publisher { 1 })
            return SourceContract.Subject(admitted, started: { work.started }, cancelled: { work.cancelled }, answer: { work.answer() })
        }
    }

    /// Page 1's turn, which comes when page 0 goes through: a start that cannot be seen, so the
    /// rules take the demand for it.
    @Test(arguments: SourceContract.Rule.allCases)
    func aPagesTurn(_ rule: SourceContract.Rule) async {
        await SourceContract.check(rule) {
            let turnstile = PageTurnstile<Int>()
            let before = Locked<AnyCancellable?>(nil)
            return SourceContract.Subject(
                turnstile.turn(of: 1, 7), started: nil, cancelled: nil,
                answer: {
                    guard before.withLock({ $0 == nil }) else { return false }
                    let through = turnstile.turn(of: 0, 6).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
                    before.withLock { $0 = through }
                    return true
                })
        }
    }

    /// How long a held request waits for the test to answer it, on the server and in libcurl:
    /// longer than a busy machine (one core, a test holding the cooperative thread) can keep the
    /// test from answering, as the rules' own waits are counted in turns, not seconds.
    private static let patience = 300.0

    /// One request through libcurl to a server that answers when the test says: a start is the
    /// request arriving there; a cancel is libcurl's to see.
    @Test(arguments: SourceContract.Rule.allCases)
    func aRequestThroughLibcurl(_ rule: SourceContract.Rule) async throws {
        let gate = DispatchSemaphore(value: 0)
        let server = try LoopbackServer { _, _ in
            // Bounded: a test that never answers lets the server go after `patience`.
            _ = gate.wait(timeout: .now() + Self.patience)
            return .json(200, "{}")
        }
        let answered = Locked(0)
        let multi = CurlMulti(maxConnectionsPerHost: 8, settings: TransportSettings())
        defer {
            // The multi thread ends, and no handler is left waiting for an answer.
            multi.stop()
            for _ in 0..<server.requests.count { gate.signal() }
            server.stop()
        }
        await SourceContract.check(rule) {
            let request = HTTPRequest(url: server.baseURL.appendingPathComponent("one"), timeout: Self.patience)
            let publisher = CurlRequestPublisher(multi: multi, request: request)
            return SourceContract.Subject(
                publisher, started: { server.requests.count }, cancelled: nil,
                answer: {
                    let waiting = answered.withLock { count -> Bool in
                        guard count < server.requests.count else { return false }
                        count += 1
                        return true
                    }
                    if waiting { gate.signal() }
                    return waiting
                })
        }
    }
}
