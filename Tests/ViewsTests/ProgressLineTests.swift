import Foundation
import Reactive
import Service
import TestSupport
import Testing

import Views

@Suite struct ProgressLineTests {
    let url = URL(fileURLWithPath: "/x")

    /// A line drawn into a string, on a clock that moves only when a test says.
    static func drawn(_ label: String) -> (StringSink, ProgressLine, TenthOfASecond) {
        let sink = StringSink()
        let clock = TenthOfASecond()
        return (sink, ProgressLine(label: label, sink: sink, clock: clock.now), clock)
    }

    /// A clock in nanoseconds that a test moves on by a tenth of a second, the line's redraw pause.
    final class TenthOfASecond: Sendable {
        private let nanoseconds = Locked<UInt64>(0)

        @Sendable func now() -> UInt64 { nanoseconds.withLock { $0 } }

        func advance() { nanoseconds.withLock { $0 += 100_000_000 } }
    }

    func finished(lastPage: Int?) -> ServiceEvent {
        .finished(RequestEvent(url: url, status: 200, rateLimit: nil, duration: 0.1, lastPage: lastPage))
    }

    @Test func oneRoundTripShowsNothingAndASecondShowsPagesThenErases() {
        let (sink, line, _) = Self.drawn("big-org repositories")
        line.record(.started(url: url))
        line.record(finished(lastPage: 5))
        #expect(sink.text == "")
        line.record(.started(url: url))
        #expect(sink.text == "\r\u{1B}[KFetching big-org repositories… 1/5 pages")
        line.clear()
        #expect(sink.text.hasSuffix("pages\r\u{1B}[K"))
        line.clear()
        #expect(sink.text.components(separatedBy: "\r\u{1B}[K").count == 3)
    }

    /// A retry is shown at once, even for a single request and within the tenth of a second, with
    /// its reason made safe; the retried request counts once; the retry is gone once an answer
    /// arrives.
    @Test func aRetryIsShownAtOnceWithItsReasonUntilAnAnswer() {
        let (sink, line, clock) = Self.drawn("atomicrobot repositories")
        line.record(.started(url: url))
        #expect(sink.text == "")
        line.record(.retrying(url: url, error: .timeout(seconds: 30), attempt: 2, attempts: 2, delay: 0.3))
        #expect(sink.text == "\r\u{1B}[KFetching atomicrobot repositories… 0 of 1 request · no answer within 30 s; trying again, 2 of 2")
        line.record(.started(url: url))
        // An answered failure (a 5xx) had counted as finished: the retry takes it back.
        line.record(.finished(RequestEvent(url: url, status: 502, rateLimit: nil, duration: 0.1)))
        line.record(.retrying(url: url, error: .server(status: 502, message: "\u{1B}[2Jbad"), attempt: 3, attempts: 10, delay: 0.5))
        #expect(sink.text.hasSuffix("0 of 1 request · GitHub server error 502 (^[[2Jbad); trying again, 3 of 10"))
        line.record(.started(url: url))
        line.record(.started(url: url))
        line.record(finished(lastPage: nil))
        clock.advance()
        line.record(.started(url: url))
        #expect(sink.text.components(separatedBy: "\r\u{1B}[K").last == "Fetching atomicrobot repositories… 1 of 3 requests")
    }

    /// Past the pages a listing said it has (a sweep asking each repository after the org's
    /// list), the line counts requests.
    @Test func moreRequestsThanTheListingsPagesAreCountedAsRequests() {
        let (sink, line, clock) = Self.drawn("workorg pull requests")
        line.record(.started(url: url))
        line.record(finished(lastPage: 2))
        line.record(.started(url: url))
        #expect(sink.text.hasSuffix("1/2 pages"))
        line.record(.started(url: url))
        clock.advance()
        line.record(.started(url: url))
        #expect(sink.text.components(separatedBy: "\r\u{1B}[K").last == "Fetching workorg pull requests… 1 of 4 requests")
    }

    /// One round trip shows nothing; a first answer slow to come shows the line, once.
    @Test func aSlowFirstAnswerShowsTheLineWhileItWaits() {
        let sink = StringSink()
        let line = ProgressLine(label: "someorg repositories", sink: sink, clock: { 0 })
        line.showWhileWaiting()
        #expect(sink.text == "")
        line.record(.started(url: url))
        line.showWhileWaiting()
        #expect(sink.text == "\r\u{1B}[KFetching someorg repositories… 0 of 1 request")
        line.showWhileWaiting()
        line.record(finished(lastPage: nil))
        line.clear()
        line.showWhileWaiting()
        #expect(sink.text == "\r\u{1B}[KFetching someorg repositories… 0 of 1 request\r\u{1B}[K")
    }

    @Test func redrawsAtMostTenTimesASecond() {
        let (sink, line, clock) = Self.drawn("x")
        for _ in 0..<20 { line.record(.started(url: url)) }
        // Twenty events in the same instant: drawn once.
        #expect(sink.text.components(separatedBy: "Fetching").count == 2)
        clock.advance()
        line.record(finished(lastPage: nil))
        #expect(sink.text.hasSuffix("Fetching x… 1 of 20 requests"))
    }
}
