import Models
import Reactive
import Service
import ViewModels

/// One file of a repository in `browse`: its lines numbered, scrolled as a commit is; a binary or
/// a file past 1 MB said, not drawn.
@MainActor
public final class FileScreenState: ScreenState {
    /// The view model: the same one `repos show` renders.
    public let model: FetchedViewModel<RepositoryContent>
    /// The repository the file is in.
    public let repository: Repository
    /// The file's path.
    public let path: String
    /// Where the view is.
    public private(set) var cursor = ListCursor()

    /// The screen of `path` in `repository`, loaded by `model`.
    public init(repository: Repository, path: String, model: FetchedViewModel<RepositoryContent>) {
        self.repository = repository
        self.path = path
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
    /// Never typing.
    public var isTypingText: Bool { false }
    /// The view model's changes.
    public var changes: AnyPublisher<Void, Never> { model.objectWillChange.eraseToAnyPublisher() }

    /// Loads the file.
    public func start() {
        let model = self.model
        Task { await model.load() }
    }

    /// Stops loading.
    public func stop() { model.cancel() }

    /// Scrolls; Esc goes back.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        guard let action = KeyBinding.action(for: key) else { return [] }
        if cursor.scroll(action, count: lines.count, rows: context.textLines) { return [] }
        switch action {
        case .back: return [.back]
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
        var screen = BrowseScreen(title: "\(repository.fullName) — \(path)", top: cursor.top, lines: lines, footer: .keys(KeyBinding.hints(for: .file)))
        screen.spoken = cursor.top < lines.count ? lines[cursor.top] : nil
        return screen
    }
}
