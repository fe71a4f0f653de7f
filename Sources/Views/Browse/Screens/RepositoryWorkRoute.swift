import Models
import Service
import ViewModels

/// A repository's open pull requests (`P` in a repository) or issues (`I`): the sweep
/// `repos prs owner/repo` makes, one repository asked, on the screen an org's list has.
public struct RepositoryWorkRoute: ScreenRoute {
    /// The repository.
    public let repository: Repository
    /// Pull requests, else issues.
    public let pullRequests: Bool

    /// The route to `repository`'s open pull requests (or issues).
    public init(repository: Repository, pullRequests: Bool) { (self.repository, self.pullRequests) = (repository, pullRequests) }

    /// Equal when the same list of the same repository.
    public static func == (a: RepositoryWorkRoute, b: RepositoryWorkRoute) -> Bool {
        a.repository.fullName == b.repository.fullName && a.pullRequests == b.pullRequests
    }

    /// The list's screen.
    public func screen(in environment: BrowseEnvironment) -> any ScreenState {
        let target = WorkTarget.repository(owner: repository.ownerLogin, name: repository.name)
        let options = WorkListOptions(kind: pullRequests ? .pullRequests : .issues, targets: [target])
        let model = WorkListViewModel(options: options, source: environment.work ?? UnavailableWork())
        let statuses = pullRequests ? environment.workDetails.map { WorkRowStatusViewModel(source: $0) } : nil
        return WorkListScreenState(owner: repository.fullName, model: model, statuses: statuses, now: environment.now)
    }
}
