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

extension Subscribers.Completion: Codable where Failure: Codable {
    private enum CodingKeys: String, CodingKey {
        case success, error
    }

    /// Decodes Combine's shape: `{"success": true}` or `{"success": false, "error": …}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = try container.decode(Bool.self, forKey: .success) ? .finished : .failure(try container.decode(Failure.self, forKey: .error))
    }

    /// Encodes Combine's shape: `{"success": true}` or `{"success": false, "error": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .finished: try container.encode(true, forKey: .success)
        case .failure(let error):
            try container.encode(false, forKey: .success)
            try container.encode(error, forKey: .error)
        }
    }
}
