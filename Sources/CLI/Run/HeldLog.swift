import Models
import Reactive
import Views

/// What `-v` logs while a full screen is drawn on the same terminal: held rather than written
/// over the screen, and written once the screen is gone. At most `Limit.heldLogLines` lines,
/// the latest kept and the rest counted, so a long browse holds a bounded log.
final class HeldLog: Sendable {
    private let held = Locked<(lines: [String], dropped: Int)>(([], 0))

    /// Holds `line` (ending in a line feed).
    func hold(_ line: String) {
        held.withLock { held in
            held.lines.append(line)
            let over = held.lines.count - Limit.heldLogLines.value
            if over > 0 {
                held.lines.removeFirst(over)
                held.dropped += over
            }
        }
    }

    /// Writes what is held to `sink`, the lines let go said first, and forgets it.
    func release(to sink: any TextSink) {
        let (lines, dropped) = held.withLock { held in
            defer { held = ([], 0) }
            return held
        }
        if dropped > 0 { sink.write("* \(dropped.grouped) earlier log lines not kept\n") }
        for line in lines { sink.write(line) }
    }
}
