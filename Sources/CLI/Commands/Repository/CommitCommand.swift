import ArgumentParser
import Service
import ViewModels
import Views

/// `repos commit <repo> <sha>`.
struct CommitCommand: RepositoryCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show one commit: message, author, stats, changed files and patch.",
        discussion:
            "On a terminal and when piped, the commit reads like git show: header, message, stats and files (uncoloured and uncut when piped); --format tsv or csv gives one row per changed file.",
        examples: [
            "repos commit atomicrobot/bottle-rocket d4049f4 --patch",
            "repos commit atomicrobot/bottle-rocket d4049f4 --patch --side-by-side",
            "repos commit atomicrobot/bottle-rocket d4049f4 --json | jq -r '.files[].filename'",
        ]
    )

    @OptionGroup var repository: RepositoryOptions

    @Argument(help: "A commit SHA (full or short), branch or tag.")
    var sha: String

    @OptionGroup var patch: PatchOptions

    @OptionGroup var output: OutputOptions<CommitDetailFields>

    @OptionGroup var network: NetworkOptions

    /// Piped, one commit reads like `git show`: the terminal layout, uncoloured and uncut.
    static var pipedFormat: OutputFormat { .table }

    /// The commit's ref.
    func checkArguments() throws(UsageError) -> String {
        try patch.check()
        return try InputRules.ref(sha)
    }

    @MainActor
    func perform(_ ref: String, owner: String, name: String, run: CommandRun) async -> Int32 {
        let model = CommitDetailViewModel(
            owner: owner, repo: name, ref: ref, source: run.service(label: "commit \(InputRules.printable(ref))"), now: run.environment.now)
        if let failed = await run.load(model, subject: "repository '\(owner)/\(name)' or commit '\(InputRules.printable(ref))'") { return failed }
        guard let detail = model.detail, let header = model.header else {
            return run.fail(.noResult, subject: "commit")
        }
        patch.noteFallback(run)
        patch.noteLeftOut(detail.files, run)
        let (pages, patch) = (model.pages, self.patch)
        return run.emit(hasPatch: patch.patch) { settings, output in
            try CommitDetailView(settings, patch: patch.style).render(
                detail: detail, pages: pages, header: header, to: &output)
        }
    }
}
