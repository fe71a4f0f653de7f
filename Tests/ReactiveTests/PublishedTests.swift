import Reactive
import TestSupport
import Testing

/// `@Published` as Combine documents it: the publisher sends in the property's `willSet`, after
/// `objectWillChange`, while the property still reads the old value; checked with Combine's own
/// documented example and the seeds' login form.
@Suite struct PublishedTests {
    /// Combine's documentation of `Published`: "the property's `willSet` block … subscribers
    /// receive the new value before it's actually set on the property".
    final class Weather: @unchecked Sendable {
        // Test double: touched from the test's thread only.
        @Published var temperature: Double
        init(temperature: Double) { self.temperature = temperature }
    }

    /// The seeds' login form: the button follows both fields through CombineLatest.
    final class LoginViewModel: ObservableObject, @unchecked Sendable {
        // Test double: touched from the test's thread only.
        @Published var email = ""
        @Published var password = ""
        @Published var isLoginButtonEnabled = false
        init() {
            Publishers.CombineLatest($email, $password).map { !$0.isEmpty && $1.count >= 8 }.assign(to: &$isLoginButtonEnabled)
        }
    }

    @Test func theWeatherExampleSeesTheNewValueBeforeItIsSet() {
        let weather = Weather(temperature: 20)
        let seen = Locked<[String]>([])
        let token = weather.$temperature.sink { value in seen.withLock { $0.append("sent \(value), property \(weather.temperature)") } }
        weather.temperature = 25
        #expect(seen.withLock { $0 } == ["sent 20.0, property 20.0", "sent 25.0, property 20.0"])
        #expect(weather.temperature == 25)
        token.cancel()
    }

    @Test func objectWillChangeFiresFirstThenThePublisherThenTheValueIsStored() {
        let model = LoginViewModel()
        let events = Locked<[String]>([])
        let tokens = [
            model.objectWillChange.sink { events.withLock { $0.append("will change: email \"\(model.email)\"") } },
            model.$email.sink { value in
                guard !value.isEmpty else { return }
                events.withLock { $0.append("$email \"\(value)\", email \"\(model.email)\"") }
            },
        ]
        model.email = "ada@example.org"
        // The form's own pipeline subscribed first: the button is assigned (and announced) inside
        // the email's willSet, while the email still reads "".
        #expect(
            events.withLock { $0 } == [
                "will change: email \"\"", "will change: email \"\"", "$email \"ada@example.org\", email \"\"",
            ])
        #expect(model.email == "ada@example.org")
        #expect(!model.isLoginButtonEnabled)
        model.password = "correct horse"
        #expect(model.isLoginButtonEnabled)
        // The password and the button: two more changes announced.
        #expect(events.withLock { $0 }.count == 5)
        tokens.forEach { $0.cancel() }
    }

    @Test func initialValueIsCombinesOtherSpelling() {
        let published = Published(initialValue: 3)
        #expect(published.wrappedValue == 3)
    }
}
