/// Which repositories of one target a sweep asks, and why it leaves the others: a repository
/// whose `open_issues_count` is 0 has nothing open, and an archived one is left unless asked for.
public struct WorkPlan: Equatable, Sendable {
    /// The target planned.
    public var target: WorkTarget
    /// How many repositories the target has.
    public var listed: Int
    /// The repositories asked, as `owner/name`, in the listing's order.
    public var asked: [String]
    /// How many were left because GitHub counts nothing open in them.
    public var skippedEmpty: Int
    /// How many were left because they are archived.
    public var skippedArchived: Int

    /// Creates a plan.
    public init(target: WorkTarget, listed: Int, asked: [String], skippedEmpty: Int = 0, skippedArchived: Int = 0) {
        (self.target, self.listed, self.asked, self.skippedEmpty, self.skippedArchived) = (target, listed, asked, skippedEmpty, skippedArchived)
    }
}
