import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// What the gestures family of the fuzzer found (`GestureFuzzTests`, `--gesture-weight`), kept as the user's code that
/// reproduced it, shrunk.
@Suite struct GestureFuzzRegressionTests {
    /// Counts the touch methods a view hears.
    final class CountingView: View {
        var heard: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { heard.append("began") }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { heard.append("moved") }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { heard.append("ended") }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { heard.append("cancelled") }
    }

    /// Bug 102: a lifted finger's touch sent again reached its view as `touchesMoved` after `touchesEnded` (seed 361 of the
    /// gestures family, 4 steps). The window now refuses a touch whose sequence ended, with a diagnostic.
    @Test func aTouchSentAgainAfterItEndedIsRefused() {
        let t = TestWorld()
        let view = CountingView(frame: CGRect(x: 110, y: 173, width: 134, height: 323))
        t.window.addSubview(view)
        let touch = Touch(at: CGPoint(x: 166, y: 187), in: t.window)
        t.window.sendEvent(Event(touches: [touch], timestamp: t.simulation.now))
        touch.update(phase: .ended)
        t.window.sendEvent(Event(touches: [touch], timestamp: t.simulation.now))
        #expect(view.heard == ["began", "ended"])
        let before = t.simulation.diagnostics.count
        touch.update(phase: .moved, location: CGPoint(x: 170, y: 190))
        t.window.sendEvent(Event(touches: [touch], timestamp: t.simulation.now))
        touch.update(phase: .began)
        t.window.sendEvent(Event(touches: [touch], timestamp: t.simulation.now))
        #expect(view.heard == ["began", "ended"], "nothing after the end")
        let refusals = t.simulation.diagnostics[before...].filter { $0.code == .invalidValue && $0.message.contains("sequence already ended") }
        #expect(refusals.count == 2)
        // A new touch still goes through.
        let next = Touch(at: CGPoint(x: 166, y: 187), in: t.window)
        t.window.sendEvent(Event(touches: [next], timestamp: t.simulation.now))
        #expect(view.heard == ["began", "ended", "began"])
    }

    final class Rows: TableViewDataSource, TableViewDelegate, CollectionViewDataSource, CollectionViewDelegate {
        var selected: [TableIndexPath] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) { selected.append(indexPath) }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) { selected.append(indexPath) }
    }

    /// Two fingers on two cells, the second put down and lifted before the first, all within the scroll view's
    /// content-touch delay: both `touchesBegan` arrive late, together, just before both ends.
    private func tapTwoCellsQuickly(in window: Window) {
        let first = Touch(at: CGPoint(x: 64, y: 96), in: window)
        window.sendEvent(Event(touches: [first], timestamp: 0))
        let second = Touch(at: CGPoint(x: 1, y: 217), in: window)
        first.update(phase: .stationary)
        window.sendEvent(Event(touches: [second, first], timestamp: 0))
        second.update(phase: .ended)
        window.sendEvent(Event(touches: [second, first], timestamp: 0))
        first.update(phase: .ended)
        window.sendEvent(Event(touches: [first], timestamp: 0))
    }

    /// Bug 110: the first finger's cell stayed highlighted for good, and the second finger's row was selected (seed 384
    /// of the gestures family with a navigation controller, 7 steps). The late `touchesBegan` of the second finger took
    /// the row over from the first, whose end was still held back, as if the first had been lifted long ago.
    @Test func aFingerLiftedDuringTheContentTouchDelayKeepsItsRow() {
        let t = TestWorld(profile: .iOS13)
        let rows = Rows()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        t.window.addSubview(table)
        t.window.layoutIfNeeded()
        tapTwoCellsQuickly(in: t.window)
        t.simulation.run(for: 1)
        #expect(table.visibleCells.filter(\.isHighlighted).isEmpty, "no cell stays highlighted")
        #expect(rows.selected == [TableIndexPath(row: 2, section: 0)], "the first finger's row (y 96 in 44-pt rows)")
        #expect(table.indexPathsForSelectedRows == [TableIndexPath(row: 2, section: 0)])
    }

    /// Bug 110 in a collection view: the second finger's late began took the tap over from the first.
    @Test func aFingerLiftedDuringTheContentTouchDelayKeepsItsItem() {
        let t = TestWorld(profile: .iOS13)
        let rows = Rows()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = rows
        grid.delegate = rows
        t.window.addSubview(grid)
        t.window.layoutIfNeeded()
        tapTwoCellsQuickly(in: t.window)
        t.simulation.run(for: 1)
        #expect(rows.selected == [TableIndexPath(item: 2, section: 0)], "the first finger's item")
    }
}
