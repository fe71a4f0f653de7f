/// A branch, as `GET /repos/{o}/{r}/branches` lists it: its name, the commit at its tip, and
/// whether it is protected. JSON output is GitHub's own object; this holds what a table shows.
public struct Branch: Decodable, Hashable, Sendable {
    /// Its name, e.g. `main`.
    public var name: String
    /// The SHA of the commit at its tip.
    public var sha: String
    /// Whether branch protection or a ruleset covers it; nil when GitHub did not say.
    public var protected: Bool?

    /// Creates a branch.
    public init(name: String, sha: String, protected: Bool? = nil) {
        (self.name, self.sha, self.protected) = (name, sha, protected)
    }

    /// Decodes the fields kept; `name` and `commit.sha` are required.
    public init(from decoder: any Decoder) throws {
        let object = try NamedCommitObject(from: decoder)
        self.init(name: object.name, sha: object.commit.sha, protected: object.protected)
    }
}
