import Foundation
import Reactive
import TestSupport
import Testing

/// A port of the download manager of Combine's file-transfer samples: several transfers merged
/// with `Publishers.MergeMany` and gathered by `collect()`, a stalled transfer failed by
/// `timeout(_:scheduler:customError:)`, a Cancel button wired in with `prefix(untilOutputFrom:)`,
/// HTTP statuses checked with `tryMap` and typed with `mapError`, and the finished list awaited
/// through `values` with `for await`.
@Suite struct DownloadManagerPortTests {
    enum DownloadError: Error, Equatable {
        case timedOut
        case server(Int)
        case unknown
    }

    struct Response: Sendable {
        let name: String
        let status: Int
    }

    @Test func mergeManyCollectsEveryTransferOnceAllHaveFinished() {
        let transfers = (0..<3).map { _ in PassthroughSubject<String, Never>() }
        let finished = EventLog<[String]>()
        let cancellable = Publishers.MergeMany(transfers)
            .collect()
            .sink { finished.append($0) }

        transfers[1].send("b.zip")
        transfers[0].send("a.zip")
        transfers[0].send(completion: .finished)
        transfers[1].send(completion: .finished)
        #expect(finished.all.isEmpty)
        transfers[2].send("c.zip")
        transfers[2].send(completion: .finished)
        #expect(finished.all == [["b.zip", "a.zip", "c.zip"]])
        cancellable.cancel()
    }

    @Test func aStalledTransferTimesOutAndEachChunkRestartsTheClock() {
        let scheduler = TestScheduler()
        let chunks = PassthroughSubject<Int, DownloadError>()
        let events = EventLog<String>()
        let cancelled = EventLog<Bool>()
        let cancellable =
            chunks
            .handleEvents(receiveCancel: { cancelled.append(true) })
            .timeout(.seconds(5), scheduler: scheduler, customError: { .timedOut })
            .sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion { events.append("failed: \(error)") }
                },
                receiveValue: { events.append("chunk \($0)") }
            )

        scheduler.advance(by: .seconds(4))
        chunks.send(1)
        scheduler.advance(by: .seconds(4))
        chunks.send(2)
        // Like receive(on:), timeout delivers each value on its scheduler: chunk 2 waits for it.
        #expect(events.all == ["chunk 1"])
        scheduler.advance(by: .seconds(5))
        // The timeout both cancels the stalled upstream and fails downstream.
        #expect(events.all == ["chunk 1", "chunk 2", "failed: timedOut"])
        #expect(cancelled.all == [true])
        chunks.send(3)
        #expect(events.all.count == 3)
        cancellable.cancel()
    }

    @Test func theCancelButtonEndsTheTransferAndCancelsItsSource() {
        let chunks = PassthroughSubject<Int, Never>()
        let cancelTapped = PassthroughSubject<Void, Never>()
        let events = EventLog<String>()
        let sourceCancelled = EventLog<Bool>()
        let cancellable =
            chunks
            .handleEvents(receiveCancel: { sourceCancelled.append(true) })
            .prefix(untilOutputFrom: cancelTapped)
            .sink(receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("chunk \($0)") })

        chunks.send(1)
        cancelTapped.send(())
        chunks.send(2)
        #expect(events.all == ["chunk 1", "finished"])
        #expect(sourceCancelled.all == [true])
        cancellable.cancel()
    }

    @Test func badStatusesBecomeTypedErrors() {
        let responses = PassthroughSubject<Response, Never>()
        let events = EventLog<String>()
        let cancellable =
            responses
            .tryMap { response -> String in
                guard (200..<300).contains(response.status) else { throw DownloadError.server(response.status) }
                return response.name
            }
            .mapError { $0 as? DownloadError ?? .unknown }
            .sink(
                receiveCompletion: { completion in
                    switch completion {
                    case .finished: events.append("finished")
                    case .failure(let error): events.append("failed: \(error)")
                    }
                },
                receiveValue: { events.append($0) }
            )

        responses.send(Response(name: "a.zip", status: 200))
        responses.send(Response(name: "b.zip", status: 503))
        responses.send(Response(name: "c.zip", status: 200))
        #expect(events.all == ["a.zip", "failed: server(503)"])
        cancellable.cancel()
    }

    @Test func theFinishedListCanBeAwaited() async throws {
        // The loop is as Combine code writes it; only the bound around it is the suite's, a
        // guard against a hang.
        let names = try await bounded("the finished list") {
            var names: [String] = []
            for await name in ["a.zip", "b.zip", "c.zip"].publisher.filter({ $0 != "b.zip" }).values {
                names.append(name)
            }
            return names
        }
        #expect(names == ["a.zip", "c.zip"])
    }
}
