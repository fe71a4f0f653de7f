/// Whether `condition` came true, polling it until it does or 30 s have gone by: a guard against
/// waiting for ever on something that never happens, never a measure of speed.
public func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<3000 {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
}
