extension Publisher {
    /// Subscribes again, up to `retries` more times, when upstream fails; the last failure goes
    /// downstream. Outstanding demand is asked again of each new attempt. A negative count retries
    /// without limit, as `Publishers.Retry(upstream:retries: nil)` does.
    ///
    /// ```swift
    /// fetchPage().retry(2)  // at most 3 attempts
    /// ```
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}

extension Publishers {
    /// The publisher of `retry(_:)`.
    public struct Retry<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher attempted.
        public let upstream: Upstream
        /// How many extra attempts are allowed: nil (or a negative count) for no limit, as in
        /// Combine.
        public let retries: Int?

        /// Creates the operator.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let limit = retries.flatMap { $0 < 0 ? nil : $0 }
            RetryAttempts(
                upstream: upstream, relay: SwitchingRelay(named: "Retry", downstream: subscriber, isRetry: true, trapsEarlyValues: true), remaining: limit
            )
            .start()
        }
    }
}

/// One subscriber's attempts at `upstream`. A failure during a subscription (a publisher that
/// fails at once, as `Fail` does) does not subscribe again from inside it: the loop that is
/// subscribing does, so any number of attempts runs in constant stack depth.
private final class RetryAttempts<Upstream: Publisher, Downstream: Subscriber>: Sendable
where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    private struct State {
        /// Attempts left after the current one; nil for no limit.
        var remaining: Int?
        /// A loop is subscribing: a failure meanwhile only asks it to go round again.
        var subscribing = false
        var again = false
    }

    private enum Next {
        case subscribe
        case leaveToTheLoop
        case fail
    }

    private let upstream: Upstream
    private let relay: SwitchingRelay<Upstream.Output, Upstream.Failure, Downstream>
    private let state: Locked<State>

    init(upstream: Upstream, relay: SwitchingRelay<Upstream.Output, Upstream.Failure, Downstream>, remaining: Int?) {
        self.upstream = upstream
        self.relay = relay
        state = Locked(State(remaining: remaining, subscribing: true))
    }

    func start() {
        subscribeUntilSettled(first: true)
    }

    /// Subscribes, and again for each failure that came while subscribing.
    private func subscribeUntilSettled(first: Bool) {
        var first = first
        while true {
            let onFailure: @Sendable (Upstream.Failure) -> Void = { [self] error in failed(error) }
            upstream.subscribe(first ? relay.firstStage(onFailure: onFailure) : relay.retryStage(onFailure: onFailure))
            first = false
            let again = state.withLock { state -> Bool in
                defer { state.again = false }
                if !state.again { state.subscribing = false }
                return state.again
            }
            guard again else { return }
        }
    }

    private func failed(_ error: Upstream.Failure) {
        let next = state.withLock { state -> Next in
            if let remaining = state.remaining {
                guard remaining > 0 else { return .fail }
                state.remaining = remaining - 1
            }
            if state.subscribing {
                state.again = true
                return .leaveToTheLoop
            }
            state.subscribing = true
            return .subscribe
        }
        switch next {
        case .subscribe: subscribeUntilSettled(first: false)
        case .leaveToTheLoop: break
        case .fail: relay.finish(.failure(error))
        }
    }
}
