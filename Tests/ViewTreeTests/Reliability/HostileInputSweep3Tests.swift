import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import ViewTreeFuzzing
import Synchronization

/// The third sweep for hostile and re-entrant input (Reliability.md, bugs 73–79): diffable data sources fed
/// identifiers whose `Hashable` is broken, re-entrant applies, a scroll view's own recognizers attached elsewhere,
/// property animators continued with bad factors, and a segmented control's removal past the last segment. Each
/// test trapped or failed its expectations without its fix.
@Suite struct HostileInputSweep3Tests {
    /// An identifier whose hash and equality follow a value that can change after it was added (as a model class
    /// used as its own identifier does).
    final class Shifty: Hashable, Sendable, CustomStringConvertible {
        private let stored: Atomic<Int>
        init(_ value: Int) { stored = Atomic(value) }
        var value: Int {
            get { stored.load(ordering: .relaxed) }
            set { stored.store(newValue, ordering: .relaxed) }
        }
        static func == (a: Shifty, b: Shifty) -> Bool { a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
        var description: String { "Shifty(\(value))" }
    }

    func makeTable<S: Hashable & Sendable, I: Hashable & Sendable>(_ t: TestWorld, _ section: S.Type, _ item: I.Type,
                                                               onCell: @escaping () -> Void = {}) -> (TableView, TableViewDiffableDataSource<S, I>) {
        let table = TableView(frame: t.window.bounds)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let source = TableViewDiffableDataSource<S, I>(tableView: table) { tableView, indexPath, item in
            onCell()
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        t.window.addSubview(table)
        return (table, source)
    }

    func messages(_ t: TestWorld, containing text: String) -> [String] {
        t.simulation.diagnostics.map(\.message).filter { $0.contains(text) }
    }

    // MARK: Bug 73

    @Test func aNaNItemIdentifierIsRefusedInsteadOfStoppingTheNextApply() throws {
        let t = TestWorld()
        let (table, source) = makeTable(t, Int.self, Double.self)
        var first = DiffableDataSourceSnapshot<Int, Double>()
        first.appendSections([0])
        first.appendItems([1, 2])
        source.apply(first, animatingDifferences: false)
        t.run(for: 0.1)
        var next = source.snapshot()
        next.appendItems([3, .nan])
        #expect(next.numberOfItems == 2, "the NaN batch is refused whole")
        #expect(messages(t, containing: "not equal to itself").count == 1)
        next.appendItems([3])
        source.apply(next)
        t.run(for: 0.1)
        #expect(table.numberOfRows(inSection: 0) == 3)
        var sections = DiffableDataSourceSnapshot<Double, Int>()
        sections.appendSections([.nan])
        #expect(sections.numberOfSections == 0)
        try InvariantChecker.check([t.window])
    }

    // MARK: Bug 74

    @Test func anItemWhoseHashChangedDoesNotStopTheSnapshotWhenItGrows() throws {
        let t = TestWorld()
        let (table, source) = makeTable(t, Int.self, Shifty.self)
        let a = Shifty(1), b = Shifty(2), c = Shifty(3)
        var snapshot = DiffableDataSourceSnapshot<Int, Shifty>()
        snapshot.appendSections([0])
        snapshot.appendItems([a, b, c])
        source.apply(snapshot, animatingDifferences: false)
        t.run(for: 0.1)
        b.value = 1                      // b now equals a
        var next = source.snapshot()
        next.appendItems((10..<60).map { Shifty($0) })     // grows the index past its capacity: a rehash
        next.moveItem(c, beforeItem: a)
        next.deleteItems([Shifty(11)])
        source.apply(next)
        t.run(for: 0.1)
        #expect(next.numberOfItems == 52)
        #expect(table.numberOfRows(inSection: 0) == 52, "a difference that cannot match its items reloads instead")
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) === c)
        try InvariantChecker.check([t.window])
    }

