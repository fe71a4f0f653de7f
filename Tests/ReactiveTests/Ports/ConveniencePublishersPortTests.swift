import Foundation
import Reactive
import Testing

/// A port of the "convenience publishers" chapter of the Combine books: `Just` with
/// `setFailureType(to:)`, `Fail`, `Empty(completeImmediately:)`, `Record`, `Optional.Publisher`,
/// `Result.Publisher`, sequences' `publisher`, `assign(to:on:)` onto a plain object, and a
/// hand-written `Subscriber` that asks for values one at a time.
@Suite struct ConveniencePublishersPortTests {
    enum LoadError: Error, Equatable { case offline }

    final class Label: @unchecked Sendable {
        // Test double: touched from the test's thread only.
        var text: String?
    }

    final class OneAtATime: Subscriber, @unchecked Sendable {
        // Test double: touched from the test's thread only.
        typealias Input = Int
        typealias Failure = LoadError
        var events: [String] = []
        var subscription: (any Subscription)?

        func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(.max(1))
        }

        func receive(_ input: Int) -> Subscribers.Demand {
            events.append("\(input)")
            return input < 2 ? .max(1) : .none
        }

        func receive(completion: Subscribers.Completion<LoadError>) {
            events.append("\(completion)")
        }
    }

    let offline = "\(Subscribers.Completion<LoadError>.failure(.offline))"

    func events<P: Publisher>(of publisher: P) -> [String] {
        let events = EventLog<String>()
        let cancellable = publisher.sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append("\($0)") })
        cancellable.cancel()
        return events.all
    }

    @Test func justWithAFailureTypeJoinsAFailingChain() {
        func load(online: Bool) -> AnyPublisher<String, LoadError> {
            online ? Just("page").setFailureType(to: LoadError.self).eraseToAnyPublisher() : Fail(error: .offline).eraseToAnyPublisher()
        }
        #expect(events(of: load(online: true)) == ["page", "finished"])
        #expect(events(of: load(online: false)) == [offline])
        #expect(events(of: load(online: false).replaceError(with: "offline page")) == ["offline page", "finished"])
    }

    @Test func emptyFinishesOrStaysSilent() {
        #expect(events(of: Empty<Int, Never>()) == ["finished"])
        #expect(events(of: Empty<Int, Never>(completeImmediately: false)) == [])
        #expect(events(of: Empty(completeImmediately: true, outputType: Int.self, failureType: LoadError.self)) == ["finished"])
    }

    @Test func recordPlaysBackWhatItRecorded() {
        let record = Record<Int, LoadError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(completion: .failure(.offline))
        }
        #expect(events(of: record) == ["1", "2", offline])
        #expect(record.recording.output == [1, 2])
        let replay = Record<Int, Never>(output: [3, 4], completion: .finished).map { $0 * 2 }
        #expect(events(of: replay) == ["6", "8", "finished"])
    }

    @Test func optionalAndResultPublishers() {
        let some: Int? = 5
        let none: Int? = nil
        #expect(events(of: some.publisher) == ["5", "finished"])
        #expect(events(of: none.publisher) == ["finished"])
        #expect(events(of: Optional.Publisher(7)) == ["7", "finished"])
        #expect(events(of: Result<Int, LoadError>.success(1).publisher) == ["1", "finished"])
        #expect(events(of: Result<Int, LoadError>.failure(.offline).publisher) == [offline])
        #expect(events(of: Result<Int, LoadError>.Publisher(9)) == ["9", "finished"])
    }

    @Test func sequencePublisherWithCollectAndReduce() {
        #expect(events(of: (1...4).publisher.collect()) == ["[1, 2, 3, 4]", "finished"])
        #expect(events(of: [1, 2, 3].publisher.reduce(0, +)) == ["6", "finished"])
        #expect(events(of: ["a", "b"].publisher.append("c").prepend("z")) == ["z", "a", "b", "c", "finished"])
    }

    @Test func assignToOnWritesEachValueToTheObject() {
        let label = Label()
        let subject = CurrentValueSubject<String?, Never>("Loading…")
        var cancellables = Set<AnyCancellable>()
        subject.assign(to: \.text, on: label).store(in: &cancellables)
        #expect(label.text == "Loading…")
        subject.send("Done")
        #expect(label.text == "Done")
        cancellables.removeAll()
        subject.send("Ignored")
        #expect(label.text == "Done")
    }

    @Test func aHandWrittenSubscriberControlsDemand() {
        let subscriber = OneAtATime()
        [1, 2, 3].publisher.setFailureType(to: LoadError.self).subscribe(subscriber)
        #expect(subscriber.events == ["1", "2"])
        subscriber.subscription?.request(.max(5))
        #expect(subscriber.events == ["1", "2", "3", "finished"])
    }

    @Test func anyCancellableRunsItsClosureOnceAndOnRelease() {
        let cancels = EventLog<Int>()
        var set = Set<AnyCancellable>()
        AnyCancellable { cancels.append(1) }.store(in: &set)
        let explicit = AnyCancellable { cancels.append(10) }
        explicit.cancel()
        explicit.cancel()
        #expect(cancels.all == [10])
        set.removeAll()
        #expect(cancels.all == [10, 1])
    }
}
