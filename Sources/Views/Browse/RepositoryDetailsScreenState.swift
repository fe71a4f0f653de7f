import Foundation
import Models
import Reactive
import Service
import ViewModels

/// `i` on a repository: everything the list leaves out of it, whole: its description, topics,
/// homepage and license, its visibility, and whether it is archived or a fork.
@MainActor
public final class RepositoryDetailsScreenState: ScreenState {
    /// The repository shown.
    public let repository: Repository
    /// Where the view is.
    public private(set) var cursor = ListCursor()
    private let now: @Sendable () -> Date

    /// The details of `repository`, its dates relative to `now`.
    public init(repository: Repository, now: @escaping @Sendable () -> Date) {
        self.repository = repository
        self.now = now
    }

    /// What a failure is about.
    public var subject: String { "repository '\(repository.fullName)'" }
    /// Which key line it shows.
    public var kind: BrowseScreenKind { .details }
    /// True while it waits on the network.
    public var isBusy: Bool { false }
    /// Why its load failed, if it did.
    public var failure: GitHubError? { nil }
    /// True while a search is typed.
    public var isTypingText: Bool { false }
    /// Sends before what it shows changes.
    public var changes: AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }
    /// Starts loading.
    public func start() {}
    /// Stops loading.
    public func stop() {}

    /// Acts on `key`.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        guard let action = KeyBinding.action(for: key) else { return [] }
        let count = lines(width: context.width).count
        if cursor.scroll(action, count: count, rows: context.textLines) { return [] }
        switch action {
        case .back: return [.back]
        case .open: return [.openRepository(repository)]
        case .browser, .copy: return BrowseEffect.link(context.web.repository(owner: repository.ownerLogin, name: repository.name), for: action)
        case .interrupt: return [.interrupt]
        default: return []
        }
    }

    /// The details as lines of at most `width` columns: a label, then the value, wrapped.
    func lines(width: Int) -> [String] {
        let repo = repository
        var kind = [repo.visibility ?? (repo.isPrivate ? "private" : "public")]
        if repo.isFork { kind.append("fork") }
        if repo.archived == true { kind.append("archived (read-only)") }
        let fields: [(String, String?)] = [
            ("Description", repo.description), ("Homepage", repo.homepage.flatMap { $0.isEmpty ? nil : $0 }),
            ("Topics", (repo.topics ?? []).isEmpty ? nil : repo.topics?.joined(separator: ", ")),
            ("License", repo.license.flatMap { $0.name ?? $0.spdxID }), ("Kind", kind.joined(separator: ", ")),
            ("Language", repo.language), ("Stars", repo.stargazersCount.map(\.grouped)), ("Forks", repo.forksCount.map(\.grouped)),
            ("Pushed", repo.pushedAt.map { RelativeTime.describe($0, now: now()) }), ("Updated", repo.updatedAt.map { RelativeTime.describe($0, now: now()) }),
        ]
        let label = 13
        var lines: [String] = []
        for (name, value) in fields {
            guard let value else { continue }
            let wrapped = BrowseRenderer.wrapped(SafeText.line(value), width: max(8, width - label - 2))
            for (index, part) in wrapped.enumerated() {
                lines.append((index == 0 ? name.padding(toLength: label, withPad: " ", startingAt: 0) : String(repeating: " ", count: label)) + part)
            }
        }
        return lines
    }

    /// The screen as it stands.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let lines = lines(width: context.width)
        cursor.scroll(by: 0, count: lines.count, rows: context.textLines)
        var screen = BrowseScreen(title: repository.fullName, top: cursor.top, lines: lines, footer: .keys(KeyBinding.hints(for: .details)))
        screen.spoken = cursor.top < lines.count ? lines[cursor.top] : nil
        return screen
    }
}
