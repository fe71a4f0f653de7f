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
/// Bounded: at most `Limit.treeRequests` requests (the first answer counted),
/// `Limit.treeEntries` entries and paths of 4,096 bytes, so a server whose trees never
/// end stops there with `.treeTooLarge`. Requests start on the first demand, at most
/// `concurrency` at once, and are cancelled with the subscription; answers are taken in a loop,
/// never by recursion, so a transport answering at once cannot deepen the stack.
struct TreeCompletion: Publisher {
    typealias Output = [GitTree.Entry]
    typealias Failure = GitHubError

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
            subscription: Completion(downstream: subscriber, answer: answer, base: base, concurrency: Swift.max(1, concurrency), listing: listing, whole: whole)
        )
    }

    private final class Completion<Downstream: Subscriber>: Subscription where Downstream.Input == Output, Downstream.Failure == GitHubError {
        private struct State {
            var downstream: Downstream?
            /// The tree as the answers have given it, and what is left to ask for.
            var assembly: TreeAssembly
            var inFlight: [Int: AnyCancellable] = [:]
            /// Answers taken but not yet acted on, so that acting on them is a loop.
            var answers: [(work: TreeAssembly.Work, result: Result<GitTree, GitHubError>)] = []
            /// Requests made, the first answer counted.
            var asked = 1
            var demanded = false
            var pumping = false
            /// Why the first answer cannot be completed, if it cannot.
            var failure: GitHubError?
        }

        /// What the loop does next, decided under the lock and done outside it.
        private enum Step {
            case start(Int, TreeAssembly.Work)
            case finish(Downstream, Result<[GitTree.Entry], GitHubError>)
            case idle
        }

        private let state: Locked<State>
        private let concurrency: Int
        private let listing: @Sendable (String) -> AnyPublisher<GitTree, GitHubError>
        private let whole: @Sendable (String) -> AnyPublisher<GitTree, GitHubError>

        init(
            downstream: Downstream, answer: GitTree, base: String, concurrency: Int,
            listing: @escaping @Sendable (String) -> AnyPublisher<GitTree, GitHubError>,
            whole: @escaping @Sendable (String) -> AnyPublisher<GitTree, GitHubError>
        ) {
            var first = State(downstream: downstream, assembly: TreeAssembly(base: base))
            first.failure = first.assembly.keep(answer, at: base, sha: answer.sha)
            state = Locked(first)
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
                state.assembly.abandon()
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
                        if let failure = state.assembly.take(result, for: work) {
                            state.downstream = nil
                            return .finish(downstream, .failure(failure))
                        }
                    }
                    if state.inFlight.count < concurrency, state.assembly.isWaiting {
                        guard state.asked < Limit.treeRequests.value, let work = state.assembly.nextWork() else {
                            state.downstream = nil
                            return .finish(downstream, .failure(.treeTooLarge(limit: .treeRequests)))
                        }
                        state.asked += 1
                        state.inFlight[state.asked] = AnyCancellable {}
                        return .start(state.asked, work)
                    }
                    if state.inFlight.isEmpty, !state.assembly.isWaiting {
                        state.downstream = nil
                        return .finish(downstream, .success(state.assembly.entries()))
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
                    downstream.receive(result: result)
                    return
                case .start(let number, let work):
                    start(number, work)
                }
            }
        }

        private func start(_ number: Int, _ work: TreeAssembly.Work) {
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

        private func answer(_ number: Int, _ work: TreeAssembly.Work, _ result: Result<GitTree, GitHubError>) {
            let taken = state.withLock { state -> Bool in
                guard state.inFlight.removeValue(forKey: number) != nil else { return false }
                state.answers.append((work, result))
                return true
            }
            if taken { pump() }
        }
    }
}
