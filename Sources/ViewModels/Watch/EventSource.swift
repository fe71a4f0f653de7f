import Foundation
import Models
import Reactive
import Service

/// Where a watch's events come from: the GitHub service, or a stub in tests.
public protocol EventSource: Sendable {
    /// One poll of `feed`'s newest page, conditional on the one before.
    func eventPoll(_ feed: EventFeed) -> AnyPublisher<EventPoll, GitHubError>
    /// The account the token belongs to, whose member feed `--member` reads.
    func authenticatedUser() -> AnyPublisher<User, GitHubError>
}

extension GitHubService: EventSource {}

/// What a watch remembers of each feed across runs: the newest event it showed. The cache's
/// `SeenEvents`, or a stub in tests.
public protocol EventMemory: Sendable {
    /// The id of the newest event of `feed` shown, or nil.
    func lastSeen(_ feed: EventFeed) -> String?
    /// Records that `feed`'s events up to `id` were shown.
    func record(_ id: String, of feed: EventFeed)
}

extension SeenEvents: EventMemory {}
