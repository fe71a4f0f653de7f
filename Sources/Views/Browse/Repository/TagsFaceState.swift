import Models
import ViewModels

/// A repository's Tags face: each tag and its commit, newest first; Enter opens a tag's
/// commits, `o`/`y` give its files' page, `c` shows what the default branch gained since it.
@MainActor
public final class TagsFaceState: RefListFaceState<RepositoryTag>, RepositorySubjectScreen {
    /// The face over `model`.
    public init(repository: Repository, model: RefListViewModel<RepositoryTag>) {
        super.init(repository: repository, model: model, fields: RepositoryTag.fields(model), identity: \.name)
    }

    /// The repository's key line, with `c`.
    override public var kind: BrowseScreenKind { .refFace }

    override func perform(_ action: BrowseAction, on item: RepositoryTag?, context: ScreenContext) -> [BrowseEffect] {
        guard let item else { return [] }
        return refEffects(item.name, for: action, context: context, isTag: true)
    }
}
