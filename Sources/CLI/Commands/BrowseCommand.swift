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
        abstract: "Browse an organization interactively: repositories, their commits, one commit.",
        discussion:
            "A full-screen view on the terminal: the repositories load in the background, a repository's commits load a page at a time as you scroll, and Enter opens, Esc goes back, / filters, ? lists every key. It needs a terminal on stdin and stdout.",
        examples: ["repos browse atomicrobot", "repos browse apple --offline"]
    )

    /// What a pipe gets instead of a screen.
    static let needsTerminal = "repos browse needs a terminal; use repos list, commits or commit in pipes"

    @OptionGroup var organization: OrganizationOptions

    @Flag(help: "No drawn screen: each change as a plain line a screen reader speaks, with the same keys. Also on when $ACCESSIBLE is set.")
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
        let accessible = accessible || EnvironmentVariable.accessible.value(in: environment.variables) != nil
        // The terminal's own size; what the run environment read (COLUMNS) where it will not say.
        let terminal = LiveTerminal(input: STDIN_FILENO, output: STDOUT_FILENO, fullScreen: !accessible)
        let size = terminal.size ?? (environment.terminalWidth ?? 80, environment.terminalHeight ?? 24)
        let waits = PassthroughSubject<ServiceEvent, Never>()
        let service = run.service(label: "\(login) repositories") { waits.send($0) }
        let now = environment.now
        let color = run.settings.color
        let pause = SchedulerStride.milliseconds(Browser.filterPause)
        let repositories = RepositoryListViewModel(
            options: RepositoryListOptions(owner: login, sort: .pushed, limit: nil), source: service, remembered: run.rememberedService(), now: now)
        let readme: @MainActor (String, Int) -> [String] = { markdown, width in MarkdownText.lines(markdown, width: width, color: false) }
        let commits: @MainActor (Repository, String?, String?, Bool) -> CommitsScreenState = { repository, ref, path, asFace in
            let model = CommitListViewModel(
                options: CommitListOptions(owner: repository.ownerLogin, repo: repository.name, branch: ref, path: path, limit: nil), source: service,
                now: now, pacing: .onDemand)
            return CommitsScreenState(repository: repository, ref: ref, path: path, asFace: asFace, model: model) {
                $0.browse(debounce: pause, scheduler: DispatchQueue.main)
            }
        }
        let factories = Browser.Factories(
            repository: { repository in
                let (owner, name) = (repository.ownerLogin, repository.name)
                let limitless: Int? = nil
                return RepositoryScreenState(
                    repository: repository,
                    faces: .init(
                        readme: { ref in
                            let model = FetchedViewModel(readmeOf: owner, repo: name, ref: ref, source: service, wholeUpTo: FileView.drawnBytes)
                            let pages = WebPages(apiURL: run.settings.apiURL)
                            // Relative links as `repos readme` resolves them, at the ref shown.
                            return ReadmeFaceState(repository: repository, model: model) { markdown, width, path in
                                MarkdownText.lines(
                                    markdown, width: width, color: false,
                                    base: MarkdownLinkBase(pages: pages, owner: owner, repo: name, ref: ref, document: path))
                            }
                        },
                        files: { ref in
                            FilesFaceState(
                                repository: repository, ref: ref, model: RepositoryTreeViewModel(owner: owner, repo: name, ref: ref ?? "HEAD", source: service),
                                content: { path in FetchedViewModel(fileAt: path, owner: owner, repo: name, ref: ref, source: service) })
                        },
                        commits: { ref in commits(repository, ref, nil, true) },
                        branches: {
                            BranchesFaceState(
                                repository: repository,
                                model: RefListViewModel(.branches, owner: owner, repo: name, limit: limitless, source: service, now: now))
                        },
                        tags: {
                            TagsFaceState(
                                repository: repository, model: RefListViewModel(.tags, owner: owner, repo: name, limit: limitless, source: service, now: now))
                        },
                        releases: {
                            ReleasesFaceState(
                                repository: repository,
                                model: RefListViewModel(.releases, owner: owner, repo: name, limit: limitless, source: service, now: now))
                        }))
            },
            commit: { repository, sha in
                let model = CommitDetailViewModel(owner: repository.ownerLogin, repo: repository.name, ref: sha, source: service, now: now)
                return CommitScreenState(repository: repository, model: model) { CommitDetailView.terminalLines($0, header: $1, layout: $2, color: color) }
            },
            file: { repository, path, ref in
                let model = FetchedViewModel(
                    fileAt: RepositoryPath(path) ?? .root, owner: repository.ownerLogin, repo: repository.name, ref: ref, source: service,
                    wholeUpTo: FileView.drawnBytes)
                return FileScreenState(repository: repository, path: path, ref: ref, model: model)
            },
            languages: { repository in FetchedViewModel(languagesOf: repository.ownerLogin, repo: repository.name, source: service) },
            refPicker: { repository, current in
                let model = RefPickerViewModel(owner: repository.ownerLogin, repo: repository.name, source: service)
                return RefPickerScreenState(repository: repository, current: current, model: model) {
                    $0.browse(debounce: pause, scheduler: DispatchQueue.main)
                }
            },
            commits: { repository, ref in commits(repository, ref, nil, false) },
            release: { repository, release in ReleaseScreenState(repository: repository, release: release, render: readme, now: now) },
            comparison: { repository, base, head in
                let model = ComparisonViewModel(owner: repository.ownerLogin, repo: repository.name, base: base, head: head, source: service, now: now)
                return ComparisonScreenState(repository: repository, model: model) { comparison, header, rows, layout in
                    ComparisonView.terminalLines(comparison, header: header, rows: rows, layout: layout, color: color)
                }
            },
            history: { repository, path, ref in commits(repository, ref, path, false) }
        )
        let first = RepositoriesScreenState(owner: login, model: repositories) { $0.browse(debounce: pause, scheduler: DispatchQueue.main) }
        let browser = Browser(
            first: first, factories: factories, web: WebPages(apiURL: run.settings.apiURL), size: size, now: now,
            describe: { error, subject in run.advice(now: now()).message(for: error, subject: subject) })
        let token = waits.receive(on: DispatchQueue.main).sink { event in
            MainActor.assumeIsolated {
                if let wait = ServiceWait(event, now: now()) { browser.waiting(wait) }
            }
        }
        defer { token.cancel() }
        // SIGINT from outside (kill -INT) ends the process at once; the terminal goes back first.
        run.onInterrupt { TerminalMode.restore() }
        let driver = TerminalDriver(
            browser: browser, port: terminal, scheduler: DispatchQueue.main, color: color, accessible: accessible,
            webBrowser: WebBrowser(environment: environment.variables, wait: environment.wait))
        return await terminal.run(driver)
    }
}
