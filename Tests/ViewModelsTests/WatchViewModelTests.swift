import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels

/// A watch without a network or a wall clock: every poll and every wait happens at an
/// `advance()` of the `TestScheduler`, so the pace the server asks for, the backlog, the
/// restart, the backoff and the bound are each seen exactly.
@MainActor
@Suite struct WatchViewModelTests {
    nonisolated static let now = FixedMoment.noon
    nonisolated static let feed = EventFeed.organization("acme")

    /// Answers each poll of a feed with the next scripted answer (the last one again when they
    /// run out), counting the polls.
    final class ScriptedFeed: EventSource {
        let answers: Locked<[EventFeed: [Result<EventPoll, GitHubError>]]>
        let polls = Locked<[EventFeed: Int]>([:])

        init(_ answers: [EventFeed: [Result<EventPoll, GitHubError>]]) { self.answers = Locked(answers) }

        func eventPoll(_ feed: EventFeed) -> AnyPublisher<EventPoll, GitHubError> {
            let answer = answers.withLock { all -> Result<EventPoll, GitHubError>? in
                guard let script = all[feed], let first = script.first else { return nil }
                if script.count > 1 { all[feed] = Array(script.dropFirst()) }
                return first
            }
            polls.withLock { $0[feed, default: 0] += 1 }
            return (answer ?? .failure(.noResult)).publisher.eraseToAnyPublisher()
        }

        func authenticatedUser() -> AnyPublisher<User, GitHubError> { Just(User(login: "me")).setFailureType(to: GitHubError.self).eraseToAnyPublisher() }

        func count(_ feed: EventFeed = WatchViewModelTests.feed) -> Int { polls.withLock { $0[feed] ?? 0 } }
    }

    /// What the watch remembered, in memory.
    final class Memory: EventMemory {
        let marks: Locked<[EventFeed: String]>
        init(_ marks: [EventFeed: String] = [:]) { self.marks = Locked(marks) }
        func lastSeen(_ feed: EventFeed) -> String? { marks.withLock { $0[feed] } }
        func record(_ id: String, of feed: EventFeed) { marks.withLock { $0[feed] = id } }
    }

