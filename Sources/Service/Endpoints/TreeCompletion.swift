import Foundation
import Models
import Reactive

/// Completes a tree from a recursive answer GitHub cut short (past 100,000 entries or 7 MB),
/// asking only for what it left out.
///
/// GitHub lists a recursive tree in git's order, a directory right before what it holds, so the
/// entries before the cut are whole: a directory listed and not on the path to the last entry
/// was listed with everything in it. Only the directories on that path are partial, and their
/// entries after the path are missing. So each partial directory is listed (one non-recursive
/// request), and each directory in it that the answer did not list is asked for whole
/// (`recursive=1`); one whose own answer is cut short is split the same way, one level down.
/// Publishes every entry with its full path, in git's order, once the last answer is in.
///
/// Bounded: at most `ServiceLimit.treeRequests` requests (the first answer counted),
/// `ServiceLimit.treeEntries` entries and paths of 4,096 bytes, so a server whose trees never
/// end stops there with `.treeTooLarge`. Requests start on the first demand, at most
/// `concurrency` at once, and are cancelled with the subscription; answers are taken in a loop,
/// never by recursion, so a transport answering at once cannot deepen the stack.
struct TreeCompletion: Publisher {
    typealias Output = [GitTree.Entry]
    typealias Failure = GitHubError

    /// The longest path kept: Linux's `PATH_MAX`, past which git itself cannot check a file out.
    static let maxPathBytes = 4_096

    /// The recursive answer to complete, its paths relative to `base`.
    let answer: GitTree
    /// Where the answer's tree is in the repository: "" for the root, else a folder's path,
    /// which every entry's path is given under.
    let base: String
    /// Most requests at once.
    let concurrency: Int
    /// One directory's entries (names), by its tree's SHA: not recursive.
    let listing: @Sendable (String) -> AnyPublisher<GitTree, GitHubError>
    /// A directory's whole tree (paths relative to it), by its tree's SHA: `recursive=1`.
    let whole: @Sendable (String) -> AnyPublisher<GitTree, GitHubError>

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == GitHubError {
        subscriber.receive(
            subscription: Completion(downstream: subscriber, answer: answer, base: base, concurrency: max(1, concurrency), listing: listing, whole: whole))
    }

    /// What is asked for: a partial directory's own entries, or a missing directory whole.
    private enum Work {
        /// A directory listed in part: the full path of the last entry the answer gave in it.
        case listing(path: String, sha: String, last: String)
        /// A directory the answers did not list at all.
        case whole(path: String, sha: String)

        var sha: String {
            switch self {
            case .listing(_, let sha, _), .whole(_, let sha): sha
            }
        }
    }

    private final class Completion<Downstream: Subscriber>: Subscription where Downstream.Input == Output, Downstream.Failure == GitHubError {
        private struct State {
            var downstream: Downstream?
            /// What to ask for; those before `next` are asked.
            var waiting: [Work] = []
            var next = 0
            var inFlight: [Int: AnyCancellable] = [:]
            /// Answers taken but not yet acted on, so that acting on them is a loop.
            var answers: [(work: Work, result: Result<GitTree, GitHubError>)] = []
            /// Requests made, the first answer counted.
            var asked = 1
            var kept = 0
            var demanded = false
            var pumping = false
            /// Each directory's entries (full paths), by its path ("" for the root).
            var children: [String: [GitTree.Entry]] = [:]
            /// The directories an answer listed: whole, unless on the path to its last entry.
            var listed: Set<String> = []
            /// Why the first answer cannot be completed, if it cannot.
            var failure: GitHubError?
        }

        /// What the loop does next, decided under the lock and done outside it.
        private enum Step {
            case start(Int, Work)
            case finish(Downstream, Result<[GitTree.Entry], GitHubError>)
            case idle
        }

        private let state: Locked<State>
        private let base: String
        private let concurrency: Int
        private let listing: @Sendable (String) -> AnyPublisher<GitTree, GitHubError>
        private let whole: @Sendable (String) -> AnyPublisher<GitTree, GitHubError>

        init(
            downstream: Downstream, answer: GitTree, base: String, concurrency: Int,
            listing: @escaping @Sendable (String) -> AnyPublisher<GitTree, GitHubError>,
            whole: @escaping @Sendable (String) -> AnyPublisher<GitTree, GitHubError>
        ) {
            var first = State(downstream: downstream)
            first.failure = Self.keep(answer, at: base, sha: answer.sha, into: &first)
            state = Locked(first)
            self.base = base
            self.concurrency = concurrency
            self.listing = listing
            self.whole = whole
        }

