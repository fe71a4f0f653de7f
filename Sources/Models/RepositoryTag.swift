/// A tag, as `GET /repos/{o}/{r}/tags` lists it: its name and the commit it points at. JSON output
/// is GitHub's own object; this holds what a table shows.
public struct RepositoryTag: Decodable, Hashable, Sendable {
    /// Its name, e.g. `v2.5.0`.
    public var name: String
    /// The SHA of the commit it points at.
    public var sha: String

    /// Creates a tag.
    public init(name: String, sha: String) {
        self.name = name
        self.sha = sha
    }

    private enum CodingKeys: String, CodingKey {
        case name, commit
    }

    private struct Target: Decodable {
        let sha: String
    }

    /// Decodes the fields kept; `name` and `commit.sha` are required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        sha = try container.decode(Target.self, forKey: .commit).sha
    }
}
