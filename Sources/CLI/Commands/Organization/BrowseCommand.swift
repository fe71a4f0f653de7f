import ArgumentParser
import Models
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
        abstract: "Browse an organization interactively: repositories, files, commits, PRs, issues, activity.",
        discussion:
            "A full-screen view on the terminal: the repositories load in the background, a repository's commits load a page at a time as you scroll, and Enter opens, Esc goes back, / filters, ? lists every key. It needs a terminal on stdin and stdout.",
        examples: ["repos browse atomicrobot", "repos browse apple --offline"]
    )

    /// What a pipe gets instead of a screen.
    static let needsTerminal = "repos browse needs a terminal; use repos list, commits or commit in pipes"

    @OptionGroup var organization: OrganizationOptions

    @Flag(
        help:
            "No drawn screen: each change as a plain line a screen reader speaks, with the same keys. Also on when \(EnvironmentVariable.accessible.shell) is set."
    )
    var accessible: Bool

    @OptionGroup var network: NetworkOptions

    @MainActor
    func run(_ environment: RunEnvironment) async throws(UsageError) -> Int32 {
        let login = try organization.resolve(environment: environment.variables)
        guard environment.stdinIsTerminal, environment.stdoutIsTerminal else {
            environment.stderr.write("Error: \(Self.needsTerminal)\n")
            return ExitCode.usage.rawValue
        }
        let run = try await CommandRun(output: OutputOptions<RepositoryFields>(), network: network, environment: environment)
        let accessible = writesLines(environment)
        // The terminal's own size; what the run environment read (COLUMNS) where it will not say.
        let terminal = LiveTerminal(input: STDIN_FILENO, output: STDOUT_FILENO, fullScreen: !accessible)
        let size = terminal.size ?? (environment.terminalWidth ?? 80, environment.terminalHeight ?? 24)
        let waits = PassthroughSubject<ServiceEvent, Never>()
        let service = run.service(label: "\(login) repositories") { waits.send($0) }
        let now = environment.now
        let screens = Self.screens(over: service, run: run, environment: environment, accessible: accessible)
        let repositories = RepositoryListViewModel(
            options: RepositoryListOptions(owner: login, sort: .pushed, limit: nil), source: service, remembered: run.rememberedService(), now: now)
        // The repositories with events since the Activity was last looked at are marked; a first
        // look marks none (`latest: 0`), and looking here records nothing.
        let events = screens.watch(WatchOptions(feeds: [.organization(login)], latest: 0), false)
        let first = RepositoriesScreenState(owner: login, model: repositories, events: events) { screens.startFilter($0) }
        let browser = Browser(first: first, environment: screens, size: size, showsOnlyASCII: environment.showsOnlyASCII)
        let token = waits.receive(on: DispatchQueue.main).sink { event in
            MainActor.assumeIsolated {
                if let wait = ServiceWait(event, now: now()) { browser.waiting(wait) }
            }
        }
        defer { token.cancel() }
        // SIGINT from outside (kill -INT) ends the process at once; the terminal goes back first.
        run.onInterrupt { TerminalMode.restore() }
        let driver = TerminalDriver(
            browser: browser, port: terminal, scheduler: DispatchQueue.main, color: run.settings.color, accessible: accessible,
            showsOnlyASCII: environment.showsOnlyASCII,
            webBrowser: WebBrowser(environment: environment.variables, wait: environment.wait))
        let code = await terminal.run(driver)
        // The screen is gone: what -v logged while it was drawn goes to stderr now.
        run.writeHeldLog()
        return code
    }

    /// Whether browse writes plain lines rather than drawing a screen: asked for (`--accessible`,
    /// `ACCESSIBLE`), or on a dumb terminal, which cannot draw one and is told why.
    private func writesLines(_ environment: RunEnvironment) -> Bool {
        let asked = accessible || EnvironmentVariable.accessible.value(in: environment.variables) != nil
        let dumb = EnvironmentVariable.isDumbTerminal(in: environment.variables)
        if dumb, !asked { environment.stderr.write("Note: TERM=dumb cannot draw a screen; browse writes plain lines, as with --accessible.\n") }
        return asked || dumb
    }

    /// What every screen reads, registered once: the run's one service for each source, and the
    /// cache's memory of what was looked at and seen; documents said in words when `accessible`.
    @MainActor
    private static func screens(over service: GitHubService, run: CommandRun, environment: RunEnvironment, accessible: Bool) -> BrowseEnvironment {
        let now = environment.now
        return BrowseEnvironment(
            commits: service, files: service, refs: service, comparisons: service, web: WebPages(apiURL: run.settings.apiURL), now: now,
            color: run.settings.color, filterPause: Browser.filterPause, scheduler: DispatchQueue.main,
            describe: { error, subject in run.advice(now: now()).message(for: error, subject: subject) }, work: service, workDetails: service,
            rememberedWorkDetails: run.rememberedService(), lastLooked: LastLooked(directory: environment.cacheDirectory, now: now), events: service,
            eventMemory: SeenEvents(directory: environment.cacheDirectory, now: now), accessible: accessible)
    }
}
