import Reactive
import TestSupport
import Testing

/// The specialisations Combine declares, so code that names their types type-checks here: each
/// result's type is written out, and what it sends is the generic operator's.
@Suite struct SpecialisationTests {
    private func history<P: Publisher>(_ publisher: P) -> [String] where P.Output: Sendable {
        let subscriber = TrackingSubscriber<P.Output, P.Failure>()
        publisher.subscribe(subscriber)
        return subscriber.history
    }

    @Test func justStaysAJustOrBecomesAnOptionalOrResultPublisher() {
        let just = Just(3)
        let mapped: Just<Int> = just.map { $0 * 2 }
        let counted: Just<Int> = just.count()
        let collected: Just<[Int]> = just.collect()
        let satisfied: Just<Bool> = just.allSatisfy { $0 > 2 }
        let contained: Just<Bool> = just.contains(3)
        let first: Just<Int> = just.first()
        let least: Just<Int> = just.min()
        let deduplicated: Just<Int> = just.removeDuplicates()
        let filtered: Optional<Int>.Publisher = just.filter { $0 > 5 }
        let compacted: Optional<String>.Publisher = just.compactMap { "\($0)" }
        let dropped: Optional<Int>.Publisher = just.dropFirst()
        let at: Optional<Int>.Publisher = just.output(at: 0)
        let prefixed: Optional<Int>.Publisher = just.prefix(1)
        let reduced: Result<Int, Never>.Publisher = just.reduce(10, +)
        let scanned: Result<Int, Never>.Publisher = just.scan(10, +)
        let tried: Result<Int, any Error>.Publisher = just.tryMap { $0 + 1 }
        let typed: Result<Int, TestError>.Publisher = just.setFailureType(to: TestError.self)
        let ignored: Empty<Int, Never> = just.ignoreOutput()
        let prepended: Publishers.Sequence<[Int], Never> = just.prepend(1, 2)
        let appended: Publishers.Sequence<[Int], Never> = just.append([4])
        #expect(history(mapped) == ["subscription", "value(6)", "finished"])
        #expect(history(counted) == ["subscription", "value(1)", "finished"])
        #expect(history(collected) == ["subscription", "value([3])", "finished"])
        #expect(history(satisfied) == ["subscription", "value(true)", "finished"])
        #expect(history(contained) == ["subscription", "value(true)", "finished"])
        #expect(first == just && least == just && deduplicated == just)
        #expect(history(filtered) == ["subscription", "finished"])
        #expect(history(compacted) == ["subscription", "value(3)", "finished"])
        #expect(history(dropped) == ["subscription", "finished"])
        #expect(at.output == 3 && prefixed.output == 3)
        #expect(reduced.result == .success(13) && scanned.result == .success(13))
        #expect(history(tried) == ["subscription", "value(4)", "finished"])
        #expect(typed.result == .success(3))
        #expect(history(ignored) == ["subscription", "finished"])
        #expect(history(prepended) == ["subscription", "value(1)", "value(2)", "value(3)", "finished"])
        #expect(history(appended) == ["subscription", "value(3)", "value(4)", "finished"])
    }

