import ArgumentParser
import Service
import ViewModels
import Views

/// `repos compare <repo> <base>...<head>`.
struct CompareCommand: RepositoryCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two refs: how far apart they are, the head's commits the base lacks, and the files they change.",
        discussion:
            "Shows the status (ahead, behind, diverged, identical), the ahead and behind counts, the merge base, the commits oldest first (every page, past GitHub's 250) and the files (GitHub lists at most 300: a note on stderr says when it may have stopped there). Piped, the same report uncoloured and uncut, the patches git's exact text; --format tsv or csv gives one row per commit; --json is GitHub's object with every page's commits.",
        examples: [
            "repos compare atomicrobot/bottle-rocket release/1.0...main",
            "repos compare atomicrobot/bottle-rocket v2.3.0..v2.4.0 --patch --side-by-side",
            "repos compare atomicrobot/bottle-rocket release/1.0...main --json | jq '.ahead_by'",
        ]
    )

    @OptionGroup var repository: RepositoryOptions

    @Argument(value: "base...head", help: "Two refs (branches, tags or SHAs): <base>...<head>, or <base>..<head>.")
    var refs: String

    @OptionGroup var patch: PatchOptions

    @OptionGroup var output: OutputOptions<ComparisonFields>

    @OptionGroup var network: NetworkOptions

    /// Piped, the comparison reads as it does on a terminal, uncoloured and uncut, so that
    /// `--patch | git apply` works.
    static var pipedFormat: OutputFormat { .table }

    /// The base and the head.
    func checkArguments() throws(UsageError) -> (base: String, head: String) {
        try patch.check()
        return try InputRules.comparison(refs)
    }

    @MainActor
    func perform(_ sides: (base: String, head: String), owner: String, name: String, run: CommandRun) async -> Int32 {
        let (base, head) = sides
        let shown = "\(InputRules.printable(base))...\(InputRules.printable(head))"
        let service = run.service(label: "compare \(shown)")
        let model = ComparisonViewModel(owner: owner, repo: name, base: base, head: head, source: service, now: run.environment.now)
        run.onInterrupt { model.cancel() }
        await model.load()
        if let error = model.error {
            // GitHub's 404 does not say which side it lacks: each is asked after, so the error names it.
            var subject = "repository '\(owner)/\(name)' or ref '\(shown)'"
            if case .notFound = error, let unknown = await UnknownRef.side(base: base, head: head, owner: owner, repo: name, source: service) {
                subject = "\(unknown.isBase ? "base" : "head") '\(InputRules.printable(unknown.ref))' of \(shown) in '\(owner)/\(name)'"
            }
            return run.fail(error, subject: subject)
        }
        guard let comparison = model.comparison, let header = model.header else {
            return run.fail(.noResult, subject: "comparison")
        }
        if let omission = model.omission { run.note("Note: \(omission).") }
        patch.noteFallback(run)
        patch.noteLeftOut(comparison.files, run)
        let (pages, rows, patch) = (model.pages, model.rows, self.patch)
        return run.emit(hasPatch: patch.patch) { settings, output in
            try ComparisonView(settings, patch: patch.style).render(
                comparison: comparison, pages: pages, header: header, rows: rows, to: &output)
        }
    }
}
