import Foundation
import Models
import Reactive
import Service
import ViewModels

/// One pull request or issue (Enter on the org's list): tabs of text, scrolled and searched as
/// every text is. A pull request has four: Conversation (its header, body and every comment, as
/// `repos pr` writes them), Commits, Checks, and Files, where Enter opens its diff (base...head)
/// in the diff view; an issue has its conversation.
@MainActor
public final class WorkItemScreenState: ScreenState {
    /// A pull request's tabs, in order.
    public enum Tab: Int, CaseIterable, Sendable {
        /// Header, body, comments.
        case conversation
        /// Its commits.
        case commits
        /// What CI says.
        case checks
        /// The files it changes.
        case files

        /// Its name in the title.
        var title: String { ["Conversation", "Commits", "Checks", "Files"][rawValue] }
    }

    /// The item and its parts.
    public let model: WorkDetailViewModel
    /// The tab shown.
    public private(set) var tab = Tab.conversation
    private var text = ScrolledText()
    private var rendered: [Tab: RenderedLines] = [:]
    private let web: WebPages

    /// The screen over `model`; links in its text are resolved on `web`'s host.
    public init(model: WorkDetailViewModel, web: WebPages) {
        self.model = model
        self.web = web
    }

    private var identity: String { "\(model.owner)/\(model.repo)#\(model.number)" }
    /// The item.
    public var subject: String { (model.isPullRequest ? "pull request " : "issue ") + identity }
    /// Its key line.
    public var kind: BrowseScreenKind { .workItem }
    /// True while it loads.
    public var isBusy: Bool { model.isLoading }
    /// Why it failed to load, if it did.
    public var failure: GitHubError? { model.error }
    /// True while a search is typed.
    public var isTypingText: Bool { text.isTyping }
    /// The item's changes: it arriving redraws every tab.
    public var changes: AnyPublisher<Void, Never> {
        model.objectWillChange.handleEvents(receiveOutput: { [weak self] in MainActor.assumeIsolated { self?.rendered = [:] } }).eraseToAnyPublisher()
    }

    /// The item and its parts.
    public func start() -> [BrowseEffect] { [.load(ScreenLoad(model))] }
    /// Stops the load.
    public func stop() { model.cancel() }

    private var tabs: [Tab] { model.isPullRequest ? Tab.allCases : [.conversation] }

    /// Scrolls and searches the tab's text; Tab and 1–4 change tabs; Enter on Files opens the
    /// diff; `o` the item's page, `y` copies `owner/repo#n`.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        switch text.take(key, lines: lines(context.width).plain, rows: context.textLines) {
        case .done(let effects): return effects
        case .other(.back): return [.back]
        case .other(.interrupt): return [.interrupt]
        case .other(.nextFace): show(tabs[(tabs.firstIndex(of: tab).map { $0 + 1 } ?? 0) % tabs.count])
        case .other(.face(let place)) where place >= 1 && place <= tabs.count: show(tabs[place - 1])
        case .other(.refresh):
            rendered = [:]
            return [.load(ScreenLoad(model))]
        case .other(.open) where tab == .files:
            guard let pull = model.detail?.pullRequest, let head = pull.head.sha, let base = pull.base.sha else { return [] }
            let repository = Repository(id: 0, name: model.repo, fullName: "\(model.owner)/\(model.repo)", owner: User(login: model.owner))
            return [.open(ComparisonScreenState.Route(repository: repository, base: base, head: head))]
        case .other(.browser):
            return BrowseEffect.link(web.item(owner: model.owner, repo: model.repo, number: model.number, pullRequest: model.isPullRequest), for: .browser)
        case .other(.copy): return [.copy(identity), .note("copied \(identity)")]
        case .other: return []
        }
        return []
    }

    private func show(_ next: Tab) {
        tab = next
        text = ScrolledText()
    }

    /// The tab's lines at `width`, laid out once per width and per arrival.
    private func lines(_ width: Int) -> (lines: [String], plain: [String]) {
        if let kept = rendered[tab]?.at(width) { return kept }
        var lines: [String]
        guard let detail = model.detail else { return (["Loading…"], ["Loading…"]) }
        switch tab {
        case .conversation:
            var output = ""
            let settings = OutputSettings(format: .table, terminal: TerminalFacts(isTerminal: true, width: max(20, width - 2), color: false))
            let links = MarkdownLinkBase(pages: web, owner: model.owner, repo: model.repo, ref: nil, document: "")
            try? WorkDetailView(settings, allComments: true, links: links).render(model, to: &output)
            lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        case .commits:
            lines =
                detail.commits.isEmpty
                ? ["No commits."]
                : detail.commits.map { commit in
                    "\(ShortSHA.of(commit.sha))  \(commit.authorship.login ?? commit.authorship.author?.name ?? "")  \(commit.commit.title)"
                }
        case .checks:
            let checks = model.checks
            let widest = (checks?.checks ?? []).map { DisplayWidth.of(SafeText.line($0.name)) }.max() ?? 0
            lines =
                [checks?.line ?? "no checks", ""]
                + (checks?.checks ?? []).map { check in
                    "\(check.outcome.mark) \(DisplayWidth.pad(SafeText.line(check.name), to: widest))  \(check.detail)"
                }
        case .files:
            lines =
                detail.files.isEmpty
                ? ["No files."]
                : ["Enter shows the diff of every file, base...head.", ""]
                    + detail.files.map { file in
                        "\(file.status.prefix(1).uppercased()) \(file.filename)  +\(file.additions ?? 0) -\(file.deletions ?? 0)"
                    }
        }
        var cache = rendered[tab] ?? RenderedLines()
        let kept = cache.keep(lines.map(SafeText.line), at: width)
        rendered[tab] = cache
        return kept
    }

    /// The tab as it stands.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let (lines, plain) = self.lines(context.width)
        let names = tabs.map { $0 == tab ? "[\($0.title)]" : $0.title }.joined(separator: " · ")
        // What the cache holds is drawn at once, and said to be so until GitHub's answer is in.
        let freshness = model.isRemembered ? " · cached, refreshing" : ""
        return text.screen(title: "\(identity) — \(names)\(freshness)", lines: lines, plain: plain, kind: kind, context: context)
    }
}

extension WorkItemScreenState {
    /// One pull request or issue.
    public struct Route: ScreenRoute {
        /// The repository's owner.
        public let owner: String
        /// The repository's name.
        public let repo: String
        /// The item's number.
        public let number: Int
        /// A pull request, else an issue.
        public let isPullRequest: Bool

        /// The route to `owner/repo#number`.
        public init(owner: String, repo: String, number: Int, isPullRequest: Bool) {
            (self.owner, self.repo, self.number, self.isPullRequest) = (owner, repo, number, isPullRequest)
        }

        /// The item's screen, its files and commits read for their tabs.
        public func screen(in environment: BrowseEnvironment) -> any ScreenState {
            let model = WorkDetailViewModel(
                owner: owner, repo: repo, number: number, isPullRequest: isPullRequest, withFiles: isPullRequest, withCommits: isPullRequest,
                source: environment.workDetails ?? UnavailableWork(), remembered: environment.rememberedWorkDetails, now: environment.now)
            return WorkItemScreenState(model: model, web: environment.web)
        }
    }
}
