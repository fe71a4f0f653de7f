/// One repository as the table shows it: text cells, already chosen and formatted.
public struct RepositoryRow: Equatable, Sendable {
    /// `owner/name`.
    public var name: String
    /// The description, empty when there is none.
    public var description: String
    /// The language, empty when unknown.
    public var language: String
    /// Stars.
    public var stars: Int
    /// Forks.
    public var forks: Int
    /// "3 days ago".
    public var updated: String
    /// ISO 8601 UTC, or empty.
    public var updatedISO: String
    /// `private`, `fork`, `archived` as they apply.
    public var flags: [String]
    /// `public`, `private` or `internal`.
    public var visibility: String

    /// Creates a row.
    public init(
        name: String, description: String, language: String, stars: Int, forks: Int, updated: String, updatedISO: String, flags: [String], visibility: String
    ) {
        self.name = name
        self.description = description
        self.language = language
        self.stars = stars
        self.forks = forks
        self.updated = updated
        self.updatedISO = updatedISO
        self.flags = flags
        self.visibility = visibility
    }
}
