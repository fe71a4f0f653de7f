/// What a sweep of pull requests or issues hands up as it goes: each target's plan once its
/// repositories are listed, then each repository's answer as it arrives.
public enum WorkSweepEvent<Item: Sendable>: Sendable {
    /// Which repositories of a target will be asked.
    case planned(WorkPlan)
    /// One repository's items.
    case answered(RepositoryWork<Item>)
}
