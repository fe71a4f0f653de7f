import Foundation
import Models
import Reactive
import Service
import ViewModels

/// The interactive view of `repos browse`: a stack of screens over the same view models the
/// one-shot commands use, the selection and scroll of each, and the keys' meaning. It turns keys
/// into the view models' intents, says through `changes` when what it shows will change, and
/// draws itself as a `BrowseScreen`. It never touches the terminal or the network: the driver
/// owns the terminal, the view models own the data, and new view models come from `Factories`.
@MainActor
public final class Browser {
    /// How the next screens' view models are made (by the CLI, which knows the service).
    public struct Factories {
        /// A repository's commits, paged on demand.
        public var commits: @MainActor (_ owner: String, _ repo: String) -> CommitListViewModel
        /// One commit.
        public var commit: @MainActor (_ owner: String, _ repo: String, _ sha: String) -> CommitDetailViewModel

        /// Creates the factories.
        public init(
            commits: @escaping @MainActor (String, String) -> CommitListViewModel,
            commit: @escaping @MainActor (String, String, String) -> CommitDetailViewModel
        ) {
            self.commits = commits
            self.commit = commit
        }
    }

    private enum Page {
        case repositories(RepositoryListViewModel)
        case commits(CommitListViewModel, repository: Repository)
        case commit(CommitDetailViewModel, url: String?)
    }

    private struct Level {
        var page: Page
        var selection = 0
        var top = 0
    }

    /// How long the filter's text must be still before the rows follow it.
    public static let filterPause = 120
    /// Spinner frames, one per tick.
    static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    /// Sends before anything the screen shows changes: the driver redraws on its next frame.
    public let changes = PassthroughSubject<Void, Never>()
    /// The key presses, as the driver reads them; each is acted on as it arrives, on the main
    /// queue.
    public let keys = PassthroughSubject<Key, Never>()
    /// What the keys ask of the driver (quit, open a URL, copy).
    public let effects = PassthroughSubject<BrowseEffect, Never>()
    private var keyPresses: AnyCancellable?
    /// The terminal's size in columns and lines.
    public private(set) var size: (width: Int, height: Int)
    private var stack: [Level]
    private let owner: String
    private let factories: Factories
    private let drawCommit: @MainActor (CommitDetailViewModel, Int) -> [String]
    private let now: @Sendable () -> Date
    /// When a rate-limit wait ends, while one is under way.
    private var waitingUntil: Date?
    private var editingFilter = false
    private var showsHelp = false
    private var note: String?
    private var observation: AnyCancellable?
    /// A commit's lines at one width, drawn once rather than every frame.
    private var commitLines: (key: String, lines: [String])?
    /// Starts filter pipelines: the scheduler is the view's choice (the main queue, or a test's).
    private let startBrowsing: @MainActor (RepositoryListViewModel?, CommitListViewModel?) -> Void

    /// Creates the browser on the repositories of `owner`; `startBrowsing` starts a list view
    /// model's live pipeline on the scheduler the caller chose.
    public init(
        owner: String, repositories: RepositoryListViewModel, factories: Factories, size: (width: Int, height: Int),
        now: @escaping @Sendable () -> Date,
        startBrowsing: @escaping @MainActor (RepositoryListViewModel?, CommitListViewModel?) -> Void,
        commitText: @escaping @MainActor (CommitDetailViewModel, Int) -> [String]
    ) {
        self.owner = owner
        self.factories = factories
        self.size = size
        self.now = now
        self.startBrowsing = startBrowsing
        drawCommit = commitText
        stack = [Level(page: .repositories(repositories))]
        let effects = self.effects
        keyPresses = keys.sink { [weak self] key in
            // The driver sends on the main queue, where the browser lives.
            MainActor.assumeIsolated {
                if let effect = self?.handle(key) { effects.send(effect) }
            }
        }
    }

    /// Starts loading the first screen.
    public func start() {
        guard case .repositories(let model) = stack[0].page else { return }
        startBrowsing(model, nil)
        observeTop()
    }

