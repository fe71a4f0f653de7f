/// A tag, as `GET /repos/{o}/{r}/tags` lists it: its name and the commit it points at. JSON output
/// is GitHub's own object; this holds what a table shows.
public struct RepositoryTag: Decodable, Hashable, Sendable {
    /// Its name, e.g. `v2.5.0`.
    public var name: String
    /// The SHA of the commit it points at.
    public var sha: String

    /// Creates a tag.
    public init(name: String, sha: String) {
        (self.name, self.sha) = (name, sha)
    }

    /// Decodes the fields kept; `name` and `commit.sha` are required.
    public init(from decoder: any Decoder) throws {
        let object = try NamedCommitObject(from: decoder)
        self.init(name: object.name, sha: object.commit.sha)
    }
}
