import Foundation
import Models
import Reactive
import Service
import ViewModels

/// Two refs compared, as `repos compare --patch` draws it: where the head stands, the merge
/// base, the commits oldest first, the files and their diffs; scrolled by line, page or file
/// (`]`/`[`), searched with `/`, old beside new with `s` where the terminal is wide enough.
@MainActor
public final class ComparisonScreenState: DiffTextScreenState<ComparisonViewModel>, ScreenState {
    private let draw: @Sendable (Comparison, ComparisonHeader, [CommitRow], DiffLayout) -> LaidOutDiff

    /// The screen over `model`; `draw` lays the comparison out in a layout, off the main actor.
    public init(
        repository: Repository, model: ComparisonViewModel,
        draw: @escaping @Sendable (Comparison, ComparisonHeader, [CommitRow], DiffLayout) -> LaidOutDiff
    ) {
        self.draw = draw
        super.init(.comparison, repository: repository, model: model) { $0.isLoading }
    }

    /// What a failure is about.
    public var subject: String { "comparison '\(model.base)...\(model.head)' of '\(repository.fullName)'" }

    override func own(_ action: BrowseAction, context: ScreenContext) -> [BrowseEffect] {
        guard action == .browser || action == .copy else { return [] }
        return BrowseEffect.link(context.web.comparison(owner: repository.ownerLogin, repo: repository.name, base: model.base, head: model.head), for: action)
    }

    override func changedFiles() -> [DiffEntry] { model.comparison?.files ?? [] }

    override func drawing(_ layout: DiffLayout) -> (@Sendable () -> LaidOutDiff)? {
        guard let comparison = model.comparison, let header = model.header else { return nil }
        let (draw, rows) = (self.draw, model.rows)
        return { draw(comparison, header, rows, layout) }
    }

    /// The screen as it stands.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        // The renderer makes the title safe, as every text it draws.
        let title =
            "\(repository.fullName) \(ShortSHA.naming(model.base))...\(ShortSHA.naming(model.head))"
            + (model.header.map { " — " + $0.standing(naming: ShortSHA.naming) } ?? "")
        let waiting = model.isLoading ? "  Loading…" : model.comparison != nil ? "  Laying out…" : ""
        return textScreen(title: title, waiting: waiting, context: context)
    }
}

extension ComparisonScreenState {
    /// What `head` has that `base` lacks, in a repository.
    public struct Route: ScreenRoute {
        /// The repository.
        public let repository: Repository
        /// The ref compared with.
        public let base: String
        /// The ref compared.
        public let head: String
        /// Whether `base` is a tag asked about as a point in the past (`ComparisonHeader.since`).
        public let since: Bool

        /// The route to `base...head` of `repository`.
        public init(repository: Repository, base: String, head: String, since: Bool = false) {
            (self.repository, self.base, self.head, self.since) = (repository, base, head, since)
        }

        /// The comparison's screen, drawn as `repos compare --patch` draws it.
        public func screen(in environment: BrowseEnvironment) -> any ScreenState {
            let model = ComparisonViewModel(
                owner: repository.ownerLogin, repo: repository.name, base: base, head: head, since: since, source: environment.comparisons,
                now: environment.now)
            let color = environment.color
            return ComparisonScreenState(repository: repository, model: model) { comparison, header, rows, layout in
                ComparisonView.terminalLines(comparison, header: header, rows: rows, layout: layout, color: color)
            }
        }
    }
}
