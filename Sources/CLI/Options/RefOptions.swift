import ArgumentParser

/// `--ref`: the branch, tag or SHA a command reads a repository at, declared once.
struct RefOptions: ParsableArguments {
    @Option(
        formerNames: ["branch"], help: "Branch, tag or SHA. (default: the default branch)",
        transform: { text, _ throws(UsageError) in try InputRules.ref(text) })
    var ref: String?
}
