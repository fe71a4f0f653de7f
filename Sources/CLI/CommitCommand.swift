import Service
import ViewModels
import Views

/// `repos commit <repo> <sha>`.
enum CommitCommand: Command {
    static let repo = Argument(name: "repo", help: "owner/name, or a name in the default organization.", isOptional: false)
    static let sha = Argument(name: "sha", help: "A commit SHA (full or short), branch or tag.", isOptional: false)
    static let org = Option<String>("org", value: "org", help: "The owner when <repo> is a bare name. (default: $REPOS_ORG, else atomicrobot)")
    static let patch = Flag("patch", help: "Show each file's diff.")

    static let declaration = CommandDeclaration(
        name: "commit",
        abstract: "Show one commit: message, author, stats, changed files and patch.",
        discussion:
            "On a terminal and when piped, the commit reads like git show: header, message, stats and files (uncoloured and uncut when piped); --format tsv or csv gives one row per changed file.",
        arguments: [repo, sha],
        options: [org.declaration, patch.declaration] + GlobalOptions.declarations(fields: GitHubFields.commitDetail),
        exclusive: GlobalOptions.exclusive,
        examples: [
            "repos commit atomicrobot/bottle-rocket d4049f4 --patch",
            "repos commit atomicrobot/bottle-rocket d4049f4 --json | jq -r '.files[].filename'",
        ],
        jsonFields: GitHubFields.commitDetail
    )

    @MainActor
    static func run(_ arguments: ParsedArguments, _ invocation: Invocation) async throws(UsageError) -> Int32 {
        let defaultOwner = InputRules.defaultOwner(arguments[org], environment: invocation.context.environment)
        let (owner, name) = try InputRules.repository(arguments[repo] ?? "", defaultOwner: defaultOwner)
        let ref = try InputRules.ref(arguments[sha] ?? "")
        // Piped, one commit reads like `git show`: the terminal layout, uncoloured and uncut.
        let run = try CommandRun(arguments, fields: GitHubFields.commitDetail, pipedFormat: .table, invocation: invocation)
        let model = CommitDetailViewModel(
            owner: owner, repo: name, ref: ref, source: run.service(label: "commit \(InputRules.printable(ref))"), now: run.context.now)
        run.onInterrupt { model.resource.cancel() }
        await model.load()
        if let error = model.error {
            return run.fail(error, subject: "repository '\(owner)/\(name)' or commit '\(InputRules.printable(ref))'")
        }
        guard let detail = model.detail, let header = model.header else {
            return run.fail(.noResult, subject: "commit")
        }
        let view = CommitDetailView(run.output, showPatch: arguments[patch])
        return run.emit { try view.render(detail: detail, header: header, to: &$0) }
    }
}
