extension Publisher {
    /// Each value's property at `keyPath`, as Combine's `map(_:)` of a key path.
    ///
    /// ```swift
    /// $repository.map(\.name)
    /// ```
    public func map<T>(_ keyPath: KeyPath<Output, T> & Sendable) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }

    /// Each value's properties at two key paths, as a pair.
    ///
    /// ```swift
    /// $repository.map(\.owner, \.name)
    /// ```
    public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0> & Sendable, _ keyPath1: KeyPath<Output, T1> & Sendable)
        -> Publishers.MapKeyPath2<Self, T0, T1>
    {
        Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
    }

    /// Each value's properties at three key paths, as a triple.
    public func map<T0, T1, T2>(
        _ keyPath0: KeyPath<Output, T0> & Sendable, _ keyPath1: KeyPath<Output, T1> & Sendable, _ keyPath2: KeyPath<Output, T2> & Sendable
    ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
        Publishers.MapKeyPath3(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1, keyPath2: keyPath2)
    }
}

extension Publishers {
    /// The publisher of `map(_:)` with one key path: a plain wrapper, as `Map` is.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        /// Upstream's failure, passed through.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are read.
        public let upstream: Upstream
        /// Where each value is read.
        public let keyPath: KeyPath<Upstream.Output, Output> & Sendable

        /// Creates the operator.
        public init(upstream: Upstream, keyPath: KeyPath<Upstream.Output, Output> & Sendable) {
            self.upstream = upstream
            self.keyPath = keyPath
        }

        /// Attaches `subscriber` through the key path.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let keyPath = keyPath
            upstream.subscribe(KeyPathReading.subscription(named: "ValueForKey", subscriber) { $0[keyPath: keyPath] })
        }
    }

    /// The publisher of `map(_:_:)` with two key paths.
    public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
        /// The two properties of each value.
        public typealias Output = (Output0, Output1)
        /// Upstream's failure, passed through.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are read.
        public let upstream: Upstream
        /// Where the first of each pair is read.
        public let keyPath0: KeyPath<Upstream.Output, Output0> & Sendable
        /// Where the second of each pair is read.
        public let keyPath1: KeyPath<Upstream.Output, Output1> & Sendable

        /// Creates the operator.
        public init(upstream: Upstream, keyPath0: KeyPath<Upstream.Output, Output0> & Sendable, keyPath1: KeyPath<Upstream.Output, Output1> & Sendable) {
            self.upstream = upstream
            self.keyPath0 = keyPath0
            self.keyPath1 = keyPath1
        }

        /// Attaches `subscriber` through the key paths.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1) = (keyPath0, keyPath1)
            upstream.subscribe(KeyPathReading.subscription(named: "ValueForKeys", subscriber) { ($0[keyPath: keyPath0], $0[keyPath: keyPath1]) })
        }
    }

    /// The publisher of `map(_:_:_:)` with three key paths.
    public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
        /// The three properties of each value.
        public typealias Output = (Output0, Output1, Output2)
        /// Upstream's failure, passed through.
        public typealias Failure = Upstream.Failure

        /// The publisher whose values are read.
        public let upstream: Upstream
        /// Where the first of each triple is read.
        public let keyPath0: KeyPath<Upstream.Output, Output0> & Sendable
        /// Where the second of each triple is read.
        public let keyPath1: KeyPath<Upstream.Output, Output1> & Sendable
        /// Where the third of each triple is read.
        public let keyPath2: KeyPath<Upstream.Output, Output2> & Sendable

        /// Creates the operator.
        public init(
            upstream: Upstream, keyPath0: KeyPath<Upstream.Output, Output0> & Sendable, keyPath1: KeyPath<Upstream.Output, Output1> & Sendable,
            keyPath2: KeyPath<Upstream.Output, Output2> & Sendable
        ) {
            self.upstream = upstream
            self.keyPath0 = keyPath0
            self.keyPath1 = keyPath1
            self.keyPath2 = keyPath2
        }

        /// Attaches `subscriber` through the key paths.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (keyPath0, keyPath1, keyPath2) = (keyPath0, keyPath1, keyPath2)
            upstream.subscribe(
                KeyPathReading.subscription(named: "ValueForKeys", subscriber) { ($0[keyPath: keyPath0], $0[keyPath: keyPath1], $0[keyPath: keyPath2]) })
        }
    }
}

/// The one subscription of the key-path maps: `map`'s plain wrapper, reading instead of
/// transforming.
private enum KeyPathReading {
    static func subscription<Input, S: Subscriber>(named name: String, _ subscriber: S, read: @escaping @Sendable (Input) -> S.Input)
        -> TransformingSubscription<Input, S.Failure, S>
    {
        TransformingSubscription(
            named: name, downstream: subscriber, earlyEvents: .forwarded, transformValue: { .success(read($0)) }, transformFailure: { $0 })
    }
}
