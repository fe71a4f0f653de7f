import Foundation
import Models
import Reactive
import Service
import TestSupport
import Testing
import ViewModels
import Views

/// A screen added as one file: this file declares the screen and its route, and nothing else,
/// in `Sources/` or the tests, names them. The browser opens it through `.open(route)`, makes it
/// from the environment it was given, runs the load its `start()` asks for, draws it and goes
/// back from it.
@MainActor
@Suite struct NewScreenTests {
    /// A repository's languages by name, largest first; Enter opens the next repository's.
    final class LanguagesScreenState: ScreenState {
        /// The languages of a repository, Enter going on to `next`'s.
        struct Route: ScreenRoute {
            let repository: Repository
            let next: Repository?

            func screen(in environment: BrowseEnvironment) -> any ScreenState {
                let model = FetchedViewModel(languagesOf: repository.ownerLogin, repo: repository.name, source: environment.files)
                return LanguagesScreenState(repository: repository, next: next, model: model)
            }
        }

        let repository: Repository
        let next: Repository?
        let model: FetchedViewModel<RepositoryLanguages>

        init(repository: Repository, next: Repository?, model: FetchedViewModel<RepositoryLanguages>) {
            (self.repository, self.next, self.model) = (repository, next, model)
        }

        // A text's key line: the screen needs no key of its own.
        var kind: BrowseScreenKind { .details }
        // Until its first answer it is loading, even before the browser has run its load.
        var isBusy: Bool { model.isLoading || (model.value == nil && model.error == nil) }
        var failure: GitHubError? { model.error }
        var subject: String { "languages of '\(repository.fullName)'" }
        var isTypingText: Bool { false }
        var changes: AnyPublisher<Void, Never> { model.objectWillChange.eraseToAnyPublisher() }
        func start() -> [BrowseEffect] { [.load(ScreenLoad(model))] }
        func stop() { model.cancel() }

        func update(_ key: Key, context: ScreenContext) -> [BrowseEffect] {
            switch KeyBinding.action(for: key) {
            case .back?: [.back]
            case .open?: next.map { [.open(Route(repository: $0, next: nil))] } ?? []
            default: []
            }
        }

        func screen(_ context: ScreenContext) -> BrowseScreen {
            let lines = model.value.map { $0.shares.map(\.name) } ?? ["Loading…"]
            return BrowseScreen(title: "\(repository.fullName) — languages", lines: lines, footer: .keys(KeyBinding.hints(for: kind)))
        }
    }

    @Test func aScreenDeclaredInOneFileIsOpenedDrawnAndLeft() async {
        let environment = BrowserTests.environment(BrowserTests.answers([]))
        let (alpha, beta) = (BrowserTests.repository(1, "alpha"), BrowserTests.repository(2, "beta"))
        let first = LanguagesScreenState.Route(repository: alpha, next: beta)
        // Enter asks for the next screen by its route, a value a test compares.
        let context = ScreenContext(width: 80, height: 24, web: environment.web)
        let opened = LanguagesScreenState.Route(repository: beta, next: nil)
        #expect(first.screen(in: environment).update(.enter, context: context) == [.open(opened)])
        #expect(first.screen(in: environment).update(.enter, context: context) != [.open(first)])

        let browser = Browser(first: first.screen(in: environment), environment: environment, size: (80, 24))
        browser.start()
        #expect(await eventually { !browser.isBusy })
        #expect(browser.screen(tick: 0).title == "o/alpha — languages")
        // The browser opens it, starts its load and draws it: bottle-rocket's languages.
        #expect(browser.handle(.enter).isEmpty)
        #expect(browser.stack.count == 2)
        #expect(await eventually { !browser.isBusy })
        let screen = browser.screen(tick: 0)
        #expect(screen.title == "o/beta — languages")
        #expect(screen.lines?.prefix(3) == ["Swift", "Shell", "Ruby"])
        #expect(screen.footer == .keys(KeyBinding.hints(for: .details)))
        // Esc goes back to the screen it was opened from.
        #expect(browser.handle(.escape).isEmpty)
        #expect(browser.stack.count == 1)
        #expect(browser.screen(tick: 0).title == "o/alpha — languages")
    }
}
