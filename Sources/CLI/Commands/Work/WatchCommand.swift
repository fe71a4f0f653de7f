import ArgumentParser
import Foundation
import Models
import Service
import ViewModels

/// `repos watch [<org>|<owner/repo>]…`.
struct WatchCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Watch an organization's or repository's events as they happen, polled the way GitHub asks.",
        discussion:
            "Polls each events feed with If-None-Match, never more often than its X-Poll-Interval asks (--interval may only slow it): a feed with nothing new is answered 304 at no cost to the rate limit. On a terminal it first shows the latest events, then each new one once, oldest first, with a status line; piped or with --json, GitHub's object of each event on a line of its own, flushed as it arrives (--jq runs per event). The newest event shown of each feed is remembered in the cache folder, so a watch started again shows only what it has not shown and says how many arrived meanwhile. Network trouble never ends a watch: it says it is reconnecting, backs off and resumes. Ctrl-C ends it (exit 130). Caveats, GitHub's: a feed holds at most 300 events of the last 30 days; events arrive 30 s to 6 h after they happen; an organization's feed lists public events only, while --member reads your own view of it (GET /users/{you}/events/orgs/{org}, private repositories included, with a token).",
        examples: [
            "repos watch atomicrobot",
            "repos watch atomicrobot/bottle-rocket --since 1h",
            "repos watch atomicrobot --member",
            "repos watch atomicrobot --json | jq -c '{type, repo: .repo.name}'",
        ]
    )

    @Argument(value: "org|owner/repo", help: "Organizations and repositories whose events to watch. (default: --org, else the default organization)")
    var targets: [String]

    @OptionGroup var owner: OwnerOptions

    @Option(
        value: "when",
        help:
            "First show a feed's events since then: YYYY-MM-DD, ISO 8601, or a duration back from now (1h, 7d); a feed watched before shows what it has not shown instead."
    )
    var since: TimeSpec?

    @Option(
        value: "n", help: "Without --since, first show a feed's newest <n> events; a feed watched before shows what it has not shown instead.",
        transform: InputRules.count)
    var last = WatchOptions.defaultLatest

    @Option(value: "seconds", help: "Poll no more often than this; the server's X-Poll-Interval is always honoured. (default: the server's)")
    var interval: Int?

    @Flag(help: "Read the organization as you see it as a member, private repositories included (needs a token).")
    var member: Bool

    @OptionGroup var output: OutputOptions<EventFields>

    @OptionGroup var network: NetworkOptions

    /// The feeds named, checked before any request; `--member` feeds name their user once the
    /// token's login is known.
    private func feeds(environment: [String: String], me: String) throws(UsageError) -> [EventFeed] {
        let named = targets.isEmpty ? [owner.defaultOwner(environment: environment)] : targets
        return try InputRules.targets(named).map { target in
            switch target {
            case .owner(let org): return member ? .member(user: me, org: org) : .organization(org)
            case .repository(let owner, let name): return .repository(owner: owner, repo: name)
            }
        }
    }

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        let checked = try feeds(environment: environment.variables, me: "")
        if let interval, interval < 1 || interval > Limit.pollSeconds.value {
            throw UsageError("The value '\(interval)' is invalid for '--interval <seconds>': expected seconds from 1 to \(Limit.pollSeconds.value)")
        }
        let now = environment.now()
        let options = WatchOptions(feeds: checked, since: since?.resolve(now: now), latest: last, interval: interval.map(Double.init))
        let run = try await CommandRun(output: output, network: network, pipedFormat: .ndjson, environment: environment)
        let session = WatchSession(run: run, options: options)
        guard member else { return await session.perform() }
        // The member feed is the token's user's: without a token GitHub cannot say who that is.
        guard run.settings.tokenSource != nil else {
            run.environment.stderr.write("Error: --member reads your own view of the organization, and there is no token: set GH_TOKEN\n")
            return ExitCode.authentication.rawValue
        }
        switch await session.login() {
        case .failure(let error): return run.fail(error, subject: "the token's user")
        case .success(let login):
            let feeds = try feeds(environment: environment.variables, me: login)
            return await WatchSession(run: run, options: WatchOptions(feeds: feeds, since: options.since, latest: last, interval: options.interval)).perform()
        }
    }
}
