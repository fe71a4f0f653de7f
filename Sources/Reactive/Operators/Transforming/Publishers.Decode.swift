import Foundation

/// A decoder that turns `Input` into values, as `JSONDecoder` turns `Data`.
public protocol TopLevelDecoder<Input> {
    /// What it decodes from.
    associatedtype Input
    /// Decodes a `T` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}

extension PropertyListDecoder: TopLevelDecoder {}

extension Publisher {
    /// Decodes each value into `type`; a decoding error cancels upstream and ends the stream.
    ///
    /// ```swift
    /// dataPublisher.decode(type: [Repository].self, decoder: JSONDecoder())
    /// ```
    public func decode<Item: Decodable & SendableMetatype, Coder: TopLevelDecoder & Sendable>(
        type: Item.Type,
        decoder: Coder
    ) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}

extension Publishers {
    /// The publisher of `decode(type:decoder:)`.
    public struct Decode<Upstream: Publisher, Output: Decodable & SendableMetatype, Coder: TopLevelDecoder & Sendable>: Publisher
    where Upstream.Output == Coder.Input {
        /// Any error: upstream's or the decoder's.
        public typealias Failure = any Error

        /// The publisher of encoded values.
        public let upstream: Upstream
        /// The decoder.
        public let decoder: Coder

        /// Creates the operator.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        /// Attaches `subscriber` through the decoder.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let decoder = self.decoder
            upstream.subscribe(
                TransformingSubscription<Upstream.Output, Upstream.Failure, S>(
                    named: "Decode", downstream: subscriber, earlyCancel: .ignored, lifetime: .keptForLife,
                    transformValue: { input in Result { try decoder.decodeInferred(from: input) } },
                    transformFailure: { $0 }
                )
            )
        }
    }
}

extension TopLevelDecoder {
    /// Decodes the type the context asks for; lets a `@Sendable` closure decode without capturing
    /// a metatype.
    fileprivate func decodeInferred<T: Decodable>(from input: Input) throws -> T {
        try decode(T.self, from: input)
    }
}
