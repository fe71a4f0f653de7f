/// Plays back a recorded stream to each subscriber: its values, as demanded, then its completion,
/// as Combine's `Record`.
///
/// ```swift
/// let replay = Record<Int, Never> { recording in
///     recording.receive(1)
///     recording.receive(2)
///     recording.receive(completion: .finished)
/// }
/// replay.sink { print($0) }  // 1 2
/// ```
public struct Record<Output: Sendable, Failure: Error>: Publisher {
    /// The values and completion played back.
    public let recording: Recording

    /// Records what `record` sends into a new recording, then plays it back.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// Plays `recording` back.
    public init(recording: Recording) { self.recording = recording }

    /// Plays back `output`, then `completion`.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    /// Sends the recorded values as demanded, then the completion (a failure without waiting
    /// for demand, once the values are sent).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let values = Publishers.Sequence<[Output], Failure>(sequence: recording.output)
        switch recording.completion {
        case .finished: values.receive(subscriber: subscriber)
        case .failure(let error): values.append(Fail(error: error)).receive(subscriber: subscriber)
        }
    }

    /// A stream written down: values in order, then one completion.
    public struct Recording: Sendable {
        /// The values, in order.
        public private(set) var output: [Output]
        /// How the stream ended; `.finished` until a completion is recorded.
        public private(set) var completion: Subscribers.Completion<Failure>
        /// Whether the completion is recorded: a decoded recording is complete.
        private var isComplete = true

        private enum CodingKeys: String, CodingKey {
            case output, completion
        }

        /// An empty recording, still open.
        public init() {
            output = []
            completion = .finished
            isComplete = false
        }

        /// A recording of `output` ended by `completion`.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
        }

        /// Records a value; a recording that has completed takes no more (a precondition, as in
        /// Combine's).
        public mutating func receive(_ input: Output) {
            precondition(!isComplete, "A completed recording cannot receive more values")
            output.append(input)
        }

        /// Records the completion; only one (a precondition, as in Combine's).
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            precondition(!isComplete, "A completed recording cannot receive another completion")
            self.completion = completion
            isComplete = true
        }
    }
}

extension Record.Recording: Codable where Output: Codable, Failure: Codable {}

extension Record: Codable where Output: Codable, Failure: Codable {}
