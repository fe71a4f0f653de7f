/// Something whose work can be stopped.
public protocol Cancellable: Sendable {
    /// Stops the work; calling it again does nothing.
    func cancel()
}
