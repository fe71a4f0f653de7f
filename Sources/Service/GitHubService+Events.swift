import Foundation
import JSON
import Models
import Reactive

extension GitHubService {
    /// One poll of `feed`: its newest page (at most `Limit.eventsPerPoll` events), asked
    /// conditionally when the cache holds the page from the poll before, so an unchanged feed is
    /// a 304 that costs no rate limit, and GitHub's `X-Poll-Interval`. Through the run's one
    /// budget and failure streak, retried as any request is; what a watch does about a failure
    /// that outlasts that (`RetryPolicy.reconnectWait`) is the caller's.
    public func eventPoll(_ feed: EventFeed) -> AnyPublisher<EventPoll, GitHubError> {
        let endpoint = GitHubEndpoint.events(feed)
        return at(endpoint) { [paginator] url in
            paginator.fetcher.fetch(url, as: [Event].self, endpoint: endpoint.summary)
                .tryMap { response throws(GitHubError) -> EventPoll in
                    let events = Array(response.body.prefix(Limit.eventsPerPoll.value))
                    let documents: [Data]
                    do throws(JSONScanner.Malformed) {
                        // Copied out of the page: a watch holds a few hundred events for hours,
                        // not the pages they came in.
                        documents = try Page(items: events, bytes: response.bytes, hasMore: false).documents().map { Data($0) }
                    } catch {
                        throw .undecodable(endpoint: endpoint.summary, path: "", reason: error.reason)
                    }
                    return EventPoll(events: events, documents: documents, unchanged: response.source != .network, pollInterval: response.pollInterval)
                }
                .mapToGitHubError(endpoint: endpoint.summary)
                .eraseToAnyPublisher()
        }
    }
}
