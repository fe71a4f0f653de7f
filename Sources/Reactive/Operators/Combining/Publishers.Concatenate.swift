extension Publisher {
    /// Sends `elements` after this publisher's values, once it finishes.
    ///
    /// ```swift
    /// [1, 2].publisher.append(3, 4)  // 1 2 3 4
    /// ```
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> where Output: Sendable {
        append(Publishers.Sequence(sequence: elements))
    }

    /// Sends the elements of `elements` after this publisher's values, once it finishes.
    ///
    /// ```swift
    /// cached.append(refreshed.indices)
    /// ```
    public func append<S: Sequence & Sendable>(_ elements: S) -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>>
    where S.Element == Output, Output: Sendable {
        append(Publishers.Sequence(sequence: elements))
    }

    /// Sends `publisher`'s values after this publisher's, subscribing to it once this one finishes;
    /// a failure of either ends the stream.
    ///
    /// ```swift
    /// cachedPage.append(fetchPage())
    /// ```
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }

    /// Sends `elements` before this publisher's values; it is subscribed to once they are sent.
    ///
    /// ```swift
    /// [3, 4].publisher.prepend(1, 2)  // 1 2 3 4
    /// ```
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> where Output: Sendable {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// Sends the elements of `elements` before this publisher's values.
    ///
    /// ```swift
    /// updates.prepend(snapshot)
    /// ```
    public func prepend<S: Sequence & Sendable>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
    where S.Element == Output, Output: Sendable {
        prepend(Publishers.Sequence(sequence: elements))
    }

    /// Sends `publisher`'s values before this publisher's; this one is subscribed to once
    /// `publisher` finishes.
    ///
    /// ```swift
    /// $query.dropFirst().prepend(Just(saved))
    /// ```
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }
}

extension Publishers {
    /// The publisher of `append` and `prepend`: the prefix's values, then, once it finishes, the
    /// suffix's. As Combine's, the suffix is subscribed to only then and asked for the demand
    /// still outstanding; the downstream sees one subscription throughout.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        /// The values of both.
        public typealias Output = Suffix.Output
        /// The shared failure.
        public typealias Failure = Suffix.Failure

        /// The publisher whose values come first.
        public let prefix: Prefix
        /// The publisher whose values follow.
        public let suffix: Suffix

        /// Creates the operator.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Attaches `subscriber` to the prefix, and to the suffix once the prefix finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = SwitchingRelay<Output, Failure, S>(named: "Concatenate", downstream: subscriber, lifetime: .keptForLife)
            let suffix = self.suffix
            prefix.subscribe(relay.firstStage { suffix.subscribe(relay.nextStage()) })
        }
    }
}
