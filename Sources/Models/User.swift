/// A GitHub account as it appears inside other objects ("Simple User"): a repository's owner, a
/// commit's author. GitHub sends `{}` for a commit author it cannot match to an account, so every
/// field is optional.
public struct User: Decodable, Hashable, Sendable {
    /// The account name.
    public var login: String?
    /// The numeric id.
    public var id: Int64?
    /// `User`, `Organization` or `Bot`.
    public var type: String?
    /// The account's page on github.com.
    public var htmlURL: String?

    /// Creates a user.
    public init(login: String?, id: Int64? = nil, type: String? = nil, htmlURL: String? = nil) {
        (self.login, self.id, self.type, self.htmlURL) = (login, id, type, htmlURL)
    }

    enum CodingKeys: String, CodingKey {
        case login, id, type
        case htmlURL = "html_url"
    }
}
