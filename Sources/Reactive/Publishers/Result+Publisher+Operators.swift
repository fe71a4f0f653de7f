/// Combine's operators specialised for `Result.Publisher`: worked out from the result at once,
/// the result again a `Result.Publisher` (an `Empty` for `ignoreOutput`), so Combine code that
/// names these types ports unchanged. A failure passes through each unchanged.
///
/// ```swift
/// let text: Result<String, MyError>.Publisher = Result<Int, MyError>.Publisher(1).map { "#\($0)" }
/// ```
extension Result.Publisher {
    /// The transformed value, or the same failure; `transform` runs now.
    public func map<T: Sendable>(_ transform: (Output) -> T) -> Result<T, Failure>.Publisher {
        Result<T, Failure>.Publisher(result.map(transform))
    }

    /// The transformed value, what `transform` threw, or the same failure.
    public func tryMap<T: Sendable>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result<T, any Error>.Publisher(Result<T, any Error> { try transform(result.get()) })
    }

    /// The same value, or the transformed failure.
    public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(result.mapError(transform))
    }

    /// The value, or `output` in place of the failure.
    public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
        Result<Output, Never>.Publisher(.success((try? result.get()) ?? output))
    }

    /// Whether the value satisfies `predicate`, or the same failure.
    public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(result.map(predicate))
    }

    /// Whether the value satisfies `predicate`, what it threw, or the same failure.
    public func tryAllSatisfy(_ predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result<Bool, any Error>.Publisher(Result<Bool, any Error> { try predicate(result.get()) })
    }

    /// Whether the value satisfies `predicate`, or the same failure.
    public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(result.map(predicate))
    }

    /// Whether the value satisfies `predicate`, what it threw, or the same failure.
    public func tryContains(where predicate: (Output) throws -> Bool) -> Result<Bool, any Error>.Publisher {
        Result<Bool, any Error>.Publisher(Result<Bool, any Error> { try predicate(result.get()) })
    }

    /// The value in an array, or the same failure.
    public func collect() -> Result<[Output], Failure>.Publisher {
        Result<[Output], Failure>.Publisher(result.map { [$0] })
    }

    /// One, or the same failure.
    public func count() -> Result<Int, Failure>.Publisher {
        Result<Int, Failure>.Publisher(result.map { _ in 1 })
    }

    /// The same publisher.
    public func first() -> Result<Output, Failure>.Publisher { self }

    /// The same publisher.
    public func last() -> Result<Output, Failure>.Publisher { self }

    /// The same publisher.
    public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

    /// The same publisher.
    public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

    /// The same publisher: one value has no duplicates.
    public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Result<Output, Failure>.Publisher { self }

    /// The same publisher: it is never empty.
    public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher { self }

    /// The same publisher: a retry gives the same result.
    public func retry(_ retries: Int) -> Result<Output, Failure>.Publisher { self }

    /// Nothing, then `.finished`, or the same failure.
    public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

    /// The one step of the reduction, or the same failure.
    public func reduce<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
        Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
    }

    /// The one step of the reduction, what it threw, or the same failure.
    public func tryReduce<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result<T, any Error>.Publisher(Result<T, any Error> { try nextPartialResult(initialResult, result.get()) })
    }

    /// The one step of the scan, or the same failure.
    public func scan<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T) -> Result<T, Failure>.Publisher {
        Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
    }

    /// The one step of the scan, what it threw, or the same failure.
    public func tryScan<T: Sendable>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T) -> Result<T, any Error>.Publisher {
        Result<T, any Error>.Publisher(Result<T, any Error> { try nextPartialResult(initialResult, result.get()) })
    }
}

extension Result.Publisher where Failure == Never {
    /// The same value, typed to fail with `E` (it never does).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(.success(result.get()))
    }
}

extension Result.Publisher where Output: Equatable {
    /// Whether the value is `output`, or the same failure.
    public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher {
        Result<Bool, Failure>.Publisher(result.map { $0 == output })
    }

    /// The same publisher: one value has no duplicates.
    public func removeDuplicates() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Output: Comparable {
    /// The same publisher.
    public func min() -> Result<Output, Failure>.Publisher { self }

    /// The same publisher.
    public func max() -> Result<Output, Failure>.Publisher { self }
}
