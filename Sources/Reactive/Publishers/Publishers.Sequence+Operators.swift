/// Combine's operators specialised for `Publishers.Sequence`: the elements are worked on now and
/// the result is again a `Publishers.Sequence` (a `Result.Publisher` for one result, an
/// `Optional.Publisher` for one value that may be missing), so Combine code that names these
/// types ports unchanged.
///
/// ```swift
/// let labels: Publishers.Sequence<[String], Never> = [1, 2].publisher.map { "#\($0)" }
/// let total: Result<Int, Never>.Publisher = [1, 2].publisher.reduce(0, +)
/// ```
extension Publishers.Sequence {
    /// The transformed elements.
    public func map<T: Sendable>(_ transform: (Elements.Element) -> T) -> Publishers.Sequence<[T], Failure> {
        Publishers.Sequence<[T], Failure>(sequence: sequence.map(transform))
    }

    /// The transformed elements that are not nil.
    public func compactMap<T: Sendable>(_ transform: (Output) -> T?) -> Publishers.Sequence<[T], Failure> {
        Publishers.Sequence<[T], Failure>(sequence: sequence.compactMap(transform))
    }

    /// The elements `isIncluded`.
    public func filter(_ isIncluded: (Output) -> Bool) -> Publishers.Sequence<[Output], Failure> {
        Publishers.Sequence<[Output], Failure>(sequence: sequence.filter(isIncluded))
    }

    /// Each partial result of the scan.
    public func scan<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Publishers.Sequence<[T], Failure> {
        var accumulator = initialResult
        return Publishers.Sequence<[T], Failure>(
            sequence: sequence.map { element in
                accumulator = nextPartialResult(accumulator, element)
                return accumulator
            })
    }

    /// All the elements in one array.
    public func collect() -> Result<[Output], Failure>.Publisher {
        Result.success(Array(sequence)).publisher
    }

    /// The elements' count.
    public func count() -> Result<Int, Failure>.Publisher {
        Result.success(sequence.reduce(0) { count, _ in count + 1 }).publisher
    }

    /// The reduction of the elements.
    public func reduce<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
        Result.success(sequence.reduce(initialResult, nextPartialResult)).publisher
    }

    /// The reduction of the elements, or what it threw.
    public func tryReduce<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result { try sequence.reduce(initialResult, nextPartialResult) }.publisher
    }

    /// Whether every element satisfies `predicate`.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result.success(sequence.allSatisfy(predicate)).publisher
    }

    /// Whether every element satisfies `predicate`, or what it threw.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result { try sequence.allSatisfy(predicate) }.publisher
    }

    /// Whether an element satisfies `predicate`.
    public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result.success(sequence.contains(where: predicate)).publisher
    }

    /// Whether an element satisfies `predicate`, or what it threw.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result { try sequence.contains(where: predicate) }.publisher
    }

    /// Nothing, then `.finished`.
    public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

    /// The elements after the first `count`.
    public func dropFirst(_ count: Int = 1) -> Publishers.Sequence<DropFirstSequence<Elements>, Failure> {
        Publishers.Sequence<DropFirstSequence<Elements>, Failure>(sequence: sequence.dropFirst(count))
    }

    /// The first `maxLength` elements.
    public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
        Publishers.Sequence<PrefixSequence<Elements>, Failure>(sequence: sequence.prefix(maxLength))
    }

    /// The elements before the first for which `predicate` does not hold.
    public func prefix(while predicate: (Output) -> Bool) -> Publishers.Sequence<[Output], Failure> {
        Publishers.Sequence<[Output], Failure>(sequence: Array(sequence.prefix(while: predicate)))
    }

    /// `elements`, then the elements.
    public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
        Publishers.Sequence<[Output], Failure>(sequence: elements + sequence)
    }

    /// `elements`, then the elements.
    public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure> where S.Element == Output {
        Publishers.Sequence<[Output], Failure>(sequence: Array(elements) + sequence)
    }

    /// The elements, then `elements`.
    public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
        Publishers.Sequence<[Output], Failure>(sequence: Array(sequence) + elements)
    }

    /// The elements, then `elements`.
    public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure> where S.Element == Output {
        Publishers.Sequence<[Output], Failure>(sequence: Array(sequence) + Array(elements))
    }
}

extension Publishers.Sequence where Elements.Iterator: Sendable {
    /// The elements from the first for which `predicate` does not hold (a `DropWhileSequence`
    /// holds an iterator of the elements, so it is `Sendable` only where that is).
    public func drop(while predicate: (Output) -> Bool) -> Publishers.Sequence<DropWhileSequence<Elements>, Failure> {
        Publishers.Sequence<DropWhileSequence<Elements>, Failure>(sequence: sequence.drop(while: predicate))
    }
}

extension Publishers.Sequence where Failure == Never {
    /// The same elements, typed to fail with `E` (they never do).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.Sequence<Elements, E> {
        Publishers.Sequence<Elements, E>(sequence: sequence)
    }

    /// The least element by `areInIncreasingOrder`, if any.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(sequence.min(by: areInIncreasingOrder))
    }

    /// The greatest element by `areInIncreasingOrder`, if any.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(sequence.max(by: areInIncreasingOrder))
    }

    /// The first element for which `predicate` holds, if any.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(sequence.first(where: predicate))
    }
}

extension Publishers.Sequence where Elements.Element: Equatable {
    /// The elements, each run of equal ones as one.
    public func removeDuplicates() -> Publishers.Sequence<[Output], Failure> {
        var previous: Output?
        return Publishers.Sequence<[Output], Failure>(
            sequence: sequence.filter { element in
                defer { previous = element }
                return previous != element
            })
    }

    /// Whether an element is `output`.
    public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher {
        Result.success(sequence.contains(output)).publisher
    }
}

extension Publishers.Sequence where Elements.Element: Comparable, Failure == Never {
    /// The least element, if any.
    public func min() -> Optional<Output>.Publisher { Optional.Publisher(sequence.min()) }

    /// The greatest element, if any.
    public func max() -> Optional<Output>.Publisher { Optional.Publisher(sequence.max()) }
}

extension Publishers.Sequence where Elements: Collection, Failure == Never {
    /// The first element, if any.
    public func first() -> Optional<Output>.Publisher { Optional.Publisher(sequence.first) }

    /// The element at `index` (counted from the first), if there is one.
    public func output(at index: Elements.Index) -> Optional<Output>.Publisher {
        Optional.Publisher(sequence.indices.contains(index) ? sequence[index] : nil)
    }
}

extension Publishers.Sequence where Elements: Collection {
    /// The elements in `range`, as far as there are any.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Sequence<[Output], Failure> where R.Bound == Elements.Index {
        let within = range.relative(to: sequence).clamped(to: sequence.startIndex..<sequence.endIndex)
        return Publishers.Sequence<[Output], Failure>(sequence: Array(sequence[within]))
    }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
    /// The last element, if any.
    public func last() -> Optional<Output>.Publisher { Optional.Publisher(sequence.last) }

    /// The last element for which `predicate` holds, if any.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(sequence.last(where: predicate))
    }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
    /// The elements' count.
    public func count() -> Just<Int> { Just(sequence.count) }
}
