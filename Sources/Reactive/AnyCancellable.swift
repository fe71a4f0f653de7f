/// A type-erased cancellable that cancels when it is released.
///
/// ```swift
/// var bag = Set<AnyCancellable>()
/// publisher.sink { print($0) }.store(in: &bag)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
    private let action: Locked<(@Sendable () -> Void)?>

    /// Creates a cancellable that runs `cancel` once, on the first `cancel()` or on release.
    public init(_ cancel: @escaping @Sendable () -> Void) {
        action = Locked(cancel)
    }

    /// Wraps another cancellable.
    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init { canceller.cancel() }
    }

    deinit { cancel() }

    /// Runs the cancel action if it has not run yet; idempotent and thread-safe.
    public func cancel() {
        let pending = action.withLock { current -> (@Sendable () -> Void)? in
            defer { current = nil }
            return current
        }
        pending?()
    }

    /// Keeps this cancellable alive in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable alive in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Identity equality.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Cancellable {
    /// Wraps this in an `AnyCancellable` kept alive by `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }
}
