import Reactive

/// Lets at most `permits` requests be on the network at once, whatever else is waiting: a
/// listing's window of pages fetched or held in page order can then be wider than its share of
/// the network, so an answer that arrives frees its place for the next request at once, not
/// when the pages before it have been handed on.
///
/// A gated publisher is subscribed when a permit is free (first come, first served) and gives
/// its permit back when it completes, fails or is cancelled.
final class RequestGate: Admission {
    private struct State {
        var free: Int
        var waiting: [(id: Int, start: @Sendable () -> Void)] = []
        var nextID = 0
    }

    private let state: Locked<State>

    /// A gate of `permits` (at least one).
    init(permits: Int) {
        state = Locked(State(free: max(1, permits)))
    }

    /// Runs `start` now when a permit is free, else when one is given back; returns a ticket
    /// for `withdraw`.
    func acquire(_ start: @escaping @Sendable () -> Void) -> Int {
        let (id, now) = state.withLock { state -> (Int, Bool) in
            state.nextID += 1
            guard state.free > 0 else {
                state.waiting.append((state.nextID, start))
                return (state.nextID, false)
            }
            state.free -= 1
            return (state.nextID, true)
        }
        if now { start() }
        return id
    }

    /// Gives a permit back: the first waiting start runs with it.
    func release() {
        let next = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst().start
        }
        next?()
    }

    /// Takes a waiting start out of the line; true when it was still waiting.
    func withdraw(_ id: Int) -> Bool {
        state.withLock { state in
            guard let index = state.waiting.firstIndex(where: { $0.id == id }) else { return false }
            state.waiting.remove(at: index)
            return true
        }
    }
}
