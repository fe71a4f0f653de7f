import Models
import Reactive
import Service
import ViewModels

/// A repository in `browse`, with its faces as tabs: README (rendered), Files (a directory at a
/// time), Commits, Branches, Tags and Releases. Enter on a repository opens it on its README;
/// Tab and `1`–`6` change the face. Each face loads when first shown.
@MainActor
public final class RepositoryScreenState: ScreenState {
    /// The faces, in tab order.
    public enum Face: Int, CaseIterable, Sendable {
        case readme, files, commits, branches, tags, releases

        /// Its tab's title.
        var title: String { ["README", "Files", "Commits", "Branches", "Tags", "Releases"][rawValue] }
    }

    /// How a face's view model is made (by the CLI, which knows the service): the README, the
    /// files and the commits at a ref (nil: the default branch).
    public struct Models {
        /// The README.
        public var readme: @MainActor (_ ref: String?) -> FetchedViewModel<RepositoryContent>
        /// The files.
        public var tree: @MainActor (_ ref: String?) -> FetchedViewModel<GitTree>
        /// The commits screen, embedded as a face.
        public var commits: @MainActor (_ ref: String?) -> CommitsScreenState
        /// The branches, tags and releases.
        public var branches: @MainActor () -> RefListViewModel<Branch>
        /// The tags.
        public var tags: @MainActor () -> RefListViewModel<RepositoryTag>
        /// The releases.
        public var releases: @MainActor () -> RefListViewModel<Release>

        /// Creates the makers.
        public init(
            readme: @escaping @MainActor (String?) -> FetchedViewModel<RepositoryContent>, tree: @escaping @MainActor (String?) -> FetchedViewModel<GitTree>,
            commits: @escaping @MainActor (String?) -> CommitsScreenState, branches: @escaping @MainActor () -> RefListViewModel<Branch>,
            tags: @escaping @MainActor () -> RefListViewModel<RepositoryTag>, releases: @escaping @MainActor () -> RefListViewModel<Release>
        ) {
            self.readme = readme
            self.tree = tree
            self.commits = commits
            self.branches = branches
            self.tags = tags
            self.releases = releases
        }
    }

    /// The repository shown.
    public let repository: Repository
    /// The face shown.
    public private(set) var face = Face.readme
    /// The folder the Files face shows.
    public private(set) var folder = RepositoryPath.root
    /// The branch or tag the faces show; nil for the default branch.
    public private(set) var ref: String?
    private let models: Models
    private var cursors: [Face: ListCursor] = [:]
    private var readme: FetchedViewModel<RepositoryContent>?
    private var tree: FetchedViewModel<GitTree>?
    private var commits: CommitsScreenState?
    private var branches: RefListViewModel<Branch>?
    private var tags: RefListViewModel<RepositoryTag>?
    private var releases: RefListViewModel<Release>?
    private var observations: [AnyCancellable] = []
    private let relay = PassthroughSubject<Void, Never>()

    /// The screen of `repository`, its faces' view models made by `models` when first shown.
    public init(repository: Repository, models: Models) {
        self.repository = repository
        self.models = models
    }

    /// The repository.
    public var subject: String { "repository '\(repository.fullName)'" }
    /// The repository screen's key line (the Commits face shows its own).
    public var kind: BrowseScreenKind { face == .commits ? .commits : .repository }
    /// True while the face shown loads.
    public var isBusy: Bool {
        switch face {
        // Until its first answer a face is loading, even before its load has begun.
        case .readme: readme.map { $0.isLoading || ($0.value == nil && $0.error == nil) } ?? true
        case .files: tree.map { $0.isLoading || ($0.value == nil && $0.error == nil) } ?? true
        case .commits: commits?.isBusy ?? false
        case .branches: branches?.feed.isLoading ?? false
        case .tags: tags?.feed.isLoading ?? false
        case .releases: releases?.feed.isLoading ?? false
        }
    }
    /// Why the face shown failed to load.
    public var failure: GitHubError? {
        switch face {
        case .readme: readme?.error
        case .files: tree?.error
        case .commits: commits?.failure
        case .branches: branches?.error
        case .tags: tags?.error
        case .releases: releases?.error
        }
    }
    /// True while the Commits face's filter is typed.
    public var isTypingText: Bool { face == .commits && (commits?.isTypingText ?? false) }
    /// Every face's changes, as they are made.
    public var changes: AnyPublisher<Void, Never> { relay.eraseToAnyPublisher() }

