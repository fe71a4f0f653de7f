import Models
import Reactive
import Service
import ViewModels

/// What the commit and comparison screens share: a long text of diffs drawn by a one-shot view,
/// laid out off the main actor once per width and layout, scrolled by line, page or file
/// (`]`/`[`), searched with `/` and `n`/`N`, old beside new with `s` where the terminal is wide
/// enough; Tab shows its changed files as a list, where Enter jumps to a file's diff; `w` cuts
/// long lines instead of wrapping them, ←/→ then scrolling the code sideways past its gutter.
/// `s`, `w` and a resize keep the line at the top of the view: each row carries the line it
/// draws (`DiffAnchor`), found again in the new layout. A diff screen is one of these with its
/// own text, files, title and links.
@MainActor
public class DiffTextScreenState<Model: LoadableViewModel & ObservableObject> {
    /// The repository the diffs are in.
    public let repository: Repository
    /// The view model: the same one the one-shot command renders.
    public let model: Model
    /// Which key line it shows.
    public let kind: BrowseScreenKind
    /// The first line in view.
    public var top: Int { text.top }
    /// The search, as typed and kept.
    public var search: String { text.search }
    /// Whether old stands beside new (`s`), where the width allows it.
    public private(set) var sideBySide = false
    /// Whether long lines wrap (at first), or are cut at the width and scrolled sideways (`w`).
    public private(set) var wraps = true
    /// The columns scrolled past sideways while lines are cut.
    public private(set) var left = 0
    /// Whether the changed files are listed (Tab) instead of the text.
    public private(set) var listsFiles = false
    private var fileCursor = ListCursor()
    private var text = ScrolledText()
    /// The line at the top of the view, and the shape of the layout it was found in: a layout of
    /// another shape (`s`, `w`, a resize) is scrolled to it again.
    private var place: (shape: LaidOutText.Shape, anchor: DiffAnchor)?
    /// The moves pressed while the text was being laid out, made in order once it is in, from
    /// the line kept: keys act on the state the keys before them left, however fast they came.
    private var held: [Key] = []
    private let laidOut = LaidOutText()
    private let loading: @MainActor (Model) -> Bool

    /// The screen of `kind` over `model`, in `repository`, which is loading while `loading` says so.
    init(_ kind: BrowseScreenKind, repository: Repository, model: Model, loading: @escaping @MainActor (Model) -> Bool) {
        (self.kind, self.repository, self.model, self.loading) = (kind, repository, model, loading)
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

    /// The view model's load.
    public func start() -> [BrowseEffect] { [.load(ScreenLoad(model))] }

    /// Stops loading.
    public func stop() { model.cancel() }

    /// Acts on `key`: the text's moves and search, then the diff's keys, then the screen's own.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        let drawn = placed(context)
        if drawn.lines.isEmpty, !listsFiles, !text.isTyping, let action = KeyBinding.action(for: key), Self.moves.contains(action) {
            held.append(key)
            return []
        }
        let top = text.top
        let effects = act(on: key, drawn: drawn, context: context)
        // The view moved by a key, not by a new layout: its new top line is the place to keep.
        if text.top != top, text.top < drawn.diff.anchors.count { place = (drawn.shape, drawn.diff.anchors[text.top].first) }
        return effects
    }

    private func act(on key: Key, drawn: LaidOutText.Lines, context: ScreenContext) -> [BrowseEffect] {
        if listsFiles { return updateList(key, drawn: drawn, context: context) }
        // Cut lines scroll sideways with ←/→; at the left edge ← goes back as ever.
        if !wraps, !text.isTyping, key == .right || (key == .left && left > 0) {
            left = key == .right ? left + Self.sidewaysStep : max(0, left - Self.sidewaysStep)
            return []
        }
        switch text.take(key, lines: drawn.plain, rows: context.textLines) {
        case .done(let effects): return effects
        case .other(let action): return perform(action, plain: drawn.plain, context: context)
        }
    }

    private func perform(_ action: BrowseAction, plain: [String], context: ScreenContext) -> [BrowseEffect] {
        switch action {
        case .back: return [.back]
        case .interrupt: return [.interrupt]
        case .nextFile, .previousFile: return text.jumpToFile(forward: action == .nextFile, plain: plain, rows: context.textLines)
        case .sort:
            // Side by side wraps in each half: cut lines come back wrapped.
            (wraps, left) = (true, 0)
            sideBySide.toggle()
            return DiffLayout.fallsBack(askedSideBySide: sideBySide, width: context.width)
                ? [.note("side by side needs \(DiffLayout.sideBySideMinimum) columns: one column")] : []
        case .refresh:
            laidOut.reset()
            return start()
        case .nextFace:
            listsFiles = true
            return []
        case .wrap:
            wraps.toggle()
            left = 0
            return []
        default: return own(action, context: context)
        }
    }

