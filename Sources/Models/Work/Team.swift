/// A team, as a pull request names one it asks for a review: `requested_teams`.
public struct Team: Decodable, Hashable, Sendable {
    /// The team's short name in URLs, e.g. `payments`.
    public var slug: String
    /// Its name as people wrote it.
    public var name: String?

    /// Creates a team.
    public init(slug: String, name: String? = nil) {
        (self.slug, self.name) = (slug, name)
    }
}
