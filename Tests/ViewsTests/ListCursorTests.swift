import Testing
import Views

/// The one cursor of every browse screen: moves kept within the rows and in view, the item kept
/// across changes, text scrolled within its lines.
@Suite struct ListCursorTests {
    static func id(_ names: [String]) -> (Int) -> String { { names[$0] } }

    @Test func movesStayWithinTheRowsAndInView() {
        let names = (0..<100).map { "r\($0)" }
        var cursor = ListCursor()
        let moved = cursor.apply(.pageDown, count: 100, rows: 10, id: Self.id(names))
        #expect(moved)
        #expect(cursor.selection == 10 && cursor.top == 1)
        _ = cursor.apply(.bottom, count: 100, rows: 10, id: Self.id(names))
        #expect(cursor.selection == 99 && cursor.top == 90 && cursor.anchor == "r99")
        _ = cursor.apply(.halfPageUp, count: 100, rows: 10, id: Self.id(names))
        #expect(cursor.selection == 94 && cursor.top == 90)
        cursor.move(by: Int.max, count: 100, rows: 10, id: Self.id(names))
        #expect(cursor.selection == 99)
        _ = cursor.apply(.top, count: 100, rows: 10, id: Self.id(names))
        #expect(cursor.selection == 0 && cursor.top == 0)
        let opened = cursor.apply(.open, count: 100, rows: 10, id: Self.id(names))
        #expect(!opened)
        // An empty list: nothing to select, and no trap.
        var empty = ListCursor()
        _ = empty.apply(.down, count: 0, rows: 10, id: { _ in "" })
        #expect(empty.selection == 0 && empty.anchor == nil)
    }

    @Test func theSelectionFollowsItsItemAcrossChanges() {
        var cursor = ListCursor()
        let before = ["a", "b", "c", "d"]
        cursor.select(2, count: 4, rows: 10, id: Self.id(before))
        let after = ["d", "c", "b", "a"]
        cursor.follow(count: 4, rows: 10, id: Self.id(after), index: { after.firstIndex(of: $0) })
        #expect(cursor.selection == 1 && cursor.anchor == "c")
        // Its item gone: the selection stays at its place within what is left.
        let filtered = ["a", "b"]
        cursor.follow(count: 2, rows: 10, id: Self.id(filtered), index: { filtered.firstIndex(of: $0) })
        #expect(cursor.selection == 1)
        // Back again: it finds its item.
        cursor.follow(count: 4, rows: 10, id: Self.id(after), index: { after.firstIndex(of: $0) })
        #expect(cursor.selection == 1 && cursor.anchor == "c")
    }

    @Test func textScrollsWithinItsLines() {
        var cursor = ListCursor()
        let scrolled = cursor.scroll(.pageDown, count: 25, rows: 10)
        #expect(scrolled)
        #expect(cursor.top == 10)
        _ = cursor.scroll(.bottom, count: 25, rows: 10)
        #expect(cursor.top == 15)
        _ = cursor.scroll(.down, count: 25, rows: 10)
        #expect(cursor.top == 15)
        _ = cursor.scroll(.down, count: 5, rows: 10)
        #expect(cursor.top == 0)
    }

    @Test func typedTextKeepsClearsAndPassesMoves() {
        var typing: TypedText? = TypedText("ab")
        var seen: [String] = []
        var passed: [BrowseAction?] = []
        for key in [Key.character("c"), .down, .character("j"), .paste("x\ny"), .control("c"), .escape] {
            passed.append(TypedText.type(key, into: &typing) { seen.append($0) })
        }
        #expect(passed == [nil, .down, nil, nil, .interrupt, nil])
        #expect(typing == nil)
        #expect(seen == ["abc", "abcj", "abcjxy", ""])
        var long: TypedText? = TypedText()
        _ = TypedText.type(.paste(String(repeating: "z", count: 1_000)), into: &long) { _ in }
        #expect(long?.text.count == TypedText.maxLength)
    }
}
