import Models
import ViewModels

/// A repository's Branches face: each branch and its tip, the default branch marked, whether it
/// is protected where GitHub says; Enter opens a branch's commits, `o`/`y` give its files' page,
/// `c` compares the default branch with it.
@MainActor
public final class BranchesFaceState: RefListFaceState<Branch>, RepositorySubjectScreen {
    /// The face over `model`.
    public init(repository: Repository, model: RefListViewModel<Branch>) {
        super.init(repository: repository, model: model, fields: Branch.fields(model), identity: \.name)
    }

    override func mark(_ item: Branch) -> String {
        item.name == repository.defaultBranch ? " (default)" : ""
    }

    /// The repository's key line, with `c`.
    override public var kind: BrowseScreenKind { .refFace }

    override func perform(_ action: BrowseAction, on item: Branch?, context: ScreenContext) -> [BrowseEffect] {
        guard let item else { return [] }
        return refEffects(item.name, for: action, context: context)
    }
}
