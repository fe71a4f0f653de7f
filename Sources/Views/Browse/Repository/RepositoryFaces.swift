import Models
import ViewModels

/// How each face of the repository screen is made: those that follow the ref at it (nil: the
/// default branch).
@MainActor
public struct RepositoryFaces {
    /// The README.
    public var readme: @MainActor (_ ref: String?) -> ReadmeFaceState
    /// The files.
    public var files: @MainActor (_ ref: String?) -> FilesFaceState
    /// The commits screen, as a face.
    public var commits: @MainActor (_ ref: String?) -> CommitsScreenState
    /// The branches.
    public var branches: @MainActor () -> BranchesFaceState
    /// The tags.
    public var tags: @MainActor () -> TagsFaceState
    /// The releases.
    public var releases: @MainActor () -> ReleasesFaceState

    /// Creates the makers.
    public init(
        readme: @escaping @MainActor (String?) -> ReadmeFaceState, files: @escaping @MainActor (String?) -> FilesFaceState,
        commits: @escaping @MainActor (String?) -> CommitsScreenState, branches: @escaping @MainActor () -> BranchesFaceState,
        tags: @escaping @MainActor () -> TagsFaceState, releases: @escaping @MainActor () -> ReleasesFaceState
    ) {
        (self.readme, self.files, self.commits) = (readme, files, commits)
        (self.branches, self.tags, self.releases) = (branches, tags, releases)
    }
}

extension RepositoryFaces {
    /// The faces of `repository`, their view models read from `environment`'s sources.
    public init(repository: Repository, environment: BrowseEnvironment) {
        let (owner, name, now) = (repository.ownerLogin, repository.name, environment.now)
        let (files, refs, web, color) = (environment.files, environment.refs, environment.web, environment.color)
        self.init(
            readme: { ref in
                let model = FetchedViewModel(readmeOf: owner, repo: name, ref: ref, source: files, wholeUpTo: FileView.drawnBytes)
                // Relative links as `repos readme` resolves them, at the ref shown.
                return ReadmeFaceState(repository: repository, model: model) { markdown, width, path in
                    MarkdownText.lines(
                        markdown, width: width, color: color, base: MarkdownLinkBase(pages: web, owner: owner, repo: name, ref: ref, document: path),
                        spoken: environment.accessible)
                }
            },
            files: { ref in
                FilesFaceState(
                    repository: repository, ref: ref,
                    model: RepositoryTreeViewModel(owner: owner, repo: name, ref: ref ?? Repository.defaultRef, source: files),
                    content: { path in FetchedViewModel(fileAt: path, owner: owner, repo: name, ref: ref, source: files) })
            },
            commits: { ref in CommitsScreenState(repository: repository, ref: ref, path: nil, asFace: true, environment: environment) },
            branches: {
                BranchesFaceState(repository: repository, model: RefListViewModel(.branches, owner: owner, repo: name, limit: nil, source: refs, now: now))
            },
            tags: { TagsFaceState(repository: repository, model: RefListViewModel(.tags, owner: owner, repo: name, limit: nil, source: refs, now: now)) },
            releases: {
                ReleasesFaceState(repository: repository, model: RefListViewModel(.releases, owner: owner, repo: name, limit: nil, source: refs, now: now))
            })
    }
}
