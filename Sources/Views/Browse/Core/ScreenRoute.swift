/// Where `.open` goes: a value naming one screen and what it shows (a repository, a commit's
/// SHA), which makes that screen from what the composition root registered once. Each screen
/// declares its own route beside its state, so adding a screen adds a file, not a case to an enum
/// or a closure to a list of factories.
public protocol ScreenRoute: Equatable, Sendable {
    /// The screen this route names, its view models made from `environment`'s sources; not yet
    /// started (the `Browser` runs what its `start()` asks for).
    @MainActor func screen(in environment: BrowseEnvironment) -> any ScreenState
}

extension ScreenRoute {
    /// Whether `other` is this route: the same type with the same values. Effects compare so in
    /// tests, through `any ScreenRoute`.
    public func isEqual(to other: any ScreenRoute) -> Bool {
        (other as? Self) == self
    }
}
