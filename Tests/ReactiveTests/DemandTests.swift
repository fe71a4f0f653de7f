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
}
