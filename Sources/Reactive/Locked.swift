#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a pthread mutex: the one lock box of the project.
///
/// Why not `Synchronization.Mutex`: on this Linux toolchain the thread sanitizer does not see it
/// and reports false races, while pthread mutexes are seen. Every stateful type in `repos` keeps its
/// mutable state in a `Locked`, and calls no outside code (upstream, downstream, user closures)
/// from inside `withLock`.
///
/// ```swift
/// let count = Locked(0)
/// count.withLock { $0 += 1 }
/// ```
public final class Locked<State>: @unchecked Sendable {
    // Invariant: `state` is read or written only between `pthread_mutex_lock` and
    // `pthread_mutex_unlock` on `mutex`, which this class allocates once and frees in `deinit`.
    private var state: State
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates a lock box holding `initial`.
    public init(_ initial: State) {
        state = initial
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state and returns what it returns.
    ///
    /// The lock is not recursive: `body` must not call back into this box.
    public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
