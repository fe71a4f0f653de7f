import Foundation
import Reactive

/// Pages of a listing asked for before the plan that needs them is known: a listing seen before
/// sends every page it remembers at once, page 1 among them, and the plan made from the fresh
/// page 1 takes the answers it needs from here (`take`). Each request starts when the listing
/// starts; an answer is held until it is taken, and whatever was not taken is cancelled when the
/// listing ends (`cancel`). At most as many answers are held as URLs were given, which the
/// `Paginator` bounds.
final class PrefetchedPages<Body: Sendable>: Sendable {
    typealias Response = PageFetcher.Response<Body>

    private struct Slot {
        let answer: Future<Response, GitHubError>
        let request: AnyCancellable
    }

    private let slots = Locked<[URL: Slot]>([:])

    /// Starts `fetch` for each of `urls` now.
    init(urls: [URL], fetch: (URL) -> AnyPublisher<Response, GitHubError>) {
        for url in urls {
            let request = Locked<AnyCancellable?>(nil)
            let answer = Future<Response, GitHubError> { promise in
                let sink = fetch(url).sink(
                    receiveCompletion: { completion in
                        if case .failure(let error) = completion { promise(.failure(error)) }
                    },
                    receiveValue: { promise(.success($0)) }
                )
                request.withLock { $0 = sink }
            }
            guard let sink = request.withLock({ $0 }) else { continue }
            slots.withLock { $0[url] = Slot(answer: answer, request: sink) }
        }
    }

    /// The answer for `url`, once, as it comes or came; nil when it was not asked for (or was
    /// taken already): the caller fetches it itself.
    func take(_ url: URL) -> AnyPublisher<Response, GitHubError>? {
        guard let slot = slots.withLock({ $0.removeValue(forKey: url) }) else { return nil }
        // Cancelling the answer taken cancels its request; until then the closure keeps it.
        let request = slot.request
        return slot.answer.handleEvents(receiveCancel: { request.cancel() }).eraseToAnyPublisher()
    }

    /// Cancels every request not taken.
    func cancel() {
        let left = slots.withLock { slots -> [Slot] in
            defer { slots = [:] }
            return Array(slots.values)
        }
        for slot in left { slot.request.cancel() }
    }
}
