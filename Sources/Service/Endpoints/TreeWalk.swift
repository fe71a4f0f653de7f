import Foundation
import Models
import Reactive

/// Walks a tree GitHub cut short (its recursive answer stops past 100,000 entries or 7 MB), as
/// GitHub advises: the root's entries, then each directory's, one non-recursive request each, at
/// most `concurrency` at once. Publishes every entry with its full path, in git's order (a
/// directory right before what it holds), once the last directory has answered.
///
/// Bounded: at most `ServiceLimit.treeDirectories` requests and `ServiceLimit.treeEntries`
/// entries, and no path past 4,096 bytes, so a server whose trees loop (a directory holding
/// itself) or never end stops there with `.treeTooLarge`. Requests start on the first demand and
/// are cancelled with the subscription; answers are taken in a loop, never by recursion, so a
/// transport answering at once cannot deepen the stack.
struct TreeWalk: Publisher {
    typealias Output = [GitTree.Entry]
    typealias Failure = GitHubError

    /// The longest path kept: Linux's `PATH_MAX`, past which git itself cannot check a file out.
    static let maxPathBytes = 4_096

    /// The tree to start from (a ref or a tree's SHA).
    let root: String
    /// Most directories asked for at once.
    let concurrency: Int
    /// One directory's entries (paths relative to it), by its tree's SHA or the root's ref.
    let fetch: @Sendable (String) -> AnyPublisher<GitTree, GitHubError>

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == GitHubError {
        subscriber.receive(subscription: Walk(downstream: subscriber, root: root, concurrency: max(1, concurrency), fetch: fetch))
    }

    private final class Walk<Downstream: Subscriber>: Subscription where Downstream.Input == Output, Downstream.Failure == GitHubError {
        private struct State {
            var downstream: Downstream?
            /// Directories to ask for: where they are, and their tree; those before `next` are asked.
            var waiting: [(path: String, tree: String)]
            var next = 0
            var inFlight: [Int: AnyCancellable] = [:]
            /// Answers taken but not yet acted on, so that acting on them is a loop.
            var answers: [(path: String, result: Result<GitTree, GitHubError>)] = []
            var asked = 0
            var kept = 0
            var demanded = false
            var pumping = false
            /// Each directory's entries (full paths), by its path ("" for the root).
            var children: [String: [GitTree.Entry]] = [:]
        }

        /// What the loop does next, decided under the lock and done outside it.
        private enum Step {
            case start(Int, path: String, tree: String)
            case finish(Downstream, Result<[GitTree.Entry], GitHubError>)
            case idle
        }

        private let state: Locked<State>
        private let concurrency: Int
        private let fetch: @Sendable (String) -> AnyPublisher<GitTree, GitHubError>

        init(downstream: Downstream, root: String, concurrency: Int, fetch: @escaping @Sendable (String) -> AnyPublisher<GitTree, GitHubError>) {
            state = Locked(State(downstream: downstream, waiting: [(path: "", tree: root)]))
            self.concurrency = concurrency
            self.fetch = fetch
        }

        /// The first demand starts the walk; the one answer needs no more.
        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            state.withLock { $0.demanded = true }
            pump()
        }

        func cancel() {
            let requests = state.withLock { state -> [AnyCancellable] in
                state.downstream = nil
                (state.waiting, state.next) = ([], 0)
                defer { state.inFlight = [:] }
                return Array(state.inFlight.values)
            }
            requests.forEach { $0.cancel() }
        }

