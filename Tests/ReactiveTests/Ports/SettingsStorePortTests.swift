import Foundation
import Reactive
import Testing

/// A port of the settings store of Combine's state-management samples: an `ObservableObject`
/// mixing `@Published` fields with a `CurrentValueSubject` theme, an autosave stream built from
/// `Publishers.CombineLatest3(…).dropFirst().removeDuplicates()` into a `PassthroughSubject`, the
/// theme handed out as an `AnyPublisher`, defaults loaded by subscribing the subject to a sequence,
/// and subscriptions kept in a `Set<AnyCancellable>` whose emptying stops them.
@Suite struct SettingsStorePortTests {
    final class SettingsStore: ObservableObject, @unchecked Sendable {
        // Test double: touched from the test's thread only; `@unchecked Sendable` because `sink`'s
        // closure is `@Sendable` here and captures `self` weakly.
        @Published var username = ""
        @Published var notificationsEnabled = false
        let theme = CurrentValueSubject<String, Never>("light")
        let saved = PassthroughSubject<String, Never>()
        private var cancellables = Set<AnyCancellable>()

        var themePublisher: AnyPublisher<String, Never> { theme.eraseToAnyPublisher() }

        init() {
            Publishers.CombineLatest3($username, $notificationsEnabled, theme)
                .dropFirst()
                .map { name, notifications, theme in "\(name)|\(notifications)|\(theme)" }
                .removeDuplicates()
                .sink { [weak self] snapshot in self?.saved.send(snapshot) }
                .store(in: &cancellables)
        }

        func stopAutosave() { cancellables.removeAll() }
    }

    @Test func autosaveSendsEachDistinctSnapshotAfterTheFirst() {
        let store = SettingsStore()
        let saves = EventLog<String>()
        var cancellables = Set<AnyCancellable>()
        store.saved.sink { saves.append($0) }.store(in: &cancellables)

        store.username = "ada"
        store.theme.value = "dark"
        store.theme.send("dark")
        store.notificationsEnabled = true
        store.username = "ada"
        #expect(saves.all == ["ada|false|light", "ada|false|dark", "ada|true|dark"])

        store.stopAutosave()
        store.username = "grace"
        #expect(saves.all.count == 3)
    }

    @Test func onlyPublishedPropertiesFireObjectWillChange() {
        let store = SettingsStore()
        let changes = EventLog<String>()
        let cancellable = store.objectWillChange.sink { changes.append(store.username) }

        store.username = "ada"
        store.theme.value = "dark"
        store.notificationsEnabled = true
        // objectWillChange fires before the write, so the sink still reads the old name; the
        // CurrentValueSubject is not @Published and fires nothing.
        #expect(changes.all == ["", "ada"])
        cancellable.cancel()
    }

    @Test func aNewThemeSubscriberGetsTheCurrentValueThenEveryChange() {
        let store = SettingsStore()
        store.theme.value = "dark"
        let themes = EventLog<String>()
        let cancellable = store.themePublisher.sink { themes.append($0) }
        store.theme.send("sepia")
        #expect(themes.all == ["dark", "sepia"])
        #expect(store.theme.value == "sepia")
        cancellable.cancel()
        store.theme.send("light")
        #expect(themes.all == ["dark", "sepia"])
    }

    @Test func subscribingTheSubjectToDefaultsFinishesIt() {
        let store = SettingsStore()
        let themes = EventLog<String>()
        var cancellables = Set<AnyCancellable>()
        store.theme
            .sink(receiveCompletion: { _ in themes.append("finished") }, receiveValue: { themes.append($0) })
            .store(in: &cancellables)

        // A subject subscribed to a publisher takes its values and also its completion.
        ["solarized", "high contrast"].publisher.subscribe(store.theme).store(in: &cancellables)
        store.theme.send("ignored")
        #expect(themes.all == ["light", "solarized", "high contrast", "finished"])
        #expect(store.theme.value == "high contrast")

        // A late subscriber to a finished subject gets only the completion.
        let late = EventLog<String>()
        store.themePublisher
            .sink(receiveCompletion: { _ in late.append("finished") }, receiveValue: { late.append($0) })
            .store(in: &cancellables)
        #expect(late.all == ["finished"])
    }

    @Test func droppingTheCancellableSetEndsEverySubscription() {
        let store = SettingsStore()
        let names = EventLog<String>()
        let cancelled = EventLog<String>()
        var cancellables = Set<AnyCancellable>()
        store.$username
            .handleEvents(receiveCancel: { cancelled.append("username") })
            .sink { names.append($0) }
            .store(in: &cancellables)
        store.themePublisher
            .handleEvents(receiveCancel: { cancelled.append("theme") })
            .sink { names.append($0) }
            .store(in: &cancellables)

        store.username = "ada"
        // Replacing the set releases its AnyCancellables, and each cancels on release.
        cancellables = []
        store.username = "grace"
        store.theme.send("dark")
        #expect(names.all == ["", "light", "ada"])
        #expect(Set(cancelled.all) == ["username", "theme"])
    }
}
