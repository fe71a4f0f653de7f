/// A publisher that does its work only once `connect()` is called, so several subscribers can
/// attach first; `autoconnect()` connects on the first subscriber instead.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the work; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects when the first subscriber attaches and disconnects when the last one cancels.
    ///
    /// ```swift
    /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// let token = ticks.sink { print($0) }
    /// ```
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}
