import Foundation
import Models
import Reactive
import Service

/// The files of a repository at a ref as `browse` shows them, a folder at a time: GitHub's first
/// recursive answer, and each folder it left out (GitHub cuts an answer short past 100,000
/// entries) asked for when it is opened, one request each. The root is drawn from the first
/// answer at once, or after one more request when that answer was cut short.
@MainActor
public final class RepositoryTreeViewModel: ObservableObject {
    /// Sends before the answer or a folder changes. Declared, as in Combine, since this object
    /// has no `@Published` property to make one.
    public let objectWillChange = ObservableObjectPublisher()
    /// GitHub's recursive answer, as sent.
    public let answer: FetchedViewModel<GitTree>
    /// The folders asked for, by path.
    private var folders: [String: FetchedViewModel<GitTree>] = [:]
    private var relays: [AnyCancellable] = []
    private let open: @MainActor (_ sha: String) -> FetchedViewModel<GitTree>

    /// The tree of `owner/repo` at `ref`, from `source`.
    public init(owner: String, repo: String, ref: String, source: any RepositoryFileSource) {
        answer = FetchedViewModel(treeOf: owner, repo: repo, ref: ref, whole: false, source: source)
        open = { sha in FetchedViewModel { source.folder(owner: owner, repo: repo, tree: sha).map { Fetched(value: $0, bytes: Data()) }.eraseToAnyPublisher() }
        }
        relays = [answer.objectWillChange.sink { [weak self] in MainActor.assumeIsolated { self?.objectWillChange.send() } }]
    }

    /// True while the answer or a folder loads.
    public var isLoading: Bool { answer.isLoading || folders.values.contains { $0.isLoading } }
    /// Why the answer or the last folder asked for failed.
    public var error: GitHubError? { answer.error ?? folders.values.compactMap(\.error).first }

    /// Asks for the first answer.
    public func load() async { await answer.load() }

    /// Cancels what is asked for.
    public func cancel() {
        answer.cancel()
        for folder in folders.values { folder.cancel() }
    }

    /// The entries directly in `folder`, in git's order; nil while they are not known (the answer
    /// is not in, or it left the folder out and the folder has not been read: `read(_:)`).
    public func entries(in folder: RepositoryPath) -> [GitTree.Entry]? {
        guard let tree = answer.value else { return nil }
        let path = folder.description
        if isWhole(path, in: tree) {
            let depth = folder.segments.count
            return tree.entries.filter { folder.contains($0.path) && $0.path != path && $0.path.split(separator: "/").count == depth + 1 }
        }
        guard let listed = folders[path]?.value else { return nil }
        return listed.entries.map { entry in
            var placed = entry
            placed.path = path.isEmpty ? entry.path : path + "/" + entry.path
            return placed
        }
    }

    /// Whether the answer holds all of `path`: it was not cut short, or it lists the folder and
    /// the cut came after everything in it (git's order puts a folder's entries right after it).
    private func isWhole(_ path: String, in tree: GitTree) -> Bool {
        guard tree.truncated else { return true }
        guard let last = tree.entries.last?.path, !path.isEmpty else { return false }
        return last != path && !last.hasPrefix(path + "/") && tree.entries.contains { $0.path == path && $0.kind == .directory }
    }

    /// Reads `folder`'s own entries, one request, when the answer left them out and they are not
    /// read or being read; its tree's SHA is the answer's (the root) or its parent's entry's.
    public func read(_ folder: RepositoryPath) {
        let path = folder.description
        guard let tree = answer.value, entries(in: folder) == nil, folders[path]?.isLoading != true else { return }
        let parent = RepositoryPath(folder.segments.dropLast().joined(separator: "/")) ?? .root
        let sha = path.isEmpty ? tree.sha : entries(in: parent)?.first { $0.path == path && $0.kind == .directory }?.sha
        guard let sha else { return }
        let model = open(sha)
        folders[path] = model
        relays.append(model.objectWillChange.sink { [weak self] in MainActor.assumeIsolated { self?.objectWillChange.send() } })
        Task { await model.load() }
    }
}
