/// Combine's operators specialised for `Just`: what can be worked out from the one value at once
/// is, and the result is again a `Just` (or a `Result.Publisher` where a failure becomes possible,
/// an `Optional.Publisher` where the value may be dropped), so Combine code that names these types
/// ports unchanged.
///
/// ```swift
/// let doubled: Just<Int> = Just(21).map { $0 * 2 }
/// let typed: Result<Int, MyError>.Publisher = Just(1).setFailureType(to: MyError.self)
/// let kept: Optional<Int>.Publisher = Just(1).filter { $0 > 0 }
/// ```
extension Just {
    /// A `Just` of the transformed value; `transform` runs now.
    public func map<T: Sendable>(_ transform: (Output) -> T) -> Just<T> {
        Just<T>(transform(output))
    }

    /// The transformed value, or what `transform` threw; it runs now.
    public func tryMap<T: Sendable>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result { try transform(output) }.publisher
    }

    /// The same value, typed to fail with `E` (it never does).
    public func mapError<E: Error>(_ transform: (Never) -> E) -> Result<Output, E>.Publisher {
        Result.success(output).publisher
    }

    /// The same value, typed to fail with `E` (it never does).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result.success(output).publisher
    }

    /// The same publisher: it never fails.
    public func replaceError(with output: Output) -> Just<Output> { self }

    /// The same publisher: it is never empty.
    public func replaceEmpty(with output: Output) -> Just<Output> { self }

    /// The same publisher: it never fails, so there is nothing to retry.
    public func retry(_ retries: Int) -> Just<Output> { self }

    /// A `Just` of the one value in an array.
    public func collect() -> Just<[Output]> { Just<[Output]>([output]) }

    /// A `Just` of one: the count of a `Just`'s values.
    public func count() -> Just<Int> { Just<Int>(1) }

    /// Whether the value satisfies `predicate`, now.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }

    /// Whether the value satisfies `predicate`, or what it threw; it runs now.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result { try predicate(output) }.publisher
    }

    /// Whether the value satisfies `predicate`, now.
    public func contains(where predicate: (Output) -> Bool) -> Just<Bool> { Just<Bool>(predicate(output)) }

    /// Whether the value satisfies `predicate`, or what it threw; it runs now.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result { try predicate(output) }.publisher
    }

    /// The transformed value, or nothing where `transform` gives nil; it runs now.
    public func compactMap<T: Sendable>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
        Optional<T>.Publisher(transform(output))
    }

    /// The value if `isIncluded`, else nothing.
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(isIncluded(output) ? output : nil)
    }

    /// The value if `count` is 0, else nothing.
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        precondition(count >= 0, "count must not be negative")
        return Optional.Publisher(count == 0 ? output : nil)
    }

    /// The value unless `predicate` holds for it.
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? nil : output)
    }

    /// The same publisher: its one value is its first.
    public func first() -> Just<Output> { self }

    /// The value if `predicate` holds for it, else nothing.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? output : nil)
    }

    /// The same publisher: its one value is its last.
    public func last() -> Just<Output> { self }

    /// The value if `predicate` holds for it, else nothing.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? output : nil)
    }

    /// Nothing, then `.finished`.
    public func ignoreOutput() -> Empty<Output, Never> { Empty() }

    /// The same publisher: one value is its least.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

    /// The same publisher: one value is its greatest.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

    /// The value if `index` is 0, else nothing.
    public func output(at index: Int) -> Optional<Output>.Publisher {
        precondition(index >= 0, "index must not be negative")
        return Optional.Publisher(index == 0 ? output : nil)
    }

    /// The value if `range` holds 0, else nothing.
    public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
        let range = range.relative(to: 0..<Int.max)
        precondition(range.lowerBound >= 0, "lowerBound must not be negative")
        return Optional.Publisher(range.contains(0) ? output : nil)
    }

    /// The value if `maxLength` is above 0, else nothing.
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        precondition(maxLength >= 0, "maxLength must not be negative")
        return Optional.Publisher(maxLength > 0 ? output : nil)
    }

    /// The value if `predicate` holds for it, else nothing.
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional.Publisher(predicate(output) ? output : nil)
    }

    /// The one step of the reduction, now.
    public func reduce<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result.success(nextPartialResult(initialResult, output)).publisher
    }

    /// The one step of the reduction, or what it threw; it runs now.
    public func tryReduce<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result { try nextPartialResult(initialResult, output) }.publisher
    }

    /// The one step of the scan, now.
    public func scan<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Never>.Publisher {
        Result.success(nextPartialResult(initialResult, output)).publisher
    }

    /// The one step of the scan, or what it threw; it runs now.
    public func tryScan<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result { try nextPartialResult(initialResult, output) }.publisher
    }

    /// The same publisher: one value has no duplicates.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> { self }

    /// The same value, typed to fail with any error (it never does).
    public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool) -> Result<Output, any Error>.Publisher {
        Result.success(output).publisher
    }

    /// `elements`, then the value.
    public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Never> {
        Publishers.Sequence(sequence: elements + [output])
    }

    /// `elements`, then the value.
    public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        Publishers.Sequence(sequence: Array(elements) + [output])
    }

    /// The value, then `elements`.
    public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Never> {
        Publishers.Sequence(sequence: [output] + elements)
    }

    /// The value, then `elements`.
    public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Never> where S.Element == Output {
        Publishers.Sequence(sequence: [output] + Array(elements))
    }
}

extension Just where Output: Equatable {
    /// Whether the value is `output`, now.
    public func contains(_ output: Output) -> Just<Bool> { Just<Bool>(self.output == output) }

    /// The same publisher: one value has no duplicates.
    public func removeDuplicates() -> Just<Output> { self }
}

extension Just where Output: Comparable {
    /// The same publisher: one value is its least.
    public func min() -> Just<Output> { self }

    /// The same publisher: one value is its greatest.
    public func max() -> Just<Output> { self }
}
