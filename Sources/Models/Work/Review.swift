import Foundation

/// A review of a pull request, as `GET /pulls/{n}/reviews` lists them, oldest first.
public struct Review: Decodable, Hashable, Sendable {
    /// Who reviewed.
    public var user: User?
    /// `APPROVED`, `CHANGES_REQUESTED`, `COMMENTED`, `DISMISSED` or `PENDING` (GitHub may add more).
    public var state: String
    /// When it was submitted; nil for a pending review.
    public var submittedAt: Date?

    /// Creates a review.
    public init(user: User?, state: String, submittedAt: Date? = nil) {
        (self.user, self.state, self.submittedAt) = (user, state, submittedAt)
    }

    private enum CodingKeys: String, CodingKey {
        case user, state
        case submittedAt = "submitted_at"
    }
}
