import Dispatch
import Service
import Reactive

/// One self-erasing line on stderr while requests are in flight, `Fetching atomicrobot
/// repositories… 12/20 pages`, for a person watching a terminal.
///
/// It only appears once the work takes more than one round trip, is redrawn at most ten times a
/// second, and is erased before anything else is written; it is made only when stderr is a
/// terminal, so pipes and files never see it. A retry is shown at once, even for a single
/// request, with its reason (`… · no answer within 30 s; trying again, 2 of 2`), until the next
/// answer arrives; and the run shows the line when its first answer is slow to come
/// (`showWhileWaiting`): a silent server never looks like a hang.
public final class ProgressLine: Sendable {
    private struct State {
        var label: String
        var started = 0
        var finished = 0
        var pages: Int?
        var shown = false
        var lastDrawn: UInt64 = 0
        /// The last retry announced, until an answer arrives.
        var retry: String?
        /// Requests retried and not yet started again: a retry is the same request, counted once.
        var awaitingRetry = 0
    }

    private let sink: any TextSink
    private let state: Locked<State>
    /// Nanoseconds on a monotonic clock; injected so tests need no sleeping.
    private let clock: @Sendable () -> UInt64

    /// A line about `label`, written to `sink` (a terminal).
    public init(label: String, sink: any TextSink, clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
        state = Locked(State(label: label))
        self.sink = sink
        self.clock = clock
    }

    /// Counts `event` and redraws if it is time to.
    public func record(_ event: ServiceEvent) {
        let now = clock()
        let text = state.withLock { state -> String? in
            var urgent = false
            switch event {
            case .started:
                if state.awaitingRetry > 0 { state.awaitingRetry -= 1 }
                state.started += 1
            case .finished(let request):
                state.finished += 1
                state.retry = nil
                if let last = request.lastPage { state.pages = max(state.pages ?? 0, last) }
            case .retrying(_, let error, let attempt, let attempts, _):
                state.retry = "\(error.description); trying again, \(attempt) of \(attempts)"
                // The failed try no longer counts: its request is started again, once. One that
                // was answered (a 5xx) had counted as finished too.
                (state.started, state.awaitingRetry) = (max(0, state.started - 1), state.awaitingRetry + 1)
                if error.status != nil { state.finished = max(0, state.finished - 1) }
                urgent = true
            default: return nil
            }
            // One round trip needs no progress; a second request in flight, or a retry, does.
            guard urgent || (state.started > 1 && state.finished < state.started) else { return nil }
            guard urgent || now >= state.lastDrawn &+ 100_000_000 || !state.shown else { return nil }
            state.lastDrawn = now
            return Self.drawn(&state)
        }
        if let text { sink.write(text) }
    }

    /// Shows the line while a request is still out, if it is not showing: what the run calls
    /// once its first answer is slow to come, when one round trip would show nothing.
    public func showWhileWaiting() {
        let text = state.withLock { state -> String? in
            guard !state.shown, state.finished < state.started else { return nil }
            return Self.drawn(&state)
        }
        if let text { sink.write(text) }
    }

    /// The line as it stands, marked shown.
    private static func drawn(_ state: inout State) -> String {
        state.shown = true
        let requests = state.started + state.awaitingRetry
        // A run that asks more than one listing's pages (a sweep of an org's repositories after
        // its list) counts requests: `654/20 pages` would be no count at all.
        let pages = state.pages.flatMap { requests <= $0 ? $0 : nil }
        let count = pages.map { "\(state.finished)/\($0) pages" } ?? "\(state.finished) of \(Plural.count(requests, "request"))"
        // The error quotes GitHub's words: made safe as the whole line is.
        return "\r\u{1B}[K" + SafeText.line("Fetching \(state.label)… \(count)" + (state.retry.map { " · " + $0 } ?? ""))
    }

    /// Erases the line, if it is showing.
    public func clear() {
        let shown = state.withLock { state -> Bool in
            defer { state.shown = false }
            return state.shown
        }
        if shown { sink.write("\r\u{1B}[K") }
    }
}
