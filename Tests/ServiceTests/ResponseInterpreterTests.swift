import Foundation
@testable import Service
import Testing

/// Which limit a refusal is: GitHub's guidance reads `retry-after` first, then the reset, and a
/// secondary limit is never the hourly one.
@Suite struct ResponseInterpreterTests {
    static func refusal(_ status: Int, message: String, headers: [String: String]) -> GitHubError {
        let body = Data(#"{"message":"\#(message)","documentation_url":"https://docs.github.com/rest"}"#.utf8)
        let response = HTTPResponse(status: status, headers: headers, body: body, url: URL(fileURLWithPath: "/orgs/o/repos"))
        return ResponseInterpreter.error(for: response, endpoint: "GET /orgs/o/repos")
    }

    static let spent = ["x-ratelimit-remaining": "0", "x-ratelimit-limit": "5000", "x-ratelimit-reset": "1796002000"]
    static let secondary = "You have exceeded a secondary rate limit. Please wait a few minutes before you try again."

    @Test func aSecondaryLimitWithNoneRemainingIsStillTheSecondaryOne() {
        let error = Self.refusal(403, message: Self.secondary, headers: Self.spent.merging(["retry-after": "1"]) { $1 })
        #expect(error == .secondaryRateLimited(retryAfter: 1, message: Self.secondary))
        // Said by its message alone, too.
        #expect(Self.refusal(403, message: Self.secondary, headers: Self.spent) == .secondaryRateLimited(retryAfter: nil, message: Self.secondary))
    }

    @Test func retryAfterComesBeforeTheReset() {
        let error = Self.refusal(429, message: "Too Many Requests", headers: Self.spent.merging(["retry-after": "7"]) { $1 })
        #expect(error == .secondaryRateLimited(retryAfter: 7, message: "Too Many Requests"))
    }

    @Test func aSpentQuotaWithoutRetryAfterIsTheHourlyLimit() {
        let error = Self.refusal(403, message: "API rate limit exceeded for 203.0.113.9.", headers: Self.spent)
        #expect(error == .rateLimited(resetAt: Date(timeIntervalSince1970: 1_796_002_000), limit: 5000, message: "API rate limit exceeded for 203.0.113.9."))
        #expect(
            Self.refusal(403, message: "Resource not accessible by integration", headers: [:]) == .forbidden(message: "Resource not accessible by integration"))
    }
}
