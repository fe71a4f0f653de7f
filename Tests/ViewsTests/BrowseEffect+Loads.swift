import Views

extension Array where Element == BrowseEffect {
    /// Starts the loads among these effects, as the `Browser` does, and returns the rest: a test
    /// that drives one screen without a browser runs what the screen asks to load, then compares
    /// what else it asked for.
    @MainActor @discardableResult
    func startingLoads() -> [BrowseEffect] {
        filter { effect in
            guard case .load(let load) = effect else { return true }
            load.start()
            return false
        }
    }
}
