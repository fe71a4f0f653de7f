/// What every command is run with: the process's context, and the hook Ctrl-C uses, which the
/// running command sets to cancel its work.
@MainActor
final class Invocation: Sendable {
    /// Arguments, environment, streams, terminal facts, transport and clock.
    let context: RunEnvironment
    /// What Ctrl-C cancels, once the command has said.
    var onInterrupt: (@MainActor () -> Void)?

    /// An invocation in `context`, with nothing to cancel yet.
    init(context: RunEnvironment) { self.context = context }
}
