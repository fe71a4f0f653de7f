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

        /// Adds a count.
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

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

        /// Subtracts a count.
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }

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
    }
}
