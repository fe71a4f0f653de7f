import Reactive
import Testing

/// The contract every publisher that starts work of its own keeps (a request sent, a page
/// fetched, an upstream admitted, a page's turn awaited), as Combine's own sources keep it:
/// `OperatorContract`'s counterpart for the service's hand-written subscriptions, each checked
/// the same way through a `SourceContract.Subject`.
///
/// The rules: the subscription comes first, alone, and starts nothing; demand starts the work,
/// and its values come within the demand, then one completion; a cancel ends the work and nothing
/// follows it; nothing follows the completion; and the subscriber is kept until the cancel or the
/// completion, and released after it.
public enum SourceContract {
    /// One rule of the contract.
    public enum Rule: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case subscriptionFirstAndAlone
        case demandStartsTheWork
        case valuesWithinTheDemand
        case cancelEndsTheWork
        case nothingAfterCompletion
        case keepsTheSubscriberUntilCancel
        case keepsTheSubscriberUntilCompletion

        /// The rule's name.
        public var testDescription: String { rawValue }
    }

    /// A publisher under the contract and its work as the rules watch it.
    public struct Subject<P: Publisher> where P.Output: Sendable {
        /// The publisher, made for this check alone.
        public let publisher: P
        /// How many pieces of work it has started, or nil where a start cannot be seen from
        /// outside (the rules then take the demand as the start).
        public let started: (@Sendable () -> Int)?
        /// How many of them were cancelled, or nil where a cancel cannot be seen from outside.
        public let cancelled: (@Sendable () -> Int)?
        /// Lets the oldest started piece of work answer; false when none waits. Nil for a source
        /// whose values come as soon as they are demanded (a sequence, `Just`).
        public let answer: (@Sendable () -> Bool)?

        /// A subject over `publisher` and its work.
        public init(
            _ publisher: P, started: (@Sendable () -> Int)?, cancelled: (@Sendable () -> Int)?, answer: (@Sendable () -> Bool)?
        ) {
            (self.publisher, self.started, self.cancelled, self.answer) = (publisher, started, cancelled, answer)
        }
    }

    /// Checks `rule` on the subject `make` gives (a new one each call).
    public static func check<P: Publisher>(_ rule: Rule, sourceLocation: SourceLocation = #_sourceLocation, _ make: () -> Subject<P>) async
    where P.Output: Sendable {
        let subject = make()
        switch rule {
        case .subscriptionFirstAndAlone:
            let subscriber = TrackingSubscriber<P.Output, P.Failure>(initialDemand: .none)
            subject.publisher.subscribe(subscriber)
            #expect(subscriber.history == ["subscription"], sourceLocation: sourceLocation)
            #expect(subject.startedCount == 0, "work started without demand", sourceLocation: sourceLocation)
        case .demandStartsTheWork:
            let subscriber = TrackingSubscriber<P.Output, P.Failure>(initialDemand: .none)
            subject.publisher.subscribe(subscriber)
            subscriber.subscription?.request(.unlimited)
            #expect(await subject.hasStarted(), sourceLocation: sourceLocation)
            #expect(await finishes(subject, subscriber), "\(subscriber.history)", sourceLocation: sourceLocation)
            #expect(subscriber.completions.count == 1 && subscriber.history.last == "finished", "\(subscriber.history)", sourceLocation: sourceLocation)
        case .valuesWithinTheDemand:
            let subscriber = TrackingSubscriber<P.Output, P.Failure>(initialDemand: .max(1))
            subject.publisher.subscribe(subscriber)
            #expect(await subject.answering { !subscriber.values.isEmpty }, sourceLocation: sourceLocation)
            // Whatever work is still to come waits for more demand; what answers meanwhile
            // brings nothing down.
            while subject.answerOne() {}
            #expect(subscriber.values.count == 1, "\(subscriber.history)", sourceLocation: sourceLocation)
            subscriber.subscription?.request(.unlimited)
            #expect(await finishes(subject, subscriber), "\(subscriber.history)", sourceLocation: sourceLocation)
        case .cancelEndsTheWork:
            let subscriber = TrackingSubscriber<P.Output, P.Failure>(initialDemand: .none)
            subject.publisher.subscribe(subscriber)
            // Held work is cancelled while it runs; a source that answers at once, before it
            // is asked.
            if subject.answer != nil {
                subscriber.subscription?.request(.max(1))
                #expect(await subject.hasStarted(), sourceLocation: sourceLocation)
            }
            subscriber.subscription?.cancel()
            if let cancelled = subject.cancelled {
                #expect(await eventually { cancelled() == subject.startedCount }, "work left running", sourceLocation: sourceLocation)
            }
            // Neither demand after the cancel nor the work answering brings anything down.
            subscriber.subscription?.request(.max(1))
            while subject.answerOne() {}
            #expect(subscriber.history == ["subscription"], sourceLocation: sourceLocation)
        case .nothingAfterCompletion:
            let subscriber = TrackingSubscriber<P.Output, P.Failure>()
            subject.publisher.subscribe(subscriber)
            #expect(await finishes(subject, subscriber), "\(subscriber.history)", sourceLocation: sourceLocation)
            let (history, started) = (subscriber.history, subject.startedCount)
            subscriber.subscription?.request(.max(5))
            subscriber.subscription?.cancel()
            #expect(subscriber.history == history, sourceLocation: sourceLocation)
            #expect(subject.startedCount == started, "work started after the completion", sourceLocation: sourceLocation)
        case .keepsTheSubscriberUntilCancel, .keepsTheSubscriberUntilCompletion:
            weak var released: TrackingSubscriber<P.Output, P.Failure>?
            var subscription: (any Subscription)?
            do {
                // The subscriber holds its subscription and nothing else holds the subscriber:
                // only the publisher's subscription keeps it alive.
                // A source that answers at once is asked only when the rule says.
                let subscriber = TrackingSubscriber<P.Output, P.Failure>(initialDemand: subject.answer == nil ? .none : .unlimited)
                released = subscriber
                subject.publisher.subscribe(subscriber)
                subscription = subscriber.subscription
            }
            #expect(await subject.hasStarted(), sourceLocation: sourceLocation)
            #expect(released != nil, "released before its stream ended", sourceLocation: sourceLocation)
            if rule == .keepsTheSubscriberUntilCancel {
                subscription?.cancel()
                #expect(await eventually { released == nil }, "kept after the cancel", sourceLocation: sourceLocation)
            } else {
                if subject.answer == nil { subscription?.request(.unlimited) }
                #expect(await subject.answering { released == nil }, "kept after the completion", sourceLocation: sourceLocation)
            }
            withExtendedLifetime(subscription) {}
        }
    }

    /// Answers the subject's work until the subscriber has its completion; false if it never
    /// comes within `eventually`'s bound.
    private static func finishes<P: Publisher>(_ subject: Subject<P>, _ subscriber: TrackingSubscriber<P.Output, P.Failure>) async -> Bool
    where P.Output: Sendable {
        await subject.answering { !subscriber.completions.isEmpty }
    }
}

extension SourceContract.Subject {
    /// Lets the oldest started piece of work answer; false when none waits or the source holds
    /// no work.
    fileprivate func answerOne() -> Bool { answer?() ?? false }

    /// Answers the work as it waits until `condition` holds; false if it does not within
    /// `eventually`'s bound.
    fileprivate func answering(_ condition: () -> Bool) async -> Bool {
        await eventually {
            _ = answerOne()
            return condition()
        }
    }

    /// The work started so far; 0 where a start cannot be seen.
    fileprivate var startedCount: Int { started?() ?? 0 }

    /// Whether the work has started, waiting for it within `eventually`'s bound; true at once
    /// where a start cannot be seen.
    fileprivate func hasStarted() async -> Bool {
        guard let started else { return true }
        return await eventually { started() > 0 }
    }
}
