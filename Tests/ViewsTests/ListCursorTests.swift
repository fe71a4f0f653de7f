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
        // Its item gone: the selection stays at its place within what is left, on the item shown
        // there, which it then keeps.
        let left = ["a", "b"]
        cursor.follow(count: 2, rows: 10, id: Self.id(left), index: { left.firstIndex(of: $0) })
        #expect(cursor.selection == 1 && cursor.anchor == "b")
        cursor.follow(count: 4, rows: 10, id: Self.id(after), index: { after.firstIndex(of: $0) })
        #expect(cursor.selection == 2 && cursor.anchor == "b")
    }

    /// fzf's rule: a new filter text lands on the first match, wherever the selection was; a
    /// cleared filter keeps the item the selection is on.
    @Test func aFilterLandsOnItsFirstMatchAndClearingItKeepsTheItem() {
        var cursor = ListCursor()
        let all = (0..<20).map { "repo-\($0)" }
        cursor.select(9, count: 20, rows: 5, id: Self.id(all))
        let matches = ["repo-1", "repo-10", "repo-11"]
        cursor.follow(count: 3, rows: 5, filter: "repo-1", id: Self.id(matches), index: { matches.firstIndex(of: $0) })
        #expect(cursor.selection == 0 && cursor.top == 0 && cursor.anchor == "repo-1")
        // A longer text narrows; the first match again, even with the old item still matching.
        cursor.move(by: 2, count: 3, rows: 5, id: Self.id(matches))
        let narrower = ["repo-10", "repo-11"]
        cursor.follow(count: 2, rows: 5, filter: "repo-1", id: Self.id(narrower), index: { narrower.firstIndex(of: $0) })
        #expect(cursor.selection == 1 && cursor.anchor == "repo-11")
        cursor.follow(count: 2, rows: 5, filter: "repo-1 ", id: Self.id(narrower), index: { narrower.firstIndex(of: $0) })
        #expect(cursor.selection == 0 && cursor.anchor == "repo-10")
        // Cleared: the selection stays on repo-10, scrolled into view.
        cursor.follow(count: 20, rows: 5, id: Self.id(all), index: { all.firstIndex(of: $0) })
        #expect(cursor.selection == 10 && cursor.anchor == "repo-10" && (cursor.top...cursor.top + 4).contains(10))
        // No match at all: nothing selected, and the next text's first match is taken.
        cursor.follow(count: 0, rows: 5, filter: "zz", id: Self.id([]), index: { _ in nil })
        #expect(cursor.anchor == nil)
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
