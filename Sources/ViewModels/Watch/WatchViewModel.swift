import Foundation
import Models
import Reactive
import Service

/// A live watch of events feeds: each feed polled as often as its server allows and no more,
/// each new event shown once, oldest first, across polls and (through `EventMemory`) across
/// runs; network trouble waited out with a backoff, never ending the watch.
///
/// It holds the last `Limit.eventsKept` events (`events`, oldest first), each numbered in the
/// order shown (`WatchedEvent.sequence`): a view writes those past the last it wrote, so memory
/// stays flat however long it runs. Every wait and every answer goes through the scheduler it is
/// given: the main queue, or a test's `TestScheduler`, whose advances alone move it on.
@MainActor
public final class WatchViewModel: ObservableObject {
    /// What was asked.
    public let options: WatchOptions
    /// The newest events shown, oldest first, at most `Limit.eventsKept`.
    @Published public private(set) var events: [WatchedEvent] = []
    /// What the status line says.
    @Published public private(set) var status = WatchStatus()
    /// What ended the watch (a feed that is not there, a token refused), or nil while it runs.
    @Published public private(set) var error: GitHubError?

    private let source: any EventSource
    private let memory: any EventMemory
    private let policy: RetryPolicy
    private let now: @Sendable () -> Date
    private let deliver: (AnyPublisher<EventPoll, GitHubError>) -> AnyPublisher<EventPoll, GitHubError>
    private let wait: @Sendable (Double) -> AnyPublisher<Void, Never>
    /// Each feed's poll in flight.
    private var polling: [EventFeed: AnyCancellable] = [:]
    /// Each feed's wait for its next poll: apart from `polling`, so an answer that comes at once
    /// schedules its wait without the poll's own cancellable being stored over it.
    private var waiting: [EventFeed: AnyCancellable] = [:]
    /// Each feed's newest event shown.
    private var seen: [EventFeed: String] = [:]
    /// Each feed's polls failed in a row.
    private var failures: [EventFeed: Int] = [:]
    /// When each feed is polled next.
    private var due: [EventFeed: Date] = [:]
    /// The number the next event shown takes.
    private var nextSequence = 1
    /// The feeds watched before whose first answer has not come yet, and the events that arrived
    /// while away on those that have: the count is said once, when every such feed has answered.
    private var awayPending: Set<EventFeed> = []
    private var awayCount = 0

