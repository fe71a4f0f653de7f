import Foundation

/// The moments tests take as "now", named once: a test that reads a clock is given one of these,
/// so what it draws ("3 days ago"), caches and expires never depends on the day it runs.
public enum FixedMoment {
    /// 2026-11-30T12:00:00Z: now for runs over fixtures dated in the days before it (the
    /// end-to-end fixture, the activity organisation, the response cache).
    public static let noon = Date(timeIntervalSince1970: 1_796_040_000)
    /// 2026-11-30T00:53:20Z: now for the unit tests of screens, lists and retries.
    public static let shortlyAfterMidnight = Date(timeIntervalSince1970: 1_796_000_000)
}
