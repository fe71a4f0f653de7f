import Foundation
import Models
import Reactive
import Service
import ViewModels

/// A repository's Files face: a folder at a time, from the tree of the ref shown: the root from
/// GitHub's first answer, a folder that answer left out read when it is opened (one request).
/// Enter opens a folder in place or a file on its own screen, follows a symlink to what it
/// names, and says where a submodule points; Esc goes up, the folder you came from selected;
/// `o`/`y` give the selected file's or folder's page at the ref; `h` lists the commits that
/// touched the selected file or folder. The title is the folder's path.
@MainActor
public final class FilesFaceState: RepositorySubjectScreen {
    /// The tree, a folder at a time.
    public let model: RepositoryTreeViewModel
    /// The repository.
    public let repository: Repository
    /// The branch or tag shown; nil for the default branch.
    public let ref: String?
    /// The folder shown.
    public private(set) var folder = RepositoryPath.root
    /// Where the selection is in the folder shown.
    public private(set) var cursor = ListCursor()
    /// A symlink or submodule being read, to follow it or say where it points.
    private var following: (path: String, model: FetchedViewModel<RepositoryContent>, watches: [AnyCancellable])?
    /// The entries of the folder shown, for the tree they were taken from.
    private var listed: (folder: RepositoryPath, entries: [GitTree.Entry])?
    /// The folder a symlink led to, and the link itself: Esc from that folder goes back to the
    /// link's row, where you came from, not to the folder's parent.
    private var linkedFrom: (target: RepositoryPath, link: String)?
    private let content: @MainActor (_ path: RepositoryPath) -> FetchedViewModel<RepositoryContent>
    private let relay = PassthroughSubject<Void, Never>()
    private let asked = PassthroughSubject<[BrowseEffect], Never>()
    private var watches: [AnyCancellable] = []

