import Dispatch
import Foundation
import Reactive
import TestSupport
import Testing

/// `DispatchQueue`'s time and strides behave as Combine's at their ends and in their encodings.
@Suite struct DispatchQueueSchedulerTests {
    typealias Time = DispatchQueue.SchedulerTimeType

    private static func time(_ nanoseconds: UInt64) -> Time { Time(DispatchTime(uptimeNanoseconds: nanoseconds)) }

    /// Combine subtracts uptimes as signed numbers that wrap: `distantFuture` (all bits set) reads
    /// as just before the start, so the distance to it is negative and nothing traps.
    @Test func distanceWrapsAtDistantFutureAsCombines() {
        let early = Self.time(10_000)
        let later = Self.time(10_431)
        let distantFuture = Time(.distantFuture)
        let nearlyDistant = Self.time(DispatchTime.distantFuture.uptimeNanoseconds - 1024)
        #expect(early.distance(to: later) == .nanoseconds(431))
        #expect(later.distance(to: early) == .nanoseconds(-431))
        #expect(early.distance(to: distantFuture) == .nanoseconds(-10_001))
        #expect(distantFuture.distance(to: early) == .nanoseconds(10_001))
        #expect(later.distance(to: nearlyDistant) == .nanoseconds(-11_456))
        #expect(distantFuture.distance(to: distantFuture) == .nanoseconds(0))
    }

    @Test func advancingHoldsBetweenTheFirstInstantAndDistantFuture() {
        let time = Self.time(10_000)
        #expect(time.advanced(by: .nanoseconds(431)) == Self.time(10_431))
        #expect(time.advanced(by: .nanoseconds(-220)) == Self.time(9_780))
        #expect(time.advanced(by: .nanoseconds(.max)).dispatchTime == .distantFuture)
        #expect(Time(.distantFuture).advanced(by: .seconds(1)) == Time(.distantFuture))
        #expect(Self.time(1).advanced(by: .nanoseconds(-1000)) == Self.time(1))
        #expect(time.advanced(by: .nanoseconds(.min)) == Self.time(1))
    }

    private struct Keyed<Value: Codable & Equatable>: Codable, Equatable {
        let value: Value
    }

    @Test func timeAndStrideEncodeAsCombines() throws {
        let time = try JSONEncoder().encode(Keyed(value: Self.time(42)))
        #expect(String(decoding: time, as: UTF8.self) == #"{"value":42}"#)
        #expect(try JSONDecoder().decode(Keyed<Time>.self, from: time).value == Self.time(42))
        let stride = try JSONEncoder().encode(Keyed(value: SchedulerStride.nanoseconds(419_872)))
        #expect(String(decoding: stride, as: UTF8.self) == #"{"value":{"magnitude":419872}}"#)
        #expect(try JSONDecoder().decode(Keyed<SchedulerStride>.self, from: stride).value == .nanoseconds(419_872))
    }

    /// A literal is seconds, and strides multiply as seconds, as in Combine.
    @Test func literalsAreSecondsAndProductsAreTakenInSeconds() {
        #expect((2 as SchedulerStride).magnitude == 2_000_000_000)
        #expect((1.2 as SchedulerStride).magnitude == 1_200_000_000)
        #expect((SchedulerStride.nanoseconds(15) * .nanoseconds(2)).magnitude == 0)
        #expect((SchedulerStride.microseconds(1) * .nanoseconds(18)).magnitude == 0)
        #expect(SchedulerStride(exactly: 871 as UInt64)?.magnitude == 871)
        #expect(SchedulerStride(exactly: UInt64.max) == nil)
    }

    @Test func aDispatchIntervalIsReadAsCombineReadsIt() {
        #expect(SchedulerStride(.seconds(2)).magnitude == 2_000_000_000)
        #expect(SchedulerStride(.milliseconds(2)).magnitude == 2_000_000)
        #expect(SchedulerStride(.microseconds(2)).magnitude == 2_000)
        #expect(SchedulerStride(.nanoseconds(2)).magnitude == 2)
        #expect(SchedulerStride(.never).magnitude == .max)
        #expect(SchedulerStride(.seconds(.max)).magnitude == .max)
        #expect(SchedulerStride(.milliseconds(.min)).magnitude == .min)
        // And back, as Combine's DispatchQueue stride gives it: nanoseconds.
        #expect(SchedulerStride.seconds(2).timeInterval == .nanoseconds(2_000_000_000))
        let stride: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(3)
        #expect(stride.magnitude == 3_000_000)
    }

    @Test func optionsCarryCombinesQualityFlagsAndGroup() async {
        let defaults = DispatchQueue.SchedulerOptions()
        #expect(defaults.qos == .unspecified)
        #expect(defaults.flags.isEmpty)
        #expect(defaults.group == nil)
        // The work waits on a suspended queue, so the group is seen holding it; nothing blocks a
        // thread for it (on one core, a thread blocked waiting for the global queue can be the
        // one the global queue needs).
        let queue = DispatchQueue(label: "options-carry", attributes: .concurrent)
        queue.suspend()
        let group = DispatchGroup()
        let ran = Locked(false)
        queue.schedule(options: .init(qos: .userInitiated, flags: .barrier, group: group)) { ran.withLock { $0 = true } }
        #expect(group.wait(timeout: .now()) == .timedOut, "the work is not in the group")
        queue.resume()
        #expect(await eventually { group.wait(timeout: .now()) == .success })
        #expect(ran.withLock { $0 })
    }
}
