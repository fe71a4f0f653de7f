import Service
import ViewModels
import Views

/// `repos commit <repo> <sha>`.
enum CommitCommand {
    @MainActor
    static func run(_ parsed: ParsedArguments, _ run: CommandRun) async throws(UsageError) -> Int32 {
        let command = "commit"
        guard parsed.positionals.count >= 1 else { throw UsageError("Missing expected argument '<repo>'", command: command) }
        guard parsed.positionals.count >= 2 else { throw UsageError("Missing expected argument '<sha>'", command: command) }
        guard parsed.positionals.count == 2 else {
            throw UsageError("Unexpected argument '\(InputRules.printable(parsed.positionals[2]))'", command: command)
        }
        let defaultOwner = InputRules.defaultOwner(parsed, environment: run.context.environment)
        let (owner, repo) = try InputRules.repository(parsed.positionals[0], defaultOwner: defaultOwner, command: command)
        let ref = try InputRules.ref(parsed.positionals[1], command: command)
        let model = CommitDetailViewModel(owner: owner, repo: repo, ref: ref, source: run.service(), now: run.context.now)
        run.onInterrupt { model.resource.cancel() }
        await model.load()
        if let error = model.error {
            return run.fail(error, subject: "repository '\(owner)/\(repo)' or commit '\(InputRules.printable(ref))'")
        }
        guard let detail = model.detail, let header = model.header else {
            return run.fail(.undecodable(endpoint: "GET /repos/\(owner)/\(repo)/commits/\(ref)", path: "", reason: "no commit in the response"), subject: "commit")
        }
        let view = CommitDetailView(run.output, showPatch: parsed.has("patch"))
        return run.emit { try view.render(detail: detail, header: header, to: &$0) }
    }
}
