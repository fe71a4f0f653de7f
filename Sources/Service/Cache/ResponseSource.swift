import Foundation

/// Where an answer came from: the network, the cache after the server said it is unchanged
/// (304), or the cache alone.
public enum ResponseSource: Sendable, Equatable {
    /// A fresh answer from the server.
    case network
    /// The stored answer, which the server confirmed is current (it sent 304).
    case revalidated
    /// The stored answer, with no request made (`--offline`, or young enough for the cache
    /// mode): `confirmedAt` is when GitHub last confirmed it.
    case stored(confirmedAt: Date)

    /// When GitHub last confirmed an answer the cache gave without a request; nil otherwise.
    public var confirmedAt: Date? {
        if case .stored(let confirmedAt) = self { return confirmedAt }
        return nil
    }
}
