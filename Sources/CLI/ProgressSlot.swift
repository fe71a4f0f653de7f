/// Where a run's progress line lives once the service is made, shared by the presenter and the
/// failure reporter, which erase it before they write.
@MainActor
final class ProgressSlot {
    /// The line, when stderr is a terminal and the service has been made.
    var line: ProgressLine?

    /// Erases the line, if one is showing.
    func clear() { line?.clear() }
}
