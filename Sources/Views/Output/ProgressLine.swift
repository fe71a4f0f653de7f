import Dispatch
import Service
import Reactive

/// One self-erasing line on stderr while requests are in flight, `Fetching atomicrobot
/// repositories… 12/20 pages`, for a person watching a terminal.
///
/// It only appears once the work takes more than one round trip, is redrawn at most ten times a
/// second, and is erased before anything else is written; it is made only when stderr is a
/// terminal, so pipes and files never see it. A retry is shown at once, even for a single
/// request, with its reason and when it is sent (`… · no answer within 30 s; retry 2 of 2 in
/// 0.3 s`), until the next answer arrives: a silent server never looks like a hang.
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
            case .started: state.started += 1
            case .finished(let request):
                state.finished += 1
                state.retry = nil
                if let last = request.lastPage { state.pages = max(state.pages ?? 0, last) }
            case .retrying(_, let error, let attempt, let attempts, let delay):
                state.retry = "\(error.description); retry \(attempt) of \(attempts) in \(String(format: "%.1f", delay)) s"
                urgent = true
            default: return nil
            }
            // One round trip needs no progress; a second request in flight, or a retry, does.
            guard urgent || (state.started > 1 && state.finished < state.started) else { return nil }
            guard urgent || now >= state.lastDrawn &+ 100_000_000 || !state.shown else { return nil }
            state.lastDrawn = now
            state.shown = true
            let count = state.pages.map { "\(state.finished)/\($0) pages" } ?? "\(state.finished) of \(state.started) requests"
            // The error quotes GitHub's words: made safe as the whole line is.
            return "\r\u{1B}[K" + SafeText.line("Fetching \(state.label)… \(count)" + (state.retry.map { " · " + $0 } ?? ""))
        }
        if let text { sink.write(text) }
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
