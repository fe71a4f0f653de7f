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
    private let identity: (Model.Item) -> String
    private let startFilter: @MainActor (Model) -> Void

    /// The screen over `model`: `identity` names an item, so the selection stays on it;
    /// `startFilter` starts the live pipeline on the view's scheduler.
    init(model: Model, identity: @escaping (Model.Item) -> String, startFilter: @escaping @MainActor (Model) -> Void) {
        self.model = model
        self.identity = identity
        self.startFilter = startFilter
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

    /// Starts the live pipeline and the loading.
    public func start() { startFilter(model) }
    /// Stops the loading.
    public func stop() { model.cancel() }

    /// Acts on `key`: typing goes to the filter, moves to the cursor, the rest to `perform`.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        let action: BrowseAction?
        if typing != nil {
            action = TypedText.type(key, into: &typing) { model.query = $0 }
        } else {
            action = KeyBinding.action(for: key)
        }
        guard let action else { return [] }
        let visible = model.visible
        if cursor.apply(action, count: visible.count, rows: context.listRows, id: { self.identity(visible[$0]) }) {
            moved(rows: context.listRows)
            return []
        }
        switch action {
        case .interrupt: return [.interrupt]
        case .filter: typing = TypedText(model.query)
        case .refresh: model.feed.refresh()
        default: return perform(action, context: context)
        }
        return []
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

    /// Follows the rows as they are now; returns the rows in view.
    func rowsInView(_ context: ScreenContext) -> [Model.Item] {
        let visible = model.visible
        let identity = self.identity
        cursor.follow(
            count: visible.count, rows: context.listRows, id: { identity(visible[$0]) },
            index: { anchor in visible.firstIndex { identity($0) == anchor } })
        return Array(visible.dropFirst(cursor.top).prefix(BrowseRenderer.listHeight(context.height)))
    }

    /// The screen's filter line, the position and the selection in view, over `screen`.
    func finish(_ screen: BrowseScreen) -> BrowseScreen {
        var screen = screen
        let count = model.visible.count
        if let typing { screen.footer = .filter(typing.text) }
        if count > 0 { screen.position = "\((cursor.selection + 1).grouped)/\(count.grouped)" }
        screen.selection = cursor.selection - cursor.top
        screen.spoken = selected.map(describe)
        return screen
    }
}