    /// True while the top screen waits on the network: the spinner turns.
    public var isBusy: Bool {
        switch stack[stack.count - 1].page {
        case .repositories(let model): model.feed.isLoading
        case .commits(let model, _): model.feed.isLoading
        case .commit(let model, _): model.isLoading
        }
    }

    /// Shows `text` in the status line until the next key.
    public func showNote(_ text: String) {
        changes.send()
        note = text
    }

    /// The service is waiting for a rate limit to clear: a countdown to `date` takes the status
    /// line while it lasts.
    public func waiting(until date: Date) {
        changes.send()
        waitingUntil = date
    }

    /// A new terminal size.
    public func resize(width: Int, height: Int) {
        changes.send()
        size = (max(1, width), max(1, height))
        clampSelection()
    }

    /// Acts on one key; returns what the driver must do, if anything.
    public func handle(_ key: Key) -> BrowseEffect? {
        changes.send()
        note = nil
        if showsHelp {
            showsHelp = false
            return key == .control("c") ? .interrupt : nil
        }
        if editingFilter { return typeFilter(key) }
        guard let action = KeyBinding.action(for: key) else { return nil }
        return perform(action)
    }

    /// The screen as it stands, the spinner at `tick`.
    public func screen(tick: Int) -> BrowseScreen {
        let level = stack[stack.count - 1]
        var screen: BrowseScreen
        switch level.page {
        case .repositories(let model): screen = repositoriesScreen(model, level: level)
        case .commits(let model, let repository): screen = commitsScreen(model, repository: repository, level: level)
        case .commit(let model, _): screen = commitScreen(model, level: level)
        }
        if isBusy { screen.busy = String(Self.spinner[tick % Self.spinner.count]) }
        screen.showsHelp = showsHelp
        if editingFilter {
            screen.footer = .filter(currentQuery)
        } else if let note {
            screen.footer = .status(note)
        } else if let until = waitingUntil, until > now() {
            let seconds = Int(until.timeIntervalSince(now()).rounded(.up))
            screen.footer = .error("rate limited; retrying in \(seconds / 60):\(String(format: "%02d", seconds % 60)) — esc to go back, q to quit")
        } else if let error = currentError {
            screen.footer = .error("\(error.description) — r to retry, esc to go back")
        }
        return screen
    }

    // MARK: - Keys

    private func perform(_ action: BrowseAction) -> BrowseEffect? {
        let page = pageSize
        switch action {
        case .down: move(by: 1)
        case .up: move(by: -1)
        case .pageDown: move(by: page)
        case .pageUp: move(by: -page)
        case .top: move(to: 0)
        case .bottom: move(to: Int.max / 2)
        case .open: open()
        case .back: back()
        case .quit: return .quit
        case .interrupt: return .interrupt
        case .filter:
            if isList { editingFilter = true }
        case .sort:
            if case .repositories(let model) = stack[stack.count - 1].page {
                model.cycleOrder()
                stack[stack.count - 1].selection = 0
                stack[stack.count - 1].top = 0
            }
        case .browser:
            guard let url = currentURL else {
                note = "no web page for this item"
                return nil
            }
            return .openURL(url)
        case .copy:
            guard let text = currentCopyText else { return nil }
            note = "copied \(text)"
            return .copy(text)
        case .refresh: refresh()
        case .help: showsHelp = true
        }
        return nil
    }

    private func typeFilter(_ key: Key) -> BrowseEffect? {
        switch key {
        case .enter:
            editingFilter = false
        case .escape:
            editingFilter = false
            setQuery("")
        case .backspace:
            setQuery(String(currentQuery.dropLast()))
        case .character(let character):
            setQuery(currentQuery + String(character))
        case .paste(let text):
            setQuery(currentQuery + text.filter { !$0.isNewline })
        case .control("c"):
            return .interrupt
        case .control("u"):
            setQuery("")
        default:
            break
        }
        return nil
    }