    @Test func aSequenceStaysASequenceOrBecomesAResultOrOptionalPublisher() {
        let numbers = Publishers.Sequence<[Int], Never>(sequence: [3, 1, 1, 2])
        let mapped: Publishers.Sequence<[String], Never> = numbers.map { "\($0)" }
        let filtered: Publishers.Sequence<[Int], Never> = numbers.filter { $0 > 1 }
        let compacted: Publishers.Sequence<[Int], Never> = numbers.compactMap { $0 == 1 ? nil : $0 }
        let deduplicated: Publishers.Sequence<[Int], Never> = numbers.removeDuplicates()
        let scanned: Publishers.Sequence<[Int], Never> = numbers.scan(0, +)
        let dropped: Publishers.Sequence<DropFirstSequence<[Int]>, Never> = numbers.dropFirst(2)
        let droppedWhile: Publishers.Sequence<DropWhileSequence<[Int]>, Never> = numbers.drop { $0 > 2 }
        let prefixed: Publishers.Sequence<PrefixSequence<[Int]>, Never> = numbers.prefix(2)
        let inRange: Publishers.Sequence<[Int], Never> = numbers.output(in: 1..<9)
        let counted: Just<Int> = numbers.count()
        let reduced: Result<Int, Never>.Publisher = numbers.reduce(0, +)
        let collected: Result<[Int], Never>.Publisher = numbers.collect()
        let contained: Result<Bool, Never>.Publisher = numbers.contains(2)
        let satisfied: Result<Bool, Never>.Publisher = numbers.allSatisfy { $0 > 0 }
        let least: Optional<Int>.Publisher = numbers.min()
        let first: Optional<Int>.Publisher = numbers.first()
        let last: Optional<Int>.Publisher = numbers.last()
        let at: Optional<Int>.Publisher = numbers.output(at: 9)
        let typed: Publishers.Sequence<[Int], TestError> = numbers.setFailureType(to: TestError.self)
        #expect(mapped.sequence == ["3", "1", "1", "2"])
        #expect(filtered.sequence == [3, 2] && compacted.sequence == [3, 2])
        #expect(deduplicated.sequence == [3, 1, 2] && scanned.sequence == [3, 4, 5, 7])
        #expect(Array(dropped.sequence) == [1, 2] && Array(droppedWhile.sequence) == [1, 1, 2] && Array(prefixed.sequence) == [3, 1])
        #expect(inRange.sequence == [1, 1, 2])
        #expect(counted.output == 4 && reduced.result == .success(7) && collected.result == .success([3, 1, 1, 2]))
        #expect(contained.result == .success(true) && satisfied.result == .success(true))
        #expect(least.output == 1 && first.output == 3 && last.output == 2 && at.output == nil)
        #expect(history(typed) == ["subscription", "value(3)", "value(1)", "value(1)", "value(2)", "finished"])
    }

    @Test func aResultPublisherStaysAResultPublisherAndAFailurePassesThrough() {
        let value = Result<Int, TestError>.Publisher(2)
        let failure = Result<Int, TestError>.Publisher(TestError(1))
        let mapped: Result<Int, TestError>.Publisher = value.map { $0 * 3 }
        let failedMap: Result<Int, TestError>.Publisher = failure.map { $0 * 3 }
        let tried: Result<Int, any Error>.Publisher = value.tryMap { _ in throw TestError(5) }
        let replaced: Result<Int, Never>.Publisher = failure.replaceError(with: 0)
        let counted: Result<Int, TestError>.Publisher = value.count()
        let contained: Result<Bool, TestError>.Publisher = value.contains(2)
        let mappedError: Result<Int, TestError>.Publisher = failure.mapError { TestError($0.code + 1) }
        let typed: Result<Int, TestError>.Publisher = Result<Int, Never>.Publisher(1).setFailureType(to: TestError.self)
        #expect(mapped.result == .success(6) && failedMap.result == .failure(TestError(1)))
        #expect(history(tried) == ["subscription", "failure(TestError(5))"])
        #expect(replaced.result == .success(0) && counted.result == .success(1) && contained.result == .success(true))
        #expect(mappedError.result == .failure(TestError(2)) && typed.result == .success(1))
        #expect(value.first() == value && value.min() == value)
    }

    @Test func anOptionalPublisherStaysOneAndAnEmptyOneStaysEmpty() {
        let some = Optional(2).publisher
        let none = Optional<Int>.Publisher(nil)
        let mapped: Optional<Int>.Publisher = some.map { $0 + 1 }
        let counted: Optional<Int>.Publisher = none.count()
        let satisfied: Optional<Bool>.Publisher = none.allSatisfy { _ in false }
        let filtered: Optional<Int>.Publisher = some.filter { $0 > 2 }
        let replaced: Just<Int> = none.replaceEmpty(with: 7)
        let reduced: Optional<Int>.Publisher = some.reduce(1, +)
        #expect(mapped.output == 3 && counted.output == nil && satisfied.output == nil)
        #expect(filtered.output == nil && replaced.output == 7 && reduced.output == 3)
        #expect(history(none.collect()) == ["subscription", "finished"])
    }
}
