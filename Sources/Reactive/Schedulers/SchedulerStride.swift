/// A signed duration in nanoseconds: the `Stride` of every scheduler in this library.
public struct SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable {
    /// The duration in nanoseconds.
    public var magnitude: Int

    /// Creates a duration of `nanoseconds`.
    public init(nanoseconds: Int) { magnitude = nanoseconds }

    /// The duration in seconds.
    public var timeInterval: Double { Double(magnitude) / 1_000_000_000 }

    /// Whole seconds.
    public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : s * 1_000_000_000) }
    /// Fractional seconds.
    public static func seconds(_ s: Double) -> Self { Self(nanoseconds: Int(exactly: (s * 1_000_000_000).rounded()) ?? .max) }
    /// Milliseconds.
    public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
    /// Microseconds.
    public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
    /// Nanoseconds.
    public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

    /// Creates a duration of `value` nanoseconds, if it fits.
    public init?<T: BinaryInteger>(exactly value: T) {
        guard let nanoseconds = Int(exactly: value) else { return nil }
        magnitude = nanoseconds
    }

    /// Creates a duration of `value` nanoseconds.
    public init(integerLiteral value: Int) { magnitude = value }

    /// Orders by length.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    /// The sum.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude + rhs.magnitude) }
    /// The difference.
    public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude - rhs.magnitude) }
    /// The product.
    public static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.magnitude * rhs.magnitude) }
    /// Adds in place.
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    /// Subtracts in place.
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    /// Multiplies in place.
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}
