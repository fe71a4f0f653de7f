import ArgumentParser
import Foundation
import Models
import Service
import ViewModels
import Views

/// `repos commits <repo>`.
struct CommitsCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a repository's commits, newest first.",
        examples: [
            "repos commits atomicrobot/bottle-rocket",
            "repos commits bottle-rocket --since 2026-01-01 --author ada-l",
            "repos commits atomicrobot/bottle-rocket --json | jq -r '.[].commit.author.name'",
        ]
    )
    @OptionGroup var repository: RepositoryOptions

    @OptionGroup var at: RefOptions

    @Option(value: "login-or-email", help: "Only commits by this author.")
    var author: String?

    @Option(help: "Only commits touching this path.")
    var path: String?

    @Option(value: "when", help: "Only commits after this time: YYYY-MM-DD, ISO 8601, or a duration back from now (12h, 7d, 2w).")
    var since: TimeSpec?

    @Option(value: "when", help: "Only commits before this time, in the same forms.")
    var until: TimeSpec?

    @OptionGroup var pages: PageOptions<CommitFields>

    @OptionGroup var output: OutputOptions<CommitFields>

    @OptionGroup var network: NetworkOptions

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        let options = try options(environment: environment.variables, now: environment.now())
        let run = try await CommandRun(output: output, network: network, environment: environment)
        let model = CommitListViewModel(
            options: options, source: run.service(label: "\(options.owner)/\(options.repo) commits"), now: run.environment.now)
        let objects = run.gatheringObjects(of: model.feed, endpoint: "\(options.owner)/\(options.repo) commits")
        let subject = "repository '\(options.owner)/\(options.repo)'" + (options.branch.map { " or ref '\(InputRules.printable($0))'" } ?? "")
        if let failed = await run.load(model, gathering: objects, subject: subject) { return failed }
        let view = CommitListView(run.output(for: objects))
        return run.finishListing(
            render: { try view.render(commits: model.commits, documents: objects?.objects ?? [], rows: model.rows, to: &$0) },
            count: model.commits.count, hasMore: model.hasMore, noun: CommitFields.noun,
            empty: Self.emptyMessage(options)
        )
    }

    /// "No commits by nobody in atomicrobot/Carbon-Android." — naming every filter given.
    static func emptyMessage(_ options: CommitListOptions) -> String {
        var text = "No commits"
        if let author = options.author { text += " by \(author)" }
        if let path = options.path { text += " touching \(path)" }
        text += " in \(options.owner)/\(options.repo)"
        if let branch = options.branch { text += " on \(branch)" }
        if let since = options.since { text += " since \(since)" }
        if let until = options.until { text += " until \(until)" }
        return text + "."
    }

    /// The view model's options, with times resolved against `now`.
    func options(environment: [String: String], now: Date) throws(UsageError) -> CommitListOptions {
        let (owner, name) = try repository.resolve(environment: environment)
        let (start, end) = try TimeSpec.window(since: since, until: until, now: now)
        return CommitListOptions(
            owner: owner, repo: name, branch: at.ref, author: author, path: path,
            since: start.map(GitHubJSON.formatDate), until: end.map(GitHubJSON.formatDate),
            limit: pages.shown
        )
    }
}