        /// The first demand starts the requests; the one answer needs no more.
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
                    if let failure = state.failure {
                        state.downstream = nil
                        return .finish(downstream, .failure(failure))
                    }
                    while !state.answers.isEmpty {
                        let (work, result) = state.answers.removeFirst()
                        if let failure = Self.take(result, for: work, into: &state) {
                            state.downstream = nil
                            return .finish(downstream, .failure(failure))
                        }
                    }
                    if state.inFlight.count < concurrency, state.next < state.waiting.count {
                        guard state.asked < ServiceLimit.treeRequests.value else {
                            state.downstream = nil
                            return .finish(downstream, .failure(.treeTooLarge(limit: ServiceLimit.treeRequests.shown)))
                        }
                        let work = state.waiting[state.next]
                        state.next += 1
                        state.asked += 1
                        state.inFlight[state.asked] = AnyCancellable {}
                        return .start(state.asked, work)
                    }
                    if state.inFlight.isEmpty, state.next == state.waiting.count {
                        state.downstream = nil
                        return .finish(downstream, .success(Self.flattened(state.children, from: base)))
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
                case .start(let number, let work):
                    start(number, work)
                }
            }
        }

        private func start(_ number: Int, _ work: Work) {
            let fetch: AnyPublisher<GitTree, GitHubError>
            switch work {
            case .listing: fetch = listing(work.sha)
            case .whole: fetch = whole(work.sha)
            }
            let request = fetch.sink(
                receiveCompletion: { [weak self] completion in
                    if case .failure(let failure) = completion { self?.answer(number, work, .failure(failure)) }
                },
                receiveValue: { [weak self] tree in self?.answer(number, work, .success(tree)) })
            let stale = state.withLock { state -> Bool in
                // Answered already (at once), or cancelled meanwhile: nothing to keep.
                guard state.inFlight[number] != nil else { return true }
                state.inFlight[number] = request
                return false
            }
            if stale { request.cancel() }
        }

        private func answer(_ number: Int, _ work: Work, _ result: Result<GitTree, GitHubError>) {
            let taken = state.withLock { state -> Bool in
                guard state.inFlight.removeValue(forKey: number) != nil else { return false }
                state.answers.append((work, result))
                return true
            }
            if taken { pump() }
        }

        /// Acts on one answer: a missing directory's whole tree is kept (and split if cut
        /// short); a partial directory's own entries are kept, and what in them is missing is
        /// queued. The failure that ends it, if any.
        private static func take(_ result: Result<GitTree, GitHubError>, for work: Work, into state: inout State) -> GitHubError? {
            let tree: GitTree
            switch result {
            case .failure(let failure): return failure
            case .success(let answered): tree = answered
            }
            switch work {
            case .whole(let path, let sha):
                return keep(tree, at: path, sha: sha, into: &state)
            case .listing(let path, _, let last):
                var entries: [GitTree.Entry] = []
                for var entry in tree.entries {
                    // A name is one segment: a server's `a/b` or `..` is not a name git writes.
                    guard !entry.path.isEmpty, !entry.path.contains("/"), entry.path != ".", entry.path != ".." else {
                        return .undecodable(endpoint: "GET git/trees/\(tree.sha)", path: "tree", reason: "an entry named '\(entry.path)'")
                    }
                    entry.path = join(path, entry.path)
                    entries.append(entry)
                    guard entry.kind == .directory, !state.listed.contains(entry.path) || isWithin(last, entry.path) else { continue }
                    // On the path to the last entry: partial, unless it is the last entry itself,
                    // of which nothing was listed; not listed at all: missing, asked for whole.
                    state.waiting.append(
                        isWithin(last, entry.path) && last != entry.path
                            ? .listing(path: entry.path, sha: entry.sha, last: last) : .whole(path: entry.path, sha: entry.sha))
                }
                let known = Set((state.children[path] ?? []).map(\.path))
                for entry in entries where !known.contains(entry.path) {
                    if let failure = count(entry, into: &state) { return failure }
                }
                state.children[path] = entries
                return nil
            }
        }

        /// Keeps a recursive answer for the directory at `path`, queueing its own completion
        /// when it was cut short.
        private static func keep(_ tree: GitTree, at path: String, sha: String, into state: inout State) -> GitHubError? {
            for var entry in tree.entries {
                let segments = entry.path.split(separator: "/", omittingEmptySubsequences: false)
                guard segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
                    return .undecodable(endpoint: "GET git/trees/\(tree.sha)", path: "tree", reason: "an entry named '\(entry.path)'")
                }
                entry.path = join(path, entry.path)
                if let failure = count(entry, into: &state) { return failure }
                let parent = entry.path.split(separator: "/").dropLast().joined(separator: "/")
                state.children[parent, default: []].append(entry)
                if entry.kind == .directory { state.listed.insert(entry.path) }
            }
            if tree.truncated, let last = tree.entries.last.map({ join(path, $0.path) }) {
                state.waiting.append(.listing(path: path, sha: sha, last: last))
            }
            return nil
        }

        /// Counts one entry against the bounds.
        private static func count(_ entry: GitTree.Entry, into state: inout State) -> GitHubError? {
            guard entry.path.utf8.count <= maxPathBytes else { return .treeTooLarge(limit: "paths of \(maxPathBytes.grouped) bytes") }
            state.kept += 1
            return state.kept <= ServiceLimit.treeEntries.value ? nil : .treeTooLarge(limit: ServiceLimit.treeEntries.shown)
        }

        /// `name` in the folder `path`.
        private static func join(_ path: String, _ name: String) -> String {
            path.isEmpty ? name : path + "/" + name
        }

        /// Whether `path` is `folder` or lies under it.
        private static func isWithin(_ path: String, _ folder: String) -> Bool {
            path == folder || path.hasPrefix(folder + "/")
        }

        /// Every entry under `base`, each directory's right after it: git's recursive order.
        private static func flattened(_ children: [String: [GitTree.Entry]], from base: String) -> [GitTree.Entry] {
            var result: [GitTree.Entry] = []
            var stack: [[GitTree.Entry].SubSequence] = [children[base].map(ordered)?[...] ?? []]
            while !stack.isEmpty {
                guard let entry = stack[stack.count - 1].popFirst() else {
                    stack.removeLast()
                    continue
                }
                result.append(entry)
                if entry.kind == .directory, let inside = children[entry.path] { stack.append(ordered(inside)[...]) }
            }
            return result
        }

        /// One directory's entries in git's order: by name's bytes, a directory's name as if it
        /// ended with `/`.
        private static func ordered(_ entries: [GitTree.Entry]) -> [GitTree.Entry] {
            let key = { (entry: GitTree.Entry) in
                Array((entry.path.split(separator: "/").last.map(String.init) ?? "").utf8) + (entry.kind == .directory ? [0x2F] : [])
            }
            return entries.sorted { key($0).lexicographicallyPrecedes(key($1)) }
        }
    }
}