    /// The face over `model` at `ref`; `content` reads one path's contents (a symlink's target,
    /// a submodule's repository).
    public init(
        repository: Repository, ref: String?, model: RepositoryTreeViewModel,
        content: @escaping @MainActor (RepositoryPath) -> FetchedViewModel<RepositoryContent>
    ) {
        self.repository = repository
        self.ref = ref
        self.model = model
        self.content = content
        watches = [
            model.objectWillChange.sink { [weak self, relay] in
                MainActor.assumeIsolated { self?.listed = nil }
                relay.send()
            },
            // Once the first answer is in, the folder shown is read if it left it out.
            model.answer.$value.first { $0 != nil }.receive(on: DispatchQueue.main).sink { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.model.read(self.folder)
                }
            },
        ]
    }

    /// The Files face's key line: the repository's, and `h`.
    public var kind: BrowseScreenKind { .tree }
    /// Until its first answer it is loading, even before its load has begun; and while a link is
    /// followed.
    public var isBusy: Bool {
        model.isLoading || (model.answer.value == nil && model.answer.error == nil) || following?.model.isLoading == true
    }
    /// Why the tree (or the link followed) failed to load. GitHub's 409 for an empty repository
    /// is an answer, drawn as one, not a failure to retry.
    public var failure: GitHubError? {
        if isEmptyRepository { return nil }
        return model.error ?? following?.model.error
    }
    /// True when GitHub said the repository has no commits, so no tree.
    private var isEmptyRepository: Bool {
        if case .emptyRepository? = model.error { return true }
        return false
    }
    /// Nothing is typed here.
    public var isTypingText: Bool { false }
    /// The tree's changes, and the link's.
    public var changes: AnyPublisher<Void, Never> { relay.eraseToAnyPublisher() }
    /// Opening a file a symlink names, once it is read.
    public var requests: AnyPublisher<[BrowseEffect], Never> { asked.eraseToAnyPublisher() }

    /// The tree's load: its first answer (a folder it left out is read when shown).
    public func start() -> [BrowseEffect] { [.load(ScreenLoad(model.answer))] }

    /// Stops loading.
    public func stop() {
        model.cancel()
        following?.model.cancel()
    }

    /// The ref the pages are at: the one shown, else the default branch.
    private var pageRef: String { ref ?? repository.defaultBranch ?? Repository.defaultRef }

    /// Moves, opens, goes up, links.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        guard let action = KeyBinding.action(for: key, on: kind) else { return [] }
        let entries = self.entries
        if cursor.apply(action, count: entries.count, rows: context.listRows, id: { entries[$0].path }) { return [] }
        switch action {
        case .open: return cursor.selection < entries.count ? open(entries[cursor.selection], context: context) : []
        case .back:
            if let linkedFrom, linkedFrom.target == folder, let parent = RepositoryPath(Self.parent(of: linkedFrom.link)) {
                self.linkedFrom = nil
                show(parent, selecting: linkedFrom.link, context: context)
                return []
            }
            guard folder != .root else { return [.back] }
            let left = folder
            show(RepositoryPath(Self.parent(of: folder.description)) ?? .root, selecting: left.description, context: context)
        case .browser, .copy:
            let selected = cursor.selection < entries.count ? entries[cursor.selection] : nil
            let (owner, name) = (repository.ownerLogin, repository.name)
            let page =
                selected.map { entry in
                    entry.kind == .directory || entry.kind == .submodule
                        ? context.web.folder(owner: owner, repo: name, ref: pageRef, path: entry.path)
                        : context.web.file(owner: owner, repo: name, ref: pageRef, path: entry.path)
                } ?? context.web.folder(owner: owner, repo: name, ref: pageRef, path: folder.description)
            return BrowseEffect.link(page, for: action)
        case .history:
            let path = cursor.selection < entries.count ? entries[cursor.selection].path : folder.description
            return [.open(CommitsScreenState.Route(repository: repository, ref: ref, path: path))]
        case .refresh: return start()
        case .interrupt: return [.interrupt]
        default: break
        }
        return []
    }

    /// Enter on `entry`: a folder opens in place, a file on its own screen; a symlink or a
    /// submodule is read first, to follow it or say where it points.
    private func open(_ entry: GitTree.Entry, context: ScreenContext) -> [BrowseEffect] {
        switch entry.kind {
        case .directory:
            guard let inside = RepositoryPath(entry.path) else { return [] }
            show(inside, selecting: nil, context: context)
            return []
        case .symlink, .submodule:
            guard let path = RepositoryPath(entry.path) else { return [] }
            let model = content(path)
            let watches = [
                model.objectWillChange.sink { [relay] in relay.send() },
                model.$value.first { $0 != nil }.sink { [weak self] value in
                    // The view model publishes on the main actor.
                    MainActor.assumeIsolated {
                        if let value { self?.followed(entry, to: value, context: context) }
                    }
                },
            ]
            following = (entry.path, model, watches)
            return [.load(ScreenLoad(model))]
        case .file, .executable, .other:
            return [.open(FileScreenState.Route(repository: repository, path: entry.path, ref: ref))]
        }
    }

    /// A symlink or submodule read: a folder it names is shown, a file it names opened, and
    /// otherwise where it points is said.
    private func followed(_ entry: GitTree.Entry, to value: RepositoryContent, context: ScreenContext) {
        following = nil
        switch value {
        case .file:
            asked.send([.open(FileScreenState.Route(repository: repository, path: entry.path, ref: ref))])
        case .other(_, "submodule", let target):
            asked.send([.note("\(entry.path) is a submodule: \(target ?? "a repository GitHub does not name") @ \(ShortSHA.of(entry.sha))")])
        case .other(_, _, let target?):
            let base = entry.path.split(separator: "/").dropLast().map(String.init)
            if let resolved = Self.resolve(target, from: base), let inside = RepositoryPath(resolved),
                model.answer.value?.entries.contains(where: { $0.path == resolved && $0.kind == .directory }) == true
            {
                show(inside, selecting: nil, context: context)
                linkedFrom = (inside, entry.path)
                relay.send()
            } else {
                asked.send([.note("\(entry.path) links to \(target), which is not a folder in this tree")])
            }
        case .other, .directory:
            asked.send([.note("\(entry.path) is not a file or folder repos can show")])
        }
    }

    /// `target` (a symlink's text) from the folder `base`: a path from the root, or nil when it
    /// leaves the repository or is absolute.
    static func resolve(_ target: String, from base: [String]) -> String? {
        guard !target.hasPrefix("/") else { return nil }
        var parts = base
        for part in target.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    /// The folder holding `path`: its segments but the last.
    private static func parent(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// Shows `next`, the selection on the entry at `selecting` (a path) when it is there.
    private func show(_ next: RepositoryPath, selecting path: String?, context: ScreenContext) {
        folder = next
        listed = nil
        cursor = ListCursor()
        model.read(next)
        let entries = self.entries
        if let path, let index = entries.firstIndex(where: { $0.path == path }) {
            cursor.select(index, count: entries.count, rows: context.listRows) { entries[$0].path }
        }
    }

    /// The entries directly in the folder shown, in git's order.
    private var entries: [GitTree.Entry] {
        if let listed, listed.folder == folder { return listed.entries }
        guard let entries = model.entries(in: folder) else { return [] }
        listed = (folder, entries)
        return entries
    }

    /// An entry's name as the list shows it: its kind marked, a submodule's commit named.
    private static func name(_ entry: GitTree.Entry) -> String {
        let name = entry.path.split(separator: "/").last.map(String.init) ?? entry.path
        if entry.kind == .submodule { return name + " (submodule @ \(ShortSHA.of(entry.sha)))" }
        return name + TreeView.marker(entry.kind)
    }

    /// The folder's entries; its path as the face's title.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let entries = self.entries
        cursor.follow(count: entries.count, rows: context.listRows, id: { entries[$0].path }, index: { path in entries.firstIndex { $0.path == path } })
        let shown = entries.dropFirst(cursor.top).prefix(context.listRows)
        var screen = BrowseScreen(
            title: folder == .root ? "" : folder.description, position: entries.isEmpty ? nil : "\(cursor.selection + 1)/\(entries.count)",
            columns: TreeView.columns.enumerated().map { BrowseScreen.ListColumn($0.element, isDim: $0.offset > 0) },
            rows: shown.map { [Self.name($0), $0.size.map(TreeView.size) ?? ""] }, selection: cursor.selection - cursor.top,
            footer: .keys(KeyBinding.hints(for: kind)),
            emptyText: isBusy ? "Loading…" : isEmptyRepository ? "This repository is empty." : "Nothing here.",
            spoken: cursor.selection < entries.count ? Self.name(entries[cursor.selection]) : nil)
        // While a link is read, the key line says so; it goes when the reading is done.
        if let following, following.model.isLoading { screen.footer = .status("reading \(following.path)…") }
        screen.content = shown.map(Self.name)
        screen.keepsTitleEnd = true
        return screen
    }
}
