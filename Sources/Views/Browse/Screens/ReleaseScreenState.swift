import Foundation
import Models
import Reactive
import Service
import ViewModels

/// One release (Enter on the Releases face): its tag and title, its kind, when it was made and
/// published and by whom, its notes rendered as the README is, and its assets with their sizes
/// and downloads; scrolled and searched as every text is.
@MainActor
public final class ReleaseScreenState: ScreenState {
    /// The release, as the listing gave it.
    public let release: Release
    /// The repository.
    public let repository: Repository
    private var text = ScrolledText()
    private var rendered = RenderedLines()
    private let render: @MainActor (_ markdown: String, _ width: Int) -> [String]
    private let now: @Sendable () -> Date

    /// The screen of `release`; `render` lays its Markdown notes out at a width; dates are
    /// relative to `now`.
    public init(
        repository: Repository, release: Release, render: @escaping @MainActor (String, Int) -> [String], now: @escaping @Sendable () -> Date
    ) {
        self.repository = repository
        self.release = release
        self.render = render
        self.now = now
    }

    /// The release.
    public var subject: String { "release '\(release.tagName)' of '\(repository.fullName)'" }
    /// A release's key line.
    public var kind: BrowseScreenKind { .release }
    /// Its data is in hand.
    public var isBusy: Bool { false }
    /// Nothing is loaded, so nothing fails.
    public var failure: GitHubError? { nil }
    /// True while a search is typed.
    public var isTypingText: Bool { text.isTyping }
    /// Nothing changes but on a key.
    public var changes: AnyPublisher<Void, Never> { Empty().eraseToAnyPublisher() }

    /// Nothing to load.
    public func start() -> [BrowseEffect] { [] }
    /// Nothing to stop.
    public func stop() {}

    /// Scrolls and searches; `o`/`y` give the release's page.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        switch text.take(key, lines: lines(context.width).plain, rows: context.textLines) {
        case .done(let effects): return effects
        case .other(.back): return [.back]
        case .other(.interrupt): return [.interrupt]
        case .other(let action) where action == .browser || action == .copy:
            return BrowseEffect.link(context.web.release(owner: repository.ownerLogin, repo: repository.name, tag: release.tagName), for: action)
        case .other: return []
        }
    }

    /// `2 months ago (2026-09-30)`.
    private func when(_ date: Date) -> String {
        RelativeTime.describe(date, now: now()) + " (" + GitHubJSON.formatDate(date).prefix(10) + ")"
    }

    /// The release's lines at `width`.
    private func lines(_ width: Int) -> (lines: [String], plain: [String]) {
        if let kept = rendered.at(width) { return kept }
        let kind = RefListView<Release>.kind(release)
        var facts = [kind]
        if let published = release.publishedAt { facts.append("published " + when(published)) }
        if let login = release.author?.login { facts.append("by " + login) }
        var lines = [release.tagName + (release.name.map { $0.isEmpty ? "" : " — " + $0 } ?? ""), facts.joined(separator: " · ")]
        if let created = release.createdAt { lines.append("its commit made " + when(created)) }
        lines.append("")
        let notes = release.body?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        lines += notes.isEmpty ? ["No notes."] : render(notes, max(20, width - 2))
        if !release.assets.isEmpty {
            lines += ["", "Assets (\(release.assets.count))"]
            let table = TextTable(
                columns: [.init("NAME", priority: 10), .init("SIZE", alignRight: true, priority: 5), .init("DOWNLOADS", alignRight: true, priority: 4)],
                rows: release.assets.map { [.init($0.name), .init(ByteSize.describe($0.size)), .init($0.downloadCount.map(\.grouped) ?? "")] })
            // With its header: a number alone does not say it counts downloads.
            lines += table.render(width: max(20, width - 4), color: false).map { "  " + $0 }
        }
        return rendered.keep(lines, at: width)
    }

    /// The screen as it stands.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let (lines, plain) = self.lines(context.width)
        return text.screen(title: "\(repository.fullName) — release \(release.tagName)", lines: lines, plain: plain, kind: kind, context: context)
    }
}

extension ReleaseScreenState {
    /// One release of a repository, as its listing gave it.
    public struct Route: ScreenRoute {
        /// The repository.
        public let repository: Repository
        /// The release.
        public let release: Release

        /// The route to `release` of `repository`.
        public init(repository: Repository, release: Release) {
            (self.repository, self.release) = (repository, release)
        }

        /// The release's screen, its notes rendered as a README is.
        public func screen(in environment: BrowseEnvironment) -> any ScreenState {
            ReleaseScreenState(
                repository: repository, release: release,
                render: { [color = environment.color, spoken = environment.accessible] in MarkdownText.lines($0, width: $1, color: color, spoken: spoken) },
                now: environment.now)
        }
    }
}
