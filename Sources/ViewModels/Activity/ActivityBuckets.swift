import Foundation

/// Commits counted per day, or per week for windows over six weeks, from the window's start.
public struct ActivityBuckets: Sendable, Equatable {
    /// The length of one bucket.
    public enum Unit: String, Sendable {
        case day, week

        /// Its length in seconds.
        public var seconds: TimeInterval { self == .day ? 86_400 : 7 * 86_400 }
    }

    /// Day or week.
    public var unit: Unit
    /// The start of the first bucket (the window's start, at 00:00 UTC).
    public var start: Date
    /// Commits in each bucket, oldest first.
    public var counts: [Int]

    /// Creates buckets.
    public init(unit: Unit, start: Date, counts: [Int]) {
        self.unit = unit
        self.start = start
        self.counts = counts
    }
}
