/// Where a sweep of pull requests or issues looks: every repository of an organization (or a
/// user), or one repository.
public enum WorkTarget: Hashable, Sendable {
    /// An organization's (or, failing that, a user's) repositories.
    case owner(String)
    /// One repository.
    case repository(owner: String, name: String)
}
