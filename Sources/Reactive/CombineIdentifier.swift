/// A unique identity for a subscriber or subscription, as in Combine.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    private static let counter = Locked<UInt64>(0)
    private let rawValue: UInt64

    /// Creates an identifier that no other `init()` call returns.
    public init() {
        rawValue = Self.counter.withLock { value in
            value += 1
            return value
        }
    }

    /// Creates the identifier of an object: equal for the same object while it lives.
    public init(_ object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) | (1 << 63)
    }

    /// A short hexadecimal form, for debugging.
    public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// A type that can name its `CombineIdentifier`; classes get one from their identity.
public protocol CustomCombineIdentifierConvertible {
    /// The identity used to tell subscriptions and subscribers apart.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The object's identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
