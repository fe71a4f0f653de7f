import Foundation
import JSON
import Models
import Reactive

extension GitHubService {
    /// One poll of `feed`: its newest page (at most `Limit.eventsPerPoll` events), asked
    /// conditionally when the cache holds the page from the poll before, so an unchanged feed is
    /// a 304 that costs no rate limit, and GitHub's `X-Poll-Interval`. Through the run's one
    /// budget and failure streak, retried as any request is; what a watch does about a failure
    /// that outlasts that (`RetryPolicy.reconnectWait`) is the caller's. A page that is not an
    /// array of objects each with an id fails as unreadable.
    public func eventPoll(_ feed: EventFeed) -> AnyPublisher<EventPoll, GitHubError> {
        let endpoint = GitHubEndpoint.events(feed)
        return at(endpoint) { [paginator] url in
            paginator.fetcher.fetch(url, as: EventPageBytes.self, endpoint: endpoint.summary)
                .tryMap { response throws(GitHubError) -> EventPoll in
                    let page = response.bytes
                    do throws(JSONScanner.Malformed) {
                        // Copied out of the page: a watch holds a few hundred events for hours,
                        // not the pages they came in.
                        let documents = try JSONScanner.elements(ofArray: page).prefix(Limit.eventsPerPoll.value).map { JSONScanner.slice(page, $0) }
                        let ids = try documents.map { document throws(JSONScanner.Malformed) -> String in
                            guard let member = try JSONScanner.member("id", ofObject: document), let id = Self.id(JSONScanner.slice(document, member.value))
                            else { throw JSONScanner.Malformed(reason: "an event without an id") }
                            return id
                        }
                        return EventPoll(ids: ids, documents: documents, unchanged: response.source != .network, pollInterval: response.pollInterval)
                    } catch {
                        throw .undecodable(endpoint: endpoint.summary, path: "", reason: error.reason)
                    }
                }
                .mapToGitHubError(endpoint: endpoint.summary)
                .eraseToAnyPublisher()
        }
    }

    /// An event's id from its JSON value: GitHub's string of digits, or a number's digits; nil
    /// for anything else (an escape, another type), which no event of GitHub's has.
    private static func id(_ value: Data) -> String? {
        var digits = value
        if digits.first == UInt8(ascii: "\""), digits.last == UInt8(ascii: "\""), digits.count >= 2 { digits = digits.dropFirst().dropLast() }
        guard !digits.isEmpty, digits.count <= 32, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return String(decoding: digits, as: UTF8.self)
    }
}
