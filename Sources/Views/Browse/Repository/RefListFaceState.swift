import Models
import Reactive
import Service
import ViewModels

/// What the Branches, Tags and Releases faces share: a ref listing in GitHub's order, its
/// columns the one-shot command's own (`Field`), a column no row fills left out, the selection
/// kept on its item. Each face is one of these with its own fields, marks and Enter.
@MainActor
public class RefListFaceState<Item: Decodable & Sendable> {
    /// The view model: the same one the one-shot command renders.
    public let model: RefListViewModel<Item>
    /// The repository.
    public let repository: Repository
    /// Where the selection is.
    public private(set) var cursor = ListCursor()
    private let fields: [Field<Item>]
    private let identity: (Item) -> String

    /// The face over `model`, drawn by `fields` (those with a table form), an item named by
    /// `identity`.
    init(repository: Repository, model: RefListViewModel<Item>, fields: [Field<Item>], identity: @escaping (Item) -> String) {
        self.repository = repository
        self.model = model
        self.fields = fields
        self.identity = identity
    }

    /// The repository's key line.
    public var kind: BrowseScreenKind { .repository }
    /// True while a page is asked for.
    public var isBusy: Bool { model.feed.isLoading }
    /// Why the listing stopped, if it failed.
    public var failure: GitHubError? { model.error }
    /// Nothing is typed here.
    public var isTypingText: Bool { false }
    /// The listing's changes.
    public var changes: AnyPublisher<Void, Never> { model.feed.objectWillChange.eraseToAnyPublisher() }

    /// Loads the listing (its feed needs no task): nothing is left to ask for.
    public func start() -> [BrowseEffect] {
        model.feed.load()
        return []
    }
    /// Stops loading.
    public func stop() { model.cancel() }

    /// Moves; the rest goes to `perform` with the selected item.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        guard let action = KeyBinding.action(for: key) else { return [] }
        let items = model.items
        if cursor.apply(action, count: items.count, rows: context.listRows, id: { self.identity(items[$0]) }) { return [] }
        switch action {
        case .back: return [.back]
        case .refresh: model.feed.refresh()
        case .interrupt: return [.interrupt]
        default: return perform(action, on: cursor.selection < items.count ? items[cursor.selection] : nil, context: context)
        }
        return []
    }

    /// The face's own keys (Enter, `o`, `y`) on the selected item.
    func perform(_ action: BrowseAction, on item: Item?, context: ScreenContext) -> [BrowseEffect] { [] }

    /// What follows an item's name in the list (`(default)`).
    func mark(_ item: Item) -> String { "" }

    /// What a branch's or a tag's keys do, by its name: Enter its commits, `o`/`y` the page of the
    /// configured host for its files, `c` the comparison in the direction that has commits: what
    /// a branch adds to the default branch, or what the default branch gained since a tag (a
    /// release lies behind it, so default...tag would show nothing).
    func refEffects(_ ref: String, for action: BrowseAction, context: ScreenContext, isTag: Bool = false) -> [BrowseEffect] {
        switch action {
        case .open: return [.open(CommitsScreenState.Route(repository: repository, ref: ref))]
        case .browser, .copy:
            return BrowseEffect.link(context.web.folder(owner: repository.ownerLogin, repo: repository.name, ref: ref, path: ""), for: action)
        case .compare:
            guard let base = repository.defaultBranch else { return [.note("GitHub named no default branch to compare with")] }
            if isTag { return [.open(ComparisonScreenState.Route(repository: repository, base: ref, head: base, since: true))] }
            return [.open(ComparisonScreenState.Route(repository: repository, base: base, head: ref))]
        default: return []
        }
    }

    /// The items in view, by the fields' table columns.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let items = model.items
        let identity = self.identity
        cursor.follow(count: items.count, rows: context.listRows, id: { identity(items[$0]) }, index: { id in items.firstIndex { identity($0) == id } })
        let shown = fields.compactMap(\.table)
        var rows = items.map { item in shown.map { $0.cell(item).text } }
        for index in rows.indices { rows[index][0] += mark(items[index]) }
        // A column no row fills (GitHub did not say whether a branch is protected) is left out.
        let kept = shown.indices.filter { column in column == 0 || rows.contains { !$0[column].isEmpty } }
        let said = { (row: [String]) in kept.map { row[$0] }.filter { !$0.isEmpty }.joined(separator: ", ") }
        let inView = rows.dropFirst(cursor.top).prefix(context.listRows)
        var screen = BrowseScreen(
            title: "",
            position: items.isEmpty ? nil : "\(cursor.selection + 1)/\(items.count)",
            columns: kept.map { column in
                BrowseScreen.ListColumn(shown[column].column, isDim: items.first.map { shown[column].cell($0).style == .dim } ?? false)
            },
            rows: inView.map { row in kept.map { row[$0] } }, selection: cursor.selection - cursor.top, footer: .keys(KeyBinding.hints(for: kind)),
            emptyText: isBusy ? "Loading…" : "None.", spoken: cursor.selection < rows.count ? said(rows[cursor.selection]) : nil)
        screen.content = inView.map(said)
        return screen
    }
}
