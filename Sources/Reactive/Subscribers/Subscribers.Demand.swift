extension Subscribers {
    /// How many more values a subscriber accepts: a count or `.unlimited`.
    ///
    /// A count is at most `Int.max`; anything larger is `.unlimited`. Arithmetic saturates: adding to `.unlimited` stays `.unlimited`, and subtracting below zero
    /// gives `.none`, as in Combine.
    public struct Demand: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
        private let rawValue: UInt

        private init(rawValue: UInt) { self.rawValue = rawValue }

        /// Any number of values.
        public static let unlimited = Demand(rawValue: .max)
        /// No values.
        public static let none = Demand(rawValue: 0)

        /// At most `value` values; `value` must not be negative.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand must not be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The count, or nil for `.unlimited`.
        public var max: Int? {
            rawValue == UInt.max ? nil : Int(clamping: rawValue)
        }

        /// `unlimited` or `max(n)`.
        public var description: String {
            max.map { "max(\($0))" } ?? "unlimited"
        }

        /// The sum, saturating at `.unlimited`.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow || sum > UInt(Int.max) ? .unlimited : Demand(rawValue: sum)
        }

        /// Adds `rhs` to `lhs`.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// Adds a count, which may be negative; saturating at `.none` and `.unlimited`, as in
        /// Combine (`.unlimited + Int.min` is `.unlimited`).
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs.adding(rhs) }

        /// Adds a count to `lhs`.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// The difference, as in Combine: `.unlimited` minus anything (even `.unlimited`) stays
        /// `.unlimited`; a count minus `.unlimited` is `.none`; never below `.none`.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return lhs.rawValue > rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
        }

        /// Subtracts `rhs` from `lhs`.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// Subtracts a count, as Combine does: `.unlimited` stays so; a count never goes below
        /// `.none`, and a subtraction that overflows (a negative count taken from `.max(Int.max)`)
        /// is `.none` too.
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let count = lhs.max else { return .unlimited }
            let (value, overflow) = count.subtractingReportingOverflow(rhs)
            return overflow || value < 0 ? .none : Demand(rawValue: UInt(value))
        }

        /// This demand moved by `delta`: `.unlimited` stays so; a count stays within `.none` and
        /// `.unlimited`.
        private func adding(_ delta: Int) -> Demand {
            guard let count = max else { return .unlimited }
            let (value, overflow) = count.addingReportingOverflow(delta)
            if overflow { return delta > 0 ? .unlimited : .none }
            return value < 0 ? .none : Demand(rawValue: UInt(value))
        }

        /// Subtracts a count from `lhs`.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// The product, saturating at `.unlimited`.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            if lhs == .unlimited { return .unlimited }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(Swift.max(rhs, 0)))
            return overflow || product > UInt(Int.max) ? .unlimited : Demand(rawValue: product)
        }

        /// `.unlimited` is greater than every count.
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Compares with a count.
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }

        /// Compares with a count.
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }

        /// Compares with a count.
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }

        /// Compares with a count.
        public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }

        /// Compares with a count.
        public static func >= (lhs: Demand, rhs: Int) -> Bool { !(lhs < rhs) }

        /// Compares with a count.
        public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }

        /// Compares a count with a demand.
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }

        /// Compares a count with a demand.
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs != lhs }

        /// Compares a count with a demand: no count is greater than `.unlimited`.
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }

        /// Compares a count with a demand.
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }

        /// Compares a count with a demand: every count is less than `.unlimited`.
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }

        /// Compares a count with a demand.
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }

        /// Multiplies in place, saturating at `.unlimited`.
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }
    }
}

extension Subscribers.Demand {
    /// Traps on a request for nothing, as Combine's `Just`, `Future` and subjects do: asking for
    /// zero values is a bug in the subscriber, not a state to carry on in. The one place the rule
    /// is written; the publishers that keep it call it first thing in `request(_:)`.
    func requireNonZero() {
        precondition(self > 0, "A subscriber asked for zero values: demand must be greater than zero")
    }

    /// Traps on a value that comes with no demand outstanding (this one), as Combine's `retry`
    /// and `replaceError` do: the publisher upstream broke the contract. Called outside any lock.
    func requireRoomForAValue() {
        precondition(self > 0, "A publisher sent a value beyond the demand its subscriber asked for")
    }
}

extension Subscribers.Demand: Codable {
    /// What Combine writes for `.unlimited`: one past the largest count, `Int.max + 1`.
    static let encodedUnlimited = UInt(Int.max) + 1

    /// Decodes the count as Combine encodes it: past `Int.max` is `.unlimited`; a negative
    /// number is an error.
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(UInt.self)
        self = raw > UInt(Int.max) ? .unlimited : .max(Int(raw))
    }

    /// Encodes the count, `.unlimited` as Combine does (`9223372036854775808`, `Int.max + 1`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(max.map(UInt.init) ?? Self.encodedUnlimited)
    }
}
