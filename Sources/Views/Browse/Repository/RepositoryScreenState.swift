import Models
import Reactive
import Service

/// A repository in `browse`, its faces as tabs, after Bubble Tea's composed models: the screen
/// holds which face is shown and routes keys, resizes and refreshes to it; each face (README,
/// Files, Commits, Branches, Tags, Releases) is a screen state of its own, made and started when
/// first shown. Tab and `1`–`6` change the face, `b` picks the ref the README, Files and Commits
/// show; the title names the repository, the ref and the faces, then what the face says.
@MainActor
public final class RepositoryScreenState: RepositorySubjectScreen {
    /// The repository shown.
    public let repository: Repository
    /// The face shown.
    public private(set) var face = RepositoryFace.readme
    /// The branch or tag the README, Files and Commits show; nil for the default branch.
    public private(set) var ref: String?
    private let faces: RepositoryFaces
    /// The face shown; made on first showing, kept until the ref it follows changes.
    private var shown: any ScreenState
    private var made: [RepositoryFace: any ScreenState] = [:]
    private var observations: [RepositoryFace: [AnyCancellable]] = [:]
    private let relay = PassthroughSubject<Void, Never>()
    private let asked = PassthroughSubject<[BrowseEffect], Never>()

    /// The screen of `repository` on its README, the other faces made by `faces` when first
    /// shown; nothing loads until `start()`'s effects run.
    public init(repository: Repository, faces: RepositoryFaces) {
        self.repository = repository
        self.faces = faces
        shown = faces.readme(nil)
        keep(shown, as: .readme)
    }

    /// Keeps `state` as `face`, following its changes and, while it is shown, its requests: only
    /// the face shown speaks for the screen.
    private func keep(_ state: any ScreenState, as face: RepositoryFace) {
        made[face] = state
        observations[face] = [
            state.changes.sink { [relay] in relay.send() },
            state.requests.sink { [weak self, asked] effects in
                MainActor.assumeIsolated { if self?.face == face { asked.send(effects) } }
            },
        ]
    }

    private func make(_ face: RepositoryFace) -> any ScreenState {
        switch face {
        case .readme: faces.readme(ref)
        case .files: faces.files(ref)
        case .commits: faces.commits(ref)
        case .branches: faces.branches()
        case .tags: faces.tags()
        case .releases: faces.releases()
        }
    }

    /// The key line of the face shown.
    public var kind: BrowseScreenKind { shown.kind }
    /// True while the face shown loads.
    public var isBusy: Bool { shown.isBusy }
    /// Why the face shown failed to load.
    public var failure: GitHubError? { shown.failure }
    /// True while the face shown has text typed into it.
    public var isTypingText: Bool { shown.isTypingText }
    /// Every face's changes, as they are made.
    public var changes: AnyPublisher<Void, Never> { relay.eraseToAnyPublisher() }
    /// What the face shown asks for once its data is in.
    public var requests: AnyPublisher<[BrowseEffect], Never> { asked.eraseToAnyPublisher() }

    /// The face shown's loads.
    public func start() -> [BrowseEffect] { shown.start() }

    /// Stops every face's loading.
    public func stop() {
        for state in made.values { state.stop() }
    }

    /// Acts on `key`: a face change or `b`, else the face's own keys.
    public func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
        let state = shown
        guard !state.isTypingText else { return state.update(key, context: context) }
        switch KeyBinding.action(for: key) {
        case .nextFace?: return show(face.next)
        case .face(let place)?: return RepositoryFace(rawValue: place - 1).map(show) ?? []
        case .pickRef?: return [.open(RefPickerScreenState.Route(repository: repository, current: ref))]
        case .pullRequests?, .issues?:
            return [.open(RepositoryWorkRoute(repository: repository, pullRequests: KeyBinding.action(for: key) == .pullRequests))]
        default: return state.update(key, context: context)
        }
    }

    /// Shows `next`: made and started the first time (its loads returned), as it was otherwise.
    private func show(_ next: RepositoryFace) -> [BrowseEffect] {
        face = next
        relay.send()
        if let state = made[next] {
            shown = state
            return []
        }
        shown = make(next)
        keep(shown, as: next)
        return shown.start()
    }

    /// Shows `ref` on the faces that follow it: each is made anew, at it, when next shown;
    /// returns what the face shown loads.
    public func choose(ref: String) -> [BrowseEffect] {
        guard ref != self.ref else { return [] }
        self.ref = ref
        for face in RepositoryFace.allCases where face.followsRef {
            made.removeValue(forKey: face)?.stop()
            observations[face] = nil
        }
        return show(face)
    }

    /// The face's screen under the title: the repository, the ref and the tabs, then what the
    /// face says (its folder, its count), the end of it kept where it must be cut.
    public func screen(_ context: ScreenContext) -> BrowseScreen {
        var screen = shown.screen(context)
        screen.title = title(
            detail: screen.title, keepsEnd: screen.keepsTitleEnd, room: BrowseRenderer.titleRoom(position: screen.position, width: context.width))
        return screen
    }

    /// The first of these that fits `room`: `owner/name @ ref — README · [Files] · … · detail`,
    /// `owner/name @ ref — Files 2/6 · detail`, `name @ ref — Files 2/6 · detail`,
    /// `owner/name @ ref — detail`, `name @ ref — detail`; else the last with the detail cut to
    /// fit (at its start when `keepsEnd`: a folder's path keeps the folder you are in). The owner
    /// goes only after the tabs, so a title names the whole repository while it can.
    private func title(detail: String, keepsEnd: Bool, room: Int) -> String {
        let ats = [repository.fullName, repository.name].map { $0 + (ref.map { " @ " + $0 } ?? "") }
        let wide = ats[0] + " — " + RepositoryFace.allCases.map { $0 == face ? "[\($0.title)]" : $0.title }.joined(separator: " · ")
        let narrows = ats.map { $0 + " — \(face.title) \(face.place)/\(RepositoryFace.allCases.count)" }
        let candidates =
            detail.isEmpty ? [wide] + narrows : [wide + " · " + detail] + narrows.map { $0 + " · " + detail } + ats.map { $0 + " — " + detail }
        if let fitting = candidates.first(where: { DisplayWidth.of($0) <= room }) { return fitting }
        let at = ats[1]
        guard !detail.isEmpty else { return narrows[1] }
        let left = max(1, room - DisplayWidth.of(at) - 3)
        return at + " — " + (keepsEnd ? DisplayWidth.truncateStart(detail, to: left) : DisplayWidth.truncate(detail, to: left))
    }
}

extension RepositoryScreenState {
    /// A repository, on its README.
    public struct Route: ScreenRoute {
        /// The repository.
        public let repository: Repository

        /// The route to `repository`.
        public init(repository: Repository) { self.repository = repository }

        /// The repository's screen, its faces read from `environment`'s sources.
        public func screen(in environment: BrowseEnvironment) -> any ScreenState {
            RepositoryScreenState(repository: repository, faces: RepositoryFaces(repository: repository, environment: environment))
        }
    }
}
