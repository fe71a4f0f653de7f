import Foundation
import Service
import Testing

@testable import CLI

/// The `-v` cost line counts what the service reported: a conditional request is sent, its 304
/// costing no rate limit; an unasked cache answer is not sent; the limit left is the latest
/// window's lowest count.
@Suite struct RunCostTests {
    private let url = URL(fileURLWithPath: "/orgs/x/repos")

    private func finished(_ status: Int, remaining: Int? = nil, reset: Double = 100, confirmed: Bool = false) -> ServiceEvent {
        let headers = remaining.map { ["x-ratelimit-limit": "5000", "x-ratelimit-remaining": "\($0)", "x-ratelimit-reset": "\(Int(reset))"] } ?? [:]
        let rate = RateLimit(HTTPResponse(status: status, headers: headers, body: Data(), url: url))
        return .finished(
            RequestEvent(
                url: url, status: status, rateLimit: rate, duration: 0, fromCache: confirmed || status == 304,
                httpVersion: nil, reusedConnection: false, lastPage: nil, confirmedAt: confirmed ? Date(timeIntervalSince1970: 0) : nil))
    }

    @Test func countsEachKindAndTheLatestWindowsLowestCount() {
        let cost = RunCost()
        cost.want()
        for event in [
            finished(200, remaining: 4_990), finished(200, remaining: 4_985), finished(200, remaining: 4_988), finished(304, remaining: 4_985),
            finished(200, confirmed: true), finished(403, remaining: 0, reset: 50), finished(429),
            .retrying(url: url, error: .server(status: 502, message: ""), attempt: 2, attempts: 10, delay: 0.25),
        ] {
            cost.record(event)
        }
        #expect(
            cost.summary()
                == "* cost: 6 requests sent, 1 answered 304, 1 answered by the cache unasked, 2 refused, 1 retried; rate limit 3 spent, 4,985/5,000 left\n")
    }

    @Test func saysNothingUnlessTheRunAskedForIt() {
        let cost = RunCost()
        cost.record(finished(200, remaining: 1))
        #expect(cost.summary() == nil)
    }
}
