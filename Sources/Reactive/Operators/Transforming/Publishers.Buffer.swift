extension Publisher where Output: Sendable {
    /// Holds up to `size` values the downstream has not asked for yet, sending them as it asks.
    ///
    /// As Combine's: with `.keepFull` upstream is asked for `size` values at once and for one more
    /// each time one is sent; with `.byRequest`, for everything. When the buffer is full, a new
    /// value is dropped (`.dropNewest`), the oldest is (`.dropOldest`), or upstream is cancelled
    /// and the stream fails with the error made (`.customError`). A failure goes down at once,
    /// dropping what the buffer holds; `.finished` once the buffer is empty and the downstream
    /// has demand.
    ///
    /// ```swift
    /// events.buffer(size: 100, prefetch: .keepFull, whenFull: .dropOldest)
    /// ```
    public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>) -> Publishers.Buffer<Self> {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}

extension Publishers {
    /// What a `buffer` asks of upstream.
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// Enough to keep the buffer full: `size` at first, then one for each value sent.
        case keepFull
        /// Everything, at once.
        case byRequest
    }

    /// What a full `buffer` does with one more value.
    public enum BufferingStrategy<Failure: Error>: Sendable {
        /// Drops the new value.
        case dropNewest
        /// Drops the oldest value held, and holds the new one.
        case dropOldest
        /// Cancels upstream and fails with the error made.
        case customError(@Sendable () -> Failure)
    }

    /// The publisher of `buffer(size:prefetch:whenFull:)`.
    public struct Buffer<Upstream: Publisher>: Publisher where Upstream.Output: Sendable {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher buffered.
        public let upstream: Upstream
        /// How many values the buffer holds.
        public let size: Int
        /// What is asked of upstream.
        public let prefetch: PrefetchStrategy
        /// What a full buffer does with one more value.
        public let whenFull: BufferingStrategy<Failure>

        /// Creates the operator.
        public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(Inner(downstream: subscriber, size: size, prefetch: prefetch, whenFull: whenFull))
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "Buffer" }

            typealias Input = Output

            private struct State {
                var relay: Relay<Downstream>
                var demand = Subscribers.Demand.none
                var values: [Output] = []
                /// How upstream ended (or the buffer's own failure), sent after the values.
                var terminal: Subscribers.Completion<Failure>?
                /// Whether a thread is sending values: the others leave them to it.
                var delivering = false
            }

            /// What one turn of `drain` does.
            private enum Step {
                case send(Downstream, [Output])
                case complete(Downstream, Subscribers.Completion<Failure>, Relay<Downstream>.Ended)
                case done
            }

            /// What became of a value.
            private enum Outcome {
                case held, dropped, ignored
                /// The buffer was full: upstream's subscription, to cancel.
                case failed((any Subscription)?)
            }

            private let state: Locked<State>
            private let size: Int
            private let prefetch: PrefetchStrategy
            private let whenFull: BufferingStrategy<Failure>

            init(downstream: Downstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
                state = Locked(State(relay: Relay(downstream: downstream)))
                self.size = size
                self.prefetch = prefetch
                self.whenFull = whenFull
            }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.relay.accept(subscription) }) else { return subscription.cancel() }
                subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
                downstream.receive(subscription: self)
            }

            /// Returns what sending made room for (`.keepFull`).
            func receive(_ input: Input) -> Subscribers.Demand {
                let whenFull = whenFull
                let outcome = state.withLock { state -> Outcome in
                    guard state.relay.isReceiving else { return .ignored }
                    if state.values.count >= size {
                        switch whenFull {
                        case .dropNewest: return .dropped
                        case .dropOldest: state.values.removeFirst()
                        case .customError: return .failed(state.relay.upstreamCompleted())
                        }
                    }
                    state.values.append(input)
                    return .held
                }
                switch outcome {
                case .ignored: return .none
                case .held, .dropped: return drain()
                case .failed(let upstream):
                    upstream?.cancel()
                    guard case .customError(let makeError) = whenFull else { return .none }
                    let error = makeError()
                    state.withLock { $0.terminal = .failure(error) }
                    return drain()
                }
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                let live = state.withLock { state -> Bool in
                    guard state.relay.isReceiving else { return false }
                    _ = state.relay.upstreamCompleted()
                    state.terminal = completion
                    return true
                }
                if live { _ = drain() }
            }

            func request(_ demand: Subscribers.Demand) {
                guard demand > 0 else { return }
                let live = state.withLock { state -> Bool in
                    guard state.relay.isLive else { return false }
                    state.demand += demand
                    return true
                }
                guard live else { return }
                let more = drain()
                if more > 0 { state.withLock { $0.relay.upstream }?.request(more) }
            }

            func cancel() {
                let (ended, _) = state.withLock { state -> (Relay<Downstream>.Ended, [Output]) in
                    defer { state.values = [] }
                    return (state.relay.end(), state.values)
                }
                ended.upstream?.cancel()
            }

            /// Sends what the downstream has asked for, then the end when it is due (a failure at
            /// once, `.finished` once the buffer is empty and there is demand); one thread at a
            /// time. Returns how many values it sent, as demand for upstream, for `.keepFull`.
            private func drain() -> Subscribers.Demand {
                var sent = 0
                while true {
                    let step = state.withLock { state -> Step in
                        guard !state.delivering, let downstream = state.relay.downstream else { return .done }
                        if case .failure = state.terminal {
                            state.values = []
                        }
                        if let terminal = state.terminal, state.values.isEmpty, state.demand > 0 || terminal.isFailure {
                            return .complete(downstream, terminal, state.relay.end())
                        }
                        guard state.demand > 0, !state.values.isEmpty else { return .done }
                        let count = state.demand.max.map { Swift.min($0, state.values.count) } ?? state.values.count
                        let values = Array(state.values.prefix(count))
                        state.values.removeFirst(count)
                        state.demand -= .max(count)
                        state.delivering = true
                        return .send(downstream, values)
                    }
                    switch step {
                    case .done:
                        return prefetch == .keepFull ? .max(sent) : .none
                    case .complete(let downstream, let completion, _):
                        downstream.receive(completion: completion)
                        return .none
                    case .send(let downstream, let values):
                        var more = Subscribers.Demand.none
                        for value in values { more += downstream.receive(value) }
                        sent += values.count
                        state.withLock { state in
                            state.delivering = false
                            state.demand += more
                        }
                    }
                }
            }
        }
    }
}

extension Subscribers.Completion {
    /// Whether this is a failure.
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
