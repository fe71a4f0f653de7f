import Reactive
import TestSupport
import Testing

/// The contract Combine's sources keep (`SourceContract`), for ours that wait for demand: a
/// sequence and `Just` answer as soon as they are asked; a `Future` when its promise is kept; a
/// `PassthroughSubject` when it is sent to. (`Empty` and `Fail` end without demand, as Combine's
/// do, and a `CurrentValueSubject` never ends of itself: the rules that need either do not apply.)
@Suite struct SourceConformanceTests {
    @Test(arguments: SourceContract.Rule.allCases)
    func sequence(_ rule: SourceContract.Rule) async {
        await SourceContract.check(rule) { SourceContract.Subject([1, 2, 3].publisher, started: nil, cancelled: nil, answer: nil) }
    }

    @Test(arguments: SourceContract.Rule.allCases)
    func just(_ rule: SourceContract.Rule) async {
        await SourceContract.check(rule) { SourceContract.Subject(Just(1), started: nil, cancelled: nil, answer: nil) }
    }

    @Test(arguments: SourceContract.Rule.allCases)
    func future(_ rule: SourceContract.Rule) async {
        await SourceContract.check(rule) {
            let kept = Locked<Future<Int, TestError>.Promise?>(nil)
            let future = Future<Int, TestError> { promise in kept.withLock { $0 = promise } }
            return SourceContract.Subject(
                future, started: nil, cancelled: nil,
                answer: {
                    guard
                        let promise = kept.withLock({ promise in
                            defer { promise = nil }; return promise
                        })
                    else { return false }
                    promise(.success(1))
                    return true
                })
        }
    }

    @Test(arguments: SourceContract.Rule.allCases)
    func passthroughSubject(_ rule: SourceContract.Rule) async {
        await SourceContract.check(rule) {
            let subject = PassthroughSubject<Int, TestError>()
            let sent = Locked(false)
            return SourceContract.Subject(
                subject, started: nil, cancelled: nil,
                answer: {
                    guard
                        !sent.withLock({ sent in
                            defer { sent = true }; return sent
                        })
                    else { return false }
                    subject.send(1)
                    subject.send(completion: .finished)
                    return true
                })
        }
    }
}