    @Test func sectionsThatBecameEqualDoNotStopTheSnapshot() {
        let s1 = Shifty(1), s2 = Shifty(2)
        var snapshot = DiffableDataSourceSnapshot<Shifty, Int>()
        snapshot.appendSections([s1, s2])
        snapshot.appendItems([1], toSection: s2)
        s2.value = 1                     // s2 now equals s1
        snapshot.appendSections([Shifty(3)])     // re-indexes the sections
        snapshot.deleteSections([Shifty(3)])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 1)
    }

    // MARK: Bug 75

    @Test func anApplyFromInsideTheCellProviderIsRefusedAndTheSnapshotStays() throws {
        let t = TestWorld()
        final class Holder { var source: TableViewDiffableDataSource<Int, String>?; var cells = 0 }
        let holder = Holder()
        let (table, source) = makeTable(t, Int.self, String.self) {
            holder.cells += 1
            guard holder.cells < 200, let source = holder.source else { return }
            var grown = source.snapshot()
            grown.appendItems(["r\(holder.cells)"])
            source.apply(grown)
        }
        holder.source = source
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot, animatingDifferences: false)
        t.run(for: 0.5)
        #expect(source.snapshot().itemIdentifiers == ["a", "b"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(holder.cells == 2)
        let refusals = messages(t, containing: "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__APPLYING_SNAPSHOTS_REENTRANTLY")
        #expect(refusals.count == 2)
        try InvariantChecker.check([t.window])
    }

    // MARK: Bug 76

    @Test func aScrollViewsPanAttachedToAnotherViewStaysItsPanAndScrollsItFromThere() throws {
        let t = TestWorld()
        let other = View(frame: t.window.bounds)
        t.window.addSubview(other)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        scroll.contentSize = CGSize(width: 200, height: 2000)
        t.window.addSubview(scroll)
        scroll.isUserInteractionEnabled = false      // WWDC 2014 session 235's transparent overlay
        let pan = scroll.panGestureRecognizer
        other.addGestureRecognizer(pan)
        #expect(scroll.panGestureRecognizer === pan)
        #expect(pan.view === other)
        #expect(scroll.gestureRecognizers?.count == 1, "only the delaying recognizer is left; none is made again")
        scroll.delaysContentTouches = false
        #expect(!scroll.delaysContentTouches)
        drag(other, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.3)
        t.run(for: 3)
        #expect(scroll.contentOffset.y > 0, "a finger on the other view scrolls the scroll view")

        // Removed from every view, it scrolls nothing (and is not made again).
        let lone = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        lone.contentSize = CGSize(width: 200, height: 2000)
        t.window.addSubview(lone)
        let lonePan = lone.panGestureRecognizer
        lone.removeGestureRecognizer(lonePan)
        drag(lone, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), duration: 0.3)
        t.run(for: 3)
        #expect(lone.panGestureRecognizer === lonePan && lonePan.view == nil)
        #expect(lone.contentOffset == .zero)
        #expect(t.simulation.diagnostics.isEmpty)
        try InvariantChecker.check([t.window])
    }

    @Test func aScrollViewsPinchAttachedToAnotherViewStaysItsPinch() throws {
        let t = TestWorld()
        final class Zooming: ScrollViewDelegate {
            let content = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            func viewForZooming(in scrollView: ScrollView) -> View? { content }
        }
        let zooming = Zooming()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.addSubview(zooming.content)
        scroll.delegate = zooming
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 4
        t.window.addSubview(scroll)
        let pinchRecognizer = try #require(scroll.pinchGestureRecognizer)
        let other = View(frame: CGRect(x: 0, y: 250, width: 300, height: 200))
        t.window.addSubview(other)
        other.addGestureRecognizer(pinchRecognizer)
        #expect(scroll.pinchGestureRecognizer === pinchRecognizer)
        pinch(other, scale: 2)
        t.run(for: 1)
        #expect(scroll.zoomScale > 1.5, "a pinch on the other view zooms the scroll view")
        scroll.maximumZoomScale = 0.5                // the limits meet: the pinch goes
        #expect(scroll.pinchGestureRecognizer == nil)
        try InvariantChecker.check([t.window])
    }

    // MARK: Bug 77

    /// A view in `t`'s window and a one-second linear animator that moves it to x = 100 (not started).
    func movingAnimator(_ t: TestWorld) -> (View, ViewPropertyAnimator) {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(v)
        return (v, ViewPropertyAnimator(duration: 1, curve: .linear) { v.frame.origin.x = 100 })
    }

    @Test func continueAnimationWithABadDurationFactorIsRefusedAndTheAnimatorStaysPaused() throws {
        let t = TestWorld()
        let (v, animator) = movingAnimator(t)
        var ended: [ViewPropertyAnimator.Position] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        t.run(for: 0.25)
        animator.pauseAnimation()
        let paused = animator.fractionComplete
        for factor in [CGFloat.nan, .infinity, -.infinity, -1] {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: factor)
            #expect(!animator.isRunning && animator.state == .active)
        }
        t.run(for: 2)
        #expect(animator.fractionComplete == paused && ended.isEmpty)
        #expect(messages(t, containing: "durationFactor").count == 4)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        t.run(for: 2)
        #expect(ended == [.end] && v.frame.origin.x == 100)
        try InvariantChecker.check([t.window])
    }

    @Test func finishAnimationInTheWrongStateQuotesUIKitsExceptionAndChangesNothing() throws {
        let t = TestWorld()
        let (_, animator) = movingAnimator(t)
        animator.finishAnimation(at: .end)               // inactive
        animator.startAnimation()
        t.run(for: 0.5)
        animator.finishAnimation(at: .start)             // active
        #expect(animator.isRunning)
        animator.stopAnimation(true)
        animator.pauseAnimation()                        // inactive again: pauses its blocks at the start
        animator.finishAnimation(at: .current)
        #expect(messages(t, containing: ViewPropertyAnimator.finishAnimationMessage).count == 3)
        t.run(for: 3)
        try InvariantChecker.check([t.window])
    }

    // MARK: Bug 78

    @Test func removeSegmentPastTheLastPinsItAsAppleDocuments() {
        let t = TestWorld()
        let control = SegmentedControl(items: ["a", "b", "c"])
        t.window.addSubview(control)
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 7, animated: false)
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 1) == "b")
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(t.simulation.diagnostics.isEmpty)
        control.removeSegment(at: -1, animated: false)
        #expect(control.numberOfSegments == 2 && t.simulation.diagnostics.count == 1)
        // setAction(_:forSegmentAt:) documents no pinning: an index past the last is still refused.
        control.setAction(Action(title: "x") { _ in }, forSegmentAt: 9)
        #expect(control.titleForSegment(at: 1) == "b" && t.simulation.diagnostics.count == 2)
    }

    // MARK: Checked and found safe

    @Test func snapshotMisuseUIKitRaisesOnIsRefusedWithItsMessage() {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["a", "a"], toSection: 0)               // duplicates in one call
        snapshot.appendItems(["a"], toSection: 0)
        snapshot.appendItems(["a"], toSection: 1)                    // one item in two sections
        snapshot.reloadItems(["zz"])
        snapshot.reconfigureItems(["zz"])
        snapshot.moveItem("zz", beforeItem: "a")
        snapshot.moveItem("a", afterItem: "zz")
        snapshot.appendSections([0])
        #expect(snapshot.itemIdentifiers == ["a"])
        #expect(snapshot.itemIdentifiers(inSection: 1).isEmpty)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.sectionIdentifiers == [0, 1])
    }
}
