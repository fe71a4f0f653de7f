/// An error for tests, equal by code.
public struct TestError: Error, Equatable, CustomStringConvertible {
    /// Which error.
    public let code: Int

    /// Creates an error with `code`.
    public init(_ code: Int = 1) { self.code = code }

    /// `TestError(code)`.
    public var description: String { "TestError(\(code))" }
}
