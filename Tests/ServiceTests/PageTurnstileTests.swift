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
}
