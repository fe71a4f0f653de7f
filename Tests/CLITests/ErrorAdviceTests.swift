import Foundation
import Testing

@testable import CLI

/// How a rate limit's reset is said, on a clock the test fixes: a reset already past, one within
/// a minute, an hour, days, and one too far to count.
@Suite struct ErrorAdviceTests {
    private let now = Date(timeIntervalSince1970: 1_764_504_000)  // 2025-11-30 12:00:00 UTC
    private let utc = TimeZone(identifier: "UTC") ?? .current

    /// Seconds from now to the reset, and how it is said.
    static let resets: [(offset: Double, said: String)] = [
        (-100, "now"),
        (0, "now"),
        (30, "at 12:00 (in 30 s)"),
        (90 * 60, "at 13:30 (in 90 min)"),
        (5 * 3600, "at 17:00 (in 5 h)"),
        (364 * 86_400, "at 12:00 (in 364 days)"),
        (366 * 86_400, "in more than a year"),
        (1e300, "in more than a year"),
    ]

    @Test(arguments: resets)
    func aResetIsSaidAsPeopleReadIt(offset: Double, said: String) {
        #expect(ErrorAdvice.describeReset(now.addingTimeInterval(offset), now: now, timeZone: utc) == said)
    }
}