    /// The files list's keys: moves, Enter to the selected file's diff, Tab or Esc back to the
    /// text where it was.
    private func updateList(_ key: Key, drawn: LaidOutText.Lines, context: ScreenContext) -> [BrowseEffect] {
        guard let action = KeyBinding.action(for: key) else { return [] }
        let files = changedFiles()
        if fileCursor.apply(action, count: files.count, rows: context.listRows, id: { files[$0].filename }) { return [] }
        switch action {
        case .open:
            if let leftOut = patchLeftOut() { return [.note(leftOut)] }
            guard !drawn.lines.isEmpty, let start = drawn.diff.row(of: .start(ofFile: fileCursor.selection)) else {
                return [.note("still laying out the diff")]
            }
            text.scroll(to: start, count: drawn.lines.count, rows: context.textLines)
            listsFiles = false
        case .back, .nextFace: listsFiles = false
        case .interrupt: return [.interrupt]
        default: return own(action, context: context)
        }
        return []
    }

    /// The changed files, in the order the text draws their diffs.
    func changedFiles() -> [DiffEntry] { [] }

    /// Why the text holds no patch to jump to, and how to see it, when the patch was left out
    /// (past its bound); nil when it is drawn.
    func patchLeftOut() -> String? { nil }

    /// The line the view starts at, once laid out; nil for the top.
    func startingPlace() -> DiffAnchor? { nil }

    /// The screen's own keys (`o`, `y`).
    func own(_ action: BrowseAction, context: ScreenContext) -> [BrowseEffect] { [] }

    /// What lays the text out in `layout`, off the main actor; nil while there is nothing to lay
    /// out.
    func drawing(_ layout: DiffLayout) -> (@Sendable () -> LaidOutDiff)? { nil }

    /// The columns ← and → scroll a cut line by.
    static var sidewaysStep: Int { 8 }

    /// The actions that move the view, held while it is laid out.
    private static var moves: Set<BrowseAction> { [.down, .up, .pageDown, .pageUp, .halfPageDown, .halfPageUp, .top, .bottom, .nextFile, .previousFile] }

    /// The lines in this context's width (unbounded while lines are cut), once laid out; until
    /// then none.
    private func lines(_ context: ScreenContext) -> LaidOutText.Lines {
        // Side by side or not is the terminal's width's to say, as for `commit --side-by-side`.
        // Read aloud, a diff is git's own lines: a gutter's numbers and bar, or a wrapped line's
        // mark, would be read out on every line.
        let layout =
            context.accessible
            ? DiffLayout.plain : wraps ? DiffLayout(width: context.textColumns, sideBySide: sideBySide, terminalWidth: context.width) : DiffLayout.unbounded
        return laidOut.lines(.init(width: layout.width, sideBySide: layout.sideBySide), make: drawing(layout))
    }

    /// The lines as `lines` gives them; once laid out in a new shape, the view scrolled to the
    /// line that was at the top of the last one (at first, to `startingPlace()`), then moved by
    /// the keys held meanwhile.
    private func placed(_ context: ScreenContext) -> LaidOutText.Lines {
        let drawn = lines(context)
        guard !drawn.lines.isEmpty else { return drawn }
        if place?.shape != drawn.shape {
            let anchor = place?.anchor ?? startingPlace() ?? drawn.diff.anchors[min(text.top, drawn.lines.count - 1)]
            if let row = drawn.diff.row(of: anchor) { text.scroll(to: row, count: drawn.lines.count, rows: context.textLines) }
            place = (drawn.shape, anchor)
        }
        guard !held.isEmpty else { return drawn }
        let keys = held
        held = []
        for key in keys { _ = act(on: key, drawn: drawn, context: context) }
        if text.top < drawn.diff.anchors.count { place = (drawn.shape, drawn.diff.anchors[text.top].first) }
        return drawn
    }

    /// The text under `title`, with the screen's key line; `waiting` stands in for it until it is laid
    /// out.
    func textScreen(title: String, waiting: String, context: ScreenContext) -> BrowseScreen {
        if listsFiles { return filesScreen(title: title, context: context) }
        let drawn = placed(context)
        let shown = left == 0 ? drawn.lines : zip(drawn.lines, drawn.diff.gutters).map { DisplayWidth.dropColumns($0, left, after: $1) }
        return text.screen(title: title, lines: shown.isEmpty ? [waiting] : shown, plain: drawn.plain, kind: kind, context: context)
    }

    /// The changed files as a list under `title`: status, path, lines added and removed.
    private func filesScreen(title: String, context: ScreenContext) -> BrowseScreen {
        let files = changedFiles()
        fileCursor.follow(count: files.count, rows: context.listRows, id: { files[$0].filename }) { name in files.firstIndex { $0.filename == name } }
        let rows = files.map { ChangedFiles.cells($0).map(\.text) }
        let inView = rows.dropFirst(fileCursor.top).prefix(context.listRows)
        var screen = BrowseScreen(
            title: title, position: files.isEmpty ? nil : "\(fileCursor.selection + 1)/\(files.count)",
            columns: ChangedFiles.columns.map { BrowseScreen.ListColumn($0) }, rows: Array(inView), selection: fileCursor.selection - fileCursor.top,
            footer: .keys(KeyBinding.hints(for: .changedFiles)), emptyText: "No files.",
            spoken: fileCursor.selection < files.count ? ChangedFiles.spokenLine(files[fileCursor.selection]) : nil)
        screen.content = files.dropFirst(fileCursor.top).prefix(context.listRows).map(ChangedFiles.spokenLine)
        return screen
    }
}
