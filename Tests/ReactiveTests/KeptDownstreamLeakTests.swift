import Reactive
import Testing

/// Operators that keep their downstream as long as their subscription lives (Combine's
/// lifetime, `DownstreamLifetime.keptForLife`) still free everything once a stream is cancelled
/// or finished over a real subject: the subject lets go of the operator, `sink` lets go of the
/// operator's subscription and its closures, so what the closures captured goes too.
@Suite struct KeptDownstreamLeakTests {
    /// What a pipeline's closures capture, as a view model's would.
    final class Owner: Sendable {}

    /// The pipelines: each operator here keeps its downstream for life, chained as apps chain them.
    static func pipeline(_ subject: PassthroughSubject<Int, Never>) -> AnyPublisher<Int, Never> {
        subject.removeDuplicates().receive(on: ImmediateScheduler.shared).dropFirst(0).tryMap { $0 }.replaceError(with: 0).eraseToAnyPublisher()
    }

    @Test func aCancelledSinkFreesWhatItCaptured() {
        let subject = PassthroughSubject<Int, Never>()
        weak var released: Owner?
        var cancellable: AnyCancellable?
        do {
            let owner = Owner()
            released = owner
            cancellable = Self.pipeline(subject).sink { _ in _ = owner }
        }
        subject.send(1)
        #expect(released != nil, "freed while subscribed")
        cancellable?.cancel()
        #expect(released == nil, "kept after the cancel")
        _ = cancellable
    }

    @Test func aFinishedSinkFreesWhatItCaptured() {
        let subject = PassthroughSubject<Int, Never>()
        weak var released: Owner?
        var cancellable: AnyCancellable?
        do {
            let owner = Owner()
            released = owner
            cancellable = Self.pipeline(subject).sink(receiveCompletion: { _ in _ = owner }, receiveValue: { _ in _ = owner })
        }
        subject.send(completion: .finished)
        #expect(released == nil, "kept after the stream finished")
        _ = cancellable
    }

    @Test func aCurrentValueSubjectsSubscriberIsFreedWithTheStream() {
        let subject = CurrentValueSubject<Int, Never>(1)
        weak var released: Owner?
        var cancellable: AnyCancellable?
        do {
            let owner = Owner()
            released = owner
            cancellable = subject.first().collect().sink { _ in _ = owner }
        }
        #expect(released == nil, "kept after first() finished")
        _ = cancellable
    }
}
