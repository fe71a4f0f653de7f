extension Publisher where Output: Sendable {
    /// Interleaves this publisher's values with those of the two others, in arrival order, as
    /// `merge(with:)` does for two; finishes when all three have finished.
    ///
    /// ```swift
    /// localEdits.merge(with: serverPushes, retries)
    /// ```
    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    /// Interleaves this publisher's values with those of the three others, in arrival order, as
    /// `merge(with:)` does for two; finishes when all four have finished.
    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure {
        Publishers.Merge4(self, b, c, d)
    }

    /// Interleaves this publisher's values with those of the four others, in arrival order, as
    /// `merge(with:)` does for two; finishes when all five have finished.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher>(with b: B, _ c: C, _ d: D, _ e: E) -> Publishers.Merge5<Self, B, C, D, E>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure, E.Output == Output,
        E.Failure == Failure
    {
        Publishers.Merge5(self, b, c, d, e)
    }

    /// Interleaves this publisher's values with those of the five others, in arrival order, as
    /// `merge(with:)` does for two; finishes when all six have finished.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F)
        -> Publishers.Merge6<Self, B, C, D, E, F>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure, E.Output == Output,
        E.Failure == Failure, F.Output == Output, F.Failure == Failure
    {
        Publishers.Merge6(self, b, c, d, e, f)
    }

    /// Interleaves this publisher's values with those of the six others, in arrival order, as
    /// `merge(with:)` does for two; finishes when all seven have finished.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G)
        -> Publishers.Merge7<Self, B, C, D, E, F, G>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure, E.Output == Output,
        E.Failure == Failure, F.Output == Output, F.Failure == Failure, G.Output == Output, G.Failure == Failure
    {
        Publishers.Merge7(self, b, c, d, e, f, g)
    }

    /// Interleaves this publisher's values with those of the seven others, in arrival order, as
    /// `merge(with:)` does for two; finishes when all eight have finished.
    public func merge<B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where
        B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure, E.Output == Output,
        E.Failure == Failure, F.Output == Output, F.Failure == Failure, G.Output == Output, G.Failure == Failure, H.Output == Output, H.Failure == Failure
    {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}

extension Publishers {
    /// Interleaves the values of any number of publishers of one type, in arrival order, as
    /// `merge(with:)` does for two; finishes when all have finished.
    ///
    /// ```swift
    /// Publishers.MergeMany(repositories.map(fetchReadme))
    /// ```
    public struct MergeMany<Upstream: Publisher>: Publisher where Upstream.Output: Sendable {
        /// The shared values.
        public typealias Output = Upstream.Output
        /// The shared failure.
        public typealias Failure = Upstream.Failure

        /// The publishers merged, subscribed in this order.
        public let publishers: [Upstream]

        /// Merges `upstream`.
        public init(_ upstream: Upstream...) { publishers = upstream }

        /// Merges the publishers of `upstream`.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        /// Attaches `subscriber`: every upstream first, then the downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergingSubscription.attach(subscriber, to: publishers.map { publisher in { publisher.subscribe($0) } })
        }

        /// These publishers and `other`.
        public func merge(with other: Upstream) -> MergeMany { MergeMany(publishers + [other]) }
    }

    /// The publisher of `merge(with:_:)`: three upstreams subscribed at once, values in arrival order.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, A.Output: Sendable {
        /// The shared values.
        public typealias Output = A.Output
        /// The shared failure.
        public typealias Failure = A.Failure

        /// The upstream subscribed first.
        public let a: A
        /// The upstream subscribed second.
        public let b: B
        /// The upstream subscribed third.
        public let c: C

        /// Interleaves the values of the three upstreams.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches `subscriber`: every upstream first, then the downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergingSubscription.attach(subscriber, to: [{ a.subscribe($0) }, { b.subscribe($0) }, { c.subscribe($0) }])
        }

        /// A merge of these three and `other`, as Combine's `Merge3` gives it.
        public func merge<P: Publisher>(with other: P) -> Merge4<A, B, C, P> where P.Output == Output, P.Failure == Failure {
            Merge4(a, b, c, other)
        }
    }

    /// The publisher of `merge(with:_:_:)`: four upstreams subscribed at once, values in arrival order.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output, D.Failure == A.Failure,
        A.Output: Sendable
    {
        /// The shared values.
        public typealias Output = A.Output
        /// The shared failure.
        public typealias Failure = A.Failure

        /// The upstream subscribed first.
        public let a: A
        /// The upstream subscribed second.
        public let b: B
        /// The upstream subscribed third.
        public let c: C
        /// The upstream subscribed fourth.
        public let d: D

        /// Interleaves the values of the four upstreams.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches `subscriber`: every upstream first, then the downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergingSubscription.attach(subscriber, to: [{ a.subscribe($0) }, { b.subscribe($0) }, { c.subscribe($0) }, { d.subscribe($0) }])
        }

        /// A merge of these four and `other`, as Combine's `Merge4` gives it.
        public func merge<P: Publisher>(with other: P) -> Merge5<A, B, C, D, P> where P.Output == Output, P.Failure == Failure {
            Merge5(a, b, c, d, other)
        }
    }

    /// The publisher of `merge(with:_:_:_:)`: five upstreams subscribed at once, values in arrival order.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output, D.Failure == A.Failure,
        E.Output == A.Output, E.Failure == A.Failure, A.Output: Sendable
    {
        /// The shared values.
        public typealias Output = A.Output
        /// The shared failure.
        public typealias Failure = A.Failure

        /// The upstream subscribed first.
        public let a: A
        /// The upstream subscribed second.
        public let b: B
        /// The upstream subscribed third.
        public let c: C
        /// The upstream subscribed fourth.
        public let d: D
        /// The upstream subscribed fifth.
        public let e: E

        /// Interleaves the values of the five upstreams.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        /// Attaches `subscriber`: every upstream first, then the downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergingSubscription.attach(
                subscriber, to: [{ a.subscribe($0) }, { b.subscribe($0) }, { c.subscribe($0) }, { d.subscribe($0) }, { e.subscribe($0) }])
        }

        /// A merge of these five and `other`, as Combine's `Merge5` gives it.
        public func merge<P: Publisher>(with other: P) -> Merge6<A, B, C, D, E, P> where P.Output == Output, P.Failure == Failure {
            Merge6(a, b, c, d, e, other)
        }
    }

    /// The publisher of `merge(with:_:_:_:_:)`: six upstreams subscribed at once, values in arrival order.
    public struct Merge6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output, D.Failure == A.Failure,
        E.Output == A.Output, E.Failure == A.Failure, F.Output == A.Output, F.Failure == A.Failure, A.Output: Sendable
    {
        /// The shared values.
        public typealias Output = A.Output
        /// The shared failure.
        public typealias Failure = A.Failure

        /// The upstream subscribed first.
        public let a: A
        /// The upstream subscribed second.
        public let b: B
        /// The upstream subscribed third.
        public let c: C
        /// The upstream subscribed fourth.
        public let d: D
        /// The upstream subscribed fifth.
        public let e: E
        /// The upstream subscribed sixth.
        public let f: F

        /// Interleaves the values of the six upstreams.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        /// Attaches `subscriber`: every upstream first, then the downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergingSubscription.attach(
                subscriber, to: [{ a.subscribe($0) }, { b.subscribe($0) }, { c.subscribe($0) }, { d.subscribe($0) }, { e.subscribe($0) }, { f.subscribe($0) }])
        }

        /// A merge of these six and `other`, as Combine's `Merge6` gives it.
        public func merge<P: Publisher>(with other: P) -> Merge7<A, B, C, D, E, F, P> where P.Output == Output, P.Failure == Failure {
            Merge7(a, b, c, d, e, f, other)
        }
    }

    /// The publisher of `merge(with:_:_:_:_:_:)`: seven upstreams subscribed at once, values in arrival
    /// order.
    public struct Merge7<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher>: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output, D.Failure == A.Failure,
        E.Output == A.Output, E.Failure == A.Failure, F.Output == A.Output, F.Failure == A.Failure, G.Output == A.Output, G.Failure == A.Failure,
        A.Output: Sendable
    {
        /// The shared values.
        public typealias Output = A.Output
        /// The shared failure.
        public typealias Failure = A.Failure

        /// The upstream subscribed first.
        public let a: A
        /// The upstream subscribed second.
        public let b: B
        /// The upstream subscribed third.
        public let c: C
        /// The upstream subscribed fourth.
        public let d: D
        /// The upstream subscribed fifth.
        public let e: E
        /// The upstream subscribed sixth.
        public let f: F
        /// The upstream subscribed seventh.
        public let g: G

        /// Interleaves the values of the seven upstreams.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
        }

        /// Attaches `subscriber`: every upstream first, then the downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergingSubscription.attach(
                subscriber,
                to: [
                    { a.subscribe($0) }, { b.subscribe($0) }, { c.subscribe($0) }, { d.subscribe($0) }, { e.subscribe($0) }, { f.subscribe($0) },
                    { g.subscribe($0) },
                ])
        }

        /// A merge of these seven and `other`, as Combine's `Merge7` gives it.
        public func merge<P: Publisher>(with other: P) -> Merge8<A, B, C, D, E, F, G, P> where P.Output == Output, P.Failure == Failure {
            Merge8(a, b, c, d, e, f, g, other)
        }
    }

    /// The publisher of `merge(with:_:_:_:_:_:_:)`: eight upstreams subscribed at once, values in
    /// arrival order.
    public struct Merge8<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher>: Publisher
    where
        B.Output == A.Output, B.Failure == A.Failure, C.Output == A.Output, C.Failure == A.Failure, D.Output == A.Output, D.Failure == A.Failure,
        E.Output == A.Output, E.Failure == A.Failure, F.Output == A.Output, F.Failure == A.Failure, G.Output == A.Output, G.Failure == A.Failure,
        H.Output == A.Output, H.Failure == A.Failure, A.Output: Sendable
    {
        /// The shared values.
        public typealias Output = A.Output
        /// The shared failure.
        public typealias Failure = A.Failure

        /// The upstream subscribed first.
        public let a: A
        /// The upstream subscribed second.
        public let b: B
        /// The upstream subscribed third.
        public let c: C
        /// The upstream subscribed fourth.
        public let d: D
        /// The upstream subscribed fifth.
        public let e: E
        /// The upstream subscribed sixth.
        public let f: F
        /// The upstream subscribed seventh.
        public let g: G
        /// The upstream subscribed eighth.
        public let h: H

        /// Interleaves the values of the eight upstreams.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        /// Attaches `subscriber`: every upstream first, then the downstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergingSubscription.attach(
                subscriber,
                to: [
                    { a.subscribe($0) }, { b.subscribe($0) }, { c.subscribe($0) }, { d.subscribe($0) }, { e.subscribe($0) }, { f.subscribe($0) },
                    { g.subscribe($0) }, { h.subscribe($0) },
                ])
        }
    }

}
