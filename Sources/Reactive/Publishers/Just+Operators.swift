/// Combine's operators specialised for `Just`: what can be worked out from the one value at once
/// is, and the result is again a `Just` (or a `Result.Publisher`, where a failure becomes
/// possible), so Combine code that names these types ports unchanged.
///
/// ```swift
/// let doubled: Just<Int> = Just(21).map { $0 * 2 }
/// let typed: Result<Int, MyError>.Publisher = Just(1).setFailureType(to: MyError.self)
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

    /// The same publisher: it never fails, so there is nothing to retry.
    public func retry(_ retries: Int) -> Just<Output> { self }

    /// A `Just` of the one value in an array.
    public func collect() -> Just<[Output]> { Just<[Output]>([output]) }
}
