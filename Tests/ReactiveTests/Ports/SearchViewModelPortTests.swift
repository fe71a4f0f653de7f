import Foundation
import Reactive
import Testing

/// A port of the SwiftUI search screen every Combine tutorial builds: an `ObservableObject` whose
/// `@Published var query` is debounced, de-duplicated, trimmed and turned into suggestions that
/// land in another `@Published` property through `assign(to: &$suggestions)`, with
/// `objectWillChange` firing before each change.
@Suite struct SearchViewModelPortTests {
    final class SearchViewModel: ObservableObject, @unchecked Sendable {
        // Test double: touched from the test's thread only.
        @Published var query = ""
        @Published private(set) var suggestions: [String] = []
        @Published private(set) var isSearching = false
        private var cancellables = Set<AnyCancellable>()
        let catalogue = ["combine", "combineLatest", "compactMap", "collect", "debounce", "decode"]

        init(scheduler: TestScheduler) {
            let settled =
                $query
                .debounce(for: .milliseconds(300), scheduler: scheduler)
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                .removeDuplicates()
                .share()

            let catalogue = self.catalogue
            settled
                .map { query in query.isEmpty ? [] : catalogue.filter { $0.lowercased().hasPrefix(query) } }
                .receive(on: scheduler)
                .assign(to: &$suggestions)

            $query
                .map { !$0.isEmpty }
                .merge(with: settled.map { _ in false })
                .removeDuplicates()
                .assign(to: \.isSearching, on: self)
                .store(in: &cancellables)
        }
    }

    @Test func suggestionsFollowTheSettledQueryOnly() {
        let scheduler = TestScheduler()
        let model = SearchViewModel(scheduler: scheduler)
        let published = EventLog<[String]>()
        var cancellables = Set<AnyCancellable>()
        model.$suggestions.sink { published.append($0) }.store(in: &cancellables)

        model.query = "c"
        scheduler.advance(by: .milliseconds(100))
        model.query = "co"
        scheduler.advance(by: .milliseconds(100))
        model.query = "com"
        scheduler.advance(by: .milliseconds(300))
        #expect(model.suggestions == ["combine", "combineLatest", "compactMap"])

        // Same text after trimming and lowercasing: removeDuplicates lets nothing through.
        model.query = " COM "
        scheduler.advance(by: .milliseconds(300))
        model.query = "de"
        scheduler.advance(by: .milliseconds(299))
        #expect(model.suggestions == ["combine", "combineLatest", "compactMap"])
        scheduler.advance(by: .milliseconds(1))
        #expect(model.suggestions == ["debounce", "decode"])
        #expect(published.all == [[], ["combine", "combineLatest", "compactMap"], ["debounce", "decode"]])
    }

    @Test func isSearchingIsTrueWhileTheQueryIsSettling() {
        let scheduler = TestScheduler()
        let model = SearchViewModel(scheduler: scheduler)
        let states = EventLog<Bool>()
        let cancellable = model.$isSearching.sink { states.append($0) }
        model.query = "c"
        #expect(model.isSearching)
        scheduler.advance(by: .milliseconds(300))
        #expect(!model.isSearching)
        cancellable.cancel()
        #expect(states.all == [false, true, false])
    }

    @Test func objectWillChangeFiresBeforeEachPublishedChange() {
        let scheduler = TestScheduler()
        let model = SearchViewModel(scheduler: scheduler)
        let seenBeforeChange = EventLog<String>()
        let cancellable = model.objectWillChange.sink { _ in seenBeforeChange.append(model.query) }
        model.query = "d"
        model.query = "de"
        // `@Published` publishes in `willSet`: while `$query` delivers "d", `query` still reads "",
        // so the `isSearching` change it causes also sees "".
        #expect(seenBeforeChange.all == ["", "", "d"])
        withExtendedLifetime(cancellable) {}
    }
}
