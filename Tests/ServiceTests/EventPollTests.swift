import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing

/// An events feed polled through the cache and libcurl: the first poll a 200 with GitHub's
/// objects and `X-Poll-Interval`, the next conditional, a 304 that keeps the interval; a page
/// longer than GitHub's is read to the bound; the waits a watch makes; what it remembers.
@Suite struct EventPollTests {
    static func service(_ server: LoopbackServer, cache: URL) -> GitHubService {
        GitHubService(
            configuration: ServiceConfiguration(baseURL: server.baseURL, token: nil, userAgent: "repos-tests/1.0"),
            transport: CachingTransport(upstream: CurlTransport(), cache: ResponseCache(directory: cache, now: { Date() }), mode: .revalidate),
            retry: RetryPolicy(baseDelay: 0.01, jitter: { 1 }), clock: ServiceHarness.realTime)
    }

    @Test func aPollIsConditionalAndA304KeepsThePollInterval() async throws {
        let feed = SyntheticEventFeed(initial: 30, every: nil)
        let server = try LoopbackServer { request, base in feed.response(for: request, baseURL: base) ?? .json(404, "{}") }
        let folder = ScratchFolder("repos-events")
        let service = Self.service(server, cache: folder.url)
        let first = try await service.eventPoll(.organization("eventorg")).result().get()
        #expect(!first.unchanged && first.pollInterval == 2)
        #expect(first.ids == (0..<30).reversed().map(SyntheticEventFeed.id))
        #expect(first.event(at: 0)?.type == SyntheticEventFeed.types[29 % SyntheticEventFeed.types.count])
        #expect(first.documents.map { String(decoding: $0, as: UTF8.self) } == (0..<30).reversed().map(feed.event))
        let second = try await service.eventPoll(.organization("eventorg")).result().get()
        #expect(second.unchanged && second.pollInterval == 2 && second.ids.count == 30)
        #expect(server.requests.map(\.target) == ["/orgs/eventorg/events?per_page=100", "/orgs/eventorg/events?per_page=100"])
        #expect(server.requests.last?.headers["if-none-match"] == "W/\"eventorg--29\"")
        feed.add()
        let third = try await service.eventPoll(.organization("eventorg")).result().get()
        #expect(!third.unchanged && third.ids.first == SyntheticEventFeed.id(30))
    }

    @Test func aPageLongerThanGitHubsIsReadToTheBound() async throws {
        let feed = SyntheticEventFeed(initial: 0, every: nil)
        let body = "[" + (0..<250).reversed().map(feed.event).joined(separator: ",") + "]"
        let server = try LoopbackServer { _, _ in .json(200, body) }
        let folder = ScratchFolder("repos-events")
        let poll = try await Self.service(server, cache: folder.url).eventPoll(.repository(owner: "eventorg", repo: "ledger")).result().get()
        #expect(poll.ids.count == Limit.eventsPerPoll.value && poll.documents.count == Limit.eventsPerPoll.value)
        #expect(poll.pollInterval == nil)
        #expect(server.requests.first?.path == "/repos/eventorg/ledger/events")
    }

    @Test(arguments: [#"{"id":"1"}"#, #"[{"type":"PushEvent"}]"#, #"[{"id":"1\u0030"}]"#, #"[{"id":true}]"#])
    func aPageThatIsNotEventsWithIdsIsUnreadable(body: String) async throws {
        let server = try LoopbackServer { _, _ in .json(200, body) }
        let folder = ScratchFolder("repos-events")
        let poll = try await Self.service(server, cache: folder.url).eventPoll(.organization("eventorg")).result()
        guard case .failure(.undecodable) = poll else {
            Issue.record("\(body) read as \(poll)")
            return
        }
    }

    @Test(arguments: [
        (server: Optional(2), asked: Optional<Double>.none, wait: 2.0), (server: nil, asked: nil, wait: 60), (server: 0, asked: nil, wait: 1),
        (server: -5, asked: nil, wait: 1), (server: 90_000, asked: nil, wait: 3_600), (server: 2, asked: 30, wait: 30), (server: 60, asked: 5, wait: 60),
    ])
    func aPollWaitsAsTheServerAsksWithinTheBoundAndIntervalOnlySlowsIt(server: Int?, asked: Double?, wait: Double) {
        #expect(RetryPolicy().pollWait(serverInterval: server, asked: asked) == wait)
    }

    @Test func aWatchBacksOffFromASecondToTheBoundAndKeepsWatchingThroughPassingTrouble() {
        let policy = RetryPolicy(jitter: { 1 })
        #expect((1...8).map { policy.reconnectWait(afterFailures: $0) } == [1, 2, 4, 8, 16, 32, 60, 60])
        #expect(policy.keepsWatching(after: .unreachable("refused")) && policy.keepsWatching(after: .server(status: 502, message: "")))
        #expect(!policy.keepsWatching(after: .notFound(message: "Not Found")))
    }

    @Test func theLastEventShownOfEachFeedIsRememberedPrivatelyAndBounded() throws {
        let folder = ScratchFolder("repos-seen")
        let seen = SeenEvents(directory: folder.url, now: { FixedMoment.noon })
        #expect(seen.lastSeen(.organization("acme")) == nil)
        seen.record("41", of: .organization("Acme"))
        #expect(seen.lastSeen(.organization("acme")) == "41")
        let mode = try FileManager.default.attributesOfItem(atPath: seen.file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        for index in 0..<300 { seen.record(String(index), of: .repository(owner: "acme", repo: "r\(index)")) }
        let kept = try JSONSerialization.jsonObject(with: Data(contentsOf: seen.file)) as? [String: Any]
        #expect(kept?.count == 256)
    }
}
