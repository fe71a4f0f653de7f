import Dispatch
import Foundation
import Models
import Reactive
import Service

/// The state of `repos prs` and `repos issues`: every item swept across the targets (or found by
/// a search), GitHub's object of each, what each target's plan left out, and what the views ask
/// of them: the items filtered, sorted and limited, and which changed since the last look.
///
/// A one-shot view awaits `load()` and reads `arranged`; a view that writes each repository's
/// items as they arrive (NDJSON) passes `load(each:)` a closure, which sees each batch's items
/// already filtered.
@MainActor
public final class WorkListViewModel: ObservableObject, LoadableViewModel {
    /// What was asked.
    public let options: WorkListOptions
    /// Every item fetched, in the order the answers came.
    @Published public private(set) var items: [WorkItem] = []
    /// GitHub's object of each of `items`.
    public private(set) var documents: [Data] = []
    /// Each target's plan, as its repositories were listed.
    @Published public private(set) var plans: [WorkPlan] = []
    /// Repositories that have issues turned off.
    @Published public private(set) var issuesDisabled: [String] = []
    /// How many items a search matches in all, and whether it stopped early; nil without one.
    @Published public private(set) var search: (total: Int, incomplete: Bool)?
    /// True while it loads.
    @Published public private(set) var isLoading = false
    /// Why loading failed, or nil.
    @Published public private(set) var error: GitHubError?
    /// The target a 404 was for, when `error` is one: among several targets, or a repository an
    /// org listed, it names what is missing.
    @Published public private(set) var missing: WorkTarget?
    /// The filters, `@me` resolved once the token's login is known.
    public private(set) var filter: WorkFilter
    private let source: any WorkSource
    private var running: AnyCancellable?

    /// Creates the view model.
    public init(options: WorkListOptions, source: any WorkSource) {
        self.options = options
        self.source = source
        filter = options.filter
    }

    /// Loads every item, and returns when all have come or it failed or was cancelled.
    public func load() async { await load(each: nil) }

    /// Loads every item, handing `each` every batch as it arrives with only the items that pass
    /// the filters (and `--new`) left in it.
    public func load(each: (@MainActor (WorkBatch) -> Void)?) async {
        isLoading = true
        (error, missing) = (nil, nil)
        let filter = self.options.filter
        let me: AnyPublisher<String?, GitHubError> =
            filter.needsMe
            ? source.authenticatedUser().map(\.login).eraseToAnyPublisher()
            : Just(nil).setFailureType(to: GitHubError.self).eraseToAnyPublisher()
        let (source, options) = (source, options)
        running =
            me
            .receive(on: DispatchQueue.main)
            .handleEvents(receiveOutput: { [weak self] login in
                MainActor.assumeIsolated { if let login { self?.filter = filter.resolvingMe(as: login) } }
            })
            .flatMap(maxPublishers: .max(1)) { _ in Self.batches(options, source: source) }
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    MainActor.assumeIsolated {
                        if case .failure(let failure) = completion { self?.error = failure }
                        self?.isLoading = false
                    }
                },
                receiveValue: { [weak self] batch in
                    MainActor.assumeIsolated { self?.take(batch, each: each) }
                })
        await $isLoading.untilFalse { [weak self] in self?.cancel() }
    }

    /// Cancels the load (Ctrl-C); what arrived stays.
    public func cancel() {
        running?.cancel()
        running = nil
        isLoading = false
    }

    /// The places in `items` of the items shown: filtered, sorted, limited.
    public var arranged: [Int] {
        let sort = options.sort
        let shown = matching.sorted { sort.precedes(items[$0], items[$1]) }
        return options.limit.map { Array(shown.prefix($0)) } ?? shown
    }

    /// True when more items match than are shown.
    public var hasMore: Bool { options.limit.map { matching.count > $0 } ?? false }

    /// Whether `item` changed since the targets were last listed.
    public func isNew(_ item: WorkItem) -> Bool {
        options.lastLooked.map { item.updatedAt > $0 } ?? false
    }

    /// How many repositories the plans left out for having nothing open, and for being archived.
    public var skipped: (empty: Int, archived: Int) {
        plans.reduce((0, 0)) { ($0.0 + $1.skippedEmpty, $0.1 + $1.skippedArchived) }
    }

    /// How many repositories were asked.
    public var asked: Int { plans.reduce(0) { $0 + $1.asked.count } }

    /// The places in `items` that pass the filters (and `--new`), in arrival order.
    public var matching: [Int] {
        items.indices.filter { passes(items[$0]) }
    }

    private func passes(_ item: WorkItem) -> Bool {
        filter.matches(item) && (!options.newOnly || isNew(item))
    }

    private func take(_ batch: WorkBatch, each: (@MainActor (WorkBatch) -> Void)?) {
        if let plan = batch.plan { plans.append(plan) }
        if let disabled = batch.issuesDisabled { issuesDisabled.append(disabled) }
        if let search = batch.search { self.search = search }
        if let missing = batch.missing { self.missing = missing }
        guard let each else {
            items += batch.items
            documents += batch.documents
            return
        }
        // Streamed: each batch is written and let go, so memory holds one repository's items.
        var passed = batch
        let kept = batch.items.indices.filter { passes(batch.items[$0]) }
        passed.items = kept.map { batch.items[$0] }
        passed.documents = kept.map { batch.documents[$0] }
        each(passed)
    }

    /// The batches of `options`: a search's pages, or a sweep's plans and answers.
    private nonisolated static func batches(_ options: WorkListOptions, source: any WorkSource) -> AnyPublisher<WorkBatch, GitHubError> {
        if let query = options.searchQuery {
            let wanted = options.kind == .pullRequests
            return source.searchIssues(query)
                .map { page in
                    var batch = WorkBatch(search: (page.totalCount, page.incompleteResults))
                    for (issue, document) in zip(page.items, page.documents) where issue.isPullRequest == wanted {
                        guard let repository = WorkItem.repository(fromAPIURL: issue.repositoryURL) else { continue }
                        batch.items.append(WorkItem(issue, repository: repository))
                        batch.documents.append(document)
                    }
                    return batch
                }
                .eraseToAnyPublisher()
        }
        let (targets, query, archived, gated) = (options.targets, options.query, options.archived, options.gated)
        switch options.kind {
        case .pullRequests:
            return source.pullRequestSweep(targets, query: query, archived: archived, gated: gated)
                .map { event in batch(event) { WorkItem($0, repository: $1) } }
                .eraseToAnyPublisher()
        case .issues:
            return source.issueSweep(targets, query: query, archived: archived, gated: gated)
                .map { event in batch(event) { WorkItem($0, repository: $1) } }
                .eraseToAnyPublisher()
        }
    }

    private nonisolated static func batch<Item>(_ event: WorkSweepEvent<Item>, row: (Item, String) -> WorkItem) -> WorkBatch {
        switch event {
        case .planned(let plan):
            return WorkBatch(plan: plan)
        case .answered(let work):
            return WorkBatch(
                items: work.items.map { row($0, work.repository) }, documents: work.documents,
                issuesDisabled: work.issuesDisabled ? work.repository : nil)
        case .notFound(let target):
            return WorkBatch(missing: target)
        }
    }
}
