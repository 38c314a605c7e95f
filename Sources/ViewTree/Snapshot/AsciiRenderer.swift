import Foundation

/// Which of Core Animation's two trees a rendering or a test reads.
///
/// The model tree holds the values last set (`view.alpha`, `view.frame`); the presentation tree holds
/// what is on screen at the current virtual time, where running animations have got to
/// (`view.presentation()`).
public enum LayerTree: String, Sendable, Equatable, Hashable {
    /// The values last set.
    case model
    /// The values on screen now.
    case presentation
}

/// The characters an ASCII rendering draws with.
public struct AsciiRenderingStyle: Sendable, Equatable {
    /// Top and bottom edges.
    public var horizontal: Character
    /// Left and right edges.
    public var vertical: Character
    /// Top-left, top-right, bottom-left and bottom-right corners.
    public var corners: (topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character)
    /// The fill of a visible scroll indicator.
    public var bar: Character

    /// Creates a style.
    public init(horizontal: Character, vertical: Character,
                corners: (topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character),
                bar: Character) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.corners = corners
        self.bar = bar
    }

    /// Plain ASCII: `+`, `-`, `|`, and `#` for indicators. Safe in any editor, diff and terminal.
    public static let ascii = AsciiRenderingStyle(horizontal: "-", vertical: "|", corners: ("+", "+", "+", "+"), bar: "#")

    /// Box-drawing characters: `┌─┐│└┘`, and `█` for indicators.
    public static let box = AsciiRenderingStyle(horizontal: "─", vertical: "│", corners: ("┌", "┐", "└", "┘"), bar: "█")

    /// Compares every character.
    public static func == (lhs: AsciiRenderingStyle, rhs: AsciiRenderingStyle) -> Bool {
        lhs.horizontal == rhs.horizontal && lhs.vertical == rhs.vertical && lhs.bar == rhs.bar
            && lhs.corners.topLeft == rhs.corners.topLeft && lhs.corners.topRight == rhs.corners.topRight
            && lhs.corners.bottomLeft == rhs.corners.bottomLeft && lhs.corners.bottomRight == rhs.corners.bottomRight
    }
}

extension View {
    /// The largest grid `asciiRendering(columns:rows:)` draws: 4,194,304 cells (2048 × 2048), 64 MB
    /// of characters while it draws. A larger grid (`columns: Int.max`) is rejected with a diagnostic.
    public static let maximumAsciiRenderingCells = 1 << 22

    /// A picture of this view's tree in a grid of `columns` × `rows` characters, for eyes and for
    /// snapshot tests.
    ///
    /// The receiver's bounds fill the grid; every frame is scaled to it (a cell covers
    /// `bounds.width / columns` × `bounds.height / rows` points, and a view covers every cell its frame
    /// touches, at least one). Views are drawn back to front, each as an outline: a view, then its
    /// subtree, then its next sibling, so later outlines draw over earlier ones. With `labeled`, each
    /// outline's top edge then gets the class name, followed by the text of a label or table view cell
    /// (`TableViewCell "Row 3"`); labels are written after every outline, so no outline hides one, and a
    /// label that would start on another one follows it after a `>` (`Window>TableView`). A view drawn
    /// exactly on its superview's outline would only redraw it: its outline is left out and its label
    /// follows its superview's (`View>MRATextView`; a cell's content view gets none). An edge
    /// of a subview that lies on the outline of a superview that clips (a screen-wide image view in a
    /// scroll view) is drawn one cell inside it, where it stays visible. A scroll view's indicators are drawn as solid bars (`#` or `█`). Views
    /// that are hidden or have alpha 0 are skipped with their subtrees (the receiver itself is always
    /// drawn: you asked for it). A view with `clipsToBounds` keeps its descendants inside its outline,
    /// which stays whole; only its indicators may cover it, as they sit at the very edge. `tree` chooses
    /// between the model values and what is on screen now (the default: a fading indicator is still
    /// drawn until its presentation alpha reaches 0).
    ///
    /// Rows end with a newline; trailing spaces are trimmed, so reference files survive editors.
    /// Returns an empty string when the grid or the bounds is empty, and (with an `.invalidValue`
    /// diagnostic) when the grid has more than `View.maximumAsciiRenderingCells` cells.
    public func asciiRendering(columns: Int, rows: Int, style: AsciiRenderingStyle = .ascii,
                               tree: LayerTree = .presentation, labeled: Bool = true) -> String {
        let (cells, overflow) = max(columns, 0).multipliedReportingOverflow(by: max(rows, 0))
        guard !overflow, cells <= View.maximumAsciiRenderingCells else {
            reject(.invalidValue, "asciiRendering(columns: \(columns), rows: \(rows)) rejected: more than \(View.maximumAsciiRenderingCells) cells (View.maximumAsciiRenderingCells); nothing was drawn")
            return ""
        }
        var renderer = AsciiRenderer(columns: columns, rows: rows, style: style, tree: tree, labeled: labeled)
        return renderer.render(self)
    }
}

