import ViewModels

/// A screen's load, as a command it returns (after Bubble Tea's `Cmd`) rather than a task it
/// starts: `start()` and keys hand it to the `Browser`, which runs it. Two loads are equal when
/// they load the same view model.
public struct ScreenLoad: Equatable, Sendable {
    private let model: ObjectIdentifier
    private let load: @MainActor @Sendable () async -> Void

    /// The load of `model`.
    @MainActor public init(_ model: some LoadableViewModel) {
        self.model = ObjectIdentifier(model)
        load = { await model.load() }
    }

    /// Starts the load; it runs on the main actor until the view model is loaded, failed or
    /// cancelled (cancelling goes through the view model, as a screen's `stop()` does).
    @MainActor public func start() {
        let load = self.load
        Task { await load() }
    }

    /// Whether both load the same view model.
    public static func == (lhs: ScreenLoad, rhs: ScreenLoad) -> Bool { lhs.model == rhs.model }
}