    private var currentQuery: String {
        switch stack[stack.count - 1].page {
        case .repositories(let model): model.query
        case .commits(let model, _): model.query
        case .commit: ""
        }
    }

    private func setQuery(_ query: String) {
        // Bounded: a filter longer than a line is of no use and costs every comparison.
        let query = String(query.prefix(256))
        switch stack[stack.count - 1].page {
        case .repositories(let model): model.query = query
        case .commits(let model, _): model.query = query
        case .commit: return
        }
        stack[stack.count - 1].selection = 0
        stack[stack.count - 1].top = 0
    }

    private var isList: Bool {
        if case .commit = stack[stack.count - 1].page { return false }
        return true
    }

    private var pageSize: Int {
        isList ? max(1, BrowseRenderer.listHeight(size.height) - 1) : BrowseRenderer.textHeight(size.height)
    }

    private var itemCount: Int {
        switch stack[stack.count - 1].page {
        case .repositories(let model): model.visible.count
        case .commits(let model, _): model.visible.count
        case .commit(let model, _): commitText(model).count
        }
    }

    private func move(by delta: Int) {
        let level = stack[stack.count - 1]
        move(to: (isList ? level.selection : level.top) + delta)
    }

    private func move(to target: Int) {
        let index = stack.count - 1
        if isList {
            stack[index].selection = max(0, min(target, itemCount - 1))
            clampSelection()
            loadMoreIfNear()
        } else {
            stack[index].top = max(0, min(target, itemCount - pageSize))
        }
    }

    /// Keeps the selection on the list and in view.
    private func clampSelection() {
        let index = stack.count - 1
        guard isList else {
            stack[index].top = max(0, min(stack[index].top, itemCount - pageSize))
            return
        }
        let rows = max(1, BrowseRenderer.listHeight(size.height) - 1)
        var level = stack[index]
        level.selection = max(0, min(level.selection, itemCount - 1))
        if level.selection < level.top { level.top = level.selection }
        if level.selection >= level.top + rows { level.top = level.selection - rows + 1 }
        level.top = max(0, min(level.top, max(0, itemCount - rows)))
        stack[index] = level
    }

    /// Asks for the next page of commits when the selection is within a screen of the end.
    private func loadMoreIfNear() {
        guard case .commits(let model, _) = stack[stack.count - 1].page else { return }
        if stack[stack.count - 1].selection >= model.visible.count - pageSize { model.feed.loadMore() }
    }

    private func open() {
        let level = stack[stack.count - 1]
        switch level.page {
        case .repositories(let model):
            guard level.selection < model.visible.count else { return }
            let repository = model.visible[level.selection]
            let model = factories.commits(Self.owner(of: repository, fallback: owner), repository.name)
            stack.append(Level(page: .commits(model, repository: repository)))
            startBrowsing(nil, model)
        case .commits(let model, let repository):
            guard level.selection < model.visible.count else { return }
            let commit = model.visible[level.selection]
            let detail = factories.commit(Self.owner(of: repository, fallback: owner), repository.name, commit.sha)
            stack.append(Level(page: .commit(detail, url: commit.htmlURL)))
            commitLines = nil
            Task { await detail.load() }
        case .commit:
            return
        }
        observeTop()
    }

    private func back() {
        guard stack.count > 1 else { return }
        switch stack.removeLast().page {
        case .commits(let model, _): model.cancel()
        case .commit(let model, _): model.cancel()
        case .repositories: break
        }
        observeTop()
    }

    private func refresh() {
        switch stack[stack.count - 1].page {
        case .repositories(let model): model.feed.refresh()
        case .commits(let model, _): model.feed.refresh()
        case .commit(let model, _):
            commitLines = nil
            Task { await model.load() }
        }
        stack[stack.count - 1].selection = 0
        stack[stack.count - 1].top = 0
    }

    private var currentError: GitHubError? {
        switch stack[stack.count - 1].page {
        case .repositories(let model): model.feed.error
        case .commits(let model, _): model.feed.error
        case .commit(let model, _): model.error
        }
    }

