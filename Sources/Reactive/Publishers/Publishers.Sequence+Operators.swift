extension Publishers.Sequence {
    /// Combine's `map` specialised for a sequence: the elements are transformed now and the
    /// result is again a `Publishers.Sequence`, so Combine code that names the type ports
    /// unchanged.
    ///
    /// ```swift
    /// let labels: Publishers.Sequence<[String], Never> = [1, 2].publisher.map { "#\($0)" }
    /// ```
    public func map<T: Sendable>(_ transform: (Elements.Element) -> T) -> Publishers.Sequence<[T], Failure> {
        Publishers.Sequence<[T], Failure>(sequence: sequence.map(transform))
    }

    /// All the elements in one array, as Combine's specialised `collect()` gives them.
    public func collect() -> Result<[Output], Failure>.Publisher {
        Result.success(Array(sequence)).publisher
    }
}

extension Publishers.Sequence where Failure == Never {
    /// The same elements, typed to fail with `E` (they never do), as Combine's specialised
    /// `setFailureType(to:)` gives them.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.Sequence<Elements, E> {
        Publishers.Sequence<Elements, E>(sequence: sequence)
    }
}
