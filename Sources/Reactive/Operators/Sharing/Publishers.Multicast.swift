extension Publisher {
    /// A connectable publisher that sends upstream's events to its subscribers through one subject,
    /// made by `createSubject` for the first subscriber or `connect()`; upstream is subscribed
    /// only on `connect()`.
    ///
    /// ```swift
    /// let shared = fetch().multicast { PassthroughSubject() }
    /// let a = shared.sink { print("a", $0) }
    /// let b = shared.sink { print("b", $0) }
    /// let connection = shared.connect()
    /// ```
    public func multicast<S: Subject>(_ createSubject: @escaping @Sendable () -> S) -> Publishers.Multicast<Self, S>
    where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// A connectable publisher that sends upstream's events to its subscribers through `subject`;
    /// upstream is subscribed only on `connect()`.
    ///
    /// ```swift
    /// let shared = fetch().multicast(subject: PassthroughSubject())
    /// ```
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where S.Output == Output, S.Failure == Failure {
        Publishers.Multicast(upstream: self) { subject }
    }
}

extension Publishers {
    /// The publisher of `multicast(_:)` and `multicast(subject:)`.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where Upstream.Output == SubjectType.Output, Upstream.Failure == SubjectType.Failure {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher shared.
        public let upstream: Upstream
        /// Makes the one subject, when it is first needed.
        public let createSubject: @Sendable () -> SubjectType

        private let made = Locked<SubjectType?>(nil)

        /// Creates the operator.
        public init(upstream: Upstream, createSubject: @escaping @Sendable () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        /// Attaches `subscriber` to the subject.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.subscribe(subscriber)
        }

        /// Subscribes the subject to upstream; cancelling the result ends that subscription.
        public func connect() -> any Cancellable {
            upstream.subscribe(subject)
        }

        /// The one subject: made outside the lock, the first one stored wins.
        private var subject: SubjectType {
            if let subject = made.withLock({ $0 }) { return subject }
            let fresh = createSubject()
            return made.withLock { made in
                if let subject = made { return subject }
                made = fresh
                return fresh
            }
        }
    }
}
