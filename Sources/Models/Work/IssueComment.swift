import Foundation

/// A comment on an issue's or pull request's conversation (`GET /issues/{n}/comments`).
public struct IssueComment: Decodable, Hashable, Sendable {
    /// Who wrote it.
    public var user: User?
    /// What was written, Markdown.
    public var body: String?
    /// When.
    public var createdAt: Date

    /// Creates a comment.
    public init(user: User?, body: String?, createdAt: Date) {
        (self.user, self.body, self.createdAt) = (user, body, createdAt)
    }

    private enum CodingKeys: String, CodingKey {
        case user, body
        case createdAt = "created_at"
    }
}