    /// A page of events `ids` (given oldest first, sent newest first, as GitHub does).
    static func page(_ ids: ClosedRange<Int>, unchanged: Bool = false, interval: Int? = 2, repository: String = "acme/web") -> Result<EventPoll, GitHubError> {
        let documents = ids.reversed().map { id in
            let created = GitHubJSON.formatDate(now.addingTimeInterval(Double(id - 100) * 60))
            return Data(
                #"{"id":"\#(id)","type":"WatchEvent","actor":{"login":"ana"},"repo":{"name":"\#(repository)"},"payload":{},"created_at":"\#(created)"}"#.utf8)
        }
        return .success(EventPoll(ids: ids.reversed().map(String.init), documents: documents, unchanged: unchanged, pollInterval: interval))
    }

    static func watch(
        _ source: ScriptedFeed, memory: Memory = Memory(), options: WatchOptions = WatchOptions(feeds: [feed], latest: 3), scheduler: TestScheduler
    ) -> WatchViewModel {
        WatchViewModel(options: options, source: source, memory: memory, policy: RetryPolicy(jitter: { 1 }), scheduler: scheduler, now: { now })
    }

    static func ids(_ model: WatchViewModel) -> [String] { model.events.map(\.event.id) }

    @Test func theFirstPollShowsTheNewestFewThenEachNewEventOnceOldestFirstAtTheServersPace() {
        let scheduler = TestScheduler()
        let source = ScriptedFeed([Self.feed: [Self.page(1...5), Self.page(1...5, unchanged: true), Self.page(1...7)]])
        let memory = Memory()
        let model = Self.watch(source, memory: memory, scheduler: scheduler)
        model.start()
        scheduler.advance()
        #expect(Self.ids(model) == ["3", "4", "5"])
        #expect(model.events.map(\.sequence) == [1, 2, 3])
        #expect(model.status.polls == 1 && model.status.unchanged == 0 && model.status.arrivedWhileAway == nil)
        #expect(model.status.nextPoll == Self.now.addingTimeInterval(2))
        #expect(memory.lastSeen(Self.feed) == "5")
        // Never sooner than X-Poll-Interval.
        scheduler.advance(by: .milliseconds(1_999))
        #expect(source.count() == 1)
        scheduler.advance(by: .milliseconds(1))
        #expect(source.count() == 2)
        #expect(model.status.polls == 2 && model.status.unchanged == 1)
        #expect(Self.ids(model) == ["3", "4", "5"])
        scheduler.advance(by: .seconds(2))
        #expect(Self.ids(model) == ["3", "4", "5", "6", "7"])
        #expect(model.events.map(\.sequence) == [1, 2, 3, 4, 5])
        #expect(memory.lastSeen(Self.feed) == "7")
        // The same page again shows nothing twice.
        scheduler.advance(by: .seconds(2))
        #expect(source.count() == 4 && model.events.count == 5)
    }

    @Test(arguments: [(asked: 5.0, wait: 5.0), (asked: 1.0, wait: 2.0)])
    func intervalMayOnlySlowThePace(asked: Double, wait: Double) {
        let scheduler = TestScheduler()
        let source = ScriptedFeed([Self.feed: [Self.page(1...5)]])
        let model = Self.watch(source, options: WatchOptions(feeds: [Self.feed], interval: asked), scheduler: scheduler)
        model.start()
        scheduler.advance()
        #expect(model.status.nextPoll == Self.now.addingTimeInterval(wait))
        scheduler.advance(by: .seconds(wait - 0.5))
        #expect(source.count() == 1)
        scheduler.advance(by: .seconds(0.5))
        #expect(source.count() == 2)
    }

    @Test func aWatchStartedAgainShowsOnlyWhatItHasNotAndSaysHowManyArrived() {
        let scheduler = TestScheduler()
        // The cache's page from the run before answers the first poll (304): its unseen events
        // still count.
        let source = ScriptedFeed([Self.feed: [Self.page(1...9, unchanged: true)]])
        let memory = Memory([Self.feed: "4"])
        let model = Self.watch(source, memory: memory, scheduler: scheduler)
        model.start()
        scheduler.advance()
        #expect(Self.ids(model) == ["5", "6", "7", "8", "9"])
        #expect(model.status.arrivedWhileAway == 5)
        #expect(memory.lastSeen(Self.feed) == "9")
    }

    /// Two feeds watched before: one count of what arrived on both, said once, not a count after
    /// each feed's first answer ("1 event arrived…", then "3 events arrived…").
    @Test func twoFeedsStartedAgainSayHowManyArrivedOnceForBoth() {
        let scheduler = TestScheduler()
        let other = EventFeed.repository(owner: "acme", repo: "web")
        let source = ScriptedFeed([Self.feed: [Self.page(1...5)], other: [Self.page(11...15)]])
        let memory = Memory([Self.feed: "4", other: "13"])
        let model = Self.watch(source, memory: memory, options: WatchOptions(feeds: [Self.feed, other], latest: 3), scheduler: scheduler)
        let said = Locked<[Int]>([])
        let token = model.$status.sink { status in
            if let away = status.arrivedWhileAway { said.withLock { $0.append(away) } }
        }
        model.start()
        scheduler.advance()
        #expect(Self.ids(model) == ["5", "14", "15"])
        #expect(said.withLock { Array(Set($0)) } == [3])
        token.cancel()
    }

    /// Another watch sharing the cache (browse's other screen, a second terminal) may have stored
    /// the new page: the 304 this one gets still carries events it has not shown.
    @Test func a304OfAPageAnotherWatchStoredStillShowsWhatThisOneHasNot() {
        let scheduler = TestScheduler()
        let source = ScriptedFeed([Self.feed: [Self.page(1...3), Self.page(1...5, unchanged: true)]])
        let model = Self.watch(source, scheduler: scheduler)
        model.start()
        scheduler.advance()
        scheduler.advance(by: .seconds(2))
        #expect(Self.ids(model) == ["1", "2", "3", "4", "5"])
        #expect(model.status.unchanged == 1)
    }

    @Test func networkTroubleBacksOffSaysSoAndResumesWithoutLosingAnEvent() {
        let scheduler = TestScheduler()
        let source = ScriptedFeed([
            Self.feed: [
                Self.page(1...3), .failure(.unreachable("refused")), .failure(.unreachable("refused")), .failure(.server(status: 502, message: "")),
                Self.page(1...6),
            ]
        ])
        let model = Self.watch(source, scheduler: scheduler)
        model.start()
        scheduler.advance()
        scheduler.advance(by: .seconds(2))
        #expect(model.status.reconnectingIn == 1 && model.status.trouble == .unreachable("refused"))
        scheduler.advance(by: .seconds(1))
        #expect(model.status.reconnectingIn == 2)
        scheduler.advance(by: .seconds(2))
        #expect(model.status.reconnectingIn == 4)
        scheduler.advance(by: .seconds(4))
        #expect(model.status.reconnectingIn == nil && model.status.trouble == nil && model.error == nil)
        #expect(Self.ids(model) == ["1", "2", "3", "4", "5", "6"])
        #expect(source.count() == 5)
    }

    @Test func anAnswerThatWillNotChangeEndsTheWatch() {
        let scheduler = TestScheduler()
        let source = ScriptedFeed([Self.feed: [.failure(.notFound(message: "Not Found"))]])
        let model = Self.watch(source, scheduler: scheduler)
        model.start()
        scheduler.advance()
        #expect(model.error == .notFound(message: "Not Found"))
        scheduler.advance(by: .seconds(3_600))
        #expect(source.count() == 1)
    }

    @Test func aFeedAskingForAPaceBeyondTheBoundIsPolledAtTheBound() {
        let scheduler = TestScheduler()
        let source = ScriptedFeed([Self.feed: [Self.page(1...2, interval: 1_000_000), Self.page(1...2, interval: 0)]])
        let model = Self.watch(source, scheduler: scheduler)
        model.start()
        scheduler.advance()
        #expect(model.status.nextPoll == Self.now.addingTimeInterval(Double(Limit.pollSeconds.value)))
        scheduler.advance(by: .seconds(Double(Limit.pollSeconds.value)))
        // Zero seconds is a second: a server cannot make a watch spin.
        #expect(model.status.nextPoll == Self.now.addingTimeInterval(1))
    }

    @Test func whatIsHeldIsBoundedAndTwoFeedsShowAnEventOnce() {
        let scheduler = TestScheduler()
        let other = EventFeed.repository(owner: "acme", repo: "web")
        let source = ScriptedFeed([Self.feed: [Self.page(1...100), Self.page(101...400)], other: [Self.page(1...100)]])
        let model = Self.watch(source, options: WatchOptions(feeds: [Self.feed, other], latest: 100), scheduler: scheduler)
        model.start()
        scheduler.advance()
        #expect(model.events.count == 100)
        scheduler.advance(by: .seconds(2))
        #expect(model.events.count == Limit.eventsKept.value)
        #expect(model.events.last?.sequence == 400 && model.events.first?.event.id == "101")
        // More than one poll reads arrived between two: said.
        #expect(model.status.mayHaveMissed)
    }
}
