import Foundation
import Reactive

/// The run's transient failures in a row, across all its requests: a run goes on while its
/// requests keep succeeding, and gives up once `bound` attempts have failed one after another
/// with none succeeding between.
///
/// Failures are counted as each answer arrives, before the request's place is given to the next
/// one, so no request leaves on a count that is behind. Giving up ends a round: every request of
/// that round stops before it is sent (a retry, or a page's first try alike), while a request
/// begun afterwards (a refresh in `browse`) belongs to the next round and starts from nothing.
final class FailureStreak: Sendable {
    private struct State {
        var count = 0
        var round = 0
        /// What the last round gave up with.
        var gaveUpWith: GitHubError?
    }

    /// Attempts failing in a row, past which the round gives up.
    let bound: Int
    private let state = Locked(State())

    /// A streak that gives up after `bound` failures in a row.
    init(bound: Int) {
        self.bound = bound
    }

    /// The round under way: a request belongs to the one its first try is made in.
    func currentRound() -> Int { state.withLock { $0.round } }

    /// The error a request of `round` stops with before it is sent, once its round has given up.
    func stopped(_ round: Int) -> GitHubError? {
        state.withLock { $0.round > round ? $0.gaveUpWith : nil }
    }

    /// Failures in a row so far in `round`; past the bound once it has given up.
    func failures(in round: Int) -> Int {
        state.withLock { $0.round > round ? bound : $0.count }
    }

    /// An answer for a request of `round`: progress, the count starts again.
    func succeeded(in round: Int) {
        state.withLock { if $0.round == round { $0.count = 0 } }
    }

    /// A transient failure of a request of `round`: counted, and at the bound the round gives up.
    func failed(_ error: GitHubError, in round: Int) {
        state.withLock { state in
            guard state.round == round else { return }
            state.count += 1
            if state.count >= bound { (state.round, state.count, state.gaveUpWith) = (state.round + 1, 0, error) }
        }
    }
}
