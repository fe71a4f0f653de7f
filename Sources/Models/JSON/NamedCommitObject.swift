/// GitHub's object for a branch or a tag in a listing, as sent: a name, the commit it points at
/// (`commit.sha`, required; the commit's `url` is not kept) and, for a branch, whether it is
/// protected. `Branch` and `RepositoryTag` are decoded through it.
struct NamedCommitObject: Decodable {
    /// The commit pointed at.
    struct Tip: Decodable {
        let sha: String
    }

    let name: String
    let commit: Tip
    let protected: Bool?
}
