import Models
import Reactive
import Service
import ViewModels

/// A repository's README face: the README GitHub prefers, rendered as `repos readme` renders it
/// on a terminal, scrolled and searched as every text is. A repository without one says so: that
/// is an answer, not a failure.
@MainActor
public final class ReadmeFaceState: LoadingScreenState, RepositorySubjectScreen {
    /// The view model: the same one `repos readme` renders.
    public let model: FetchedViewModel<RepositoryContent>
    /// The repository.
    public let repository: Repository
    private var text = ScrolledText()
    /// The README rendered at a width, kept until the width or the answer changes.
    private var rendered = RenderedLines()
    private let render: @MainActor (_ markdown: String, _ width: Int, _ path: String) -> [String]
    private var invalidation: AnyCancellable?

    /// The face over `model`; `render` lays the README's Markdown out at a width, its relative
    /// links resolved from its path.
    public init(repository: Repository, model: FetchedViewModel<RepositoryContent>, render: @escaping @MainActor (String, Int, String) -> [String]) {
        self.repository = repository
        self.model = model
        self.render = render
        // A new answer is laid out anew.
        invalidation = model.objectWillChange.sink { [weak self] in MainActor.assumeIsolated { self?.rendered.forget() } }
    }

    /// The repository's key line.
    public var kind: BrowseScreenKind { .repository }
    /// Until its first answer it is loading, even before its load has begun.
    public var isBusy: Bool { model.isLoading || (model.value == nil && model.error == nil) }
    /// Why it failed to load; GitHub's 404 is no README, not a failure.
    public var failure: GitHubError? {
        if case .notFound? = model.error { return nil }
        return model.error
    }
    /// True while a search is typed.
    public var isTypingText: Bool { text.isTyping }

    /// Scrolls and searches; `o`/`y` give the repository's page; `r` reads it again.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        let plain = lines(context.width).plain
        switch text.take(key, lines: plain, rows: context.textLines) {
        case .done(let effects): return effects
        case .other(.back): return [.back]
        case .other(.refresh): return start()
        case .other(.interrupt): return [.interrupt]
        case .other(let action) where action == .browser || action == .copy:
            return BrowseEffect.link(context.web.repository(owner: repository.ownerLogin, name: repository.name), for: action)
        case .other: break
        }
        return []
    }

    /// The README's lines at `width`; what there is instead when there is none to draw.
    private func lines(_ width: Int) -> (lines: [String], plain: [String]) {
        if let kept = rendered.at(width) { return kept }
        let lines: [String]
        switch model.value {
        case .file(let path, _, let bytes?)?:
            guard let markdown = FileView.text(bytes) else { return (["  \(path) is not UTF-8 text: repos readme writes its bytes."], []) }
            lines = render(markdown, max(20, width - 2), path)
        case .file(let path, let size, nil)?:
            lines = ["  \(path) is \(ByteSize.describe(size)), more than the \(ByteSize.describe(FileView.drawnBytes)) drawn here: repos readme writes it."]
        case .directory?, .other?: lines = ["  No README."]
        case nil:
            if case .notFound? = model.error { lines = ["  No README."] } else { return (isBusy ? ["  Loading…"] : [], []) }
        }
        return rendered.keep(lines, at: width)
    }

    /// The README.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let (lines, plain) = self.lines(context.width)
        return text.screen(title: "", lines: lines, plain: plain, kind: kind, context: context)
    }
}
