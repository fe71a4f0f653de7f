/// What a repository's pull requests or issues are asked for (`GET /repos/{o}/{r}/pulls` and
/// `…/issues`): which state, and for closed items the newest updated first, so a listing can stop
/// at a date.
public struct WorkQuery: Equatable, Hashable, Sendable {
    /// Which items, by state: GitHub's `state`.
    public enum State: String, CaseIterable, Hashable, Sendable {
        /// Open items only, GitHub's default.
        case open
        /// Closed (and merged) items only.
        case closed
        /// Both.
        case all
    }

    /// Which items.
    public var state: State
    /// Only items updated at or after this ISO 8601 time: the issues endpoint's own `since`. The
    /// pulls endpoint has none; a listing sorted by update stops paging there instead.
    public var since: String?

    /// Creates a query.
    public init(state: State = .open, since: String? = nil) {
        (self.state, self.since) = (state, since)
    }

    /// Whether the listing is read newest updated first, so it can stop at `since`: every
    /// listing but the open one, which GitHub sends whole (its default order).
    public var sortsByUpdate: Bool { state != .open }
}
