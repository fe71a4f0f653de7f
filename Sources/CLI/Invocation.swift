/// What every command is run with: the process's context and the hook Ctrl-C uses.
struct Invocation: Sendable {
    /// Arguments, environment, streams, terminal facts, transport and clock.
    let context: RunContext
    /// What Ctrl-C cancels.
    let interruption: Interruption
}
