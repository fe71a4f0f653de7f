import Testing
import Views

@Suite struct SafeTextTests {
    @Test(arguments: [
        ("clear \u{1B}[2J screen", "clear ^[[2J screen"),
        ("title \u{1B}]0;pwned\u{07} x", "title ^[]0;pwned^G x"),
        ("link \u{1B}]8;;https://e.x\u{07}t\u{1B}]8;;\u{07}", "link ^[]8;;https://e.x^Gt^[]8;;^G"),
        ("c1 \u{9B}31m red", "c1 \u{FFFD}31m red"),
        ("bs x\u{08} cr\roverwrite", "bs x^H cr overwrite"),
        ("bidi \u{202E}gnp.exe\u{202C}", "bidi \u{FFFD}gnp.exe\u{FFFD}"),
        ("tab\tnew\nline", "tab new line"),
        ("del\u{7F}", "del^?"),
        ("plain 色 🎨 café", "plain 色 🎨 café"),
    ])
    func lineNeutralisesEveryControl(input: String, expected: String) {
        let safe = SafeText.line(input)
        #expect(safe == expected)
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    }

    @Test func multilineKeepsNewlinesOnly() {
        #expect(SafeText.multiline("a\n\u{1B}[31mb\r\n") == "a\n^[[31mb \n")
    }
}
