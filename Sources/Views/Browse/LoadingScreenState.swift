import ViewModels

/// A screen over one view model that loads: shown, it asks for the model's load; left, it cancels
/// the load.
@MainActor
public protocol LoadingScreenState: ScreenState {
    /// The view model the screen draws.
    associatedtype Model: LoadableViewModel
    /// The view model, shared with the one-shot command that renders the same thing.
    var model: Model { get }
}

extension LoadingScreenState {
    /// The view model's load.
    public func start() -> [BrowseEffect] { [.load(ScreenLoad(model))] }

    /// Cancels the load.
    public func stop() { model.cancel() }
}
