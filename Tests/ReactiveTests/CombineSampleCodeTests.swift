import Reactive
import Testing

/// Combine sample code, ported by changing its one import: a search field that waits for the
/// typing to settle, skips repeats and blank text, and turns the query into a request (and shows
/// only the latest search's answer); and a screen that needs two requests' answers together.
/// Nothing here but `import Reactive`.
@Suite struct CombineSampleCodeTests {
    struct SearchRequest: Equatable, Sendable {
        let text: String
    }

    final class SearchViewModel: ObservableObject, @unchecked Sendable {
        // Test double: touched from the test's thread only.
        @Published var query = ""
        @Published private(set) var requests: [SearchRequest] = []
        private var cancellables = Set<AnyCancellable>()

        init(scheduler: TestScheduler) {
            $query
                .debounce(for: .milliseconds(300), scheduler: scheduler)
                .removeDuplicates()
                .compactMap { query -> String? in
                    let words = query.split(separator: " ")
                    return words.isEmpty ? nil : words.joined(separator: " ")
                }
                .map { SearchRequest(text: $0) }
                .scan([SearchRequest]()) { $0 + [$1] }
                .sink { [weak self] in self?.requests = $0 }
                .store(in: &cancellables)
        }
    }

    @Test func theSearchFieldAsksOnlyForSettledNewNonBlankQueries() {
        let scheduler = TestScheduler()
        let model = SearchViewModel(scheduler: scheduler)
        func type(_ text: String, thenWait milliseconds: Int) {
            model.query = text
            scheduler.advance(by: .milliseconds(milliseconds))
        }
        // The initial empty text settles, but a blank query asks for nothing.
        scheduler.advance(by: .milliseconds(300))
        type("r", thenWait: 100)
        type("re", thenWait: 100)
        type("repos", thenWait: 300)
        // Typed away and back again within the wait: the settled text is the same, so no request.
        type("repo", thenWait: 100)
        type("repos", thenWait: 300)
        type("   ", thenWait: 300)
        type("  swift   format ", thenWait: 300)
        #expect(model.requests == [SearchRequest(text: "repos"), SearchRequest(text: "swift format")])
    }

    /// The same field showing results: each settled query starts a search, and a newer query's
    /// search replaces a slower, older one (`switchToLatest` cancels it).
    final class SearchResultsViewModel: ObservableObject, @unchecked Sendable {
        // Test double: touched from the test's thread only.
        @Published var query = ""
        @Published private(set) var results: [String] = []

        init(scheduler: TestScheduler, search: @escaping @Sendable (String) -> AnyPublisher<[String], Never>) {
            $query
                .debounce(for: .milliseconds(300), scheduler: scheduler)
                .removeDuplicates()
                .compactMap { $0.isEmpty ? nil : $0 }
                .map { search($0) }
                .switchToLatest()
                .assign(to: &$results)
        }
    }

    @Test func aSlowAnswerToAnOlderQueryIsDropped() {
        let scheduler = TestScheduler()
        let answers = Locked<[String: PassthroughSubject<[String], Never>]>([:])
        let model = SearchResultsViewModel(scheduler: scheduler) { query in
            let answer = PassthroughSubject<[String], Never>()
            answers.withLock { $0[query] = answer }
            return answer.eraseToAnyPublisher()
        }
        model.query = "rep"
        scheduler.advance(by: .milliseconds(300))
        model.query = "repos"
        scheduler.advance(by: .milliseconds(300))
        let (older, newer) = answers.withLock { ($0["rep"], $0["repos"]) }
        newer?.send(["repos"])
        older?.send(["rep", "repos", "reptile"])
        #expect(model.results == ["repos"])
    }

    struct Repository: Equatable, Sendable {
        let name: String
    }

    struct Readme: Equatable, Sendable {
        let text: String
    }

    struct NotFound: Error, Equatable {}

    /// A repository screen drawn once both requests have answered, as the sample draws it.
    final class RepositoryScreen: @unchecked Sendable {
        // Test double: `lines` and `ending` are touched under their locks only.
        let lines = Locked<[String]>([])
        let ending = Locked<Subscribers.Completion<NotFound>?>(nil)
        private var cancellables = Set<AnyCancellable>()

        init<R: Publisher, M: Publisher>(repository: R, readme: M)
        where R.Output == Repository, M.Output == Readme, R.Failure == NotFound, M.Failure == NotFound {
            repository.zip(readme)
                .map { repository, readme in "\(repository.name): \(readme.text)" }
                .sink(
                    receiveCompletion: { [ending] completion in ending.withLock { $0 = completion } },
                    receiveValue: { [lines] line in lines.withLock { $0.append(line) } }
                )
                .store(in: &cancellables)
        }
    }

    @Test func aZipOfTwoRequestsGivesBothAnswersTogether() {
        let repository = PassthroughSubject<Repository, NotFound>()
        let readme = PassthroughSubject<Readme, NotFound>()
        let screen = RepositoryScreen(repository: repository, readme: readme)
        readme.send(Readme(text: "A GitHub browser"))
        #expect(screen.lines.withLock { $0 }.isEmpty)
        repository.send(Repository(name: "repos"))
        repository.send(completion: .finished)
        #expect(screen.lines.withLock { $0 } == ["repos: A GitHub browser"])
        #expect(screen.ending.withLock { $0 } == .finished)
    }

    @Test func aZipOfTwoFuturesFailsWithTheFirstFailure() {
        let screen = RepositoryScreen(
            repository: Future { promise in promise(.success(Repository(name: "repos"))) },
            readme: Future { promise in promise(.failure(NotFound())) })
        #expect(screen.lines.withLock { $0 }.isEmpty)
        #expect(screen.ending.withLock { $0 } == .failure(NotFound()))
    }
}
