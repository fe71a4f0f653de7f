/// The facts shown above a comparison's commits and files.
public struct ComparisonHeader: Equatable, Sendable {
    /// "release/1.0...main".
    public var refs: String
    /// GitHub's word: `ahead`, `behind`, `diverged` or `identical`.
    public var status: String
    /// "main is 40 ahead of release/1.0".
    public var standing: String
    /// The newest commit both sides share, when GitHub named one.
    public var mergeBase: CommitRow?
    /// "+61 -5 in 2 files".
    public var summary: String

    /// Creates a header.
    public init(refs: String, status: String, standing: String, mergeBase: CommitRow?, summary: String) {
        (self.refs, self.status, self.standing, self.mergeBase, self.summary) = (refs, status, standing, mergeBase, summary)
    }
}
