import Testing
import Views

@Suite struct TextTableTests {
    let table = TextTable(
        columns: [.init("NAME"), .init("DESCRIPTION", flexible: true), .init("STARS", alignRight: true)],
        rows: [
            [.init("alpha"), .init("A long description that will not fit in a narrow terminal"), .init("5")],
            [.init("色彩"), .init("short"), .init("1234")],
        ]
    )

    @Test func fitsTheWidthShrinkingFlexibleColumnsFirst() {
        let lines = table.render(width: 40, color: false)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines[0].hasPrefix("NAME   DESCRIPTION"))
        #expect(lines[1].contains("…"))
        #expect(lines[2].hasPrefix("色彩   short"))
        #expect(lines[2].hasSuffix(" 1234"))
    }

    @Test func wideEnoughMeansNoTruncation() {
        let lines = table.render(width: 200, color: false)
        #expect(!lines.joined().contains("…"))
        #expect(lines[1].hasSuffix("terminal      5"))
    }

    @Test func colourOnlyWhenAsked() {
        #expect(!table.render(width: 80, color: false).joined().contains("\u{1B}"))
        #expect(table.render(width: 80, color: true)[0].hasPrefix("\u{1B}[1mNAME\u{1B}[0m"))
    }
}
