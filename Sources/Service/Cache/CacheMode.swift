/// How requests use the response cache.
public enum CacheMode: Sendable, Equatable {
    /// Revalidate stored responses with ETag / Last-Modified; store new ones.
    case revalidate
    /// Answer from a stored response GitHub confirmed within `maxAge` seconds without asking
    /// (`.infinity`: whatever its age); revalidate an older one, fetch a missing one, store new ones.
    case reuse(maxAge: Double)
    /// Answer only from the cache; never touch the network.
    case offline
    /// Neither read nor write the cache.
    case bypass
}
