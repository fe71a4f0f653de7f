import Foundation
import Reactive

/// The run's one rate-limit budget, shared by every request it sends, after octokit's throttling
/// and GitHub's guidance: no more requests go out than GitHub says remain.
///
/// Every answer's `x-ratelimit-remaining` and `x-ratelimit-reset` update it (a 304 leaves
/// `remaining` as it was, as GitHub does not count it). A request starts only while the
/// remaining count is more than the requests already on their way; once it is spent, new requests
/// wait for the reset instead of going out to be refused, and after the reset one request goes
/// first to learn the new count. A secondary limit (`retry-after`, or a 403/429 that says
/// "secondary rate limit") pauses the whole run, not one request. How long each wait is, whether
/// it is waited and its words are `RetryPolicy`'s: a wait it refuses is not waited, the request
/// goes out and its refusal ends the run with what to do.
final class RateBudget: Admission {
    private struct State {
        /// Requests GitHub said remain in the window, when an answer has said.
        var remaining: Int?
        /// When the window ends.
        var reset: Date?
        /// Requests started and not yet ended.
        var inFlight = 0
        /// Requests waiting to start, in order.
        var waiting: [(id: Int, start: @Sendable () -> Void)] = []
        var nextID = 0
        /// No request starts before this (a secondary limit).
        var pausedUntil: Date?
        /// After a reset, one request goes first to learn the new window's count.
        var probing = false
        /// The moment a wake-up is waited for, if one is: when it comes, that moment has passed,
        /// whatever the clock says.
        var wakeAt: Date?
        /// When the wait announced last ends, so each wait is announced once.
        var announced: Date?
    }

    private let state = Locked(State())
    /// The wake-up waited for, kept until it fires.
    private let wake = Locked<AnyCancellable?>(nil)
    private let clock: ServiceClock
    /// Decides every wait: how long a pause or a reset is, and whether it is waited.
    private let policy: RetryPolicy
    private let events: (@Sendable (ServiceEvent) -> Void)?

    /// A budget on `clock` that waits as `policy` decides, announcing its waits to `events`.
    init(clock: ServiceClock, policy: RetryPolicy, events: (@Sendable (ServiceEvent) -> Void)?) {
        self.clock = clock
        self.policy = policy
        self.events = events
    }

    func acquire(_ start: @escaping @Sendable () -> Void) -> Int {
        let id = state.withLock { state -> Int in
            state.nextID += 1
            state.waiting.append((state.nextID, start))
            return state.nextID
        }
        pump()
        return id
    }

    func release() {
        state.withLock { $0.inFlight = max(0, $0.inFlight - 1) }
        pump()
    }

    func withdraw(_ id: Int) -> Bool {
        state.withLock { state in
            guard let index = state.waiting.firstIndex(where: { $0.id == id }) else { return false }
            state.waiting.remove(at: index)
            return true
        }
    }

    /// Takes in what `response` says of the limits, before its request is released.
    func record(_ response: HTTPResponse) {
        let now = clock.now()
        let refusal: GitHubError?
        if case .failure(let error) = ResponseInterpreter.body(of: response, endpoint: "") { refusal = error } else { refusal = nil }
        state.withLock { state in
            if let rate = RateLimit(response), let remaining = rate.remaining {
                if let reset = rate.reset, reset != state.reset, reset > (state.reset ?? .distantPast) {
                    // A new window: its count is the answer's.
                    (state.remaining, state.reset) = (remaining, reset)
                } else {
                    // The same window: answers may arrive out of order, the lowest count is the latest.
                    state.remaining = min(state.remaining ?? remaining, remaining)
                    state.reset = rate.reset ?? state.reset
                }
                state.probing = false
            }
            switch refusal {
            case .rateLimited(let reset, _, _)?:
                state.remaining = 0
                state.reset = reset ?? state.reset
                state.probing = false
            case .secondaryRateLimited(let retryAfter, _)?:
                state.pausedUntil = max(state.pausedUntil ?? now, now.addingTimeInterval(RetryPolicy.pause(retryAfter: retryAfter)))
            default:
                break
            }
        }
    }

    /// The moment waited for has come: a pause ending then is over, and a window ending then
    /// has turned (its count is learnt again), even on a clock that does not move.
    private func woke() {
        state.withLock { state in
            guard let moment = state.wakeAt else { return }
            state.wakeAt = nil
            if let until = state.pausedUntil, until <= moment { state.pausedUntil = nil }
            if let reset = state.reset, reset <= moment { (state.remaining, state.reset, state.probing) = (nil, nil, true) }
        }
        pump()
    }

    /// Starts what the budget allows now, and waits for the moment more may start.
    private func pump() {
        let now = clock.now()
        var announcement: ServiceEvent?
        var sleep: Double?
        let starts = state.withLock { state -> [@Sendable () -> Void] in
            var starts: [@Sendable () -> Void] = []
            if let until = state.pausedUntil, until > now {
                sleep = until.timeIntervalSince(now)
                // Announced as soon as it is known, whether or not the refused request has come
                // back to wait yet; a pause past `maxWait` is not waited, so not announced.
                if state.announced != until, policy.waits(sleep ?? 0) {
                    state.announced = until
                    announcement = RetryPolicy.Wait.slowDown(seconds: until.timeIntervalSince(now)).announcement
                }
            } else {
                state.pausedUntil = nil
                starts = startable(&state, now: now, sleep: &sleep, announcement: &announcement)
            }
            if let seconds = sleep {
                // One wake-up at a time: the one waited for looks again when it fires.
                if state.wakeAt != nil { sleep = nil } else { state.wakeAt = now.addingTimeInterval(seconds) }
            }
            return starts
        }
        if let announcement { events?(announcement) }
        if let sleep {
            let token = clock.wait(max(0, sleep)).sink { [weak self] in self?.woke() }
            wake.withLock { $0 = token }
        }
        for start in starts { start() }
    }

    /// Takes from the line every start the window's count allows now; when none may start until
    /// the reset, says how long that is (`sleep`) and announces the wait once.
    private func startable(_ state: inout State, now: Date, sleep: inout Double?, announcement: inout ServiceEvent?) -> [@Sendable () -> Void] {
        if let reset = state.reset, reset <= now, state.remaining != nil {
            // The window has passed: its count no longer holds.
            (state.remaining, state.reset, state.probing) = (nil, nil, true)
        }
        var starts: [@Sendable () -> Void] = []
        while !state.waiting.isEmpty {
            let room = state.remaining.map { $0 - state.inFlight } ?? (state.probing ? 1 - state.inFlight : Int.max)
            if room <= 0 {
                guard let remaining = state.remaining, remaining <= state.inFlight else { break }
                // A count with no reset to wait for (a server that sends `x-ratelimit-remaining: 0`
                // alone) cannot be waited out: the request goes, and its answer says what holds.
                guard let reset = state.reset else {
                    state.remaining = nil
                    continue
                }
                let seconds = RetryPolicy.untilReset(reset, now: now)
                // A wait the policy does not wait: the refusal says when to come back.
                guard policy.waits(seconds) else {
                    state.remaining = nil
                    continue
                }
                if state.inFlight == 0 || remaining == 0 {
                    sleep = seconds
                    if state.announced != reset {
                        state.announced = reset
                        announcement = RetryPolicy.Wait.rateLimit(seconds: seconds, reset: reset).announcement
                    }
                }
                break
            }
            state.inFlight += 1
            starts.append(state.waiting.removeFirst().start)
        }
        return starts
    }
}
