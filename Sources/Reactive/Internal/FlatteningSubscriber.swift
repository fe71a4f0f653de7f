/// A subscriber that holds nothing but its downstream and a transform of each value, and hands the
/// downstream upstream's own subscription: what `Zip3`, `Zip4`, `CombineLatest3` and
/// `CombineLatest4` put over their nest of two-sided operators to flatten the nested tuples.
///
/// Having no state, it lets go of the downstream when the nest lets go of it (a cancel, the end),
/// as Combine's operators of three and four upstreams do.
struct FlatteningSubscriber<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    let flatten: @Sendable (Input) -> Downstream.Input

    var combineIdentifier: CombineIdentifier { downstream.combineIdentifier }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(flatten(input)) }

    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
