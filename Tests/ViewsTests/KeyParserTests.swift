import Testing
import Views

@Suite struct KeyParserTests {
    static func keys(_ chunks: [String]) -> [Key] {
        var parser = KeyParser()
        return chunks.flatMap { parser.feed(Array($0.utf8)) }
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}OA", .up), ("\u{1B}[B", .down), ("\u{1B}OB", .down), ("\u{1B}[C", .right), ("\u{1B}OD", .left),
        ("\u{1B}[1;5A", .up), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[6;2~", .pageDown),
    ])
    func cursorKeysInCSIAndSS3Forms(bytes: String, key: Key) {
        #expect(Self.keys([bytes]) == [key])
    }

    @Test(arguments: ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~"])
    func homeVariants(bytes: String) {
        #expect(Self.keys([bytes]) == [.home])
    }

    @Test(arguments: ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~"])
    func endVariants(bytes: String) {
        #expect(Self.keys([bytes]) == [.end])
    }

    @Test func aLoneEscIsHeldUntilFlushedThenIsEscape() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.isHoldingEscape)
        #expect(parser.flush() == [.escape])
        #expect(!parser.isHoldingEscape)
        // The same Esc followed in time by `[A` is an arrow, not Esc.
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.feed(Array("[A".utf8)) == [.up])
    }

    @Test func escThenEscIsOneEscapeAndOneHeld() {
        var parser = KeyParser()
        #expect(parser.feed([0x1B, 0x1B]) == [.escape])
        #expect(parser.flush() == [.escape])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() {
        #expect(Self.keys(["\u{1B}", "[", "6", "~"]) == [.pageDown])
        #expect(Self.keys(["\u{1B}O", "H"]) == [.home])
    }

    @Test func utf8SplitAcrossReadsIsOneCharacter() {
        let bytes = Array("日本😀".utf8)
        var parser = KeyParser()
        var keys: [Key] = []
        for byte in bytes { keys += parser.feed([byte]) }
        #expect(keys == [.character("日"), .character("本"), .character("😀")])
    }

    @Test func malformedUTF8IsDroppedNotTyped() {
        var parser = KeyParser()
        #expect(parser.feed([0xE6, 0x41]) == [.character("A")])
        #expect(parser.feed([0xFF]) == [.unknown])
    }

    @Test func controlsAndEditingKeys() {
        #expect(
            Self.keys(["\r", "\u{7F}", "\u{08}", "\t", "\u{03}", "\u{1A}", "q"]) == [
                .enter, .backspace, .backspace, .tab, .control("c"), .control("z"), .character("q"),
            ])
    }

    @Test func bracketedPasteIsOneTextAndNeverKeys() {
        let keys = Self.keys(["\u{1B}[200~q j\u{1B}[A", "日本\u{1B}[20", "1~x"])
        #expect(keys == [.paste("q j\u{1B}[A日本"), .character("x")])
    }

    @Test func aPasteIsBoundedAndAnOverlongSequenceDropped() {
        let long = String(repeating: "a", count: KeyParser.maxPaste + 100)
        let keys = Self.keys(["\u{1B}[200~", long, "\u{1B}[201~"])
        guard case .paste(let text)? = keys.first else {
            Issue.record("no paste: \(keys)")
            return
        }
        #expect(text.count == KeyParser.maxPaste)
        let sequence = "\u{1B}[" + String(repeating: "1", count: KeyParser.maxSequence * 2) + "A"
        #expect(Self.keys([sequence, "k"]).suffix(1) == [.character("k")])
        #expect(!Self.keys([sequence]).contains(.character("1")))
    }

    @Test func everyBindingResolvesToItsAction() {
        #expect(KeyBinding.action(for: .character("j")) == .down)
        #expect(KeyBinding.action(for: .up) == .up)
        #expect(KeyBinding.action(for: .character(" ")) == .pageDown)
        #expect(KeyBinding.action(for: .end) == .bottom)
        #expect(KeyBinding.action(for: .escape) == .back)
        #expect(KeyBinding.action(for: .control("c")) == .interrupt)
        #expect(KeyBinding.action(for: .character("x")) == nil)
        // No key is bound twice across the screens; a binding for some screens only (`h` on the
        // Files face) comes first there, and the key keeps its meaning everywhere else.
        let keys = KeyBinding.all.filter { $0.only == nil }.flatMap { $0.actions.map(\.key) }
        #expect(Set(keys.map { "\($0)" }).count == keys.count)
        #expect(KeyBinding.action(for: .character("h"), on: .tree) == .history)
        #expect(KeyBinding.action(for: .character("h"), on: .repository) == .back)
        #expect(KeyBinding.action(for: .character("h")) == .back)
    }
}
