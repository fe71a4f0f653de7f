/// What Ctrl-C should cancel: set by the running command.
@MainActor
final class Interruption: Sendable {
    var action: (@MainActor () -> Void)?
}
