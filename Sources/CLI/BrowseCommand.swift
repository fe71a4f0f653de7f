import ArgumentParser
import Dispatch
import Foundation
import Reactive
import Service
import ViewModels
import Views
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `repos browse [<org>]`: the one-shot commands' view models, in one full-screen view.
struct BrowseCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Browse an organization interactively: repositories, their commits, one commit.",
        discussion:
            "A full-screen view on the terminal: the repositories load in the background, a repository's commits load a page at a time as you scroll, and Enter opens, Esc goes back, / filters, ? lists every key. It needs a terminal on stdin and stdout.",
        examples: ["repos browse atomicrobot", "repos browse apple --offline"]
    )

    /// What a pipe gets instead of a screen.
    static let needsTerminal = "repos browse needs a terminal; use repos list, commits or commit in pipes"

    @Argument(value: "org", help: "The organization or user. (default: --org, else $REPOS_ORG, else \(OwnerOptions.defaultOrganization))")
    var organization: String?

    @OptionGroup var owner: OwnerOptions

    @OptionGroup var network: NetworkOptions

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        let login = try InputRules.name(organization ?? owner.defaultOwner(environment: environment.variables), kind: "organization")
        guard environment.stdinIsTerminal, environment.stdoutIsTerminal else {
            environment.stderr.write("Error: \(Self.needsTerminal)\n")
            return ExitCode.usage.rawValue
        }
        let run = try await CommandRun(output: OutputOptions<RepositoryFields>(), network: network, environment: environment)
        let size = TerminalMode.size(of: STDOUT_FILENO) ?? (environment.terminalWidth ?? 80, environment.terminalHeight ?? 24)
        let waits = PassthroughSubject<Date, Never>()
        let service = run.service(label: "\(login) repositories") { event in
            if case .waitingForRateLimit(let seconds, let reset) = event { waits.send(reset ?? Date(timeIntervalSinceNow: seconds)) }
        }
        let now = environment.now
        let color = run.settings.color
        let repositories = RepositoryListViewModel(
            options: RepositoryListOptions(owner: login, sort: .pushed, limit: nil), source: service, now: now)
        let factories = Browser.Factories(
            commits: { owner, repo in
                CommitListViewModel(options: CommitListOptions(owner: owner, repo: repo, limit: nil), source: service, now: now, pacing: .onDemand)
            },
            commit: { owner, repo, sha in CommitDetailViewModel(owner: owner, repo: repo, ref: sha, source: service, now: now) }
        )
        let pause = SchedulerStride.milliseconds(Browser.filterPause)
        let browser = Browser(
            owner: login, repositories: repositories, factories: factories, size: size, now: now,
            startBrowsing: { repositories, commits in
                repositories?.browse(debounce: pause, scheduler: DispatchQueue.main)
                commits?.browse(debounce: pause, scheduler: DispatchQueue.main)
            },
            commitText: { model, width in Self.commitLines(model, width: width, color: color) }
        )
        let token = waits.receive(on: DispatchQueue.main).sink { date in MainActor.assumeIsolated { browser.waiting(until: date) } }
        defer { token.cancel() }
        // SIGINT from outside (kill -INT) ends the process at once; the terminal goes back first.
        run.onInterrupt { TerminalMode.restore() }
        let driver = TerminalDriver(browser: browser, input: STDIN_FILENO, output: STDOUT_FILENO, color: color, environment: environment.variables)
        return await driver.run()
    }

    /// One commit as `repos commit --patch` draws it on a terminal `width` wide, line by line.
    @MainActor
    static func commitLines(_ model: CommitDetailViewModel, width: Int, color: Bool) -> [String] {
        guard let detail = model.detail, let header = model.header else { return [] }
        let settings = OutputSettings(format: .table, terminal: TerminalFacts(isTerminal: true, width: width, color: color))
        var text = ""
        do {
            try CommitDetailView(settings, showPatch: true).render(detail: detail, pages: [], header: header, to: &text)
        } catch {
            return ["  could not draw the commit: \(error)"]
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
