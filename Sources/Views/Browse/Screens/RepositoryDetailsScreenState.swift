import Foundation
import Models
import Reactive
import Service
import ViewModels

/// `i` on a repository: everything the list leaves out of it, whole: its description, topics,
/// homepage and license, its visibility, whether it is archived or a fork, and its languages'
/// shares (asked for when the screen opens).
@MainActor
public final class RepositoryDetailsScreenState: RepositorySubjectScreen {
    /// The repository shown.
    public let repository: Repository
    private var text = ScrolledText()
    private let now: @Sendable () -> Date
    /// The repository's languages, when the browser can ask for them.
    private let languages: FetchedViewModel<RepositoryLanguages>?

    /// The details of `repository`, its dates relative to `now`, with `languages` loaded on start.
    public init(repository: Repository, now: @escaping @Sendable () -> Date, languages: FetchedViewModel<RepositoryLanguages>? = nil) {
        self.repository = repository
        self.now = now
        self.languages = languages
    }

    /// Which key line it shows.
    public var kind: BrowseScreenKind { .details }
    /// True while the languages load.
    public var isBusy: Bool { languages?.isLoading ?? false }
    /// Why the languages failed to load, if they did.
    public var failure: GitHubError? { languages?.error }
    /// True while a search is typed.
    public var isTypingText: Bool { false }
    /// Sends before what it shows changes.
    public var changes: AnyPublisher<Void, Never> { languages?.objectWillChange.eraseToAnyPublisher() ?? Empty().eraseToAnyPublisher() }
    /// The languages' load.
    public func start() -> [BrowseEffect] { languages.map { [.load(ScreenLoad($0))] } ?? [] }
    /// Stops loading.
    public func stop() { languages?.cancel() }

    /// The languages' shares, largest first, to one decimal (`Swift 82.1%, Shell 17.9%`); at most
    /// eight named, the rest summed as "other".
    static func shares(_ languages: RepositoryLanguages) -> String? {
        let shares = languages.shares
        guard !shares.isEmpty else { return nil }
        let shown = shares.prefix(8).map { "\($0.name) \(String(format: "%.1f", $0.percent))%" }
        let rest = shares.dropFirst(8).reduce(0.0) { $0 + $1.percent }
        return (shown + (shares.count > 8 ? ["other \(String(format: "%.1f", rest))%"] : [])).joined(separator: ", ")
    }

    /// Acts on `key`.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        switch text.take(key, lines: lines(width: context.width), rows: context.textLines) {
        case .done(let effects): return effects
        case .other(.back): return [.back]
        case .other(.open): return [.open(RepositoryScreenState.Route(repository: repository))]
        case .other(let action) where action == .browser || action == .copy:
            return BrowseEffect.link(context.web.repository(owner: repository.ownerLogin, name: repository.name), for: action)
        case .other(.interrupt): return [.interrupt]
        case .other: return []
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
            ("Language", repo.language), ("Languages", languages?.value.flatMap(Self.shares)), ("Stars", repo.stargazersCount.map(\.grouped)),
            ("Forks", repo.forksCount.map(\.grouped)),
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
        return text.screen(title: repository.fullName, lines: lines, plain: lines, kind: kind, context: context)
    }
}

extension RepositoryDetailsScreenState {
    /// A repository's details, its languages asked for.
    public struct Route: ScreenRoute {
        /// The repository.
        public let repository: Repository

        /// The route to the details of `repository`.
        public init(repository: Repository) { self.repository = repository }

        /// The details' screen.
        public func screen(in environment: BrowseEnvironment) -> any ScreenState {
            let languages = FetchedViewModel(languagesOf: repository.ownerLogin, repo: repository.name, source: environment.files)
            return RepositoryDetailsScreenState(repository: repository, now: environment.now, languages: languages)
        }
    }
}
