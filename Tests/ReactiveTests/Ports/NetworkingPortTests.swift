import Foundation
import Reactive
import Testing

/// A port of the networking layer of a Combine MVVM sample: an API client whose request is a
/// `Deferred { Future { … } }` standing in for `dataTaskPublisher(for:)`, checked with `tryMap`,
/// decoded with `decode(type:decoder:)`, retried, recovered with `catch` or `replaceError`, hopped
/// with `receive(on:)` and handed out as an `AnyPublisher`.
@Suite struct NetworkingPortTests {
    struct Repository: Codable, Equatable, Sendable {
        let id: Int
        let name: String
    }

    enum APIError: Error, Equatable {
        case transport
        case status(Int)
        case decoding
    }

    /// A server that answers each request with the next scripted reply.
    final class FakeServer: @unchecked Sendable {
        // Test double: its state is guarded by `lock`.
        private let lock = NSLock()
        private var replies: [(status: Int, body: String)]
        private(set) var requests = 0

        init(_ replies: [(status: Int, body: String)]) { self.replies = replies }

        func dataTaskPublisher(for path: String) -> AnyPublisher<(data: Data, status: Int), APIError> {
            Deferred {
                Future { promise in
                    self.lock.lock()
                    self.requests += 1
                    let reply = self.replies.isEmpty ? nil : self.replies.removeFirst()
                    self.lock.unlock()
                    guard let reply else { return promise(.failure(.transport)) }
                    promise(.success((data: Data(reply.body.utf8), status: reply.status)))
                }
            }
            .eraseToAnyPublisher()
        }
    }

    struct APIClient {
        let server: FakeServer

        func repositories(of org: String) -> AnyPublisher<[Repository], APIError> {
            server.dataTaskPublisher(for: "/orgs/\(org)/repos")
                .tryMap { output -> Data in
                    guard (200..<300).contains(output.status) else { throw APIError.status(output.status) }
                    return output.data
                }
                .decode(type: [Repository].self, decoder: JSONDecoder())
                .mapError { error in (error as? APIError) ?? .decoding }
                .retry(2)
                .eraseToAnyPublisher()
        }
    }

    let body = #"[{"id":1,"name":"swift"},{"id":2,"name":"combine"}]"#

    @Test func aFailedRequestIsRetriedAndThenDecoded() {
        let server = FakeServer([(500, ""), (200, body)])
        let events = EventLog<String>()
        let cancellable = APIClient(server: server).repositories(of: "apple")
            .sink(
                receiveCompletion: { events.append("\($0)") },
                receiveValue: { events.append($0.map(\.name).joined(separator: ",")) })
        #expect(events.all == ["swift,combine", "finished"])
        #expect(server.requests == 2)
        cancellable.cancel()
    }

    @Test func retryGivesUpAfterItsAttemptsAndCatchRecovers() {
        let server = FakeServer([(503, ""), (503, ""), (404, "")])
        let events = EventLog<String>()
        let cancellable = APIClient(server: server).repositories(of: "apple")
            .catch { error -> Just<[Repository]> in
                events.append("caught \(error)")
                return Just([Repository(id: 0, name: "cached")])
            }
            .sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append($0.map(\.name).joined()) })
        #expect(events.all == ["caught status(404)", "cached", "finished"])
        #expect(server.requests == 3)
        cancellable.cancel()
    }

    @Test func malformedJSONIsADecodingErrorThatReplaceErrorHides() {
        let server = FakeServer([(200, "{"), (200, "{"), (200, "{")])
        let results = EventLog<[Repository]>()
        let completions = EventLog<Subscribers.Completion<Never>>()
        let cancellable = APIClient(server: server).repositories(of: "apple")
            .replaceError(with: [])
            .sink(receiveCompletion: { completions.append($0) }, receiveValue: { results.append($0) })
        #expect(results.all == [[]])
        #expect(completions.all == [.finished])
        cancellable.cancel()
    }

    @Test func theViewModelReceivesOnItsSchedulerAndShowsTheError() {
        let scheduler = TestScheduler()
        let server = FakeServer([])
        let names = EventLog<String>()
        let failures = EventLog<APIError>()
        let cancellable = APIClient(server: server).repositories(of: "apple")
            .map { $0.map(\.name) }
            .receive(on: scheduler)
            .sink(
                receiveCompletion: { completion in
                    if case .failure(let error) = completion { failures.append(error) }
                },
                receiveValue: { $0.forEach(names.append) })
        #expect(failures.all == [])
        scheduler.advance()
        #expect(failures.all == [.transport])
        #expect(names.all.isEmpty)
        #expect(server.requests == 3)
        cancellable.cancel()
    }

    @Test func twoRequestsZippedArriveTogether() {
        let server = FakeServer([(200, body), (200, #"[{"id":3,"name":"nio"}]"#)])
        let client = APIClient(server: server)
        let pairs = EventLog<String>()
        let cancellable = Publishers.Zip(client.repositories(of: "apple"), client.repositories(of: "swiftlang"))
            .map { first, second in "\(first.count)+\(second.count)" }
            .replaceError(with: "failed")
            .sink { pairs.append($0) }
        #expect(pairs.all == ["2+1"])
        cancellable.cancel()
    }

    @Test func decodingRunsOnABackgroundOperationQueue() {
        let server = FakeServer([(200, body)])
        let decodingQueue = OperationQueue()
        decodingQueue.maxConcurrentOperationCount = 1
        let names = EventLog<String>()
        let cancellable = APIClient(server: server).repositories(of: "apple")
            .subscribe(on: decodingQueue)
            .receive(on: decodingQueue)
            .map { $0.map(\.name) }
            .replaceError(with: [])
            .sink { value in
                let onQueue = OperationQueue.current === decodingQueue
                value.forEach { names.append("\($0)@\(onQueue)") }
            }
        decodingQueue.waitUntilAllOperationsAreFinished()
        #expect(names.all == ["swift@true", "combine@true"])
        cancellable.cancel()
    }
}
