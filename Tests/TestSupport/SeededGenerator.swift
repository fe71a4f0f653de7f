/// SplitMix64: a small, fast random number generator that gives the same sequence for the same
/// seed on every machine, so a randomised test can be run again exactly from the seed it prints.
public struct SeededGenerator: RandomNumberGenerator {
    /// The seed this generator started from, for the test to print.
    public let seed: UInt64
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