    private var currentURL: String? {
        let level = stack[stack.count - 1]
        switch level.page {
        case .repositories(let model): return level.selection < model.visible.count ? model.visible[level.selection].htmlURL : nil
        case .commits(let model, let repository):
            return level.selection < model.visible.count ? model.visible[level.selection].htmlURL ?? repository.htmlURL : repository.htmlURL
        case .commit(_, let url): return url
        }
    }

    private var currentCopyText: String? {
        let level = stack[stack.count - 1]
        switch level.page {
        case .repositories: return currentURL
        case .commits(let model, _): return level.selection < model.visible.count ? model.visible[level.selection].sha : nil
        case .commit(let model, _): return model.detail?.summary.sha
        }
    }

    /// Follows the top screen's view models: any change they will make is a change to draw.
    private func observeTop() {
        let changes = self.changes
        let forward: @Sendable () -> Void = { changes.send() }
        switch stack[stack.count - 1].page {
        case .repositories(let model):
            observation = Publishers.Merge(model.objectWillChange, model.feed.objectWillChange).sink { forward() }
        case .commits(let model, _):
            observation = Publishers.Merge(model.objectWillChange, model.feed.objectWillChange).sink { forward() }
        case .commit(let model, _):
            observation = model.objectWillChange.sink { forward() }
        }
    }

    private static func owner(of repository: Repository, fallback: String) -> String {
        repository.owner.login ?? repository.fullName.split(separator: "/").first.map(String.init) ?? fallback
    }

    // MARK: - Screens

    private func repositoriesScreen(_ model: RepositoryListViewModel, level: Level) -> BrowseScreen {
        let rows = BrowseRenderer.listHeight(size.height)
        let shown = Array(model.visible.dropFirst(level.top).prefix(rows))
        let cells = zip(shown, model.rows(for: shown)).map { repository, row in
            [repository.name, row.description, row.language, BrowseScreen.grouped(row.stars), row.updated]
        }
        return BrowseScreen.repositories(
            owner: owner, loaded: model.feed.count, expected: model.feed.expectedCount, complete: model.feed.isComplete,
            matching: model.visible.count, order: model.order, query: model.query, rows: cells, selection: level.selection - level.top,
            isLoading: model.feed.isLoading)
    }

    private func commitsScreen(_ model: CommitListViewModel, repository: Repository, level: Level) -> BrowseScreen {
        let rows = BrowseRenderer.listHeight(size.height)
        let shown = Array(model.visible.dropFirst(level.top).prefix(rows))
        let cells = model.rows(for: shown).map { [ShortSHA.of($0.sha), $0.author, $0.date, $0.subject] }
        return BrowseScreen.commits(
            repository: repository.fullName, loaded: model.feed.count, hasMore: model.feed.hasMore, matching: model.visible.count,
            query: model.query, rows: cells, selection: level.selection - level.top, isLoading: model.feed.isLoading)
    }

    private func commitScreen(_ model: CommitDetailViewModel, level: Level) -> BrowseScreen {
        let lines = commitText(model)
        // The renderer makes the title safe, as every text it draws.
        let subject = model.detail.map { $0.summary.commit.message.split(separator: "\n").first.map(String.init) ?? "" }
        let title = "\(model.owner)/\(model.repo) @ \(ShortSHA.of(model.ref))" + (subject.map { " — " + $0 } ?? "")
        return BrowseScreen(
            title: title, top: level.top, lines: lines.isEmpty ? [model.isLoading ? "  Loading…" : ""] : lines,
            footer: .keys("esc back  j/k scroll  space page  o browser  y copy SHA  r refresh  ? help  q quit"))
    }

    private func commitText(_ model: CommitDetailViewModel) -> [String] {
        guard model.detail != nil else { return [] }
        let key = "\(ObjectIdentifier(model))/\(size.width)"
        if let cached = commitLines, cached.key == key { return cached.lines }
        let lines = drawCommit(model, size.width)
        commitLines = (key, lines)
        return lines
    }
}