    /// A watch of `options.feeds` from `source`, remembering what it showed in `memory`; its
    /// waits decided by `policy` and elapsing on `scheduler`, `now` the run's clock.
    public init<S: Scheduler>(
        options: WatchOptions, source: any EventSource, memory: any EventMemory, policy: RetryPolicy = RetryPolicy(), scheduler: S,
        now: @escaping @Sendable () -> Date
    ) where S.SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
        self.options = options
        self.source = source
        self.memory = memory
        self.policy = policy
        self.now = now
        deliver = { $0.receive(on: scheduler).eraseToAnyPublisher() }
        wait = ServiceClock(now: now, scheduler: scheduler).wait
    }

    /// Starts polling every feed, unless it is already running.
    public func start() {
        guard polling.isEmpty, waiting.isEmpty, error == nil else { return }
        (awayPending, awayCount) = ([], 0)
        for feed in options.feeds {
            seen[feed] = memory.lastSeen(feed)
            if seen[feed] != nil { awayPending.insert(feed) }
        }
        for feed in options.feeds { poll(feed, first: true) }
    }

    /// Stops polling; what was shown stays.
    public func cancel() {
        polling.removeAll()
        waiting.removeAll()
        due.removeAll()
    }

    /// Whether `first` is still a feed's first answer: until one comes, a failed first poll is
    /// tried again as a first.
    private func poll(_ feed: EventFeed, first: Bool) {
        polling[feed] = deliver(source.eventPoll(feed))
            .sink(
                receiveCompletion: { [weak self] completion in
                    guard case .failure(let failure) = completion else { return }
                    MainActor.assumeIsolated { self?.failed(feed, failure, first: first) }
                },
                receiveValue: { [weak self] answer in
                    MainActor.assumeIsolated { self?.received(answer, of: feed, first: first) }
                })
    }

    private func received(_ answer: EventPoll, of feed: EventFeed, first: Bool) {
        failures[feed] = 0
        var next = status
        next.polls += 1
        if answer.unchanged { next.unchanged += 1 }
        if !failures.values.contains(where: { $0 > 0 }) { (next.reconnectingIn, next.trouble) = (nil, nil) }
        // A 304 says the cache's page is current, not that this watch has seen it: another watch
        // sharing the cache (the run before, browse's other screen, a second terminal) may have
        // stored it. Its unseen events still count.
        show(answer, of: feed, first: first, status: &next)
        schedule(feed, after: policy.pollWait(serverInterval: answer.pollInterval, asked: options.interval), first: false, status: &next)
        status = next
    }

    /// Appends the events of `answer` not shown before, oldest first, and remembers the newest.
    /// Only those are decoded: a poll with nothing new decodes nothing. An event that cannot be
    /// read is passed over, as if shown.
    private func show(_ answer: EventPoll, of feed: EventFeed, first: Bool, status: inout WatchStatus) {
        let lastSeen = seen[feed]
        // A feed's first look shows its newest few, or those since a moment: the page is newest
        // first, so the look stops at the first event past either.
        let window = first && lastSeen == nil
        var fresh: [(event: Event, document: Data)] = []
        for (index, id) in answer.ids.enumerated() {
            if let lastSeen, !Event.isLater(id, than: lastSeen) { continue }
            if window, options.since == nil, fresh.count >= options.latest { break }
            // Two feeds can carry one event (an org's and one of its repositories').
            if events.contains(where: { $0.event.id == id }) || fresh.contains(where: { $0.event.id == id }) { continue }
            guard let event = answer.event(at: index) else { continue }
            if window, let since = options.since, event.createdAt < since { break }
            fresh.append((event, answer.documents[index]))
        }
        if first, lastSeen != nil, awayPending.remove(feed) != nil {
            awayCount += fresh.count
            if awayPending.isEmpty { status.arrivedWhileAway = awayCount }
        }
        // A full page with nothing already seen on it: more came than one poll reads.
        if let lastSeen, answer.ids.count >= Limit.eventsPerPoll.value, answer.ids.allSatisfy({ Event.isLater($0, than: lastSeen) }) {
            status.mayHaveMissed = true
        }
        if let newest = answer.ids.max(by: { Event.isLater($1, than: $0) }), lastSeen.map({ Event.isLater(newest, than: $0) }) ?? true {
            seen[feed] = newest
            memory.record(newest, of: feed)
        }
        guard !fresh.isEmpty else { return }
        var kept = events
        for (event, document) in fresh.reversed() {
            kept.append(WatchedEvent(sequence: nextSequence, event: event, document: document, feed: feed))
            nextSequence += 1
        }
        events = Array(kept.suffix(Limit.eventsKept.value))
    }

    private func failed(_ feed: EventFeed, _ failure: GitHubError, first: Bool) {
        guard policy.keepsWatching(after: failure) else {
            cancel()
            error = failure
            return
        }
        let count = (failures[feed] ?? 0) + 1
        failures[feed] = count
        let seconds = policy.reconnectWait(afterFailures: count)
        var next = status
        (next.reconnectingIn, next.trouble) = (Int(seconds), failure)
        schedule(feed, after: seconds, first: first, status: &next)
        status = next
    }

    /// Polls `feed` again `seconds` from now.
    private func schedule(_ feed: EventFeed, after seconds: Double, first: Bool, status: inout WatchStatus) {
        due[feed] = now().addingTimeInterval(seconds)
        status.nextPoll = due.values.min()
        waiting[feed] = wait(seconds)
            .sink { [weak self] in
                MainActor.assumeIsolated { self?.poll(feed, first: first) }
            }
    }
}
