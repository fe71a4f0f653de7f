import Models
import Testing
import Views

@testable import CLI

/// `browse -v`'s held log: written whole once the screen is gone, and bounded, the latest lines
/// kept and the rest counted.
@Suite struct HeldLogTests {
    @Test func theLatestLinesAreKeptAndTheRestCounted() {
        let log = HeldLog()
        let bound = Limit.heldLogLines.value
        for index in 0..<(bound + 5) { log.hold("* line \(index)\n") }
        let sink = StringSink()
        log.release(to: sink)
        let lines = sink.text.split(separator: "\n").map(String.init)
        #expect(lines.count == bound + 1)
        #expect(lines.first == "* 5 earlier log lines not kept")
        #expect(lines[1] == "* line 5" && lines.last == "* line \(bound + 4)")
        // Released once: a second release writes nothing.
        let again = StringSink()
        log.release(to: again)
        #expect(again.text.isEmpty)
    }
}
