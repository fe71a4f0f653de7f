import Models
import Reactive
import Service
import ViewModels

/// A repository's commits: a page at first, one more as the selection nears the end, filtered
/// as you type, the selection kept on its commit through every change; `m` marks a commit and
/// `c` compares the mark with the selected one.
@MainActor
public final class CommitsScreenState: ListScreenState<CommitListViewModel>, RepositorySubjectScreen {
    /// The repository whose commits these are.
    public let repository: Repository
    /// The branch, tag or SHA they start from; nil for the default branch.
    public let ref: String?
    /// The path they touched, for a file's or folder's history; nil for all commits.
    public let path: String?
    /// Whether it is a face of the repository's screen, whose title names the repository and
    /// the ref already.
    private let asFace: Bool
    /// The commit `m` marked, for `c` to compare with the selected one.
    public private(set) var marked: String?

    /// The screen over `model`, from `ref`, a face of the repository's screen or one of its own;
    /// `startFilter` starts its live pipeline on the view's scheduler.
    public init(
        repository: Repository, ref: String? = nil, path: String? = nil, asFace: Bool = false, model: CommitListViewModel,
        startFilter: @escaping @MainActor (CommitListViewModel) -> Void
    ) {
        self.repository = repository
        self.ref = ref
        self.path = path
        self.asFace = asFace
        super.init(model: model, identity: \.sha, startFilter: startFilter)
    }

    /// The commits' key line.
    public var kind: BrowseScreenKind { .commits }

    override func moved(rows: Int) {
        // Within a screen of the end, the next page is asked for.
        if cursor.selection >= model.visible.count - rows { model.feed.loadMore() }
    }

    override func perform(_ action: BrowseAction, context: ScreenContext) -> [BrowseEffect] {
        switch action {
        case .open: return selected.map { [.open(CommitScreenState.Route(repository: repository, sha: $0.sha, path: path))] } ?? []
        case .back:
            if model.query.isEmpty { return [.back] }
            clearQuery()
        case .browser:
            let owner = repository.ownerLogin
            let page = selected.map { context.web.commit(owner: owner, repo: repository.name, sha: $0.sha) }
            return BrowseEffect.link(page ?? context.web.repository(owner: owner, name: repository.name), for: .browser)
        case .copy:
            return selected.map { [.copy($0.sha), .note("copied \($0.sha)")] } ?? []
        case .mark:
            marked = selected?.sha
            return marked.map { [.note("marked \(ShortSHA.of($0)): c compares it with the selected commit")] } ?? []
        case .compare:
            guard let marked else { return [.note("m marks a commit to compare with")] }
            guard let chosen = selected?.sha, chosen != marked else { return [.note("select another commit to compare with the mark")] }
            let (base, head) = olderFirst(marked, chosen)
            return [.open(ComparisonScreenState.Route(repository: repository, base: base, head: head))]
        default: break
        }
        return []
    }

    /// The two commits of a comparison, the older (later in the newest-first history) as the base,
    /// so the comparison shows what the newer adds whichever was marked first.
    private func olderFirst(_ one: String, _ other: String) -> (base: String, head: String) {
        let history = model.feed.items
        guard let first = history.firstIndex(where: { $0.sha == one }), let second = history.firstIndex(where: { $0.sha == other }) else {
            return (one, other)
        }
        return first > second ? (one, other) : (other, one)
    }

    override func describe(_ item: Commit) -> String {
        guard let row = model.rows(for: [item]).first else { return item.sha }
        return "\(ShortSHA.of(row.sha)) by \(row.author), \(row.date): \(row.subject)" + (item.sha == marked ? " (marked)" : "")
    }

    /// The commits in view, as cells; the marked one's SHA carries the mark.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let marked = self.marked
        let cells = model.rows(for: rowsInView(context)).map { [ShortSHA.of($0.sha) + ($0.sha == marked ? " ◆" : ""), $0.author, $0.date, $0.subject] }
        let feed = model.feed
        return finish(
            BrowseScreen.commits(
                repository: asFace ? nil : repository.fullName + (ref.map { " @ " + $0 } ?? "") + (path.map { " · " + $0 } ?? ""), loaded: feed.count,
                hasMore: feed.hasMore,
                matching: model.visible.count, query: model.query,
                rows: cells, selection: 0, isLoading: feed.isLoading))
    }
}

extension CommitsScreenState {
    /// A repository's commits from a ref, on a screen of their own: all of them, or those that
    /// touched a path (a file's or folder's history).
    public struct Route: ScreenRoute {
        /// The repository.
        public let repository: Repository
        /// The branch, tag or SHA they start from; nil for the default branch.
        public let ref: String?
        /// The path they touched; nil for all commits.
        public let path: String?

        /// The route to the commits of `repository` from `ref` that touched `path`.
        public init(repository: Repository, ref: String?, path: String? = nil) {
            (self.repository, self.ref, self.path) = (repository, ref, path)
        }

        /// The commits' screen.
        public func screen(in environment: BrowseEnvironment) -> any ScreenState {
            CommitsScreenState(repository: repository, ref: ref, path: path, asFace: false, environment: environment)
        }
    }

    /// The commits of `repository` from `ref` that touched `path`, a page at a time as the
    /// selection nears the end; a face of the repository's screen or a screen of its own.
    convenience init(repository: Repository, ref: String?, path: String?, asFace: Bool, environment: BrowseEnvironment) {
        let options = CommitListOptions(owner: repository.ownerLogin, repo: repository.name, branch: ref, path: path, limit: nil)
        let model = CommitListViewModel(options: options, source: environment.commits, now: environment.now, pacing: .onDemand)
        self.init(repository: repository, ref: ref, path: path, asFace: asFace, model: model, startFilter: { environment.startFilter($0) })
    }
}
