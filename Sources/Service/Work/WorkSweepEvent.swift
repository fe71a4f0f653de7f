/// What a sweep of pull requests or issues hands up as it goes: each target's plan once its
/// repositories are listed, then each repository's answer as it arrives.
public enum WorkSweepEvent<Item: Sendable>: Sendable {
    /// Which repositories of a target will be asked.
    case planned(WorkPlan)
    /// One repository's items.
    case answered(RepositoryWork<Item>)
    /// A target (an owner, or one repository, named or listed) that GitHub answered 404 for,
    /// handed up just before the sweep fails with that 404: among several targets, or a
    /// repository an org listed, the failure can then name the one that is missing.
    case notFound(WorkTarget)
}
