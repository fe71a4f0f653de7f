import Reactive
import TestSupport
import Testing

@Suite struct DebuggingTests {
    final class Lines: TextOutputStream {
        var text = ""
        func write(_ string: String) { text += string }
    }

    @Test func printWritesEachEventInCombinesWords() {
        let upstream = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>(initialDemand: .max(2)) { _ in .max(1) }
        let printed = upstream.print("numbers", to: Lines())
        printed.subscribe(subscriber)
        _ = upstream.send(1)
        upstream.send(completion: .failure(TestError(2)))
        let text = (printed.stream as? Lines)?.text
        #expect(
            text == """
                numbers: receive subscription: (\(upstream.subscription))
                numbers: request max: (2)
                numbers: receive value: (1)
                numbers: request max: (1) (synchronous)
                numbers: receive error: (TestError(2))

                """)
        #expect(subscriber.history == ["subscription", "value(1)", "failure(TestError(2))"])
    }

    @Test func printWritesACancelAndAnUnlimitedRequest() {
        let upstream = ManualPublisher<Int, Never>()
        let lines = Lines()
        let subscriber = TrackingSubscriber<Int, Never>()
        upstream.print(to: lines).subscribe(subscriber)
        subscriber.cancel()
        let text = lines.text
        #expect(text.hasSuffix("request unlimited\nreceive cancel\n"), "\(text)")
    }

    @Test func breakpointPassesEveryEventOnWhenNoClosureStops() {
        let asked = Locked<[String]>([])
        let subscriber = TrackingSubscriber<Int, TestError>()
        [1, 2].publisher.setFailureType(to: TestError.self)
            .breakpoint(
                receiveSubscription: { _ in
                    asked.withLock { $0.append("subscription") }; return false
                },
                receiveOutput: { value in
                    asked.withLock { $0.append("value(\(value))") }; return false
                },
                receiveCompletion: { _ in
                    asked.withLock { $0.append("completion") }; return false
                }
            )
            .breakpointOnError()
            .subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "finished"])
        #expect(asked.withLock { $0 } == ["subscription", "value(1)", "value(2)", "completion"])
    }

    @Test func assertNoFailurePassesValuesAndTheFinish() {
        let subscriber = TrackingSubscriber<Int, Never>()
        let asserted: Publishers.AssertNoFailure<Publishers.Sequence<[Int], TestError>> = Publishers.Sequence(sequence: [1, 2]).assertNoFailure("never")
        asserted.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1)", "value(2)", "finished"])
        #expect(asserted.prefix == "never")
    }
}
