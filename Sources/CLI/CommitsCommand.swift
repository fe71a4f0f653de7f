import Service
import ViewModels
import Views

/// `repos commits <repo>`.
enum CommitsCommand {
    @MainActor
    static func run(_ parsed: ParsedArguments, _ run: CommandRun) async throws(UsageError) -> Int32 {
        let options = try options(parsed, environment: run.context.environment)
        let model = CommitListViewModel(options: options, source: run.service(), now: run.context.now)
        run.onInterrupt { model.resource.cancel() }
        await model.load()
        if let error = model.error {
            return run.fail(error, subject: "repository '\(options.owner)/\(options.repo)'" + (options.branch.map { " or branch '\($0)'" } ?? ""))
        }
        let view = CommitListView(run.output)
        return run.finishListing(
            render: { try view.render(commits: model.commits, rows: model.rows, to: &$0) },
            count: model.commits.count, hasMore: model.hasMore, noun: "commits", place: "\(options.owner)/\(options.repo)"
        )
    }

    static func options(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) -> CommitListOptions {
        let command = "commits"
        guard let repoText = parsed.positionals.first else { throw UsageError("Missing expected argument '<repo>'", command: command) }
        guard parsed.positionals.count == 1 else {
            throw UsageError("Unexpected argument '\(InputRules.printable(parsed.positionals[1]))'", command: command)
        }
        let defaultOwner = InputRules.defaultOwner(parsed, environment: environment)
        let (owner, repo) = try InputRules.repository(repoText, defaultOwner: defaultOwner, command: command)
        let limit = try InputRules.limit(parsed, default: 30, command: command)
        let branch = try parsed.value("branch").map { text throws(UsageError) in try InputRules.ref(text, command: command) }
        let since = try parsed.value("since").map { text throws(UsageError) in try InputRules.date(text, option: "--since <date>", command: command) }
        let until = try parsed.value("until").map { text throws(UsageError) in try InputRules.date(text, option: "--until <date>", command: command) }
        return CommitListOptions(owner: owner, repo: repo, branch: branch, author: parsed.value("author"), path: parsed.value("path"), since: since, until: until, limit: limit)
    }
}
