import Models
import Reactive
import Service
import ViewModels

/// What both list screens share: a filtered list view model, the cursor kept on its item, the
/// filter typed with the arrows still moving, and the loading that follows the screen. A list
/// screen is one of these with its own `perform` for the keys that are not moves.
@MainActor
public class ListScreenState<Model: FilteredListViewModel> {
    /// The view model: the same one the one-shot command renders.
    public let model: Model
    /// Where the selection is.
    public internal(set) var cursor = ListCursor()
    /// The filter while it is being typed.
    var typing: TypedText?
    /// A picker's filter is always typed: letters type, arrows move, Enter picks, Esc cancels.
    let picks: Bool
    private let identity: (Model.Item) -> String
    private let startFilter: @MainActor (Model) -> Void

    /// The screen over `model`: `identity` names an item, so the selection stays on it;
    /// `startFilter` starts the live pipeline on the view's scheduler; a screen that `picks`
    /// filters as it is typed at, from the start.
    init(model: Model, picks: Bool = false, identity: @escaping (Model.Item) -> String, startFilter: @escaping @MainActor (Model) -> Void) {
        self.model = model
        self.picks = picks
        self.identity = identity
        self.startFilter = startFilter
        if picks { typing = TypedText(model.query) }
    }

    /// True while a page is asked for.
    public var isBusy: Bool { model.feed.isLoading }
    /// Why the listing stopped, if it failed.
    public var failure: GitHubError? { model.feed.error }
    /// True while the filter is typed.
    public var isTypingText: Bool { typing != nil }
    /// The view model's changes and its feed's.
    public var changes: AnyPublisher<Void, Never> {
        Publishers.Merge(model.objectWillChange, model.feed.objectWillChange).eraseToAnyPublisher()
    }

    /// Starts the live pipeline, which loads the first page at once (a listing's feed needs no
    /// task): nothing is left to ask for.
    public func start() -> [BrowseEffect] {
        startFilter(model)
        return []
    }
    /// Stops the loading.
    public func stop() { model.cancel() }

    /// Acts on `key`: typing goes to the filter, moves to the cursor, the rest to `perform`.
    /// A key that acts on the rows acts on the filter as typed so far and the selection as it
    /// stands on those rows, however fast it followed the keys before it.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        guard let action = self.action(for: key) else { return [] }
        follow(context)
        let visible = model.visible
        if cursor.apply(action, count: visible.count, rows: context.listRows, id: { self.identity(visible[$0]) }) {
            moved(rows: context.listRows)
            return []
        }
        switch action {
        case .interrupt: return [.interrupt]
        case .filter: typing = TypedText(model.query)
        case .refresh: model.feed.refresh()
        case .back where picks: return [.back]
        default: return perform(action, context: context)
        }
        return []
    }

    /// What `key` asks of the rows, once the filter has taken what it types; nil when the filter
    /// took it all.
    private func action(for key: Key) -> BrowseAction? {
        guard var typed = typing else { return KeyBinding.action(for: key) }
        let outcome = typed.apply(key)
        typing = typed
        switch outcome {
        case .editing:
            model.query = typed.text
            return nil
        case .kept:
            model.settleQuery()
            if picks { return .open }
            typing = nil
            return nil
        case .cleared:
            if picks { return .back }
            typing = nil
            model.query = ""
            model.settleQuery()
            return nil
        case .passed(let action):
            model.settleQuery()
            return action
        case .interrupt: return .interrupt
        }
    }

    /// Clears a kept filter, the rows following at once.
    func clearQuery() {
        model.query = ""
        model.settleQuery()
    }

    /// The screen's own keys.
    func perform(_ action: BrowseAction, context: ScreenContext) -> [BrowseEffect] { [] }

    /// After the selection moved.
    func moved(rows: Int) {}

    /// An item in words, for the accessible mode.
    func describe(_ item: Model.Item) -> String { "" }

    /// The selected item, if any.
    var selected: Model.Item? {
        let visible = model.visible
        return cursor.selection < visible.count ? visible[cursor.selection] : nil
    }

    /// Keeps the cursor on its item among the rows as they are now.
    private func follow(_ context: ScreenContext) {
        let shown = model.shown
        let (visible, identity) = (shown.items, self.identity)
        cursor.follow(
            count: visible.count, rows: context.listRows, filter: shown.query, id: { identity(visible[$0]) },
            index: { anchor in visible.firstIndex { identity($0) == anchor } })
    }

    /// Follows the rows as they are now; returns the rows in view.
    func rowsInView(_ context: ScreenContext) -> [Model.Item] {
        follow(context)
        return Array(model.visible.dropFirst(cursor.top).prefix(context.listRows))
    }

    /// The screen's filter line, the position and the selection in view, over `screen`.
    func finish(_ screen: BrowseScreen) -> BrowseScreen {
        var screen = screen
        let count = model.visible.count
        if let typing { screen.footer = picks ? .pick(typing.text) : .filter(typing.text) }
        if count > 0 { screen.position = "\((cursor.selection + 1).grouped)/\(count.grouped)" }
        screen.selection = cursor.selection - cursor.top
        screen.spoken = selected.map(describe)
        return screen
    }
}
