import Reactive
import TestSupport
import Testing

/// `Zip3`/`Zip4`, `CombineLatest3`/`CombineLatest4`, `Merge3` … `Merge8` and `MergeMany`, each with
/// Combine's shape.
@Suite struct CombiningArityTests {
    @Test func zip3SendsATupleOnceEachSideHasAValueInOrder() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<String, TestError>()
        let c = PassthroughSubject<Bool, TestError>()
        let subscriber = TrackingSubscriber<String, TestError>()
        let zipped:
            Publishers.Map<
                Publishers.Zip3<PassthroughSubject<Int, TestError>, PassthroughSubject<String, TestError>, PassthroughSubject<Bool, TestError>>, String
            > =
                a.zip(b, c) { "\($0)\($1)\($2)" }
        zipped.subscribe(subscriber)
        a.send(1)
        a.send(2)
        b.send("a")
        c.send(true)
        b.send("b")
        c.send(false)
        a.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(1atrue)", "value(2bfalse)", "finished"])
    }

    @Test func zip4FailsAtOnceWithAnySidesFailure() {
        let a = ManualPublisher<Int, TestError>()
        let subscriber = TrackingSubscriber<Int, TestError>()
        let d = ManualPublisher<Int, TestError>()
        Publishers.Zip4(a, Just(2).setFailureType(to: TestError.self), Just(3).setFailureType(to: TestError.self), d).map { $0.0 + $0.1 + $0.2 + $0.3 }
            .subscribe(subscriber)
        _ = a.send(1)
        d.send(completion: .failure(TestError(4)))
        #expect(subscriber.history == ["subscription", "failure(TestError(4))"])
        #expect(a.subscription.cancels == 1)
    }

    @Test func combineLatest3SendsTheLatestOfEachOnceAllHaveOne() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        let subscriber = TrackingSubscriber<String, Never>()
        a.combineLatest(b, c) { "\($0)\($1)\($2)" }.subscribe(subscriber)
        a.send(1)
        b.send(2)
        a.send(3)
        c.send(4)
        b.send(5)
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(324)", "value(354)"])
        c.send(6)
        c.send(completion: .finished)
        #expect(subscriber.history == ["subscription", "value(324)", "value(354)", "value(356)", "finished"])
    }

    @Test func combineLatestOfTwoWithATransform() {
        let subscriber = TrackingSubscriber<Int, Never>()
        let combined: Publishers.Map<Publishers.CombineLatest<Just<Int>, Just<Int>>, Int> = Just(1).combineLatest(Just(2)) { $0 * 10 + $1 }
        combined.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(12)", "finished"])
    }

    @Test func combineLatest4() {
        let subscriber = TrackingSubscriber<String, Never>()
        Publishers.CombineLatest4(Just(1), Just(2), [3, 4].publisher, Just(5)).map { "\($0.0)\($0.1)\($0.2)\($0.3)" }.subscribe(subscriber)
        #expect(subscriber.history == ["subscription", "value(1245)", "finished"])
    }

    @Test func merge3To8InterleaveAndFinishWhenAllHave() {
        let subjects = (0..<8).map { _ in PassthroughSubject<Int, Never>() }
        let s = subjects
        let merges: [AnyPublisher<Int, Never>] = [
            s[0].merge(with: s[1], s[2]).eraseToAnyPublisher(),
            s[0].merge(with: s[1], s[2], s[3]).eraseToAnyPublisher(),
            s[0].merge(with: s[1], s[2], s[3], s[4]).eraseToAnyPublisher(),
            s[0].merge(with: s[1], s[2], s[3], s[4], s[5]).eraseToAnyPublisher(),
            s[0].merge(with: s[1], s[2], s[3], s[4], s[5], s[6]).eraseToAnyPublisher(),
            s[0].merge(with: s[1], s[2], s[3], s[4], s[5], s[6], s[7]).eraseToAnyPublisher(),
            Publishers.MergeMany(s).eraseToAnyPublisher(),
        ]
        let subscribers = merges.map { merge in
            let subscriber = TrackingSubscriber<Int, Never>()
            merge.subscribe(subscriber)
            return subscriber
        }
        for (index, subject) in subjects.enumerated().reversed() { subject.send(index) }
        for subject in subjects { subject.send(completion: .finished) }
        for (count, subscriber) in zip([3, 4, 5, 6, 7, 8, 8], subscribers) {
            #expect(subscriber.history == ["subscription"] + (0..<count).reversed().map { "value(\($0))" } + ["finished"], "\(count)")
        }
    }

    @Test func mergeWithGrowsTheMergeAsCombinesDoes() {
        let a = Just(1)
        let merged: Publishers.Merge4<Just<Int>, Just<Int>, Just<Int>, Just<Int>> = Publishers.Merge(a, a).merge(with: a).merge(with: a)
        let subscriber = TrackingSubscriber<Int, Never>()
        merged.subscribe(subscriber)
        #expect(subscriber.values == [1, 1, 1, 1])
        #expect(Publishers.MergeMany([a]).merge(with: a).publishers.count == 2)
    }
}
