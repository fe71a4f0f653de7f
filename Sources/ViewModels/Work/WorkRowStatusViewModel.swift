import Dispatch
import Foundation
import Models
import Reactive
import Service

/// CI and review state for the pull requests on screen, as they arrive: each row is asked for
/// once (its checks at its head's SHA, and its reviews), at most `inFlight` rows at a time, and
/// kept by its head's SHA, so a row scrolled back into view costs nothing and rows never shown
/// cost nothing at all.
@MainActor
public final class WorkRowStatusViewModel: ObservableObject {
    /// Each row's status, by `owner/repo#n@sha`.
    @Published public private(set) var statuses: [String: WorkRowStatus] = [:]
    /// Rows asked for, answered or not.
    private var asked: Set<String> = []
    /// Rows asked for and not yet sent, oldest first.
    private var waiting: [WorkItem] = []
    /// The requests in flight, by row.
    private var running: [String: AnyCancellable] = [:]
    private let source: any WorkDetailSource

    /// How many rows are asked for at once: the run's in-flight bound.
    public nonisolated static let inFlight = ServiceConfiguration.defaultConcurrentPages

    /// Asks `source` for rows as `ask` hands them over.
    public init(source: any WorkDetailSource) { self.source = source }

    /// The status of `item`, once it has arrived.
    public func status(of item: WorkItem) -> WorkRowStatus? { statuses[Self.key(item)] }

    /// Asks for the status of each of `items` not asked for before (pull requests with a head);
    /// past `inFlight` at once, they wait their turn here.
    public func ask(_ items: [WorkItem]) {
        for item in items where item.isPullRequest && item.headSHA != nil && asked.insert(Self.key(item)).inserted {
            waiting.append(item)
        }
        sendWaiting()
    }

    /// Stops asking: what is in flight is cancelled, what waits is dropped.
    public func cancel() {
        for request in running.values { request.cancel() }
        running = [:]
        waiting = []
    }

    /// Sends waiting rows while fewer than `inFlight` are out.
    private func sendWaiting() {
        while running.count < Self.inFlight, !waiting.isEmpty {
            let item = waiting.removeFirst()
            let key = Self.key(item)
            running[key] = Self.status(of: item, source: source)
                .receive(on: DispatchQueue.main)
                .sink { [weak self] status in
                    MainActor.assumeIsolated {
                        guard let self else { return }
                        self.running[key] = nil
                        if let status { self.statuses[key] = status }
                        self.sendWaiting()
                    }
                }
        }
    }

    private nonisolated static func key(_ item: WorkItem) -> String { item.identity + "@" + (item.headSHA ?? "") }

    /// One row's checks and reviews together; nil when either failed (the row keeps `…`).
    private nonisolated static func status(of item: WorkItem, source: any WorkDetailSource) -> AnyPublisher<WorkRowStatus?, Never> {
        let parts = item.repository.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let sha = item.headSHA else { return Just(nil).eraseToAnyPublisher() }
        let requested = item.reviewers.map { "@" + $0 } + item.teams
        return source.checks(owner: parts[0], repo: parts[1], ref: sha)
            .flatMap(maxPublishers: .max(1)) { checks in
                source.part(.reviews, of: Review.self, owner: parts[0], repo: parts[1], number: item.number)
                    .map { WorkRowStatus(checks: CheckSummary(checks), reviews: ReviewSummary(reviews: $0, requested: requested)) }
            }
            .map { Optional($0) }
            .replaceError(with: nil)
            .eraseToAnyPublisher()
    }
}
