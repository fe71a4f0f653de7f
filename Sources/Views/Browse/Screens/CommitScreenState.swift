import Foundation
import Models
import Reactive
import Service
import ViewModels

/// One commit, as `repos commit --patch` draws it, scrolled by line, page or file (`]`/`[`),
/// searched with `/` and `n`/`N`.
@MainActor
public final class CommitScreenState: ScreenState {
    /// The view model: the same one `repos commit` renders.
    public let model: CommitDetailViewModel
    /// The repository the commit is in.
    public let repository: Repository
    /// The first line in view.
    public var top: Int { text.top }
    /// The search, as typed and kept.
    public var search: String { text.search }
    private var text = ScrolledText()
    /// The most bytes of patch a commit's screen lays out: past it, the header, message and
    /// files, and a line saying why the patch is left out (the view that lays it out applies it).
    public nonisolated static let patchBound = 4 << 20

    /// The commit's lines at one width, drawn once rather than every frame, with their text
    /// without styling for searching.
    private var drawn: (width: Int, lines: [String], plain: [String])?
    /// The width being laid out off the main actor, while it is.
    private var layingOut: Int?
    private let laidOut = PassthroughSubject<Void, Never>()
    private let draw: @Sendable (CommitDetail, CommitHeader, Int) -> [String]

    /// The screen over `model`; `draw` lays the commit out at a width, off the main actor, so a
    /// commit of 100,000 files never holds a key.
    public init(
        repository: Repository, model: CommitDetailViewModel, draw: @escaping @Sendable (CommitDetail, CommitHeader, Int) -> [String]
    ) {
        self.repository = repository
        self.model = model
        self.draw = draw
    }

    /// What a failure is about.
    public var subject: String { "commit '\(model.ref)' of '\(repository.fullName)'" }
    /// Which key line it shows.
    public var kind: BrowseScreenKind { .commit }
    /// True while it waits on the network.
    public var isBusy: Bool { model.isLoading }
    /// Why its load failed, if it did.
    public var failure: GitHubError? { model.error }
    /// True while a search is typed.
    public var isTypingText: Bool { text.isTyping }
    /// Sends before what it shows changes.
    public var changes: AnyPublisher<Void, Never> { Publishers.Merge(model.objectWillChange, laidOut).eraseToAnyPublisher() }

    /// Starts loading.
    public func start() {
        let model = self.model
        Task { await model.load() }
    }

    /// Stops loading.
    public func stop() { model.cancel() }

    /// Acts on `key`.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        let drawn = lines(context.width)
        switch text.take(key, lines: drawn.plain, rows: context.textLines) {
        case .done(let effects): return effects
        case .other(let action): return perform(action, plain: drawn.plain, context: context)
        }
    }

    private func perform(_ action: BrowseAction, plain: [String], context: ScreenContext) -> [BrowseEffect] {
        switch action {
        case .back: return [.back]
        case .nextFile, .previousFile:
            let files = plain.indices.filter { plain[$0].hasPrefix("diff --git ") }
            let target = action == .nextFile ? files.first { $0 > text.top } : files.last { $0 < text.top }
            guard let target else { return [.note(action == .nextFile ? "no file below" : "no file above")] }
            text.scroll(to: target, count: plain.count, rows: context.textLines)
        case .browser:
            return BrowseEffect.link(context.web.commit(owner: repository.ownerLogin, repo: repository.name, sha: model.ref), for: .browser)
        case .copy:
            let sha = model.detail?.summary.sha ?? model.ref
            return [.copy(sha), .note("copied \(sha)")]
        case .refresh:
            drawn = nil
            layingOut = nil
            start()
        case .interrupt: return [.interrupt]
        default: break
        }
        return []
    }

    /// The lines at `width`, once laid out; until then none, and the layout is started.
    private func lines(_ width: Int) -> (width: Int, lines: [String], plain: [String]) {
        if let drawn, drawn.width == width, model.detail != nil { return drawn }
        guard let detail = model.detail, let header = model.header else { return (width, [], []) }
        if layingOut != width {
            layingOut = width
            let draw = self.draw
            Task.detached { [weak self] in
                let lines = draw(detail, header, width)
                let plain = lines.map(DisplayWidth.withoutEscapes)
                await self?.laid(out: (width, lines, plain))
            }
        }
        return (width, [], [])
    }

    private func laid(out made: (width: Int, lines: [String], plain: [String])) {
        guard layingOut == made.width else { return }
        laidOut.send()
        layingOut = nil
        drawn = made
    }

    /// The screen as it stands.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let (_, lines, plain) = lines(context.width)
        let subject = model.detail.map { $0.summary.commit.message.split(separator: "\n").first.map(String.init) ?? "" }
        // The renderer makes the title safe, as every text it draws.
        let title = "\(model.owner)/\(model.repo) @ \(ShortSHA.of(model.ref))" + (subject.map { " — " + $0 } ?? "")
        var screen = BrowseScreen(
            title: title,
            lines: lines.isEmpty
                ? [model.isLoading ? "  Loading…" : model.detail != nil ? "  Laying out \(Plural.count(model.detail?.files.count ?? 0, "file"))…" : ""] : lines,
            footer: .keys(KeyBinding.hints(for: .commit)))
        text.decorate(&screen, plain: plain, rows: context.textLines)
        return screen
    }
}
