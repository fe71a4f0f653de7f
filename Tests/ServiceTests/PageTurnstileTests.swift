import Dispatch
import Reactive
import TestSupport
import Testing

@testable import Service

@Suite struct PageTurnstileTests {
    @Test func pagesArrivingInAnyOrderFromManyThreadsLeaveInPageOrder() async throws {
        for _ in 0..<20 {
            let turnstile = PageTurnstile<Int>()
            let queue = DispatchQueue(label: "turnstile-test", attributes: .concurrent)
            let publisher = Array(0..<64).publisher
                .setFailureType(to: GitHubError.self)
                .flatMap(maxPublishers: .max(8)) { index in
                    Deferred {
                        Future<Int, GitHubError> { promise in
                            queue.asyncAfter(deadline: .now() + .microseconds(Int.random(in: 0...300))) { promise(.success(index)) }
                        }
                    }
                    .flatMap(maxPublishers: .max(1)) { turnstile.turn(of: $0, $0) }
                }
                .collect()
            let pages = try await publisher.result().get()
            #expect(pages == Array(0..<64))
        }
    }

    /// A page that fails fails the listing in its turn: every page before it goes through first,
    /// however early its failure arrives, and none after it.
    @Test func aFailedPageFailsTheListingOnlyInItsTurn() async throws {
        for _ in 0..<20 {
            let turnstile = PageTurnstile<Int>()
            let queue = DispatchQueue(label: "turnstile-test", attributes: .concurrent)
            let subscriber = TrackingSubscriber<Int, GitHubError>()
            Array(0..<16).publisher
                .setFailureType(to: GitHubError.self)
                .flatMap(maxPublishers: .max(8)) { index in
                    Deferred {
                        Future<Result<Int, GitHubError>, GitHubError> { promise in
                            // The failed page answers first; the others after it, in any order.
                            let delay = index == 5 ? 0 : Int.random(in: 100...400)
                            queue.asyncAfter(deadline: .now() + .microseconds(delay)) {
                                promise(.success(index == 5 ? .failure(.notFound(message: "page 6")) : .success(index)))
                            }
                        }
                    }
                    .flatMap(maxPublishers: .max(1)) { turnstile.turn(of: index, $0) }
                }
                .subscribe(subscriber)
            #expect(await eventually { !subscriber.completions.isEmpty })
            #expect(subscriber.values == [0, 1, 2, 3, 4])
            #expect(subscriber.history.last == "failure(\(GitHubError.notFound(message: "page 6")))")
        }
    }
}
