/// A signed duration in nanoseconds: the `Stride` of every scheduler in this library. Its
/// arithmetic saturates at `Int`'s ends rather than trapping, so a time near `distantFuture`
/// or a huge delay stays the longest duration there is.
///
/// It encodes as Combine's strides do: `{"magnitude":419872}`.
public struct SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
    /// The duration in nanoseconds.
    public var magnitude: Int

    /// Creates a duration of `nanoseconds`.
    public init(nanoseconds: Int) { magnitude = nanoseconds }

    /// The duration in seconds. (`timeInterval` is Combine's `DispatchTimeInterval` for it, as
    /// `DispatchQueue`'s stride has.)
    var inSeconds: Double { Double(magnitude) / 1_000_000_000 }

    /// Whole seconds.
    public static func seconds(_ s: Int) -> Self { Self(nanoseconds: product(s, 1_000_000_000)) }
    /// Fractional seconds.
    public static func seconds(_ s: Double) -> Self {
        let nanoseconds = (s * 1_000_000_000).rounded()
        return Self(nanoseconds: Int(exactly: nanoseconds) ?? (nanoseconds < 0 ? .min : .max))
    }
    /// Milliseconds.
    public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: product(ms, 1_000_000)) }
    /// Microseconds.
    public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: product(us, 1_000)) }
    /// Nanoseconds.
    public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

    /// Creates a duration of `value` nanoseconds, if it fits.
    public init?<T: BinaryInteger>(exactly value: T) {
        guard let nanoseconds = Int(exactly: value) else { return nil }
        magnitude = nanoseconds
    }

    /// Creates a duration of `value` seconds, as Combine's strides read a literal (`2` is two
    /// seconds).
    public init(integerLiteral value: Int) { self = .seconds(value) }

    /// Creates a duration of `value` seconds (`1.2` is 1.2 seconds), as Combine's strides do.
    public init(floatLiteral value: Double) { self = .seconds(value) }

    /// Orders by length.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    /// The sum.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: sum(lhs.magnitude, rhs.magnitude)) }
    /// The difference.
    public static func - (lhs: Self, rhs: Self) -> Self {
        let (value, overflow) = lhs.magnitude.subtractingReportingOverflow(rhs.magnitude)
        return Self(nanoseconds: overflow ? (rhs.magnitude < 0 ? .max : .min) : value)
    }
    /// The product of the two durations taken in seconds, as Combine's strides multiply
    /// (`.seconds(2) * .seconds(3)` is six seconds; `.nanoseconds(15) * .nanoseconds(2)` is zero),
    /// held at `Int`'s ends.
    public static func * (lhs: Self, rhs: Self) -> Self { .seconds(lhs.inSeconds * rhs.inSeconds) }
    /// Adds in place.
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    /// Subtracts in place.
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    /// Multiplies in place.
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

    /// `a + b`, held at `Int`'s ends.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b < 0 ? .min : .max) : value
    }

    /// `a * b`, held at `Int`'s ends.
    static func product(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? ((a < 0) != (b < 0) ? .min : .max) : value
    }
}
