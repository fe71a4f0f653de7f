import Foundation
import TestSupport
import Testing

@testable import Views

/// A tree's sizes read as Foundation's `ByteCountFormatter` file style writes them, made without
/// it (it builds an ICU formatter per call).
@Suite struct TreeViewSizeTests {
    /// Sizes across every unit: the ends of each, and a spread between.
    static let sizes: [Int] = {
        var sizes = [0, 1, 2, 999, 1000, 1001, 1023, 1024, 1499, 1500, 1501, 2500, 9_949, 9_950, 10_000, 99_999, 100_000, 1_000_000, 1_234_567]
        var generator = SeededGenerator(seed: 52)
        for magnitude in 3...13 {
            let low = Int(pow(10, Double(magnitude)))
            sizes += (0..<200).map { _ in Int.random(in: low..<(low * 10), using: &generator) }
        }
        return sizes
    }()

    @Test func sizesReadAsTheFileStyleWritesThem() {
        for bytes in Self.sizes {
            let foundation = ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .file)
            // Foundation says "1,000 KB" for what rounds up to a thousand of a unit; we say "1 MB".
            if foundation.hasPrefix("1,000 ") { continue }
            #expect(TreeView.size(bytes) == foundation, "\(bytes)")
        }
        #expect(TreeView.size(999_500) == "1 MB")
    }
}
