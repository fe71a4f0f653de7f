/// A commit's legacy statuses, the latest per context (`GET /commits/{ref}/status`), and
/// GitHub's one state over them.
public struct CombinedStatus: Decodable, Sendable {
    /// One context's latest status.
    public struct Status: Decodable, Hashable, Sendable {
        /// What reported it, e.g. `ci/jenkins`.
        public var context: String
        /// `success`, `failure`, `error` or `pending`.
        public var state: String
        /// What it says.
        public var description: String?

        /// Creates a status.
        public init(context: String, state: String, description: String? = nil) {
            (self.context, self.state, self.description) = (context, state, description)
        }
    }

    /// `success`, `failure` or `pending` (also when there are none).
    public var state: String
    /// The statuses.
    public var statuses: [Status]

    /// Creates a combined status.
    public init(state: String, statuses: [Status]) { (self.state, self.statuses) = (state, statuses) }
}
