import Dispatch
import Foundation
import Models
import Reactive
@testable import Service
import TestSupport
import Testing

/// A listing's share of the network (`RequestGate`): eight requests on the network, as many
/// answers again held for their turn, and every permit given back once however a request ends.
@Suite struct RequestGateTests {
    @Test func aSlowPageHoldsOneRequestsPlaceNotTheNetwork() async throws {
        let org = SyntheticOrganization(name: "big-org", count: 2000)
        // Page 2 is held until the test lets it go: the other answers come and wait their turn.
        // The server logs, in order, each page asked, each answered, and page 2's release, so
        // what was asked while page 2 was held is read from the log, not from a wait.
        let held = DispatchSemaphore(value: 0)
        let log = Locked<[String]>([])
        let harness = try ServiceHarness(timeout: 3600) { request, base in
            let page = request.query["page"] ?? "1"
            log.withLock { $0.append("asked \(page)") }
            if page == "2" {
                _ = held.wait(timeout: .now() + 600)
                log.withLock { $0.append("released 2") }
            }
            defer { log.withLock { $0.append("answered \(page)") } }
            return org.response(for: request, baseURL: base) ?? .json(404, "{}")
        }
        let listing = Task { try await harness.service.repositories(owner: "big-org", query: RepositoryQuery(), limit: nil).result().get() }
        // Eight on the network, sixteen fetched or held: while page 2 waits, pages 3 to 17 are
        // asked for and answered (before: only 3 to 9), and no more.
        let window = Set((3...17).map { "answered \($0)" })
        #expect(await eventually { window.isSubset(of: Set(log.withLock { $0 })) })
        held.signal()
        let list = try await bounded("the listing to end once page 2 was let go") { try await listing.value }
        #expect(list.items.map(\.name) == (0..<2000).map { "repo-\(String(format: "%05d", $0))" })
        #expect(harness.server.peakConcurrentRequests <= 8)
        // Nothing past page 17 was asked before page 2 was let go.
        let events = log.withLock { $0 }
        let release = try #require(events.firstIndex(of: "released 2"))
        let askedWhileHeld = Set(events[..<release].filter { $0.hasPrefix("asked ") })
        #expect(askedWhileHeld == Set((1...17).map { "asked \($0)" }))
    }

    @Test func aCancelledWaiterGivesNothingBackAndAStartedOneItsPermit() async throws {
        let gate = RequestGate(permits: 1)
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let third = PassthroughSubject<Int, Never>()
        let got = Locked<[String]>([])
        let a = gate.admitted(first.eraseToAnyPublisher()).sink { value in got.withLock { $0.append("a\(value)") } }
        let b = gate.admitted(second.eraseToAnyPublisher()).sink { value in got.withLock { $0.append("b\(value)") } }
        let c = gate.admitted(third.eraseToAnyPublisher()).sink { value in got.withLock { $0.append("c\(value)") } }
        // Only the first holds the permit: the others are not subscribed yet.
        first.send(1)
        second.send(1)
        third.send(1)
        #expect(got.withLock { $0 } == ["a1"])
        // The second gives up waiting; the first's permit goes to the third when it is cancelled.
        b.cancel()
        a.cancel()
        third.send(2)
        second.send(2)
        #expect(got.withLock { $0 } == ["a1", "c2"])
        c.cancel()
        // Back to one free permit: a new publisher is subscribed at once.
        let fourth = PassthroughSubject<Int, Never>()
        let d = gate.admitted(fourth.eraseToAnyPublisher()).sink { value in got.withLock { $0.append("d\(value)") } }
        fourth.send(1)
        #expect(got.withLock { $0 }.last == "d1")
        d.cancel()
    }
}
