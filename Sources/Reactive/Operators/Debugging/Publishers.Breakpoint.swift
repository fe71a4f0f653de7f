#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Publisher {
    /// Stops in the debugger (raises `SIGTRAP`) when one of the closures, given an event, returns
    /// true; every event passes on unchanged.
    ///
    /// With no debugger attached, `SIGTRAP` ends the process, as in Combine; so the trap itself
    /// has no unit test here, only the events passing through.
    ///
    /// ```swift
    /// results.breakpoint(receiveOutput: { $0.isEmpty })
    /// ```
    public func breakpoint(
        receiveSubscription: (@Sendable (any Subscription) -> Bool)? = nil,
        receiveOutput: (@Sendable (Output) -> Bool)? = nil,
        receiveCompletion: (@Sendable (Subscribers.Completion<Failure>) -> Bool)? = nil
    ) -> Publishers.Breakpoint<Self> {
        Publishers.Breakpoint(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput, receiveCompletion: receiveCompletion)
    }

    /// Stops in the debugger (raises `SIGTRAP`) when upstream fails.
    ///
    /// ```swift
    /// request.breakpointOnError()
    /// ```
    public func breakpointOnError() -> Publishers.Breakpoint<Self> {
        breakpoint(receiveCompletion: { completion in
            if case .failure = completion { return true }
            return false
        })
    }
}

extension Publishers {
    /// The publisher of `breakpoint(receiveSubscription:receiveOutput:receiveCompletion:)`.
    public struct Breakpoint<Upstream: Publisher>: Publisher {
        /// Upstream's values.
        public typealias Output = Upstream.Output
        /// Upstream's failure.
        public typealias Failure = Upstream.Failure

        /// The publisher watched.
        public let upstream: Upstream
        /// Whether to stop at upstream's subscription.
        public let receiveSubscription: (@Sendable (any Subscription) -> Bool)?
        /// Whether to stop at a value.
        public let receiveOutput: (@Sendable (Output) -> Bool)?
        /// Whether to stop at the completion.
        public let receiveCompletion: (@Sendable (Subscribers.Completion<Failure>) -> Bool)?

        /// Creates the operator.
        public init(
            upstream: Upstream,
            receiveSubscription: (@Sendable (any Subscription) -> Bool)? = nil,
            receiveOutput: (@Sendable (Output) -> Bool)? = nil,
            receiveCompletion: (@Sendable (Subscribers.Completion<Failure>) -> Bool)? = nil
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
        }

        /// Attaches `subscriber` through a `handleEvents` that asks the closures.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let (subscription, output, completion) = (receiveSubscription, receiveOutput, receiveCompletion)
            upstream.handleEvents(
                receiveSubscription: { if subscription?($0) == true { Self.stop() } },
                receiveOutput: { if output?($0) == true { Self.stop() } },
                receiveCompletion: { if completion?($0) == true { Self.stop() } }
            ).subscribe(subscriber)
        }

        /// Stops in the debugger, or ends the process where none is attached.
        private static func stop() {
            _ = raise(SIGTRAP)
        }
    }
}
