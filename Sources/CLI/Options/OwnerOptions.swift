import ArgumentParser
/// `--org`, shared by the commands that take an organization or a repository, and the rule for
/// the owner when none is given.
struct OwnerOptions: ParsableArguments {
    /// The organization when neither `--org` nor `$REPOS_ORG` names one.
    static let defaultOrganization = "atomicrobot"

    /// The help of a command's `<org>` argument, which `--org` stands in for.
    static let organizationHelp = "The organization or user. (default: --org, else \(EnvironmentVariable.organization.shell), else \(defaultOrganization))"

    @Option(
        value: "org",
        help: "The owner when <org> is not given or <repo> is a bare name. (default: \(EnvironmentVariable.organization.shell), else \(defaultOrganization))")
    var org: String?

    /// `--org`, else `$REPOS_ORG`, else `defaultOrganization` (not yet checked).
    func defaultOwner(environment: [String: String]) -> String {
        org ?? EnvironmentVariable.organization.value(in: environment) ?? Self.defaultOrganization
    }
}
