import Foundation
import Models
import Reactive
import Service
import ViewModels

/// An organization's open pull requests (`P` on the repositories) or issues (`I`): the listing
/// `repos prs` and `repos issues` make, filtered as you type, `●` on what changed since the last
/// look, and for pull requests the CI and review state of the rows on screen as it arrives (asked
/// for those rows only, 8 at a time, kept by head SHA).
@MainActor
public final class WorkListScreenState: ScreenState {
    /// The listing.
    public let model: WorkListViewModel
    /// CI and review state of the rows shown; nil for issues.
    public let statuses: WorkRowStatusViewModel?
    private let owner: String
    private var cursor = ListCursor()
    private var query = ""
    private var typing: TypedText?
    private let now: @Sendable () -> Date
    private let record: @MainActor () -> Void
    /// Whether a key has moved the selection or typed a filter: until then it stays on the first
    /// row while answers arrive, rather than following whichever item was first.
    private var placed = false
    /// Whether the sweep was in flight when last seen: its end is a look.
    private var wasLoading = false
    /// The rows the screen showed last, for the statuses asked as the sweep comes in; none
    /// before it is first drawn.
    private var rowsShown = 0

    /// The screen over `model`; `statuses` fetches what pull requests' rows show of CI and review;
    /// `record` remembers the look once the listing is in.
    public init(
        owner: String, model: WorkListViewModel, statuses: WorkRowStatusViewModel?, now: @escaping @Sendable () -> Date,
        record: @escaping @MainActor () -> Void = {}
    ) {
        (self.owner, self.model, self.statuses, self.now, self.record) = (owner, model, statuses, now, record)
    }

    private var pullRequests: Bool { model.options.kind == .pullRequests }
    private var noun: String { pullRequests ? "pull requests" : "issues" }

    /// The organization.
    public var subject: String { "\(noun) of organization or user '\(owner)'" }
    /// The list's key line.
    public var kind: BrowseScreenKind { .workList }
    /// True while repositories are asked.
    public var isBusy: Bool { model.isLoading }
    /// Why the sweep failed, if it did.
    public var failure: GitHubError? { model.error }
    /// True while the filter is typed.
    public var isTypingText: Bool { typing != nil }
    /// The listing's changes, and the statuses'.
    public var changes: AnyPublisher<Void, Never> {
        guard let statuses else { return model.objectWillChange.eraseToAnyPublisher() }
        return Publishers.Merge(model.objectWillChange, statuses.objectWillChange).eraseToAnyPublisher()
    }

    /// Once the sweep is in, the statuses of the rows then in view are asked for, and the look is
    /// remembered.
    public var requests: AnyPublisher<[BrowseEffect], Never> {
        Publishers.CombineLatest(model.$items, model.$isLoading)
            .map { [weak self] _, loading -> [BrowseEffect] in
                MainActor.assumeIsolated {
                    guard let self else { return [] }
                    if self.wasLoading, !loading, self.model.error == nil { self.record() }
                    self.wasLoading = loading
                    // Rows pass through view while answers arrive and reorder them: the rows
                    // asked for are the ones in view once the order has settled.
                    if !loading { self.askForRowsInView() }
                    return []
                }
            }
            .eraseToAnyPublisher()
    }

    /// The sweep.
    public func start() -> [BrowseEffect] { [.load(ScreenLoad(model))] }

    /// Stops the sweep and the statuses.
    public func stop() {
        model.cancel()
        statuses?.cancel()
    }

    /// The items shown: the sweep's, in its order, that match the filter.
    private var visible: [WorkItem] {
        let filter = FilterQuery(query)
        return model.arranged.map { model.items[$0] }.filter { item in
            filter.matches(item.identity, item.title, item.author, item.labels.map(\.name).joined(separator: " "))
        }
    }

    private var selected: WorkItem? {
        let items = visible
        return cursor.selection < items.count ? items[cursor.selection] : nil
    }

