import ArgumentParser

/// `<repo>` and `--org`: which repository a command is about, declared once for every command
/// inside a repository.
struct RepositoryOptions: ParsableArguments {
    @Argument(help: "owner/name, or a name in the default organization.")
    var repo: String

    @OptionGroup var owner: OwnerOptions

    /// The owner and name `<repo>` names, checked: a bare name is in the default owner (`--org`,
    /// else `$REPOS_ORG`, else the default organization).
    func resolve(environment: [String: String]) throws(UsageError) -> (owner: String, repo: String) {
        try InputRules.repository(repo, defaultOwner: owner.defaultOwner(environment: environment))
    }
}
