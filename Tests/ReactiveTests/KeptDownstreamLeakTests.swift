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

    /// Subscribes a sink whose closures capture a new `Owner` (held by nothing else) to the
    /// pipeline over `subject`; returns the cancellable and a weak view of the owner.
    static func sinkCapturingAnOwner(_ subject: PassthroughSubject<Int, Never>) -> (AnyCancellable, () -> Owner?) {
        let owner = Owner()
        weak let released = owner
        let cancellable = pipeline(subject).sink(receiveCompletion: { _ in _ = owner }, receiveValue: { _ in _ = owner })
        return (cancellable, { released })
    }

    @Test func aCancelledSinkFreesWhatItCaptured() {
        let subject = PassthroughSubject<Int, Never>()
        let (cancellable, owner) = Self.sinkCapturingAnOwner(subject)
        subject.send(1)
        #expect(owner() != nil, "freed while subscribed")
        cancellable.cancel()
        #expect(owner() == nil, "kept after the cancel")
    }

    @Test func aFinishedSinkFreesWhatItCaptured() {
        let subject = PassthroughSubject<Int, Never>()
        let (cancellable, owner) = Self.sinkCapturingAnOwner(subject)
        subject.send(completion: .finished)
        #expect(owner() == nil, "kept after the stream finished")
        withExtendedLifetime(cancellable) {}
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
