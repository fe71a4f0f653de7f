import Foundation
import Models
import Reactive
import Service
import ViewModels

/// One commit, as `repos commit --patch` draws it, scrolled by line, page or file (`]`/`[`),
/// searched with `/` and `n`/`N`, old beside new with `s` where the terminal is wide enough;
/// opened from a file's history, at that file's diff, as tig opens it.
@MainActor
public final class CommitScreenState: DiffTextScreenState<CommitDetailViewModel>, ScreenState {
    /// The most bytes of patch a commit's screen lays out: past it, the header, message and
    /// files, and a line saying why the patch is left out (the view that lays it out applies it).
    public nonisolated static let patchBound = Limit.laidOutPatchBytes.value
    /// The bytes of `detail`'s patch, all its files together: past `patchBound`, it is left out.
    public nonisolated static func patchBytes(of detail: CommitDetail) -> Int {
        detail.files.reduce(0) { $0 + ($1.patch?.utf8.count ?? 0) }
    }

    /// The file (or folder) whose history it was opened from: the view starts at its diff.
    public let path: String?
    private let draw: @Sendable (CommitDetail, CommitHeader, DiffLayout) -> LaidOutDiff

    /// The screen over `model`, at the diff of `path` when given; `draw` lays the commit out in a
    /// layout, off the main actor, so a commit of 100,000 files never holds a key.
    public init(
        repository: Repository, model: CommitDetailViewModel, path: String? = nil,
        draw: @escaping @Sendable (CommitDetail, CommitHeader, DiffLayout) -> LaidOutDiff
    ) {
        self.path = path
        self.draw = draw
        super.init(.commit, repository: repository, model: model) { $0.isLoading }
    }

    /// What a failure is about.
    public var subject: String { "commit '\(model.ref)' of '\(repository.fullName)'" }

    override func own(_ action: BrowseAction, context: ScreenContext) -> [BrowseEffect] {
        switch action {
        case .browser:
            return BrowseEffect.link(context.web.commit(owner: repository.ownerLogin, repo: repository.name, sha: model.ref), for: .browser)
        case .copy:
            let sha = model.detail?.summary.sha ?? model.ref
            return [.copy(sha), .note("copied \(sha)")]
        default: return []
        }
    }

    override func patchLeftOut() -> String? {
        guard let detail = model.detail, Self.patchBytes(of: detail) > Self.patchBound else { return nil }
        return "the patch is left out (past \(ByteSize.describe(Self.patchBound))): o opens the commit on the web"
    }

    override func changedFiles() -> [DiffEntry] { model.detail?.files ?? [] }

    /// The diff of `path`: the file of that name (or, renamed, of that old name), else the first
    /// file in that folder; the top when the commit changed none.
    override func startingPlace() -> DiffAnchor? {
        guard let path else { return nil }
        let files = changedFiles()
        let file =
            files.firstIndex { $0.filename == path || $0.previousFilename == path }
            ?? files.firstIndex { $0.filename.hasPrefix(path + "/") || $0.previousFilename?.hasPrefix(path + "/") == true }
        return file.map(DiffAnchor.start(ofFile:))
    }

    override func drawing(_ layout: DiffLayout) -> (@Sendable () -> LaidOutDiff)? {
        guard let detail = model.detail, let header = model.header else { return nil }
        let draw = self.draw
        return { draw(detail, header, layout) }
    }

    /// The screen as it stands.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        let subject = model.detail.map(\.summary.commit.title)
        // The renderer makes the title safe, as every text it draws.
        let title = "\(model.owner)/\(model.repo) @ \(ShortSHA.of(model.ref))" + (subject.map { " — " + $0 } ?? "")
        let waiting = model.isLoading ? "  Loading…" : model.detail != nil ? "  Laying out \(Plural.count(model.detail?.files.count ?? 0, "file"))…" : ""
        return textScreen(title: title, waiting: waiting, context: context)
    }
}

extension CommitScreenState {
    /// One commit of a repository, by its SHA.
    public struct Route: ScreenRoute {
        /// The repository.
        public let repository: Repository
        /// The commit's SHA (or any ref GitHub resolves to a commit).
        public let sha: String
        /// The file or folder whose history it is opened from, to open at its diff; nil for the top.
        public let path: String?

        /// The route to `sha` of `repository`, at the diff of `path` when given.
        public init(repository: Repository, sha: String, path: String? = nil) {
            (self.repository, self.sha, self.path) = (repository, sha, path)
        }

        /// The commit's screen, drawn as `repos commit --patch` draws it.
        public func screen(in environment: BrowseEnvironment) -> any ScreenState {
            let model = CommitDetailViewModel(owner: repository.ownerLogin, repo: repository.name, ref: sha, source: environment.commits, now: environment.now)
            let color = environment.color
            return CommitScreenState(repository: repository, model: model, path: path) {
                CommitDetailView.terminalLines($0, header: $1, layout: $2, color: color)
            }
        }
    }
}
