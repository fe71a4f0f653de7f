import ArgumentParser

/// `[<org>]` and `--org`: which organization (or user) a command is about, declared once for
/// `repos list`, `repos activity` and `repos browse`.
struct OrganizationOptions: ParsableArguments {
    @Argument(value: "org", help: OwnerOptions.organizationHelp)
    var organization: String?

    @OptionGroup var owner: OwnerOptions

    /// `<org>`, else the default owner (`--org`, else `$REPOS_ORG`, else the default
    /// organization), checked as a name.
    func resolve(environment: [String: String]) throws(UsageError) -> String {
        try InputRules.name(organization ?? owner.defaultOwner(environment: environment), kind: "organization")
    }
}
