extension Publisher where Output: Sendable {
    /// Ends the stream when upstream sends nothing for `interval`: upstream is cancelled and the
    /// subscriber gets `customError()`'s failure, or `.finished` without one, as Combine's does.
    /// Values and the completion are delivered on `scheduler`, and each value starts the
    /// interval again.
    ///
    /// ```swift
    /// session.dataTaskPublisher(for: url).timeout(.seconds(5), scheduler: DispatchQueue.main, customError: { .timedOut })
    /// ```
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil, customError: (@Sendable () -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }
}

extension Publishers {
    /// The publisher of `timeout(_:scheduler:options:customError:)`.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher where Upstream.Output: Sendable {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher watched.
        public let upstream: Upstream
        /// The longest wait for a value.
        public let interval: Context.SchedulerTimeType.Stride
        /// Where the wait is timed and events are delivered.
        public let scheduler: Context
        /// The scheduler's options for each delivery and wait.
        public let options: Context.SchedulerOptions?
        /// The failure a timeout ends with; `.finished` without one.
        public let customError: (@Sendable () -> Failure)?

        /// Creates the operator.
        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?,
            customError: (@Sendable () -> Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TimeoutSubscription(downstream: subscriber, timing: self))
        }
    }
}

/// One subscriber's timeout: a timer restarted by each value, and deliveries on the scheduler.
private final class TimeoutSubscription<Upstream: Publisher, Context: Scheduler, Downstream: Subscriber>: Subscriber, Subscription
where Upstream.Output: Sendable, Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private struct State {
        var relay: Relay<Downstream>
        /// The running wait, cancelled when a value starts a new one or the stream ends.
        var timer: (any Cancellable)?
        /// Cancelled or timed out: deliveries still scheduled are dropped.
        var stopped = false
    }

    private let state: Locked<State>
    private let timing: Publishers.Timeout<Upstream, Context>

    init(downstream: Downstream, timing: Publishers.Timeout<Upstream, Context>) {
        state = Locked(State(relay: Relay(downstream: downstream)))
        self.timing = timing
    }

    func receive(subscription: any Subscription) {
        guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
        restartTimer()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = state.withLock({ $0.relay.receiver }) else { return .none }
        restartTimer()
        timing.scheduler.schedule(options: timing.options) { [self] in
            // A cancel or a timeout meanwhile: the value goes nowhere.
            guard let upstream = state.withLock({ $0.stopped ? nil : .some($0.relay.upstream) }) else { return }
            let demand = downstream.receive(input)
            if demand > 0 { upstream?.request(demand) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let (ended, timer) = state.withLock { state -> (Relay<Downstream>.Ended?, (any Cancellable)?) in
            guard let ended = state.relay.completed() else { return (nil, nil) }
            defer { state.timer = nil }
            return (ended, state.timer)
        }
        timer?.cancel()
        guard let downstream = ended?.downstream else { return }
        timing.scheduler.schedule(options: timing.options) { [self] in
            guard !state.withLock({ $0.stopped }) else { return }
            downstream.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        state.withLock { $0.relay.upstream }?.request(demand)
    }

    func cancel() {
        let (ended, timer) = state.withLock { state -> (Relay<Downstream>.Ended, (any Cancellable)?) in
            defer { (state.timer, state.stopped) = (nil, true) }
            return (state.relay.end(), state.timer)
        }
        timer?.cancel()
        ended.upstream?.cancel()
    }

    /// Starts the wait again from now.
    private func restartTimer() {
        let scheduler = timing.scheduler
        let next = scheduler.schedule(
            after: scheduler.now.advanced(by: timing.interval), interval: timing.interval, tolerance: scheduler.minimumTolerance, options: timing.options
        ) { [weak self] in self?.timedOut() }
        // The new wait replaces the old one, unless the stream ended meanwhile.
        let (previous, live) = state.withLock { state -> ((any Cancellable)?, Bool) in
            let previous = state.timer
            state.timer = state.relay.isLive ? next : nil
            return (previous, state.relay.isLive)
        }
        previous?.cancel()
        if !live { next.cancel() }
    }

    /// The wait ran out: upstream is cancelled and the stream ends.
    private func timedOut() {
        let (ended, timer) = state.withLock { state -> (Relay<Downstream>.Ended, (any Cancellable)?) in
            guard state.relay.upstream != nil else { return ((nil, nil), nil) }
            defer { (state.timer, state.stopped) = (nil, true) }
            return (state.relay.end(), state.timer)
        }
        timer?.cancel()
        ended.upstream?.cancel()
        ended.downstream?.receive(completion: timing.customError.map { .failure($0()) } ?? .finished)
    }
}
