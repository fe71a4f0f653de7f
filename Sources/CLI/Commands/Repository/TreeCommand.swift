import ArgumentParser
import Foundation
import Models
import ViewModels
import Views

/// `repos tree <repo> [<path>]`: a repository's files at a ref, without a clone.
struct TreeCommand: RepositoryCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a repository's files at a ref: a tree with sizes on a terminal, one path per line when piped.",
        examples: ["repos tree atomicrobot/bottle-rocket", "repos tree bottle-rocket Sources --ref v2.4.0", "repos tree bottle-rocket -z | xargs -0 -n1 echo"]
    )

    @OptionGroup var repository: RepositoryOptions

    @Argument(value: "path", help: "Only what lies under this path. (default: the whole tree)")
    var path: String?

    @OptionGroup var at: RefOptions

    @Flag(name: "null", short: "z", help: "Piped, end each path with NUL instead of a line break.")
    var nulSeparated: Bool

    @OptionGroup var output: OutputOptions<TreeFields>

    @OptionGroup var network: NetworkOptions

    /// The directory the tree starts at.
    func checkArguments() throws(UsageError) -> RepositoryPath { try InputRules.path(path ?? "", allowsRoot: true) }

    @MainActor
    func perform(_ root: RepositoryPath, owner: String, name: String, run: CommandRun) async -> Int32 {
        let ref = at.ref ?? Repository.defaultRef
        // JSON is GitHub's recursive answer as sent: nothing more is asked for it.
        let whole = !run.settings.writesJSON
        let model = FetchedViewModel(treeOf: owner, repo: name, ref: ref, path: root, whole: whole, source: run.service(label: "\(owner)/\(name) tree"))
        if let failed = await run.load(model, subject: "repository '\(owner)/\(name)' or ref '\(ref)'") { return failed }
        let view = TreeView(run.output, nulSeparated: nulSeparated)
        let entries = model.value?.entries ?? []
        let code = run.emit { try view.render(entries, under: root, document: model.bytes ?? Data(), to: &$0) }
        if model.value?.truncated == true, !whole {
            // The JSON is GitHub's recursive object, passed through: say it lacks entries.
            run.environment.stderr.write(
                "Note: GitHub cut this tree short (truncated: true), and its JSON lacks entries; without --json, repos asks for what it left out.\n")
        }
        return code
    }
}
