import Reactive
import Service

/// What a one-shot view asks of any view model: load it and wait, cancel it (Ctrl-C), and whether
/// it failed. A live view observes the same view models through their published state.
@MainActor
public protocol LoadableViewModel: AnyObject {
    /// Loads what the view model is for; returns when it is loaded, failed or cancelled.
    func load() async
    /// Cancels the load in flight; what is held stays.
    func cancel()
    /// The failure, if loading failed.
    var error: GitHubError? { get }
}

extension Published<Bool>.Publisher {
    /// Returns once the flag (a view model's `isLoading`) is false; cancelling the awaiting task
    /// calls `cancel` on the main actor. The one way a one-shot view waits on a view model.
    func untilFalse(onCancel cancel: @escaping @MainActor @Sendable () -> Void) async {
        await withTaskCancellationHandler {
            for await flag in values where !flag { break }
        } onCancel: {
            Task { @MainActor in cancel() }
        }
    }
}
