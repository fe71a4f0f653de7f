extension Publisher {
    /// Writes a line for each event that passes, in Combine's words (`receive subscription:`,
    /// `request max: (1)`, `receive value: (1)`, `receive finished`, `receive cancel` …), after
    /// `prefix` and a colon, to `stream` (standard output when nil).
    ///
    /// As Combine's, a plain wrapper: every event passes on unchanged, and the demand a value
    /// gives back is written with `(synchronous)`.
    ///
    /// ```swift
    /// [1].publisher.print("numbers").sink { _ in }
    /// // numbers: receive subscription: ([1])
    /// // numbers: request unlimited
    /// // numbers: receive value: (1)
    /// // numbers: receive finished
    /// ```
    public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}

extension Publishers {
    /// The publisher of `print(_:to:)`.
    public struct Print<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher whose events are written.
        public let upstream: Upstream
        /// Written before each line, with a colon, unless empty.
        public let prefix: String
        /// Where the lines go: written under its own lock, since events may come from any thread.
        private let output: Locked<(any TextOutputStream)?>

        /// Where the lines go; nil for standard output.
        public var stream: (any TextOutputStream)? { output.withLock { $0 } }

        /// Creates the operator.
        public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            output = Locked(stream)
        }

        /// Attaches `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let prefix = prefix.isEmpty ? "" : "\(prefix): "
            let output = output
            upstream.subscribe(
                Inner(downstream: subscriber) { line in
                    output.withLock { stream in
                        if stream == nil {
                            Swift.print(prefix + line)
                        } else {
                            stream?.write(prefix + line + "\n")
                        }
                    }
                })
        }

        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
        where Downstream.Input == Output, Downstream.Failure == Failure {
            /// Combine's name for it, as its description.
            var description: String { "Print" }

            typealias Input = Output

            private let state: Locked<Relay<Downstream>>
            private let write: @Sendable (String) -> Void

            init(downstream: Downstream, write: @escaping @Sendable (String) -> Void) {
                state = Locked(Relay(downstream: downstream, earlyEvents: .forwarded, lifetime: .keptForLife))
                self.write = write
            }

            func receive(subscription: any Subscription) {
                guard let downstream = state.withLock({ $0.accept(subscription) }) else { return subscription.cancel() }
                write("receive subscription: (\(subscription))")
                downstream.receive(subscription: self)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                guard let downstream = state.withLock({ $0.receiver }) else { return .none }
                write("receive value: (\(input))")
                let more = downstream.receive(input)
                if more > 0 { write(Self.line(for: more) + " (synchronous)") }
                return more
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                guard let downstream = state.withLock({ $0.completed() })?.downstream else { return }
                switch completion {
                case .finished: write("receive finished")
                case .failure(let error): write("receive error: (\(error))")
                }
                downstream.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                guard let upstream = state.withLock({ $0.isLive ? $0.upstream : nil }) else { return }
                write(Self.line(for: demand))
                upstream.request(demand)
            }

            func cancel() {
                let ended = state.withLock { $0.cancel() }
                guard ended.downstream != nil else { return }
                write("receive cancel")
                ended.upstream?.cancel()
            }

            private static func line(for demand: Subscribers.Demand) -> String {
                demand.max.map { "request max: (\($0))" } ?? "request unlimited"
            }
        }
    }
}
