/// Combine's operators specialised for `Optional.Publisher`: worked out from the value (if any)
/// at once, the result again an `Optional.Publisher` (a `Just` for `replaceEmpty`), so Combine code
/// that names these types ports unchanged. As Combine's, an empty publisher stays empty: even its
/// `count()` and `allSatisfy` send nothing.
///
/// ```swift
/// let length: Optional<Int>.Publisher = Optional("abc").publisher.map(\.count)
/// ```
extension Optional.Publisher {
    /// The transformed value, if any; `transform` runs now.
    public func map<T: Sendable>(_ transform: (Output) -> T) -> Optional<T>.Publisher {
        Optional<T>.Publisher(output.map(transform))
    }

    /// The transformed value, if any and not nil.
    public func compactMap<T: Sendable>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
        Optional<T>.Publisher(output.flatMap(transform))
    }

    /// The value, if any and `isIncluded`.
    public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(output.flatMap { isIncluded($0) ? $0 : nil })
    }

    /// Whether the value satisfies `predicate`, if there is a value.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
        Optional<Bool>.Publisher(output.map(predicate))
    }

    /// Whether the value satisfies `predicate`, if there is a value.
    public func contains(where predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
        Optional<Bool>.Publisher(output.map(predicate))
    }

    /// The value in an array, if there is a value.
    public func collect() -> Optional<[Output]>.Publisher {
        Optional<[Output]>.Publisher(output.map { [$0] })
    }

    /// One, if there is a value.
    public func count() -> Optional<Int>.Publisher {
        Optional<Int>.Publisher(output.map { _ in 1 })
    }

    /// The value, if any and `count` is 0.
    public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
        precondition(count >= 0, "count must not be negative")
        return Optional<Output>.Publisher(output.flatMap { count == 0 ? $0 : nil })
    }

    /// The value, if any and `predicate` does not hold for it.
    public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
        Optional<Output>.Publisher(output.flatMap { predicate($0) ? nil : $0 })
    }

    /// The same publisher.
    public func first() -> Optional<Output>.Publisher { self }

    /// The value, if any and `predicate` holds for it.
    public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher { filter(predicate) }

    /// The same publisher.
    public func last() -> Optional<Output>.Publisher { self }

    /// The value, if any and `predicate` holds for it.
    public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher { filter(predicate) }

    /// Nothing, then `.finished`.
    public func ignoreOutput() -> Empty<Output, Never> { Empty() }

    /// The same publisher.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }

    /// The same publisher.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }

    /// The value, if any and `index` is 0.
    public func output(at index: Int) -> Optional<Output>.Publisher {
        precondition(index >= 0, "index must not be negative")
        return Optional<Output>.Publisher(output.flatMap { index == 0 ? $0 : nil })
    }

    /// The value, if any and `range` holds 0.
    public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher where R.Bound == Int {
        let range = range.relative(to: 0..<Int.max)
        precondition(range.lowerBound >= 0, "lowerBound must not be negative")
        return Optional<Output>.Publisher(output.flatMap { range.contains(0) ? $0 : nil })
    }

    /// The value, if any and `maxLength` is above 0.
    public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
        precondition(maxLength >= 0, "maxLength must not be negative")
        return Optional<Output>.Publisher(output.flatMap { maxLength > 0 ? $0 : nil })
    }

    /// The value, if any and `predicate` holds for it.
    public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher { filter(predicate) }

    /// The one step of the reduction, if there is a value.
    public func reduce<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Optional<T>.Publisher {
        Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
    }

    /// The one step of the scan, if there is a value.
    public func scan<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Optional<T>.Publisher {
        Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
    }

    /// The same publisher: one value has no duplicates.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Optional<Output>.Publisher { self }

    /// The same publisher: it never fails.
    public func replaceError(with output: Output) -> Optional<Output>.Publisher { self }

    /// A `Just` of the value, or of `output` when there is none.
    public func replaceEmpty(with output: Output) -> Just<Output> { Just(self.output ?? output) }

    /// The same publisher: it never fails, so there is nothing to retry.
    public func retry(_ retries: Int) -> Optional<Output>.Publisher { self }
}

extension Optional.Publisher where Wrapped: Equatable {
    /// Whether the value is `output`, if there is a value.
    public func contains(_ output: Output) -> Optional<Bool>.Publisher {
        Optional<Bool>.Publisher(self.output.map { $0 == output })
    }

    /// The same publisher: one value has no duplicates.
    public func removeDuplicates() -> Optional<Output>.Publisher { self }
}

extension Optional.Publisher where Wrapped: Comparable {
    /// The same publisher.
    public func min() -> Optional<Output>.Publisher { self }

    /// The same publisher.
    public func max() -> Optional<Output>.Publisher { self }
}