        /// Acts on every answer taken and starts what the window allows, until there is nothing
        /// to do; a call made while it runs (an answer arriving at once) only queues its answer.
        private func pump() {
            let enter = state.withLock { state -> Bool in
                guard !state.pumping else { return false }
                state.pumping = true
                return true
            }
            guard enter else { return }
            while true {
                let step = state.withLock { state -> Step in
                    guard let downstream = state.downstream, state.demanded else {
                        state.pumping = false
                        return .idle
                    }
                    while !state.answers.isEmpty {
                        let (path, result) = state.answers.removeFirst()
                        if let failure = Self.take(result, at: path, into: &state) {
                            state.downstream = nil
                            return .finish(downstream, .failure(failure))
                        }
                    }
                    if state.inFlight.count < concurrency, state.next < state.waiting.count {
                        guard state.asked < ServiceLimit.treeDirectories.value else {
                            state.downstream = nil
                            return .finish(downstream, .failure(.treeTooLarge(limit: ServiceLimit.treeDirectories.shown)))
                        }
                        let next = state.waiting[state.next]
                        state.next += 1
                        state.asked += 1
                        state.inFlight[state.asked] = AnyCancellable {}
                        return .start(state.asked, path: next.path, tree: next.tree)
                    }
                    if state.inFlight.isEmpty, state.next == state.waiting.count {
                        state.downstream = nil
                        return .finish(downstream, .success(Self.flattened(state.children)))
                    }
                    state.pumping = false
                    return .idle
                }
                switch step {
                case .idle:
                    return
                case .finish(let downstream, let result):
                    let requests = state.withLock { state -> [AnyCancellable] in
                        state.pumping = false
                        defer { state.inFlight = [:] }
                        return Array(state.inFlight.values)
                    }
                    requests.forEach { $0.cancel() }
                    switch result {
                    case .success(let entries):
                        _ = downstream.receive(entries)
                        downstream.receive(completion: .finished)
                    case .failure(let failure):
                        downstream.receive(completion: .failure(failure))
                    }
                    return
                case .start(let number, let path, let tree):
                    start(number, path: path, tree: tree)
                }
            }
        }

        private func start(_ number: Int, path: String, tree: String) {
            let request = fetch(tree).sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let failure) = completion { self?.answer(number, path: path, .failure(failure)) }
                },
                receiveValue: { [weak self] tree in self?.answer(number, path: path, .success(tree)) })
            let stale = state.withLock { state -> Bool in
                // Answered already (at once), or cancelled meanwhile: nothing to keep.
                guard state.inFlight[number] != nil else { return true }
                state.inFlight[number] = request
                return false
            }
            if stale { request.cancel() }
        }

        private func answer(_ number: Int, path: String, _ result: Result<GitTree, GitHubError>) {
            let taken = state.withLock { state -> Bool in
                guard state.inFlight.removeValue(forKey: number) != nil else { return false }
                state.answers.append((path, result))
                return true
            }
            if taken { pump() }
        }

        /// Keeps one directory's entries under `path`, queueing its directories; the failure
        /// that ends the walk, if any.
        private static func take(_ result: Result<GitTree, GitHubError>, at path: String, into state: inout State) -> GitHubError? {
            let tree: GitTree
            switch result {
            case .failure(let failure): return failure
            case .success(let answered): tree = answered
            }
            var entries: [GitTree.Entry] = []
            for var entry in tree.entries {
                // A name is one segment: a server's `a/b` or `..` is not a name git writes.
                guard !entry.path.isEmpty, !entry.path.contains("/"), entry.path != ".", entry.path != ".." else {
                    return .undecodable(endpoint: "GET git/trees/\(tree.sha)", path: "tree", reason: "an entry named '\(entry.path)'")
                }
                entry.path = path.isEmpty ? entry.path : path + "/" + entry.path
                guard entry.path.utf8.count <= maxPathBytes else {
                    return .treeTooLarge(limit: "paths of \(maxPathBytes.grouped) bytes")
                }
                state.kept += 1
                guard state.kept <= ServiceLimit.treeEntries.value else { return .treeTooLarge(limit: ServiceLimit.treeEntries.shown) }
                if entry.kind == .directory { state.waiting.append((path: entry.path, tree: entry.sha)) }
                entries.append(entry)
            }
            state.children[path] = entries
            return nil
        }

        /// Every entry, each directory's right after it: git's recursive order.
        private static func flattened(_ children: [String: [GitTree.Entry]]) -> [GitTree.Entry] {
            var result: [GitTree.Entry] = []
            var stack: [[GitTree.Entry].SubSequence] = [children[""]?[...] ?? []]
            while !stack.isEmpty {
                guard let entry = stack[stack.count - 1].popFirst() else {
                    stack.removeLast()
                    continue
                }
                result.append(entry)
                if entry.kind == .directory, let inside = children[entry.path] { stack.append(inside[...]) }
            }
            return result
        }
    }
}
