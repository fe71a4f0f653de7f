import Foundation
import Reactive
import Testing

/// A port of the sign-up form from Combine's validation samples: three `@Published` fields
/// validated with `Publishers.CombineLatest3` and `CombineLatest`, a submit button enabled from
/// their combination, field errors merged into one stream with `Publishers.Merge`, and the two
/// halves of a submission joined with `Zip`.
@Suite struct SignUpFormPortTests {
    final class SignUpViewModel: ObservableObject, @unchecked Sendable {
        // Test double: touched from the test's thread only.
        @Published var username = ""
        @Published var password = ""
        @Published var confirmation = ""
        @Published var acceptsTerms = false
        @Published private(set) var canSubmit = false
        private var cancellables = Set<AnyCancellable>()

        var validUsername: AnyPublisher<String?, Never> {
            $username
                .map { $0.count >= 3 ? $0 : nil }
                .eraseToAnyPublisher()
        }

        var validPassword: AnyPublisher<String?, Never> {
            Publishers.CombineLatest($password, $confirmation)
                .map { password, confirmation in
                    guard password == confirmation, password.count >= 8 else { return nil }
                    return password
                }
                .eraseToAnyPublisher()
        }

        var messages: AnyPublisher<String, Never> {
            Publishers.Merge(
                $username.dropFirst().filter { $0.count < 3 }.map { _ in "username too short" },
                $confirmation.dropFirst().combineLatest($password).filter { $0 != $1 }.map { _ in "passwords differ" }
            )
            .eraseToAnyPublisher()
        }

        init() {
            Publishers.CombineLatest3(validUsername, validPassword, $acceptsTerms)
                .map { username, password, accepted in username != nil && password != nil && accepted }
                .removeDuplicates()
                .assign(to: &$canSubmit)
        }
    }

    @Test func submitIsEnabledOnlyWhenEveryFieldIsValid() {
        let model = SignUpViewModel()
        let states = EventLog<Bool>()
        let cancellable = model.$canSubmit.sink { states.append($0) }
        model.username = "ada"
        model.password = "analytical"
        model.confirmation = "analytica"
        model.acceptsTerms = true
        #expect(!model.canSubmit)
        model.confirmation = "analytical"
        #expect(model.canSubmit)
        model.username = "al"
        #expect(states.all == [false, true, false])
        cancellable.cancel()
    }

    @Test func fieldMessagesComeInTheOrderTheFieldsChanged() {
        let model = SignUpViewModel()
        let messages = EventLog<String>()
        let cancellable = model.messages.sink { messages.append($0) }
        model.username = "a"
        model.password = "secret"
        model.confirmation = "secre"
        model.username = "ada"
        model.confirmation = "secret"
        #expect(messages.all == ["username too short", "passwords differ"])
        cancellable.cancel()
    }

    @Test func zipPairsTheNthValueOfEachAndFinishesWithTheShorter() {
        let profiles = PassthroughSubject<String, Never>()
        let avatars = PassthroughSubject<Int, Never>()
        let events = EventLog<String>()
        let cancellable = profiles.zip(avatars) { "\($0)#\($1)" }
            .sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append($0) })
        profiles.send("ada")
        profiles.send("alan")
        avatars.send(1)
        profiles.send(completion: .finished)
        #expect(events.all == ["ada#1"])
        avatars.send(2)
        #expect(events.all == ["ada#1", "alan#2", "finished"])
        cancellable.cancel()
    }

    @Test func mergeOfThreeSubjectsInterleavesAndWaitsForAllToFinish() {
        let taps = PassthroughSubject<String, Never>()
        let swipes = PassthroughSubject<String, Never>()
        let keys = PassthroughSubject<String, Never>()
        let events = EventLog<String>()
        let cancellable = Publishers.Merge3(taps, swipes, keys)
            .sink(receiveCompletion: { events.append("\($0)") }, receiveValue: { events.append($0) })
        taps.send("tap")
        keys.send("k")
        swipes.send("swipe")
        taps.send(completion: .finished)
        keys.send(completion: .finished)
        swipes.send("swipe2")
        swipes.send(completion: .finished)
        #expect(events.all == ["tap", "k", "swipe", "swipe2", "finished"])
        cancellable.cancel()
    }
}
