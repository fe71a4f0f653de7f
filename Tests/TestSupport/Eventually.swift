/// Whether `condition` came true, polling it until it does or 30 s have gone by: a guard against
/// waiting for ever on something that never happens, never a measure of speed. It runs on the
/// caller's actor, so a condition may read the main actor's state.
public func eventually(isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<3000 {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
}
