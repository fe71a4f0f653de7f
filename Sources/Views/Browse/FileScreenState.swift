import Models
import Reactive
import Service
import ViewModels

/// One file of a repository in `browse`: its lines numbered, scrolled and searched (`/`, `n`/`N`)
/// as a commit is; a binary or a file past 1 MB said, not drawn.
@MainActor
public final class FileScreenState: ScreenState {
    /// The view model: the same one `repos show` renders.
    public let model: FetchedViewModel<RepositoryContent>
    /// The repository the file is in.
    public let repository: Repository
    /// The file's path.
    public let path: String
    /// The branch or tag it is read at; nil for the default branch.
    public let ref: String?
    /// Where the view is.
    public private(set) var cursor = ListCursor()
    private var finder = TextSearch()

    /// The screen of `path` in `repository` at `ref`, loaded by `model`.
    public init(repository: Repository, path: String, ref: String? = nil, model: FetchedViewModel<RepositoryContent>) {
        self.repository = repository
        self.path = path
        self.ref = ref
        self.model = model
    }

    /// The file.
    public var subject: String { "'\(path)' in \(repository.fullName)" }
    /// A file's key line.
    public var kind: BrowseScreenKind { .file }
    /// True while it loads.
    public var isBusy: Bool { model.isLoading }
    /// Why it failed to load.
    public var failure: GitHubError? { model.error }
    /// True while a search is typed.
    public var isTypingText: Bool { finder.isTyping }
    /// The view model's changes.
    public var changes: AnyPublisher<Void, Never> { model.objectWillChange.eraseToAnyPublisher() }

    /// Loads the file.
    public func start() {
        let model = self.model
        Task { await model.load() }
    }

    /// Stops loading.
    public func stop() { model.cancel() }

    /// Scrolls and searches; Esc clears a kept search, else goes back.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        let lines = self.lines
        let action: BrowseAction
        switch finder.take(key, action: finder.isTyping ? nil : KeyBinding.action(for: key)) {
        case .handled: return []
        case .kept: return finder.jump(forward: true, from: cursor.top, in: lines, cursor: &cursor, rows: context.textLines)
        case .other(let other): action = other
        }
        if cursor.scroll(action, count: lines.count, rows: context.textLines) { return [] }
        switch action {
        case .back: return [.back]
        case .nextMatch: return finder.jump(forward: true, from: cursor.top + 1, in: lines, cursor: &cursor, rows: context.textLines)
        case .previousMatch: return finder.jump(forward: false, from: cursor.top - 1, in: lines, cursor: &cursor, rows: context.textLines)
        case .interrupt: return [.interrupt]
        default: return []
        }
    }

    /// The file's lines, numbered; what it is instead when it is not text.
    private var lines: [String] {
        switch model.value {
        case .file(_, _, let bytes?)?:
            guard let text = FileView.text(bytes) else { return ["  A binary file: repos show writes its bytes."] }
            return FileView.numbered(text).map { $0.number + "  " + $0.line }
        case .file(_, let size, nil)?: return ["  \(size >> 20) MB, past the 1 MB the contents API sends: repos show writes it."]
        case .directory?, .other?: return ["  Not a file."]
        case nil: return model.isLoading ? ["  Loading…"] : []
        }
    }

    /// The screen.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let lines = self.lines
        cursor.scroll(by: 0, count: lines.count, rows: context.textLines)
        var screen = BrowseScreen(
            title: "\(repository.fullName)\(ref.map { " @ " + $0 } ?? "") — \(path)", highlight: finder.text, top: cursor.top, lines: lines,
            footer: .keys(KeyBinding.hints(for: .file)))
        if let typing = finder.typing { screen.footer = .filter(typing.text) }
        if !lines.isEmpty { screen.position = "\(min(lines.count, cursor.top + context.textLines).grouped)/\(lines.count.grouped)" }
        screen.spoken = cursor.top < lines.count ? lines[cursor.top] : nil
        return screen
    }
}
