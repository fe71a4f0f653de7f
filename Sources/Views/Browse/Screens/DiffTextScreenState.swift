import Reactive
import Service
import ViewModels

/// What the commit and comparison screens share: a long text of diffs drawn by a one-shot view,
/// laid out off the main actor once per width and layout, scrolled by line, page or file
/// (`]`/`[`), searched with `/` and `n`/`N`, old beside new with `s` where the terminal is wide
/// enough. A diff screen is one of these with its own text, title and links.
@MainActor
public class DiffTextScreenState<Model: LoadableViewModel & ObservableObject> {
    /// The view model: the same one the one-shot command renders.
    public let model: Model
    /// The first line in view.
    public var top: Int { text.top }
    /// The search, as typed and kept.
    public var search: String { text.search }
    /// Whether old stands beside new (`s`), where the width allows it.
    public private(set) var sideBySide = false
    private var text = ScrolledText()
    private let laidOut = LaidOutText()
    private let loading: @MainActor (Model) -> Bool

    /// The screen over `model`, which is loading while `loading` says so.
    init(model: Model, loading: @escaping @MainActor (Model) -> Bool) {
        self.model = model
        self.loading = loading
    }

    /// True while it waits on the network.
    public var isBusy: Bool { loading(model) }
    /// Why its load failed, if it did.
    public var failure: GitHubError? { model.error }
    /// True while a search is typed.
    public var isTypingText: Bool { text.isTyping }
    /// Sends before what it shows changes: the view model, or a layout come in.
    public var changes: AnyPublisher<Void, Never> {
        Publishers.Merge(model.objectWillChange.map { _ in () }, laidOut.laidOut).eraseToAnyPublisher()
    }

    /// Starts loading.
    public func start() {
        let model = self.model
        Task { await model.load() }
    }

    /// Stops loading.
    public func stop() { model.cancel() }

    /// Acts on `key`: the text's moves and search, then the diff's keys, then the screen's own.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        let plain = lines(context).plain
        switch text.take(key, lines: plain, rows: context.textLines) {
        case .done(let effects): return effects
        case .other(let action): return perform(action, plain: plain, context: context)
        }
    }

    private func perform(_ action: BrowseAction, plain: [String], context: ScreenContext) -> [BrowseEffect] {
        switch action {
        case .back: return [.back]
        case .interrupt: return [.interrupt]
        case .nextFile, .previousFile: return text.jumpToFile(forward: action == .nextFile, plain: plain, rows: context.textLines)
        case .sort:
            sideBySide.toggle()
            return DiffLayout.fallsBack(askedSideBySide: sideBySide, width: context.textColumns)
                ? [.note("side by side needs \(ScreenContext.sideBySideColumns) columns: one column")] : []
        case .refresh:
            laidOut.reset()
            start()
            return []
        default: return own(action, context: context)
        }
    }

    /// The screen's own keys (`o`, `y`).
    func own(_ action: BrowseAction, context: ScreenContext) -> [BrowseEffect] { [] }

    /// What lays the text out in `layout`, off the main actor; nil while there is nothing to lay
    /// out.
    func drawing(_ layout: DiffLayout) -> (@Sendable () -> [String])? { nil }

    /// The lines in this context's width, once laid out; until then none.
    private func lines(_ context: ScreenContext) -> LaidOutText.Lines {
        let layout = DiffLayout(width: context.textColumns, sideBySide: sideBySide)
        return laidOut.lines(.init(width: layout.width, sideBySide: layout.sideBySide), make: drawing(layout))
    }

    /// The text under `title`, with `kind`'s key line; `waiting` stands in for it until it is laid
    /// out.
    func textScreen(title: String, waiting: String, kind: BrowseScreenKind, context: ScreenContext) -> BrowseScreen {
        let drawn = lines(context)
        var screen = BrowseScreen(title: title, lines: drawn.lines.isEmpty ? [waiting] : drawn.lines, footer: .keys(KeyBinding.hints(for: kind)))
        text.decorate(&screen, plain: drawn.plain, rows: context.textLines)
        return screen
    }
}
