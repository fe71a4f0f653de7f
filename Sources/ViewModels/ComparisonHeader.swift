/// The facts shown above a comparison's commits and files.
public struct ComparisonHeader: Equatable, Sendable {
    /// "release/1.0...main".
    public var refs: String
    /// GitHub's word: `ahead`, `behind`, `diverged` or `identical`.
    public var status: String
    /// The ref compared against.
    public var base: String
    /// The ref whose commits are listed.
    public var head: String
    /// The commits `head` has that `base` lacks.
    public var aheadBy: Int
    /// The commits `base` has that `head` lacks.
    public var behindBy: Int
    /// Whether `base` is a tag or branch asked about as a point in the past, so the words say
    /// what `head` gained since it ("3 commits to main since v0.7.0").
    public var since: Bool
    /// The newest commit both sides share, when GitHub named one.
    public var mergeBase: CommitRow?
    /// "+61 -5 in 2 files".
    public var summary: String

    /// Creates a header.
    public init(
        refs: String, status: String, base: String, head: String, aheadBy: Int, behindBy: Int, since: Bool = false, mergeBase: CommitRow?,
        summary: String
    ) {
        (self.refs, self.status, self.base, self.head) = (refs, status, base, head)
        (self.aheadBy, self.behindBy, self.since, self.mergeBase, self.summary) = (aheadBy, behindBy, since, mergeBase, summary)
    }

    /// Where `head` stands against `base`, in words, each ref as `name` shows it (a view
    /// shortens a whole SHA where room is short): "main is 40 ahead of release/1.0", "… is 2
    /// behind …", "… is identical to …", both counts when they diverged; asked `since`, "3
    /// commits to main since v0.7.0".
    public func standing(naming name: (String) -> String = { $0 }) -> String {
        let (base, head) = (name(self.base), name(self.head))
        if since, status == "ahead" || status == "identical" {
            return "\(aheadBy == 0 ? "no" : "\(aheadBy)") \(aheadBy == 1 ? "commit" : "commits") to \(head) since \(base)"
        }
        return switch status {
        case "identical": "\(head) is identical to \(base)"
        case "ahead": "\(head) is \(aheadBy) ahead of \(base)"
        case "behind": "\(head) is \(behindBy) behind \(base)"
        default: "\(head) is \(aheadBy) ahead of \(base) and \(behindBy) behind it"
        }
    }
}
