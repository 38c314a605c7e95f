import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import ViewTreeFuzzing

/// The eighth sweep (Reliability.md, bugs 98 and on): what the collections family's editable tables and grids
/// (`FuzzCellStep`, `--cell-weight`) found: taps on cells, editing, reordering, interactive movement, cells that were
/// not dequeued, text fields in cells.
@Suite struct HostileInputSweep8Tests {
    func diagnosed(_ t: TestWorld, _ code: Diagnostic.Code, _ text: String = "") -> [Diagnostic] {
        t.simulation.diagnostics.filter { $0.code == code && (text.isEmpty || $0.message.contains(text)) }
    }

    /// A grid's data source that returns, for the items `odd` names, the cell `make` gives instead of a dequeued one.
    final class Grid: CollectionViewDataSource {
        let view: CollectionView
        var odd: Set<Int> = []
        var make: () -> CollectionViewCell = { CollectionViewCell(frame: .zero) }

        init(_ t: TestWorld, items: Int = 4) {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 70, height: 50)
            view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
            view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
            self.items = items
            view.dataSource = self
            t.window.addSubview(view)
        }
        let items: Int
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
            odd.contains(indexPath.item) ? make() : collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    // 98. A collection view cell that was not dequeued.

    @Test func aCollectionViewCellThatWasNotDequeuedIsRefusedInUIKitsWords() throws {
        let t = TestWorld()
        let grid = Grid(t)
        // The data source makes its own cell for item 1: UIKit raises NSInternalInconsistencyException "the cell returned
        // from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling
        // -dequeueReusableCellWithReuseIdentifier:forIndexPath:" (Instagram/IGListKit issue 1123, badoo/Chatto issue 526).
        let made = CollectionViewCell(frame: .zero)
        grid.odd = [1]
        grid.make = { made }
        t.window.layoutIfNeeded()
        #expect(made.superview == nil, "the cell the data source made is not shown")
        #expect(grid.view.cellForItem(at: IndexPath(item: 1, section: 0)) == nil)
        #expect(grid.view.indexPathsForVisibleItems == [0, 2, 3].map { IndexPath(item: $0, section: 0) }, "the other items are shown")
        #expect(diagnosed(t, .invalidValue, "does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:").count >= 1)
        // Dequeued again, the item is shown.
        grid.odd = []
        grid.view.reloadData()
        t.window.layoutIfNeeded()
        #expect(grid.view.indexPathsForVisibleItems.count == 4)
        try InvariantChecker.check([t.window])
    }

    @Test func aCellAnotherCollectionViewShowsIsNotTakenFromIt() throws {
        let t = TestWorld()
        let first = Grid(t), second = Grid(t)
        t.window.layoutIfNeeded()
        let shown = try #require(first.view.cellForItem(at: IndexPath(item: 0, section: 0)))
        // The second grid's data source hands back the first grid's cell for its item 2.
        second.odd = [2]
        second.make = { shown }
        second.view.reloadData()
        t.window.layoutIfNeeded()
        #expect(shown.superview === first.view, "the first grid keeps its cell")
        #expect(first.view.visibleCells.allSatisfy { $0.superview === first.view })
        #expect(second.view.visibleCells.allSatisfy { $0.superview === second.view })
        #expect(second.view.cellForItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(diagnosed(t, .invalidValue, "another collection view").count >= 1)
        try InvariantChecker.check([t.window])
    }

    // 100. A finger's tap on a collection view cell.

    /// A grid's delegate that records the selection calls.
    final class Recorder: CollectionViewDelegate {
        var calls: [String] = []
        var highlights = true
        func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: TableIndexPath) -> Bool {
            calls.append("shouldHighlight \(indexPath.item)")
            return highlights
        }
        func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: TableIndexPath) { calls.append("didHighlight \(indexPath.item)") }
        func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: TableIndexPath) { calls.append("didUnhighlight \(indexPath.item)") }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) { calls.append("didSelect \(indexPath.item)") }
    }

    @Test func aFingersTapOnACollectionViewCellSelectsItsItem() throws {
        let t = TestWorld()
        let grid = Grid(t)
        let recorder = Recorder()
        grid.view.delegate = recorder
        t.window.layoutIfNeeded()
        let cell = try #require(grid.view.cellForItem(at: IndexPath(item: 2, section: 0)))
        // A finger down and up on the cell, through the window (hit testing, the responder chain): UIKit selects the
        // item and calls the delegate in the order of "Tracking touches in a cell" (Collection View Programming Guide).
        #expect(tap(cell))
        #expect(grid.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(cell.isSelected && !cell.isHighlighted)
        #expect(recorder.calls == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "didSelect 2"])
        // A delegate that refuses the highlight gets no selection.
        recorder.calls = []
        recorder.highlights = false
        #expect(tap(try #require(grid.view.cellForItem(at: IndexPath(item: 3, section: 0)))))
        #expect(grid.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(recorder.calls == ["shouldHighlight 3"])
        // A finger that slides off the cell before it lifts selects nothing.
        recorder.highlights = true
        recorder.calls = []
        #expect(drag(try #require(grid.view.cellForItem(at: IndexPath(item: 0, section: 0))), from: CGPoint(x: 35, y: 25), to: CGPoint(x: 35, y: 200)))
        #expect(grid.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(!recorder.calls.contains("didSelect 0"))
        try InvariantChecker.check([t.window])
    }
}
