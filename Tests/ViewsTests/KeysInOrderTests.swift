import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// Every key acts on the state the keys before it left, however fast they came: the filter's
/// pause delays the rows following the text, never the meaning of Enter. The pause here is on a
/// `TestScheduler` that is never advanced, as when keys arrive in one read.
@MainActor
@Suite struct KeysInOrderTests {
    static let carbon = ["Carbon-iOS", "Carbon-Android", "Carbon-Web", "starter-kit", "kitchen-sink"].enumerated().map {
        BrowserTests.repository(Int64($0.offset + 1), $0.element)
    }
    static let context = ScreenContext(width: 80, height: 24, web: WebPages(apiURL: URL(fileURLWithPath: "/")))

    static func repositories(_ scheduler: TestScheduler) async -> RepositoriesScreenState {
        let model = RepositoryListViewModel(
            options: RepositoryListOptions(owner: "o", sort: .pushed, limit: nil), source: BrowserTests.answers([.success(carbon)]),
            now: { BrowserTests.now })
        let state = RepositoriesScreenState(owner: "o", model: model) { $0.browse(debounce: .milliseconds(120), scheduler: scheduler) }
        state.start().startingLoads()
        await model.feed.loaded()
        return state
    }

    /// Keys handed to `state` one after another, with nothing run between them; the effects of each.
    static func press(_ keys: [Key], on state: some ScreenState) -> [[BrowseEffect]] {
        keys.map { state.update($0, context: context) }
    }

    static func typed(_ text: String) -> [Key] { text.map { $0 == "\r" ? .enter : .character($0) } }

    @Test(arguments: [("/Carbon-Andr\r\r", "Carbon-Android"), ("/kit\r\r", "starter-kit"), ("/kitc\rj\r", "kitchen-sink"), ("/web\r\r", "Carbon-Web")])
    func aFilterTypedThenEnterOpensItsFirstMatch(keys: String, opened: String) async throws {
        let scheduler = TestScheduler()
        let state = await Self.repositories(scheduler)
        let repository = try #require(Self.carbon.first { $0.name == opened })
        #expect(Self.press(Self.typed(keys), on: state).last == [.open(RepositoryScreenState.Route(repository: repository))])
    }

    @Test func aMoveWhileTypingMovesOverTheFilteredRows() async {
        let scheduler = TestScheduler()
        let state = await Self.repositories(scheduler)
        let effects = Self.press(Self.typed("/kit") + [.down, .enter, .enter], on: state)
        #expect(effects.last == [.open(RepositoryScreenState.Route(repository: Self.carbon[4]))])
    }

    @Test func escClearsTheFilterAndTheNextKeyActsOnEveryRow() async {
        let scheduler = TestScheduler()
        let state = await Self.repositories(scheduler)
        let effects = Self.press(Self.typed("/web\r") + [.escape, .character("G"), .enter], on: state)
        #expect(effects.last == [.open(RepositoryScreenState.Route(repository: Self.carbon[4]))])
    }

    static func picker(_ scheduler: TestScheduler) async -> RefPickerScreenState {
        let model = RefPickerViewModel(
            owner: "o", repo: "r", source: StubFileSource(branches: ["develop", "main", "dependabot/npm/lodash", "release/1.0"], tags: ["v1.0", "v0.9"]))
        let state = RefPickerScreenState(repository: BrowserTests.repository(1, "r"), current: nil, model: model) {
            $0.browse(debounce: .milliseconds(120), scheduler: scheduler)
        }
        state.start().startingLoads()
        await model.feed.loaded()
        return state
    }

    @Test func thePickerFiltersAsYouTypeAndEnterPicks() async {
        let state = await Self.picker(TestScheduler())
        #expect(state.isTypingText)
        let effects = Self.press(Self.typed("rel\r"), on: state)
        #expect(effects.dropLast().allSatisfy { $0.isEmpty })
        #expect(effects.last == [.back, .chooseRef("release/1.0")])
    }

    @Test func inThePickerLettersTypeArrowsMoveAndEscCancels() async {
        let state = await Self.picker(TestScheduler())
        // `q`, `r` and `b` are letters of a name here, not keys of the screen.
        #expect(Self.press(Self.typed("v0"), on: state).allSatisfy { $0.isEmpty })
        #expect(state.screen(Self.context).footer == .pick("v0"))
        #expect(Self.press([.backspace, .backspace, .down, .down, .enter], on: state).last == [.back, .chooseRef("dependabot/npm/lodash")])
        let other = await Self.picker(TestScheduler())
        #expect(Self.press(Self.typed("qrb"), on: other).allSatisfy { $0.isEmpty })
        #expect(other.model.query == "qrb")
        #expect(Self.press([.escape], on: other) == [[.back]])
    }
}