    /// Moves, filters, opens; `o` and `y` give the selected item's page and name.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        rowsShown = context.listRows
        guard let action = self.action(for: key) else {
            refollow(context)
            return []
        }
        let items = visible
        if !placed { cursor = ListCursor() }
        if cursor.apply(action, count: items.count, rows: context.listRows, id: { items[$0].identity }) {
            placed = true
            askForRowsInView()
            return []
        }
        switch action {
        case .interrupt: return [.interrupt]
        case .filter: typing = TypedText(query)
        case .refresh: return [.load(ScreenLoad(model))]
        case .back:
            guard !query.isEmpty else { return [.back] }
            query = ""
            refollow(context)
        case .open:
            guard let item = selected, let (owner, repo) = Self.split(item.repository) else { return [] }
            return [.open(WorkItemScreenState.Route(owner: owner, repo: repo, number: item.number, isPullRequest: item.isPullRequest))]
        case .browser:
            guard let item = selected, let (owner, repo) = Self.split(item.repository) else { return [] }
            return BrowseEffect.link(context.web.item(owner: owner, repo: repo, number: item.number, pullRequest: item.isPullRequest), for: .browser)
        case .copy:
            return selected.map { [.copy($0.identity), .note("copied \($0.identity)")] } ?? []
        default: break
        }
        return []
    }

    /// What `key` asks of the rows once the filter has taken what it types; nil when it took it.
    private func action(for key: Key) -> BrowseAction? {
        guard var typed = typing else { return KeyBinding.action(for: key, on: kind) }
        let outcome = typed.apply(key)
        typing = typed
        switch outcome {
        case .editing:
            query = typed.text
            // The cursor's rule lands the filter on its first match.
            placed = true
            return nil
        case .kept:
            typing = nil
            return nil
        case .cleared:
            typing = nil
            query = ""
            return nil
        case .passed(let action): return action
        case .interrupt: return .interrupt
        }
    }

    /// Keeps the selection on its item among the rows as they are now.
    private func refollow(_ context: ScreenContext) {
        follow(visible, context)
        askForRowsInView()
    }

    /// Keeps the selection on its item among `items`, or on the first row until a key has
    /// placed it: the sweep's rows arrive sorted, and the top is where a person starts.
    private func follow(_ items: [WorkItem], _ context: ScreenContext) {
        guard placed else {
            cursor = ListCursor()
            return
        }
        cursor.follow(
            count: items.count, rows: context.listRows, filter: query, id: { items[$0].identity },
            index: { anchor in items.firstIndex { $0.identity == anchor } })
    }

    /// Asks for the CI and review state of the pull requests in view, and only those.
    private func askForRowsInView() {
        guard let statuses else { return }
        statuses.ask(Array(visible.dropFirst(cursor.top).prefix(rowsShown)))
    }

    /// `repo#n` for an item of the screen's owner, which the title names already, so the title
    /// column keeps the room; `#n` in a repository's own list, whose title names it; `owner/repo#n`
    /// for any other.
    private func shortName(_ item: WorkItem) -> String {
        if item.repository.lowercased() == owner.lowercased() { return String(item.identity.dropFirst(item.repository.count)) }
        guard let (itemOwner, _) = Self.split(item.repository), itemOwner.lowercased() == owner.lowercased() else { return item.identity }
        return String(item.identity.dropFirst(itemOwner.count + 1))
    }

    private static func split(_ repository: String) -> (String, String)? {
        let parts = repository.split(separator: "/", maxSplits: 1).map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    /// The rows in view, as cells.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        // The rows a draw shows are the rows asked for when the sweep comes in between keys.
        rowsShown = context.listRows
        let items = visible
        follow(items, context)
        let shown = items.dropFirst(cursor.top).prefix(context.listRows)
        let current = now()
        let rows = shown.map { item -> [String] in
            let status = statuses?.status(of: item)
            let updated = RelativeTime.describe(item.updatedAt, now: current)
            let mark = model.isNew(item) ? "●" : ""
            let state = item.state == .open ? "" : item.state.rawValue
            let name = shortName(item)
            if pullRequests {
                return [mark, name, state, item.title, item.author, status?.ci ?? "…", status?.review ?? "…", updated]
            }
            return [mark, name, item.title, item.author, String(item.comments ?? 0), updated]
        }
        var title = "\(owner) — "
        if model.isLoading, model.items.isEmpty {
            title += "loading \(noun)"
        } else {
            let repositories = Set(model.matching.map { model.items[$0].repository }).count
            let count = model.matching.count
            let one = pullRequests ? "pull request" : "issue"
            title += "\(count.grouped) open \(count == 1 ? one : noun) in \(repositories.grouped) \(repositories == 1 ? "repository" : "repositories")"
        }
        if let last = model.options.lastLooked {
            let new = model.matching.filter { model.isNew(model.items[$0]) }.count
            title += " · \(new.grouped) new since \(RelativeTime.describe(last, now: current))"
        }
        if !query.isEmpty { title += " · \(items.count.grouped) match \"\(query)\"" }
        let columns: [BrowseScreen.ListColumn] =
            pullRequests
            ? [
                .init("", priority: 9), .init(pullRequests ? "PR" : "ISSUE", priority: 10), .init("", isDim: true, priority: 5),
                .init("TITLE", flexible: true, priority: 1), .init("AUTHOR", priority: 4), .init("CI", priority: 7), .init("REVIEW", priority: 6),
                .init("UPDATED", isDim: true, priority: 3),
            ]
            : [
                .init("", priority: 9), .init("ISSUE", priority: 10), .init("TITLE", flexible: true, priority: 1), .init("AUTHOR", priority: 4),
                .init("💬", alignsRight: true, priority: 5), .init("UPDATED", isDim: true, priority: 3),
            ]
        var screen = BrowseScreen(
            title: title, highlight: query, columns: columns, rows: Array(rows), selection: cursor.selection - cursor.top,
            footer: typing.map { .filter($0.text) } ?? .keys(KeyBinding.hints(for: kind)),
            emptyText: model.isLoading ? "Loading…" : query.isEmpty ? "No open \(noun) in \(owner)." : "Nothing matches \"\(query)\".")
        if !items.isEmpty { screen.position = "\((cursor.selection + 1).grouped)/\(items.count.grouped)" }
        screen.spoken = selected.map { item in
            let status = statuses?.status(of: item).map { ", CI \($0.checks.line), reviews \($0.reviews.line)" } ?? ""
            return "\(model.isNew(item) ? "new: " : "")\(item.identity) \(item.state.rawValue) by \(item.author): \(item.title)\(status)"
        }
        return screen
    }
}

extension WorkListScreenState {
    /// An organization's open pull requests or issues.
    public struct Route: ScreenRoute {
        /// The organization (or user).
        public let owner: String
        /// Pull requests, else issues.
        public let pullRequests: Bool

        /// The route to `owner`'s open pull requests (or issues).
        public init(owner: String, pullRequests: Bool) { (self.owner, self.pullRequests) = (owner, pullRequests) }

        /// The list's screen: the same sweep as `repos prs`/`repos issues`, most recently updated first.
        public func screen(in environment: BrowseEnvironment) -> any ScreenState {
            let kind: WorkKind = pullRequests ? .pullRequests : .issues
            let listing = "\(kind.rawValue) \(owner.lowercased())"
            let options = WorkListOptions(kind: kind, targets: [.owner(owner)], lastLooked: environment.lastLooked?.date(of: listing))
            let model = WorkListViewModel(options: options, source: environment.work ?? UnavailableWork())
            let statuses = pullRequests ? environment.workDetails.map { WorkRowStatusViewModel(source: $0) } : nil
            let memory = environment.lastLooked
            return WorkListScreenState(owner: owner, model: model, statuses: statuses, now: environment.now, record: { memory?.record(listing) })
        }
    }
}
