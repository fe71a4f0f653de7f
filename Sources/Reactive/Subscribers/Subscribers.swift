/// The namespace of subscriber types and the values they exchange, as in Combine.
public enum Subscribers {}

extension Subscribers {
    /// How a publisher ended: normally, or with an error.
    public enum Completion<Failure: Error>: Sendable {
        /// The publisher sent all its values.
        case finished
        /// The publisher stopped because of `Failure`.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
