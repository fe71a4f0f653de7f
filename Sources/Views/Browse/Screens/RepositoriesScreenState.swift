import Models
import Reactive
import Service
import ViewModels

/// The first browse screen: an organization's repositories as they load, filtered as you type,
/// in the order chosen, the selection kept on its repository through every change.
@MainActor
public final class RepositoriesScreenState: ListScreenState<RepositoryListViewModel>, ScreenState {
    private let owner: String
    /// A look at the org's events, which marks the repositories with events since the user last
    /// looked at its Activity (it records nothing); nil marks none.
    private let events: WatchViewModel?

    /// The screen over `model`; `startFilter` starts its live pipeline on the view's scheduler;
    /// `events` marks what happened since the last look.
    public init(
        owner: String, model: RepositoryListViewModel, events: WatchViewModel? = nil, startFilter: @escaping @MainActor (RepositoryListViewModel) -> Void
    ) {
        self.owner = owner
        self.events = events
        super.init(model: model, identity: { String($0.id) }, startFilter: startFilter)
    }

    /// The listing's changes, and new events'.
    public override var changes: AnyPublisher<Void, Never> {
        guard let events else { return super.changes }
        return Publishers.Merge(super.changes, events.objectWillChange).eraseToAnyPublisher()
    }

    /// Starts the listing and the look at the events.
    public override func start() -> [BrowseEffect] {
        events?.start()
        return super.start()
    }

    /// The repositories with events since the last look, by `owner/name` in lower case.
    private var active: Set<String> { Set(events?.events.map { $0.event.repository.lowercased() } ?? []) }

    /// `● ` before a repository with events since the last look.
    private func mark(_ repository: Repository, in active: Set<String>) -> String {
        active.contains(repository.fullName.lowercased()) ? "● " : ""
    }

    /// The organization or user.
    public var subject: String { "organization or user '\(owner)'" }
    /// The repositories' key line.
    public var kind: BrowseScreenKind { .repositories }

    override func perform(_ action: BrowseAction, context: ScreenContext) -> [BrowseEffect] {
        switch action {
        case .open: return selected.map { [.open(RepositoryScreenState.Route(repository: $0))] } ?? []
        case .details: return selected.map { [.open(RepositoryDetailsScreenState.Route(repository: $0))] } ?? []
        case .pullRequests, .issues: return [.open(WorkListScreenState.Route(owner: owner, pullRequests: action == .pullRequests))]
        case .activity: return [.open(EventsScreenState.Route(owner: owner))]
        case .back:
            // A kept filter is cleared first; the first screen has nowhere to go back to.
            if !model.query.isEmpty { clearQuery() }
        case .sort: model.cycleOrder()
        case .reverseSort: model.reversed.toggle()
        case .browser, .copy:
            guard let repository = selected else { return [] }
            return BrowseEffect.link(context.web.repository(owner: repository.ownerLogin, name: repository.name), for: action)
        default: break
        }
        return []
    }

    override func describe(_ item: Repository) -> String {
        guard let row = model.rows(for: [item], datedBy: model.order).first else { return item.name }
        let dated = BrowseScreen.dateColumn(model.order).lowercased()
        let facts = [row.language, "\(row.stars.grouped) stars", row.updated.isEmpty ? "" : "\(dated) \(row.updated)"].filter { !$0.isEmpty }
        return item.name + Self.markers(row.flags) + " — " + facts.joined(separator: ", ") + (row.description.isEmpty ? "" : ". " + row.description)
    }

    /// The repositories in view, as cells.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let shown = rowsInView(context)
        let active = self.active
        let cells = zip(shown, model.rows(for: shown, datedBy: model.order)).map { repository, row in
            [mark(repository, in: active) + repository.name + Self.markers(row.flags), row.description, row.language, row.stars.grouped, row.updated]
        }
        let feed = model.feed
        return finish(
            BrowseScreen.repositories(
                owner: owner,
                progress: .init(loaded: feed.count, expected: feed.expectedCount, complete: feed.isComplete, cap: Limit.itemsPerListing.value),
                matching: model.visible.count, order: model.order, reversed: model.reversed, query: model.query, rows: cells, selection: 0,
                isLoading: feed.isLoading, failed: feed.error != nil, freshness: model.freshness))
    }

    /// ` (fork, archived)`: what sets a repository apart, after its name.
    static func markers(_ flags: [String]) -> String {
        flags.isEmpty ? "" : " (" + flags.joined(separator: ", ") + ")"
    }
}
