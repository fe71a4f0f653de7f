extension Publisher {
    /// Replaces each nil value with `output`. As in Combine, it is a `map`, so it is typed
    /// `Publishers.Map` and keeps `map`'s rules.
    ///
    /// ```swift
    /// [1, nil, 3].publisher.replaceNil(with: 0)  // 1 0 3
    /// ```
    public func replaceNil<T: Sendable>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}
