import Models
import ViewModels

/// A repository's Releases face: each release's tag, title, kind and date, newest first; Enter
/// shows its notes, `o`/`y` give its page.
@MainActor
public final class ReleasesFaceState: RefListFaceState<Release>, RepositorySubjectScreen {
    /// The face over `model`.
    public init(repository: Repository, model: RefListViewModel<Release>) {
        super.init(repository: repository, model: model, fields: Release.fields(model), identity: { String($0.id) })
    }

    override func perform(_ action: BrowseAction, on item: Release?, context: ScreenContext) -> [BrowseEffect] {
        guard let item else { return [] }
        switch action {
        case .open: return [.open(ReleaseScreenState.Route(repository: repository, release: item))]
        case .browser, .copy:
            return BrowseEffect.link(context.web.release(owner: repository.ownerLogin, repo: repository.name, tag: item.tagName), for: action)
        default: return []
        }
    }
}
