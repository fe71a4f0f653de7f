import Foundation

/// An encoder that turns values into `Output`, as `JSONEncoder` turns them into `Data`.
public protocol TopLevelEncoder<Output> {
    /// What it encodes to.
    associatedtype Output
    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONEncoder: TopLevelEncoder {}

extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher where Output: Encodable {
    /// Encodes each value with `encoder`; an encoding error cancels upstream and ends the stream.
    ///
    /// ```swift
    /// repositories.encode(encoder: JSONEncoder())
    /// ```
    public func encode<Coder: TopLevelEncoder & Sendable>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

extension Publishers {
    /// The publisher of `encode(encoder:)`.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder & Sendable>: Publisher where Upstream.Output: Encodable {
        /// What the encoder makes.
        public typealias Output = Coder.Output
        /// Any error: upstream's or the encoder's.
        public typealias Failure = any Error

        /// The publisher of values to encode.
        public let upstream: Upstream
        /// The encoder.
        public let encoder: Coder

        /// Creates the operator.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        /// Attaches `subscriber` through the encoder.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let encoder = self.encoder
            upstream.subscribe(
                TransformingSubscription<Upstream.Output, Upstream.Failure, S>(
                    named: "Encode", downstream: subscriber, earlyCancel: .ignored, lifetime: .keptForLife,
                    transformValue: { input in Result { try encoder.encode(input) } },
                    transformFailure: { $0 }
                )
            )
        }
    }
}
