import Models
import Reactive
import Service
import ViewModels

/// `b` on a repository: its branches, then its tags, filtered as you type at it (letters type,
/// arrows move, Enter picks, Esc cancels); every face of the repository screen then shows the ref
/// picked.
@MainActor
public final class RefPickerScreenState: ListScreenState<RefPickerViewModel>, RepositorySubjectScreen {
    /// The repository whose refs these are.
    public let repository: Repository
    /// The ref the faces show now, marked in the list.
    public let current: String?

    /// The picker over `model`; `startFilter` starts its live pipeline on the view's scheduler.
    public init(repository: Repository, current: String?, model: RefPickerViewModel, startFilter: @escaping @MainActor (RefPickerViewModel) -> Void) {
        self.repository = repository
        self.current = current
        super.init(model: model, picks: true, identity: { ($0.isTag ? "tag " : "branch ") + $0.name }, startFilter: startFilter)
    }

    /// The picker's key line.
    public var kind: BrowseScreenKind { .refs }

    override func perform(_ action: BrowseAction, context: ScreenContext) -> [BrowseEffect] {
        switch action {
        case .open: return selected.map { [.back, .chooseRef($0.name)] } ?? []
        default: return []
        }
    }

    override func describe(_ item: RefPickerViewModel.Choice) -> String {
        "\(item.isTag ? "tag" : "branch") \(item.name) at \(ShortSHA.of(item.sha))"
    }

    /// The refs in view, as cells.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let rows = rowsInView(context).map { [$0.name + ($0.name == current ? " (shown)" : ""), $0.isTag ? "tag" : "branch", ShortSHA.of($0.sha)] }
        let feed = model.feed
        var title = "\(repository.fullName) — pick a branch or tag · \(feed.count.grouped) loaded"
        if !model.query.isEmpty { title += " · \(model.visible.count.grouped) match \"\(model.query)\"" }
        return finish(
            BrowseScreen(
                title: title, highlight: model.query,
                columns: [.init("REF", flexible: true, priority: 9), .init("KIND", isDim: true, priority: 5), .init("COMMIT", priority: 6)],
                rows: rows, selection: 0, top: 0, footer: .keys(KeyBinding.hints(for: .refs)),
                emptyText: feed.isLoading ? "Loading…" : model.query.isEmpty ? "No branches or tags." : "Nothing matches \"\(model.query)\"."))
    }
}

extension RefPickerScreenState {
    /// The branch-or-tag picker of a repository, the ref shown now marked.
    public struct Route: ScreenRoute {
        /// The repository.
        public let repository: Repository
        /// The ref its faces show now; nil for the default branch.
        public let current: String?

        /// The route to the picker of `repository`, `current` marked.
        public init(repository: Repository, current: String?) {
            (self.repository, self.current) = (repository, current)
        }

        /// The picker's screen, filtered as it is typed at.
        public func screen(in environment: BrowseEnvironment) -> any ScreenState {
            let model = RefPickerViewModel(owner: repository.ownerLogin, repo: repository.name, source: environment.refs)
            return RefPickerScreenState(repository: repository, current: current, model: model, startFilter: { environment.startFilter($0) })
        }
    }
}
