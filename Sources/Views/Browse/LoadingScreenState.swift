import ViewModels

/// A screen over one view model that loads: shown, it loads the model; left, it cancels the load.
@MainActor
public protocol LoadingScreenState: ScreenState {
    /// The view model the screen draws.
    associatedtype Model: LoadableViewModel
    /// The view model, shared with the one-shot command that renders the same thing.
    var model: Model { get }
}

extension LoadingScreenState {
    /// Loads the view model.
    public func start() {
        let model = self.model
        Task { await model.load() }
    }

    /// Cancels the load.
    public func stop() { model.cancel() }
}
