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
    /// Where the view is.
    public private(set) var cursor = ListCursor()
    /// The search, as typed and kept.
    public var search: String { finder.text }
    private var finder = TextSearch()
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
    public var isTypingText: Bool { finder.isTyping }
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
        switch finder.take(key, action: finder.isTyping ? nil : KeyBinding.action(for: key)) {
        case .handled: return []
        // The search runs when it is kept, from the line in view.
        case .kept: return jump(forward: true, from: cursor.top, context: context)
        case .other(let action): return perform(action, context: context)
        }
    }

    private func perform(_ action: BrowseAction, context: ScreenContext) -> [BrowseEffect] {
        let count = lines(context.width).lines.count
        if cursor.scroll(action, count: count, rows: context.textLines) { return [] }
        switch action {
        case .back: return [.back]
        case .nextMatch: return jump(forward: true, from: cursor.top + 1, context: context)
        case .previousMatch: return jump(forward: false, from: cursor.top - 1, context: context)
        case .nextFile, .previousFile:
            let files = lines(context.width).plain.indices.filter { lines(context.width).plain[$0].hasPrefix("diff --git ") }
            let target = action == .nextFile ? files.first { $0 > cursor.top } : files.last { $0 < cursor.top }
            guard let target else { return [.note(action == .nextFile ? "no file below" : "no file above")] }
            cursor.scroll(to: target, count: count, rows: context.textLines)
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

    /// Scrolls to the next line (or the one before) from `line` that contains the search.
    private func jump(forward: Bool, from line: Int, context: ScreenContext) -> [BrowseEffect] {
        finder.jump(forward: forward, from: line, in: lines(context.width).plain, cursor: &cursor, rows: context.textLines)
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
        let lines = lines(context.width).lines
        cursor.scroll(by: 0, count: lines.count, rows: context.textLines)
        let subject = model.detail.map { $0.summary.commit.message.split(separator: "\n").first.map(String.init) ?? "" }
        // The renderer makes the title safe, as every text it draws.
        let title = "\(model.owner)/\(model.repo) @ \(ShortSHA.of(model.ref))" + (subject.map { " — " + $0 } ?? "")
        var screen = BrowseScreen(
            title: title, highlight: search, top: cursor.top,
            lines: lines.isEmpty
                ? [model.isLoading ? "  Loading…" : model.detail != nil ? "  Laying out \(Plural.count(model.detail?.files.count ?? 0, "file"))…" : ""] : lines,
            footer: .keys(KeyBinding.hints(for: .commit)))
        if let typing = finder.typing { screen.footer = .filter(typing.text) }
        screen.spoken = cursor.top < lines.count ? DisplayWidth.withoutEscapes(lines[cursor.top]) : nil
        if !lines.isEmpty { screen.position = "\(min(lines.count, cursor.top + context.textLines).grouped)/\(lines.count.grouped)" }
        return screen
    }
}
