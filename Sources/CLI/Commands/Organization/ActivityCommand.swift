import ArgumentParser
import Foundation
import Models
import Service
import ViewModels
import Views

/// `repos activity [<org>]`.
struct ActivityCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what happened across an organization: who committed where, at a glance.",
        discussion:
            "Lists the repositories pushed since the window's start (newest first, stopping at the first older one), then counts each one's commits on its default branch in the window, at most 8 requests at a time. Days are UTC days; windows over six weeks are counted by week.",
        examples: [
            "repos activity atomicrobot",
            "repos activity atomicrobot --since 7d",
            "repos activity atomicrobot --since 2026-01-01 --until 2026-02-01 --json | jq '.[] | {full_name, commits}'",
        ]
    )

    @OptionGroup var organization: OrganizationOptions

    @Option(value: "when", help: "Start of the window: YYYY-MM-DD, ISO 8601, or a duration back from now (12h, 7d, 2w).")
    var since: TimeSpec = .ago(4 * TimeSpec.week)

    @Option(value: "when", help: "End of the window, in the same forms. (default: now)")
    var until: TimeSpec?

    @OptionGroup var output: OutputOptions<ActivityFields>

    @OptionGroup var network: NetworkOptions

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        let owner = try organization.resolve(environment: environment.variables)
        let now = environment.now()
        let (resolved, end) = try TimeSpec.window(since: since, until: until, now: now)
        let start = resolved ?? since.resolve(now: now)
        let run = try await CommandRun(output: output, network: network, environment: environment)
        let model = ActivityViewModel(
            owner: owner, since: start, until: end, source: run.service(label: "\(owner) activity"), now: environment.now)
        if let failed = await run.load(model, subject: "organization or user '\(owner)', or one of its repositories,") { return failed }
        guard let report = model.report else { return run.fail(.noResult, subject: owner) }
        if report.repositories.isEmpty {
            let window = end.map { "from \(GitHubJSON.formatDate(start)) to \(GitHubJSON.formatDate($0))" } ?? "since \(GitHubJSON.formatDate(start))"
            // "0 repositories were pushed" reads as a count of nothing; none is said in words.
            let pushed =
                report.pushedRepositories == 0
                ? "no repository was pushed in that time"
                : Plural.count(report.pushedRepositories, "repository was", "repositories were") + " pushed since its start"
            run.note("No commits in \(owner) \(window); \(pushed).")
        }
        let view = ActivityView(run.output)
        return run.emit { try view.render(report, owner: owner, relative: model.relative, to: &$0) }
    }
}
