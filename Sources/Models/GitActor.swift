import Foundation

/// The name, e-mail and date git recorded for a commit's author or committer.
public struct GitActor: Decodable, Hashable, Sendable {
    /// The name as written in the commit.
    public var name: String?
    /// The e-mail as written in the commit.
    public var email: String?
    /// When: authored date for the author, commit date for the committer.
    public var date: Date?

    /// Creates an actor.
    public init(name: String?, email: String?, date: Date?) {
        self.name = name
        self.email = email
        self.date = date
    }
}
