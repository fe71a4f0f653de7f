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