/// Draws a tree into a character grid (see `View.asciiRendering(columns:rows:style:tree:labeled:)`).
struct AsciiRenderer {
    let columns: Int
    let rows: Int
    let style: AsciiRenderingStyle
    let tree: LayerTree
    let labeled: Bool
    private var grid: [[Character]] = []
    /// The labels, in drawing order, written once every outline is drawn.
    private var labels: [(column: Int, row: Int, maxColumn: Int, text: String, clip: Cells)] = []
    /// The receiver's bounds: the part of its coordinate space the grid shows.
    private var viewport = CGRect.zero

    init(columns: Int, rows: Int, style: AsciiRenderingStyle, tree: LayerTree, labeled: Bool) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.style = style
        self.tree = tree
        self.labeled = labeled
    }

    /// A cell range, inclusive on both ends.
    private struct Cells: Equatable {
        var minColumn: Int, maxColumn: Int, minRow: Int, maxRow: Int

        func intersection(_ other: Cells) -> Cells {
            Cells(minColumn: max(minColumn, other.minColumn), maxColumn: min(maxColumn, other.maxColumn),
                  minRow: max(minRow, other.minRow), maxRow: min(maxRow, other.maxRow))
        }

        /// The cells inside the outline.
        var interior: Cells {
            Cells(minColumn: minColumn + 1, maxColumn: maxColumn - 1, minRow: minRow + 1, maxRow: maxRow - 1)
        }

        static let empty = Cells(minColumn: 0, maxColumn: -1, minRow: 0, maxRow: -1)

        /// These cells with each edge that lies on an edge of `outline` moved one cell inward (when the
        /// cells stay at least one wide and high).
        func inset(onEdgesOf outline: Cells) -> Cells {
            var c = self
            if c.minColumn == outline.minColumn, c.maxColumn > c.minColumn { c.minColumn += 1 }
            if c.maxColumn == outline.maxColumn, c.maxColumn > c.minColumn { c.maxColumn -= 1 }
            if c.minRow == outline.minRow, c.maxRow > c.minRow { c.minRow += 1 }
            if c.maxRow == outline.maxRow, c.maxRow > c.minRow { c.maxRow -= 1 }
            return c
        }

        func contains(column: Int, row: Int) -> Bool {
            column >= minColumn && column <= maxColumn && row >= minRow && row <= maxRow
        }
    }

    private func values(of view: View) -> (frame: CGRect, bounds: CGRect, alpha: CGFloat) {
        switch tree {
        case .model:
            return (view.frame, view.bounds, view.alpha)
        case .presentation:
            let p = view.presentation()
            return (p.frame, p.bounds, p.alpha)
        }
    }

    mutating func render(_ root: View) -> String {
        let rootValues = values(of: root)
        viewport = rootValues.bounds
        guard columns > 0, rows > 0, viewport.width > 0, viewport.height > 0,
              viewport.isFiniteRect else { return "" }
        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        let all = Cells(minColumn: 0, maxColumn: columns - 1, minRow: 0, maxRow: rows - 1)

        // Depth first, back to front (a view, then its whole subtree, then its next sibling: a later
        // sibling covers an earlier one's subtree), without recursion: trees may be very deep. Each
        // entry carries the view's frame in the receiver's coordinates and the cells it may draw in.
        struct Entry {
            let view: View
            let rectInRoot: CGRect
            let bounds: CGRect
            let clip: Cells
            let isIndicator: Bool
            /// The outline of the superview when it clips: edges on it are drawn inside it.
            let clippingOutline: Cells?
            /// The superview's cells (before and after moving edges inside a clipping outline): a view on
            /// exactly those is not drawn.
            let parentCells: Cells?
            let parentDrawn: Cells?
        }
        outline(cells(for: rootValues.bounds), label: Self.label(of: root), clip: all)
        var stack: [Entry] = []
        func pushChildren(of parent: View, rectInRoot: CGRect, bounds: CGRect, clip: Cells, raw: Cells?, drawn: Cells?) {
            // Children are placed in the parent's bounds coordinates (a scroll view's offset shifts them).
            let dx = rectInRoot.minX - bounds.minX, dy = rectInRoot.minY - bounds.minY
            // A view that clips keeps its content inside its outline; its indicators may cover the
            // outline, as they sit at the very edge.
            var contentClip = clip, indicatorClip = clip
            var clippingOutline: Cells?
            if parent.clipsToBounds {
                if let own = drawn {
                    clippingOutline = own
                    indicatorClip = clip.intersection(own)
                    contentClip = clip.intersection(own.interior)
                } else {
                    contentClip = .empty
                    indicatorClip = .empty
                }
            }
            let scroll = parent as? ScrollView
            var entries: [Entry] = []
            for child in parent.subviews {
                let v = values(of: child)
                guard !child.isHidden, v.alpha > 0, v.frame.isFiniteRect, v.bounds.isFiniteRect,
                      !Self.isDrawnByItsCell(child) else { continue }
                let isIndicator = scroll.map { child === $0.verticalScrollIndicatorView || child === $0.horizontalScrollIndicatorView } ?? false
                entries.append(Entry(view: child, rectInRoot: v.frame.offsetBy(dx: dx, dy: dy), bounds: v.bounds,
                                     clip: isIndicator ? indicatorClip : contentClip, isIndicator: isIndicator,
                                     clippingOutline: clippingOutline, parentCells: raw, parentDrawn: drawn))
            }
            stack.append(contentsOf: entries.reversed())
        }
        pushChildren(of: root, rectInRoot: rootValues.bounds, bounds: rootValues.bounds, clip: all,
                     raw: cells(for: rootValues.bounds), drawn: cells(for: rootValues.bounds))
        while let entry = stack.popLast() {
            if entry.isIndicator {
                // A solid bar; the indicator's own subviews (iOS 13's fill view) are part of it.
                fill(entry.rectInRoot, clip: entry.clip)
                continue
            }
            let raw = cells(for: entry.rectInRoot)
            var drawn = raw
            if let outer = entry.clippingOutline { drawn = drawn?.inset(onEdgesOf: outer) }
            // A view exactly on the cells of a superview that does not clip would only redraw that
            // outline: its outline is left out (not its subviews), and its label follows the superview's
            // (a cell's content view, part of the cell, gets none). Inside a clipping superview it is
            // drawn one cell inside instead.
            if raw != nil, raw == entry.parentCells, entry.clippingOutline == nil {
                drawn = entry.parentDrawn
                let isCellContent = entry.view.cellOwningPart != nil
                if !isCellContent { addLabel(drawn, Self.label(of: entry.view), clip: entry.clip) }
            } else {
                outline(drawn, label: Self.label(of: entry.view), clip: entry.clip)
            }
            pushChildren(of: entry.view, rectInRoot: entry.rectInRoot, bounds: entry.bounds, clip: entry.clip,
                         raw: raw, drawn: drawn)
        }
        writeLabels()
        var out = ""
        for row in grid {
            var line = String(row)
            while line.last == " " { line.removeLast() }
            out += line
            out += "\n"
        }
        return out
    }

    /// The cells a rect (in the receiver's coordinates) touches, at least one; `nil` for an empty rect.
    private func cells(for rect: CGRect) -> Cells? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let sx = CGFloat(columns) / viewport.width
        let sy = CGFloat(rows) / viewport.height
        func clamp(_ v: CGFloat) -> Int {
            // Keeps far-away views from overflowing Int while staying outside the grid.
            Int(max(-1, min(CGFloat(max(columns, rows) + 1), v)))
        }
        let c0 = clamp(((rect.minX - viewport.minX) * sx).rounded(.down))
        let r0 = clamp(((rect.minY - viewport.minY) * sy).rounded(.down))
        let c1 = max(c0, clamp(((rect.maxX - viewport.minX) * sx).rounded(.up)) - 1)
        let r1 = max(r0, clamp(((rect.maxY - viewport.minY) * sy).rounded(.up)) - 1)
        return Cells(minColumn: c0, maxColumn: c1, minRow: r0, maxRow: r1)
    }

    private mutating func put(_ c: Character, column: Int, row: Int, clip: Cells) {
        guard clip.contains(column: column, row: row), column >= 0, column < columns, row >= 0, row < rows else { return }
        grid[row][column] = c
    }

    /// A table's 0.5-pt separator lines, and a cell's main label (the cell's own outline already shows
    /// its text, `TableViewCell "Row 3"`), are part of the cell's picture, not views of their own: at
    /// one character per row they would only overwrite the cell's outline and title.
    private static func isDrawnByItsCell(_ view: View) -> Bool {
        if view is _UITableViewCellSeparatorView { return true }
        guard let label = view as? TableViewLabel, let cell = label.superview?.cellOwningPart else { return false }
        return cell.storedTextLabel === label
    }

    /// The class name, and the text a label or cell shows (`Label "Title"`, `TableViewCell "Row 3"`).
    private static func label(of view: View) -> String {
        let text: String?
        switch view {
        case let label as Label: text = label.text
        case let cell as TableViewCell: text = cell.text
        default: text = nil
        }
        guard let text, !text.isEmpty else { return view.printedClassName }
        let oneLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return view.printedClassName + " \"" + oneLine + "\""
    }

    /// Writes the labels in drawing order; one that would start on an earlier label follows it after `>`.
    private mutating func writeLabels() {
        var taken = Array(repeating: Array(repeating: false, count: columns), count: rows)
        for label in labels where label.row >= 0 && label.row < rows {
            var column = label.column
            while column >= 0, column < columns, column <= label.maxColumn, taken[label.row][column] { column += 1 }
            var text = Substring(label.text)
            if column != label.column { text = ">" + text }
            for ch in text {
                guard column <= label.maxColumn else { break }
                if column >= 0, column < columns, label.clip.contains(column: column, row: label.row) {
                    grid[label.row][column] = ch
                    taken[label.row][column] = true
                }
                column += 1
            }
        }
    }

    private mutating func outline(_ cells: Cells?, label: String?, clip: Cells) {
        guard let c = cells else { return }
        for row in c.minRow...c.maxRow {
            let top = row == c.minRow, bottom = row == c.maxRow
            for column in [c.minColumn, c.maxColumn] {
                let left = column == c.minColumn
                let ch: Character
                if top { ch = left ? style.corners.topLeft : style.corners.topRight }
                else if bottom { ch = left ? style.corners.bottomLeft : style.corners.bottomRight }
                else { ch = style.vertical }
                put(ch, column: column, row: row, clip: clip)
            }
        }
        if c.maxColumn - c.minColumn >= 2 {
            for column in (c.minColumn + 1)..<c.maxColumn {
                put(style.horizontal, column: column, row: c.minRow, clip: clip)
                put(style.horizontal, column: column, row: c.maxRow, clip: clip)
            }
        }
        if let label { addLabel(c, label, clip: clip) }
    }

    /// Queues `label` for the top edge of the outline `cells` (written by `writeLabels`).
    private mutating func addLabel(_ cells: Cells?, _ label: String, clip: Cells) {
        guard labeled, let c = cells, c.maxColumn - c.minColumn >= 2 else { return }
        labels.append((column: c.minColumn + 1, row: c.minRow, maxColumn: c.maxColumn - 1, text: label, clip: clip))
    }

    private mutating func fill(_ rect: CGRect, clip: Cells) {
        guard let c = cells(for: rect) else { return }
        for row in c.minRow...c.maxRow {
            for column in c.minColumn...c.maxColumn { put(style.bar, column: column, row: row, clip: clip) }
        }
    }
}
