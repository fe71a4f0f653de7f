/// One author's commits: the GitHub login when GitHub linked the commit to an account, else the
/// e-mail git recorded, so one person without an account is still one author.
public struct AuthorActivity: Sendable, Equatable {
    /// The identity commits are grouped by: the login, or the git e-mail.
    public var key: String
    /// The GitHub login, when GitHub linked one.
    public var login: String?
    /// The name git recorded (on the newest commit).
    public var name: String
    /// How many commits.
    public var commits: Int

    /// Creates an entry.
    public init(key: String, login: String?, name: String, commits: Int) {
        (self.key, self.login, self.name, self.commits) = (key, login, name, commits)
    }

    /// What a person reads: the login, else the name.
    public var displayName: String { login ?? (name.isEmpty ? key : name) }
}
