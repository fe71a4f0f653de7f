import Reactive
import Service
import ViewModels

/// A screen over one view model that loads: shown, it asks for the model's load; left, it cancels
/// the load. Its failure and its changes are the model's, unless the screen says otherwise.
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

    /// Why the view model's load failed.
    public var failure: GitHubError? { model.error }
}

extension LoadingScreenState where Model: ObservableObject, Model.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The view model's changes.
    public var changes: AnyPublisher<Void, Never> { model.objectWillChange.eraseToAnyPublisher() }
}
