import Reactive
import Testing

/// Combine sample code, ported by changing its one import: a search field that waits for the
/// typing to settle, skips repeats and blank text, and turns the query into a request (and shows
/// only the latest search's answer); a screen that needs two requests' answers together; and a
/// list screen whose rows follow three controls at once, with a throttled progress line, one log
/// of three sources, a page number typed as text, and a recorded session played back.
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

    /// A list whose rows follow the query, the sort order and an "open only" switch together.
    final class ListScreenModel: ObservableObject, @unchecked Sendable {
        // Test double: touched from the test's thread only.
        @Published var query = ""
        @Published var sortDescending = false
        @Published var openOnly = false
        @Published var pageText = "1"
        @Published private(set) var rows: [String] = []
        @Published private(set) var page = 1

        init(items: [(name: String, open: Bool)]) {
            Publishers.CombineLatest3($query, $sortDescending, $openOnly)
                .map { query, descending, openOnly in
                    let names = items.filter { (!openOnly || $0.open) && (query.isEmpty || $0.name.contains(query)) }.map(\.name)
                    return descending ? names.sorted(by: >) : names.sorted()
                }
                .assign(to: &$rows)
            // Text that is no number asks for no page: Int(text) is nil, and its publisher is empty.
            $pageText
                .flatMap { Int($0).publisher }
                .assign(to: &$page)
        }
    }

    @Test func theRowsFollowTheQueryTheSortAndTheSwitchTogether() {
        let model = ListScreenModel(items: [("repos", true), ("reactive", false), ("swift", true)])
        #expect(model.rows == ["reactive", "repos", "swift"])
        model.query = "re"
        model.sortDescending = true
        #expect(model.rows == ["repos", "reactive"])
        model.openOnly = true
        #expect(model.rows == ["repos"])
        model.pageText = "x"
        model.pageText = "3"
        model.pageText = ""
        #expect(model.page == 3)
    }

    @Test func aRecordedSessionPlaysBackIntoTheModel() {
        let model = ListScreenModel(items: [("repos", true), ("reactive", false), ("swift", true)])
        let typed = Record<String, Never> { recording in
            for text in ["s", "sw", "swi"] { recording.receive(text) }
            recording.receive(completion: .finished)
        }
        let seen = Locked<[[String]]>([])
        let watching = model.$rows.sink { rows in seen.withLock { $0.append(rows) } }
        let playing = typed.assign(to: \.query, on: model)
        #expect(seen.withLock { $0 } == [["reactive", "repos", "swift"], ["repos", "swift"], ["swift"], ["swift"]])
        _ = (watching, playing)
    }

    @Test func progressShowsAtMostOneUpdatePerInterval() {
        let scheduler = TestScheduler()
        let progress = PassthroughSubject<Int, Never>()
        let shown = Locked<[Int]>([])
        let showing = progress.throttle(for: .milliseconds(100), scheduler: scheduler, latest: true).sink { value in
            shown.withLock { $0.append(value) }
        }
        for percent in 1...10 {
            progress.send(percent * 10)
            scheduler.advance(by: .milliseconds(30))
        }
        scheduler.advance(by: .milliseconds(100))
        #expect(shown.withLock { $0 } == [10, 40, 70, 100])
        _ = showing
    }

    enum Notice: Equatable, Sendable {
        case error(String), warning(String), info(String)
    }

    @Test func oneLogOfThreeSources() {
        let errors = PassthroughSubject<String, Never>()
        let warnings = PassthroughSubject<String, Never>()
        let infos = PassthroughSubject<String, Never>()
        let log = Locked<[Notice]>([])
        let logging = errors.map(Notice.error).merge(with: warnings.map(Notice.warning), infos.map(Notice.info))
            .sink { notice in log.withLock { $0.append(notice) } }
        infos.send("loading")
        warnings.send("slow")
        errors.send("failed")
        #expect(log.withLock { $0 } == [.info("loading"), .warning("slow"), .error("failed")])
        _ = logging
    }
}
