import Models

/// A screen of one repository as a whole (a face of it, its details, its commits, its refs): a
/// failure on it is about the repository, said in one way.
@MainActor
public protocol RepositorySubjectScreen: ScreenState {
    /// The repository shown.
    var repository: Repository { get }
}

extension RepositorySubjectScreen {
    /// What a failure is about: the repository.
    public var subject: String { "repository '\(repository.fullName)'" }
}
