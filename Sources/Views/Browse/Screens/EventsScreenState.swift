import Foundation
import Models
import Reactive
import Service
import ViewModels

/// An organization's Activity (`A` on the repositories): its events feed as `repos watch` polls
/// it, newest first, a row added as each event arrives, the selection kept on its event; Enter
/// opens what an event names: a pull request or an issue, a pushed commit, a release.
@MainActor
public final class EventsScreenState: ScreenState {
    /// The watch.
    public let model: WatchViewModel
    private let owner: String
    private let now: @Sendable () -> Date
    private var cursor = ListCursor()
    /// Whether a key has moved the selection: until then it stays on the newest event.
    private var placed = false

    /// The screen over `model`, a watch of `owner`'s feed.
    public init(owner: String, model: WatchViewModel, now: @escaping @Sendable () -> Date) {
        (self.owner, self.model, self.now) = (owner, model, now)
    }

    /// The organization.
    public var subject: String { "events of organization '\(owner)'" }
    /// The Activity key line.
    public var kind: BrowseScreenKind { .activity }
    /// Until the first answer, it is loading.
    public var isBusy: Bool { model.status.polls == 0 && model.error == nil }
    /// What ended the watch, if anything did.
    public var failure: GitHubError? { model.error }
    /// It has no filter.
    public var isTypingText: Bool { false }
    /// Each event shown and each poll.
    public var changes: AnyPublisher<Void, Never> { model.objectWillChange.eraseToAnyPublisher() }

    /// Starts polling: the watch needs no task of the browser's.
    public func start() -> [BrowseEffect] {
        model.start()
        return []
    }

    /// Stops polling, when the screen is left.
    public func stop() { model.cancel() }

    /// The events, newest first.
    private var events: [WatchedEvent] { model.events.reversed() }

    private var selected: WatchedEvent? {
        let shown = events
        return cursor.selection < shown.count ? shown[cursor.selection] : nil
    }

    /// Moves and opens; `o` and `y` give the named item's page.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        guard let action = KeyBinding.action(for: key, on: kind) else { return [] }
        follow(context)
        let shown = events
        if cursor.apply(action, count: shown.count, rows: context.listRows, id: { shown[$0].event.id }) {
            placed = true
            return []
        }
        switch action {
        case .interrupt: return [.interrupt]
        case .back: return [.back]
        case .open: return selected.flatMap { Self.route(to: $0.event) }.map { [.open($0)] } ?? []
        case .browser, .copy:
            guard let event = selected?.event, let (owner, repo) = Self.split(event.repository) else { return [] }
            return BrowseEffect.link(Self.page(of: event, owner: owner, repo: repo, web: context.web), for: action)
        default: return []
        }
    }

    /// The screen an event names: its pull request or issue, the commit a push brought, its
    /// release; nil for an event that names none (a star, a fork).
    public static func route(to event: Event) -> (any ScreenRoute)? {
        guard let (owner, repo) = split(event.repository) else { return nil }
        let payload = event.payload
        let repository = Repository(id: 0, name: repo, fullName: event.repository, owner: User(login: owner))
        switch event.type {
        case "PullRequestEvent", "PullRequestReviewEvent", "PullRequestReviewCommentEvent", "IssuesEvent", "IssueCommentEvent":
            return payload.number.map { WorkItemScreenState.Route(owner: owner, repo: repo, number: $0, isPullRequest: payload.isPullRequest) }
        case "PushEvent":
            return payload.head.map { CommitScreenState.Route(repository: repository, sha: $0) }
        case "CommitCommentEvent":
            return payload.commitID.map { CommitScreenState.Route(repository: repository, sha: $0) }
        case "ReleaseEvent":
            return payload.release.map { ReleaseScreenState.Route(repository: repository, release: $0) }
        default:
            return nil
        }
    }

    /// The web page of what `event` names, else its repository's.
    private static func page(of event: Event, owner: String, repo: String, web: WebPages) -> Result<URL, WebPages.Refusal> {
        let payload = event.payload
        if let number = payload.number { return web.item(owner: owner, repo: repo, number: number, pullRequest: payload.isPullRequest) }
        if let tag = payload.tagName { return web.release(owner: owner, repo: repo, tag: tag) }
        if let sha = payload.head ?? payload.commitID { return web.commit(owner: owner, repo: repo, sha: sha) }
        return web.repository(owner: owner, name: repo)
    }

    private static func split(_ repository: String) -> (String, String)? {
        let parts = repository.split(separator: "/", maxSplits: 1).map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }

    /// Keeps the selection on its event as new ones arrive above it.
    private func follow(_ context: ScreenContext) {
        let shown = events
        guard placed else {
            cursor = ListCursor()
            return
        }
        cursor.follow(
            count: shown.count, rows: context.listRows, id: { shown[$0].event.id }, index: { anchor in shown.firstIndex { $0.event.id == anchor } })
    }

    /// The events in view, as cells.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        follow(context)
        let shown = events
        let current = now()
        let rows = shown.dropFirst(cursor.top).prefix(context.listRows).map { watched -> [String] in
            let event = watched.event
            return [RelativeTime.describe(event.createdAt, now: current), event.repository, event.actor, EventWords.of(event)]
        }
        let status = model.status
        var title = "\(owner) — activity"
        if let seconds = status.reconnectingIn {
            title += " · reconnecting in \(seconds) s"
        } else if status.polls == 0 {
            title += " · polling"
        } else {
            title += " · \(Plural.count(shown.count, "event")) · \(Plural.count(status.polls, "poll")), \(status.unchanged) unchanged (304)"
        }
        let columns: [BrowseScreen.ListColumn] = [
            .init("WHEN", isDim: true, priority: 3), .init("REPOSITORY", priority: 8), .init("WHO", priority: 5), .init("WHAT", flexible: true, priority: 10),
        ]
        var screen = BrowseScreen(
            title: title, highlight: "", columns: columns, rows: Array(rows), selection: cursor.selection - cursor.top,
            footer: .keys(KeyBinding.hints(for: kind)),
            emptyText: status.polls == 0 ? "Loading…" : "No events in \(owner)'s public feed yet: they arrive 30 s to 6 h after they happen.")
        if !shown.isEmpty { screen.position = "\((cursor.selection + 1).grouped)/\(shown.count.grouped)" }
        screen.spoken = selected.map { "\($0.event.repository): \($0.event.actor) \(EventWords.of($0.event))" }
        return screen
    }
}

extension EventsScreenState {
    /// An organization's Activity.
    public struct Route: ScreenRoute {
        /// The organization.
        public let owner: String

        /// The route to `owner`'s Activity.
        public init(owner: String) { self.owner = owner }

        /// The screen: a watch of the org's public feed, remembering what it shows as
        /// `repos watch` does.
        public func screen(in environment: BrowseEnvironment) -> any ScreenState {
            let options = WatchOptions(feeds: [.organization(owner)], latest: Limit.eventsPerPoll.value)
            return EventsScreenState(owner: owner, model: environment.watch(options, true), now: environment.now)
        }
    }
}
