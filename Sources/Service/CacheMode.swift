/// How requests use the response cache.
public enum CacheMode: Sendable, Equatable {
    /// Revalidate stored responses with ETag / Last-Modified; store new ones.
    case revalidate
    /// Answer only from the cache; never touch the network.
    case offline
    /// Neither read nor write the cache.
    case bypass
}
