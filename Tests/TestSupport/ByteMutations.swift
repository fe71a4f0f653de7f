import Foundation

/// `count` copies of a document, each with one to three bytes replaced by bytes of `alphabet`,
/// made one at a time from `seed`: inputs for checking that a fast reader agrees with the
/// decoder wherever it reads at all.
public struct ByteMutations: Sequence, IteratorProtocol {
    private let bytes: Data
    private let alphabet: [UInt8]
    private var left: Int
    private var generator: SeededGenerator

    /// Mutations of `bytes`.
    public init(of bytes: Data, count: Int, seed: UInt64, alphabet: String) {
        self.bytes = bytes
        self.alphabet = Array(alphabet.utf8)
        left = count
        generator = SeededGenerator(seed: seed)
    }

    /// The next mutated copy, or nil after `count`.
    public mutating func next() -> Data? {
        guard left > 0, !bytes.isEmpty, !alphabet.isEmpty else { return nil }
        left -= 1
        var mutated = bytes
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let at = mutated.startIndex + Int.random(in: 0..<mutated.count, using: &generator)
            mutated[at] = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
        }
        return mutated
    }
}