    /// Shows the README.
    public func start() { show(.readme) }

    /// Stops every face's loading.
    public func stop() {
        readme?.cancel()
        tree?.cancel()
        commits?.stop()
        branches?.cancel()
        tags?.cancel()
        releases?.cancel()
    }

    /// Acts on `key`: a face change, else the face's own keys.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        if face == .commits, let commits {
            if commits.isTypingText { return commits.update(key, context: context) }
            switch KeyBinding.action(for: key) {
            case .nextFace?, .face?: break
            default: return commits.update(key, context: context)
            }
        }
        guard let action = KeyBinding.action(for: key) else { return [] }
        switch action {
        case .nextFace: show(Face(rawValue: (face.rawValue + 1) % Face.allCases.count) ?? .readme)
        case .face(let place): Face(rawValue: place - 1).map(show)
        case .back:
            guard face == .files, folder != .root else { return [.back] }
            folder = RepositoryPath(folder.segments.dropLast().joined(separator: "/")) ?? .root
            cursors[.files] = ListCursor()
        case .open: return open(context)
        case .pickRef: return [.pickRef(repository, current: ref)]
        case .browser, .copy: return BrowseEffect.link(context.web.repository(owner: repository.ownerLogin, name: repository.name), for: action)
        case .refresh: refresh()
        case .interrupt: return [.interrupt]
        default: move(action, context: context)
        }
        return []
    }

    private func show(_ next: Face) {
        face = next
        relay.send()
        switch next {
        case .readme where readme == nil: readme = watched(models.readme(ref))
        case .files where tree == nil: tree = watched(models.tree(ref))
        case .commits where commits == nil:
            let screen = models.commits(ref)
            commits = screen
            observations.append(screen.changes.sink { [relay] in relay.send() })
            screen.start()
        case .branches where branches == nil: branches = listed(models.branches())
        case .tags where tags == nil: tags = listed(models.tags())
        case .releases where releases == nil: releases = listed(models.releases())
        default: break
        }
    }

    /// Shows `ref` on every face: the README, the files and the commits are asked for again, at
    /// it, each when next shown; the refs' own lists stay as they are.
    public func choose(ref: String) {
        guard ref != self.ref else { return }
        self.ref = ref
        readme?.cancel()
        tree?.cancel()
        commits?.stop()
        (readme, tree, commits) = (nil, nil, nil)
        folder = .root
        for face in [Face.readme, .files] { cursors[face] = nil }
        show(face)
    }

    /// `model`, its changes relayed, loading started.
    private func watched<Value>(_ model: FetchedViewModel<Value>) -> FetchedViewModel<Value> {
        observations.append(model.objectWillChange.sink { [relay] in relay.send() })
        Task { await model.load() }
        return model
    }

    /// A ref listing, its feed's changes relayed (the feed is what changes), loading started.
    private func listed<Item>(_ model: RefListViewModel<Item>) -> RefListViewModel<Item> {
        observations.append(model.feed.objectWillChange.sink { [relay] in relay.send() })
        model.feed.load()
        return model
    }

    private func refresh() {
        switch face {
        case .readme:
            if let model = readme { Task { await model.load() } }
        case .files:
            if let model = tree { Task { await model.load() } }
        case .commits: break
        case .branches: branches?.feed.refresh()
        case .tags: tags?.feed.refresh()
        case .releases: releases?.feed.refresh()
        }
    }

    /// The rows of the face shown (its count, for moves).
    private func rowCount(_ context: ScreenContext) -> Int {
        switch face {
        case .readme: readmeLines(context.width).count
        case .files: entries.count
        case .commits: 0
        case .branches: branches?.items.count ?? 0
        case .tags: tags?.items.count ?? 0
        case .releases: releases?.items.count ?? 0
        }
    }

    private func move(_ action: BrowseAction, context: ScreenContext) {
        var cursor = cursors[face] ?? ListCursor()
        if face == .readme {
            _ = cursor.scroll(action, count: rowCount(context), rows: context.textLines)
        } else {
            _ = cursor.apply(action, count: rowCount(context), rows: context.listRows - 1) { String($0) }
        }
        cursors[face] = cursor
    }

    /// Enter: a folder opens in place; a file opens on its own screen.
    private func open(_ context: ScreenContext) -> [BrowseEffect] {
        guard face == .files else { return [] }
        let selection = cursors[.files]?.selection ?? 0
        guard selection < entries.count else { return [] }
        let entry = entries[selection]
        if entry.kind == .directory, let inside = RepositoryPath(entry.path) {
            folder = inside
            cursors[.files] = ListCursor()
            return []
        }
        return entry.kind == .submodule ? [.note("\(entry.path) is a submodule")] : [.openFile(repository, path: entry.path, ref: ref)]
    }

    /// The entries directly in `folder`.
    private var entries: [GitTree.Entry] {
        let depth = folder.segments.count
        return (tree?.entries(under: folder) ?? []).filter { $0.path.split(separator: "/").count == depth + 1 }
    }

    /// The README's lines; "No README." for GitHub's 404; none while it loads or when it failed
    /// otherwise (the footer says why).
    private func readmeLines(_ width: Int) -> [String] {
        switch readme?.value {
        case .file(_, _, let bytes?)?:
            guard let text = String(bytes: bytes, encoding: .utf8) else { return ["  The README is not UTF-8 text: repos readme writes its bytes."] }
            return MarkdownText.lines(text, width: max(20, width - 2), color: false)
        case .file(_, _, nil)?: return ["  The README is past 1 MB: repos readme writes it."]
        case .directory?, .other?: return ["  No README."]
        case nil:
            if case .notFound? = readme?.error { return ["  No README."] }
            return []
        }
    }

    /// The screen: the tabs in the title, then the face.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        if face == .commits, let commits {
            var screen = commits.screen(context)
            // The face's own title says the repository; the tab is named in front of it.
            screen.title = "Commits (3/6) · " + screen.title
            return screen
        }
        let cursor = cursors[face] ?? ListCursor()
        var screen: BrowseScreen
        switch face {
        case .readme:
            let lines = readmeLines(context.width)
            screen = BrowseScreen(
                title: tabs(width: context.width), top: cursor.top, lines: lines.isEmpty && isBusy ? ["  Loading…"] : lines,
                footer: .keys(KeyBinding.hints(for: .repository)))
        case .files:
            screen = list(
                ["NAME", "SIZE"],
                entries.map {
                    [($0.path.split(separator: "/").last.map(String.init) ?? $0.path) + TreeView.marker($0.kind), $0.size.map(TreeView.size) ?? ""]
                },
                cursor, context)
            if folder != .root { screen.title += " · \(folder)" }
        case .branches:
            screen = list(
                ["BRANCH", "TIP"], (branches?.items ?? []).map { [$0.name + ($0.protected == true ? " (protected)" : ""), ShortSHA.of($0.sha)] }, cursor,
                context)
        case .tags: screen = list(["TAG", "COMMIT"], (tags?.items ?? []).map { [$0.name, ShortSHA.of($0.sha)] }, cursor, context)
        case .releases:
            let rows = (releases?.items ?? []).map { [$0.tagName, $0.name ?? "", RefListView<Release>.kind($0)] }
            screen = list(["TAG", "TITLE", "KIND"], rows, cursor, context)
        case .commits: screen = BrowseScreen(title: tabs(width: context.width), footer: .keys(KeyBinding.hints(for: .repository)))
        }
        return screen
    }

    private func list(_ headers: [String], _ rows: [[String]], _ cursor: ListCursor, _ context: ScreenContext) -> BrowseScreen {
        let columns = headers.enumerated().map { BrowseScreen.ListColumn($0.element, flexible: $0.offset == 1, priority: 10 - $0.offset) }
        return BrowseScreen(
            title: tabs(width: context.width), position: rows.isEmpty ? nil : "\(cursor.selection + 1)/\(rows.count)", columns: columns,
            rows: Array(rows.dropFirst(cursor.top)), selection: cursor.selection - cursor.top, footer: .keys(KeyBinding.hints(for: .repository)),
            emptyText: isBusy ? "Loading…" : "None.")
    }

    /// `owner/name @ ref — README · [Files] · …`: the faces, the one shown in brackets; where
    /// they do not fit `width` (with room for the position), `name — Files 2/6`.
    private func tabs(width: Int) -> String {
        let name = repository.fullName + (ref.map { " @ " + $0 } ?? "") + " — "
        let all = name + Face.allCases.map { $0 == face ? "[\($0.title)]" : $0.title }.joined(separator: " · ")
        guard DisplayWidth.of(all) > width - 8 else { return all }
        // Narrow: the repository's own name (the owner is the list's), and the face alone.
        return repository.name + (ref.map { " @ " + $0 } ?? "") + " — \(face.title) \(face.rawValue + 1)/\(Face.allCases.count)"
    }
}
