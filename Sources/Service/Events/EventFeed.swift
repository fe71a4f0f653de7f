/// An events feed `repos watch` polls: an organization's public events, a repository's, or the
/// events of an organization a member sees (private repositories included).
public enum EventFeed: Hashable, Sendable {
    /// `GET /orgs/{org}/events`: public events only.
    case organization(String)
    /// `GET /repos/{owner}/{repo}/events`.
    case repository(owner: String, repo: String)
    /// `GET /users/{user}/events/orgs/{org}`: `user`'s view of `org`, with a token of `user`'s.
    case member(user: String, org: String)

    /// How the feed is named in the cache's memory of what was seen (lower-cased: GitHub's names
    /// ignore case), and in messages.
    public var name: String {
        switch self {
        case .organization(let org): return org.lowercased()
        case .repository(let owner, let repo): return "\(owner)/\(repo)".lowercased()
        case .member(let user, let org): return "\(org) as \(user)".lowercased()
        }
    }
}
