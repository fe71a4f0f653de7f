import Models
import Reactive
import Service
import ViewModels

/// One file of a repository in `browse`: its lines numbered, scrolled and searched as every text
/// is; a binary file, or one past what a terminal draws, said rather than drawn. `o`/`y` give the
/// file's page at the ref.
@MainActor
public final class FileScreenState: LoadingScreenState {
    /// The view model: the same one `repos show` renders.
    public let model: FetchedViewModel<RepositoryContent>
    /// The repository the file is in.
    public let repository: Repository
    /// The file's path.
    public let path: String
    /// The branch or tag it is read at; nil for the default branch.
    public let ref: String?
    private var text = ScrolledText()
    /// The lines drawn from the answer, kept until it changes (a file may have 100,000).
    private var drawn: [String]?
    private var invalidation: AnyCancellable?

    /// The screen of `path` in `repository` at `ref`, loaded by `model`.
    public init(repository: Repository, path: String, ref: String? = nil, model: FetchedViewModel<RepositoryContent>) {
        self.repository = repository
        self.path = path
        self.ref = ref
        self.model = model
        invalidation = model.objectWillChange.sink { [weak self] in MainActor.assumeIsolated { self?.drawn = nil } }
    }

    /// The file.
    public var subject: String { "'\(path)' in \(repository.fullName)" }
    /// A file's key line.
    public var kind: BrowseScreenKind { .file }
    /// True while it loads.
    public var isBusy: Bool { model.isLoading }
    /// True while a search is typed.
    public var isTypingText: Bool { text.isTyping }

    /// Scrolls and searches; Esc clears a kept search, else goes back.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        switch text.take(key, lines: lines, rows: context.textLines) {
        case .done(let effects): return effects
        case .other(.back): return [.back]
        case .other(.interrupt): return [.interrupt]
        case .other(.refresh): return start()
        case .other(let action) where action == .browser || action == .copy:
            let page = context.web.file(
                owner: repository.ownerLogin, repo: repository.name, ref: ref ?? repository.defaultBranch ?? Repository.defaultRef, path: path)
            return BrowseEffect.link(page, for: action)
        case .other: break
        }
        return []
    }

    /// The file's lines, numbered; what it is instead when it is not text to draw.
    private var lines: [String] {
        if let drawn { return drawn }
        let lines = Self.lines(model.value, loading: model.isLoading)
        if model.value != nil { drawn = lines }
        return lines
    }

    private static func lines(_ value: RepositoryContent?, loading: Bool) -> [String] {
        switch value {
        case .file(_, _, let bytes?)?:
            guard let text = FileView.text(bytes) else { return ["  A binary file: repos show writes its bytes."] }
            return FileView.numbered(text).map { $0.number + "  " + $0.line }
        case .file(_, let size, nil)?:
            return ["  \(ByteSize.describe(size)), more than the \(ByteSize.describe(FileView.drawnBytes)) drawn here: repos show writes it."]
        case .directory?: return ["  A folder."]
        case .other(_, let type, let target)?: return ["  A \(type)" + (target.map { " to \($0)" } ?? "") + "."]
        case nil: return loading ? ["  Loading…"] : []
        }
    }

    /// The screen.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let lines = self.lines
        return text.screen(title: "\(repository.fullName)\(ref.map { " @ " + $0 } ?? "") — \(path)", lines: lines, plain: lines, kind: kind, context: context)
    }
}

extension FileScreenState {
    /// One file of a repository at a ref.
    public struct Route: ScreenRoute {
        /// The repository.
        public let repository: Repository
        /// The file's path.
        public let path: String
        /// The branch or tag; nil for the default branch.
        public let ref: String?

        /// The route to `path` of `repository` at `ref`.
        public init(repository: Repository, path: String, ref: String?) {
            (self.repository, self.path, self.ref) = (repository, path, ref)
        }

        /// The file's screen, read up to what a terminal draws.
        public func screen(in environment: BrowseEnvironment) -> any ScreenState {
            let model = FetchedViewModel(
                fileAt: RepositoryPath(path) ?? .root, owner: repository.ownerLogin, repo: repository.name, ref: ref, source: environment.files,
                wholeUpTo: FileView.drawnBytes)
            return FileScreenState(repository: repository, path: path, ref: ref, model: model)
        }
    }
}
