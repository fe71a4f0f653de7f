import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// The Activity screen over a watch on the `TestScheduler`: a row added above as each event
/// arrives, the selection kept on its event, Enter opening what an event names, and the
/// repositories marked where something happened since the last look.
@MainActor
@Suite struct EventsScreenTests {
    nonisolated static let feed = SyntheticEventFeed(initial: 0, every: nil)

    /// Answers every poll with the feed as it stands.
    final class LiveFeed: EventSource {
        let count = Locked(3)

        func eventPoll(_ feed: EventFeed) -> AnyPublisher<EventPoll, GitHubError> {
            let numbers = (0..<count.withLock { $0 }).reversed()
            let documents = numbers.map { Data(EventsScreenTests.feed.event($0).utf8) }
            return Just(EventPoll(ids: numbers.map(SyntheticEventFeed.id), documents: documents, unchanged: false, pollInterval: 2))
                .setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        }

        func authenticatedUser() -> AnyPublisher<User, GitHubError> { Fail(error: .noResult).eraseToAnyPublisher() }
    }

    final class Memory: EventMemory {
        let marks = Locked<[EventFeed: String]>([:])
        func lastSeen(_ feed: EventFeed) -> String? { marks.withLock { $0[feed] } }
        func record(_ id: String, of feed: EventFeed) { marks.withLock { $0[feed] = id } }
    }

    static func environment(_ source: LiveFeed, memory: Memory, scheduler: TestScheduler) -> BrowseEnvironment {
        BrowseEnvironment(
            commits: StubSource(), files: StubFileSource(), refs: StubFileSource(), comparisons: StubFileSource(),
            web: WebPages(apiURL: URL(string: "https://api.github.com") ?? URL(fileURLWithPath: "/")), now: { feed.origin }, color: false,
            filterPause: .milliseconds(1), scheduler: scheduler, describe: { error, subject in "\(subject): \(error)" }, events: source, eventMemory: memory)
    }

    static let context = ScreenContext(width: 100, height: 20, web: WebPages(apiURL: URL(fileURLWithPath: "/")))

    @Test func aRowIsAddedAsAnEventArrivesAndEnterOpensItsPullRequest() {
        let scheduler = TestScheduler()
        let source = LiveFeed()
        let memory = Memory()
        let screen = EventsScreenState.Route(owner: "eventorg").screen(in: Self.environment(source, memory: memory, scheduler: scheduler))
        #expect(screen.start().isEmpty)
        scheduler.advance()
        #expect(screen.screen(Self.context).rows.count == 3)
        #expect(memory.lastSeen(.organization("eventorg")) == SyntheticEventFeed.id(2))
        // Event 1 is a PullRequestEvent: down from the newest (2) to it.
        _ = screen.update(.down, context: Self.context)
        source.count.withLock { $0 = 4 }
        scheduler.advance(by: .seconds(2))
        let drawn = screen.screen(Self.context)
        #expect(drawn.rows.count == 4)
        #expect(drawn.rows.first?[3] == "released v2.3.0")
        // The selection stayed on its event as a row came above it.
        #expect(drawn.rows[drawn.selection][3] == "opened PR #2 設定画面のダークモード")
        let effects = screen.update(.enter, context: Self.context)
        guard case .open(let route)? = effects.first else {
            Issue.record("Enter opened nothing: \(effects)")
            return
        }
        #expect(route.isEqual(to: WorkItemScreenState.Route(owner: "eventorg", repo: "web-app", number: 2, isPullRequest: true)))
    }

    @Test func openedAgainTheActivityShowsTheFeedNotOnlyWhatArrivedSinceTheLastLook() {
        let scheduler = TestScheduler()
        let source = LiveFeed()
        let memory = Memory()
        // Every event was seen before: by `repos watch`, or by an earlier look here.
        memory.record(SyntheticEventFeed.id(2), of: .organization("eventorg"))
        let screen = EventsScreenState.Route(owner: "eventorg").screen(in: Self.environment(source, memory: memory, scheduler: scheduler))
        _ = screen.start()
        scheduler.advance()
        let drawn = screen.screen(Self.context)
        // Not "No events in eventorg's public feed yet": the feed's three, newest first.
        #expect(drawn.rows.count == 3, "\(drawn.rows)")
        #expect(drawn.rows.last?[3].hasPrefix("pushed to main") == true)
        #expect(memory.lastSeen(.organization("eventorg")) == SyntheticEventFeed.id(2))
    }

    @Test func whatAnEventNamesIsWhatEnterOpens() throws {
        let decode = { (n: Int) throws -> Event in try GitHubJSON.decoder().decode(Event.self, from: Data(Self.feed.event(n).utf8)) }
        let repository = Repository(id: 0, name: "ledger", fullName: "eventorg/ledger", owner: User(login: "eventorg"))
        let push = try decode(0)
        let pushed = try #require(EventsScreenState.route(to: push))
        #expect(pushed.isEqual(to: CommitScreenState.Route(repository: repository, sha: push.payload.head ?? "")))
        let release = try decode(3)
        let released = try #require(EventsScreenState.route(to: release))
        #expect(released.isEqual(to: ReleaseScreenState.Route(repository: repository, release: try #require(release.payload.release))))
        #expect(release.payload.release?.tagName == "v2.3.0")
        // A star names nothing to open.
        #expect(EventsScreenState.route(to: try decode(7)) == nil)
    }

    @Test func theRepositoriesWithEventsSinceTheLastLookAreMarkedAndLookingRecordsNothing() {
        let scheduler = TestScheduler()
        let source = LiveFeed()
        let memory = Memory()
        memory.record(SyntheticEventFeed.id(1), of: .organization("eventorg"))
        let environment = Self.environment(source, memory: memory, scheduler: scheduler)
        let look = environment.watch(WatchOptions(feeds: [.organization("eventorg")], latest: 0), false)
        look.start()
        scheduler.advance()
        #expect(look.events.map(\.event.repository) == ["eventorg/設計"])
        #expect(memory.lastSeen(.organization("eventorg")) == SyntheticEventFeed.id(1))
    }
}
