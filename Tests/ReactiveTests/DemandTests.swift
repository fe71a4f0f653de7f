import Dispatch
import Foundation
import Reactive
import Testing

@Suite struct DemandTests {
    @Test func additionSaturatesAtUnlimited() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) + .max(Int.max) == .unlimited)
        #expect(Subscribers.Demand.max(1) + 4 == .max(5))
    }

    @Test func subtractionNeverGoesBelowNone() {
        #expect(Subscribers.Demand.max(5) - .max(2) == .max(3))
        #expect(Subscribers.Demand.max(1) - .max(2) == .none)
        #expect(Subscribers.Demand.unlimited - .max(100) == .unlimited)
        // Combine: anything subtracted from `.unlimited` leaves `.unlimited`.
        #expect(Subscribers.Demand.unlimited - .unlimited == .unlimited)
        #expect(Subscribers.Demand.max(3) - .unlimited == .none)
        #expect(Subscribers.Demand.max(3) - .unlimited == .none)
        #expect(Subscribers.Demand.max(3) - 1 == .max(2))
    }

    @Test func multiplicationAndComparison() {
        #expect(Subscribers.Demand.max(3) * 4 == .max(12))
        #expect(Subscribers.Demand.unlimited * 2 == .unlimited)
        #expect(Subscribers.Demand.max(Int.max) * 3 == .unlimited)
        #expect(Subscribers.Demand.max(1) < .unlimited)
        #expect(Subscribers.Demand.unlimited > 1_000_000)
        #expect(Subscribers.Demand.none == 0)
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.max(7).description == "max(7)")
    }

    /// Combine declares each comparison with a count both ways round; `.unlimited` is greater
    /// than every count.
    @Test func comparesWithACountEitherWayRound() {
        let three = Subscribers.Demand.max(3)
        #expect(three == 3 && 3 == three && three != 4 && 4 != three)
        #expect(three >= 3 && three <= 3 && three > 2 && three < 4)
        #expect(3 >= three && 3 <= three && 4 > three && 2 < three)
        #expect(Subscribers.Demand.unlimited > Int.max && Int.max < Subscribers.Demand.unlimited)
        #expect(Subscribers.Demand.unlimited != Int.max && !(Subscribers.Demand.unlimited <= Int.max))
        var doubled = three
        doubled *= 2
        #expect(doubled == .max(6))
    }
}

/// Demand in JSON as Combine writes it: a count as itself, `.unlimited` as `Int.max + 1`; past
/// that is `.unlimited` too, and a negative count is refused.
@Suite struct DemandCodingTests {
    struct Wrapper: Codable, Equatable {
        var value: Subscribers.Demand
    }

    @Test func demandEncodesAndDecodesAsCombines() throws {
        let encoder = JSONEncoder()
        #expect(String(decoding: try encoder.encode(Wrapper(value: .max(42))), as: UTF8.self) == #"{"value":42}"#)
        #expect(String(decoding: try encoder.encode(Wrapper(value: .unlimited)), as: UTF8.self) == #"{"value":9223372036854775808}"#)
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Wrapper.self, from: Data(#"{"value":42}"#.utf8)).value == .max(42))
        #expect(try decoder.decode(Wrapper.self, from: Data(#"{"value":9223372036854775808}"#.utf8)).value == .unlimited)
        #expect(try decoder.decode(Wrapper.self, from: Data(#"{"value":9223372036854775809}"#.utf8)).value == .unlimited)
        #expect(throws: (any Error).self) { try decoder.decode(Wrapper.self, from: Data(#"{"value":-1}"#.utf8)) }
    }
}

/// Demand and scheduler time saturate where Combine's do, and never trap at their extremes.
@Suite struct SaturationTests {
    @Test func demandSaturatesBothWays() {
        typealias Demand = Subscribers.Demand
        #expect(Demand.unlimited + Int.min == .unlimited)
        #expect(Demand.unlimited - Int.max == .unlimited)
        #expect(Demand.max(5) + -3 == .max(2))
        #expect(Demand.max(1) - 2 == .none)
        #expect(Demand.max(1) - .max(2) == .none)
        // Combine: a subtraction that overflows is `.none`, not `.unlimited`.
        #expect(Demand.max(3) - Int.min == .none)
        #expect(Demand.max(Int.max) - -1 == .none)
        var demand = Demand.max(Int.max)
        demand -= -1
        #expect(demand == .none)
        demand = .unlimited
        demand -= .unlimited
        #expect(demand == .unlimited)
        #expect(Demand.max(Int.max) + 1 == .unlimited)
        #expect(Demand.max(2) * Int.max == .unlimited)
    }

    @Test func strideArithmeticHoldsAtTheEnds() {
        #expect((SchedulerStride.nanoseconds(.max) + .nanoseconds(1)).magnitude == .max)
        #expect((SchedulerStride.nanoseconds(.min) - .nanoseconds(1)).magnitude == .min)
        #expect((SchedulerStride.seconds(Int.max)).magnitude == .max)
        #expect((SchedulerStride.milliseconds(-Int.max)).magnitude == .min)
        #expect((SchedulerStride.seconds(2) * 3).magnitude == 6_000_000_000)
        #expect((SchedulerStride.nanoseconds(.max) * -2).magnitude == .min)
    }
}
