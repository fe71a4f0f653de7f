/// Where a browse screen is: the selected row and the first row in view of a list, or the first
/// line in view of a text, and the item the selection is on, so it stays on that item when the
/// rows change under it (a filter, a sort, a refresh, a page arriving). One small value, the same
/// on every screen, and a pure one: every move is a function of the count and the rows in view.
public struct ListCursor: Equatable, Sendable {
    /// The selected row (a list), counted from the first.
    public private(set) var selection = 0
    /// The first row or line in view.
    public private(set) var top = 0
    /// The identity of the selected item, kept across changes.
    public private(set) var anchor: String?
    /// The filter's text the rows were last followed under.
    public private(set) var filter = ""

    /// A cursor on the first row.
    public init() {}

    /// Moves the selection to `index`, kept within the `count` rows and in view of `rows` rows at
    /// once; `id` names the item at a row.
    public mutating func select(_ index: Int, count: Int, rows: Int, id: (Int) -> String) {
        selection = max(0, min(index, count - 1))
        anchor = count > 0 ? id(selection) : nil
        scrollToSelection(count: count, rows: rows)
    }

    /// Moves the selection by `delta` rows.
    public mutating func move(by delta: Int, count: Int, rows: Int, id: (Int) -> String) {
        select(Self.sum(selection, delta), count: count, rows: rows, id: id)
    }

    /// Applies a moving action (a line, a page, half a page, the ends) to a list of `count` rows,
    /// `rows` in view; false for an action that does not move.
    public mutating func apply(_ action: BrowseAction, count: Int, rows: Int, id: (Int) -> String) -> Bool {
        let half = max(1, rows / 2)
        switch action {
        case .down: move(by: 1, count: count, rows: rows, id: id)
        case .up: move(by: -1, count: count, rows: rows, id: id)
        case .pageDown: move(by: rows, count: count, rows: rows, id: id)
        case .pageUp: move(by: -rows, count: count, rows: rows, id: id)
        case .halfPageDown: move(by: half, count: count, rows: rows, id: id)
        case .halfPageUp: move(by: -half, count: count, rows: rows, id: id)
        case .top: select(0, count: count, rows: rows, id: id)
        case .bottom: select(count - 1, count: count, rows: rows, id: id)
        default: return false
        }
        return true
    }

    /// Applies a moving action to a text of `count` lines, `rows` in view; false for an action
    /// that does not move.
    public mutating func scroll(_ action: BrowseAction, count: Int, rows: Int) -> Bool {
        let half = max(1, rows / 2)
        switch action {
        case .down: scroll(by: 1, count: count, rows: rows)
        case .up: scroll(by: -1, count: count, rows: rows)
        case .pageDown: scroll(by: rows, count: count, rows: rows)
        case .pageUp: scroll(by: -rows, count: count, rows: rows)
        case .halfPageDown: scroll(by: half, count: count, rows: rows)
        case .halfPageUp: scroll(by: -half, count: count, rows: rows)
        case .top: scroll(to: 0, count: count, rows: rows)
        case .bottom: scroll(to: count, count: count, rows: rows)
        default: return false
        }
        return true
    }

    /// Follows the rows after a change, the one selection rule of every list: when the rows are
    /// filtered by a new text (`filter`), the selection lands on the first match, as fzf's and
    /// tig's do; otherwise (a page, a sort, a refresh, the filter cleared) it goes to where its
    /// item is now (found by `index`, asked only when the item has moved), else stays at its
    /// place within the count and takes the item there.
    public mutating func follow(count: Int, rows: Int, filter: String = "", id: (Int) -> String, index: (String) -> Int?) {
        if filter != self.filter {
            self.filter = filter
            if !filter.isEmpty {
                selection = 0
                top = 0
                anchor = count > 0 ? id(0) : nil
                return
            }
        }
        if let anchor, !(selection < count && id(selection) == anchor), let found = index(anchor) {
            selection = found
        }
        selection = max(0, min(selection, count - 1))
        if count > 0, anchor.map({ $0 != id(selection) }) ?? true { anchor = id(selection) }
        scrollToSelection(count: count, rows: rows)
    }

    /// Scrolls a text of `count` lines by `delta`, `rows` lines in view.
    public mutating func scroll(by delta: Int, count: Int, rows: Int) {
        scroll(to: Self.sum(top, delta), count: count, rows: rows)
    }

    /// Scrolls a text so `line` is the first in view, as far as the text goes.
    public mutating func scroll(to line: Int, count: Int, rows: Int) {
        top = max(0, min(line, count - rows))
    }

    /// Back to the first row, forgetting the item.
    public mutating func reset() {
        self = ListCursor()
    }

    /// `a + b`, held at the ends of `Int` rather than trapping.
    private static func sum(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : value
    }

    private mutating func scrollToSelection(count: Int, rows: Int) {
        let rows = max(1, rows)
        if selection < top { top = selection }
        if selection >= top + rows { top = selection - rows + 1 }
        top = max(0, min(top, max(0, count - rows)))
    }
}
