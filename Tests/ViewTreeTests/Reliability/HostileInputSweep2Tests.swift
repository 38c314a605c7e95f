import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import ViewTreeFuzzing

/// The second sweep for hostile and re-entrant input (Reliability.md, bugs 66–72): each test stopped the process
/// (a trap or a stack overflow) or broke invariant 4 (a NaN or infinite value) without its fix. Every hostile
/// loop here is bounded by the test itself as well, so a regression fails instead of hanging.
@Suite struct HostileInputSweep2Tests {
    /// Scrolls 1 pt further (or zooms the other way) from inside each callback, at most `limit` times.
    final class RestlessDelegate: ScrollViewDelegate {
        let content = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let limit: Int
        var scrolls = 0
        var zooms = 0
        init(limit: Int) { self.limit = limit }
        func scrollViewDidScroll(_ scrollView: ScrollView) {
            scrolls += 1
            if scrolls < limit { scrollView.contentOffset = CGPoint(x: 0, y: scrollView.contentOffset.y + 1) }
        }
        func viewForZooming(in scrollView: ScrollView) -> View? { content }
        func scrollViewDidZoom(_ scrollView: ScrollView) {
            zooms += 1
            if zooms < limit { scrollView.zoomScale = scrollView.zoomScale == 1 ? 2 : 1 }
        }
    }

    @Test func aScrollViewWhoseDelaysContentTouchesRecognizerWasRemovedAnswersInsteadOfTrapping() {
        let t = TestWorld()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(scroll)
        #expect(scroll.delaysContentTouches)
        scroll.gestureRecognizers = [scroll.panGestureRecognizer]
        #expect(!scroll.delaysContentTouches, "nothing delays the touches any more")
        scroll.delaysContentTouches = false
        #expect(t.simulation.diagnostics.isEmpty)
        scroll.delaysContentTouches = true
        #expect(!scroll.delaysContentTouches)
        #expect(t.simulation.diagnostics.filter { $0.code == .invalidValue && $0.message.contains("delaysContentTouches") }.count == 1)
        scroll.canCancelContentTouches = false
        #expect(!scroll.canCancelContentTouches, "the pan is still there")
    }

    @Test func aScrollDelegateThatScrollsAgainInEveryDidScrollStopsAtABoundedDepth() throws {
        let t = TestWorld()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1e9)
        t.window.addSubview(scroll)
        let delegate = RestlessDelegate(limit: 1_000_000)
        scroll.delegate = delegate
        scroll.contentOffset = CGPoint(x: 0, y: 1)
        let depth = ScrollView.maximumNestedScrollCallbacks
        #expect(delegate.scrolls == depth)
        #expect(scroll.contentOffset.y == CGFloat(1 + depth), "the last offset the delegate set stays")
        #expect(t.simulation.diagnostics.filter { $0.message.contains("scrollViewDidScroll") }.count == 1)
        // One level of re-entry (re-centring) is ordinary and is told as usual.
        let once = RestlessDelegate(limit: 2)
        scroll.delegate = once
        scroll.contentOffset = .zero
        #expect(once.scrolls == 2)
        #expect(t.simulation.diagnostics.count == 1)
        try InvariantChecker.check([t.window])
    }

    @Test func aScrollDelegateThatZoomsAgainInEveryDidZoomStopsAtABoundedDepth() throws {
        let t = TestWorld()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = RestlessDelegate(limit: 1_000_000)
        scroll.addSubview(delegate.content)
        scroll.maximumZoomScale = 4
        t.window.addSubview(scroll)
        scroll.delegate = delegate
        scroll.zoomScale = 2
        #expect(delegate.zooms == ScrollView.maximumNestedScrollCallbacks)
        #expect(t.simulation.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("scrollViewDidZoom") })
        #expect(scroll.contentSize == delegate.content.frame.size, "the zoom the delegate set last is consistent")
        try InvariantChecker.check([t.window])
    }

    /// Asks for layout again and lays itself out from inside `layoutSubviews`, at most `limit` times.
    final class SelfLayingOut: View {
        var passes = 0
        var limit = 1_000_000
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            guard passes < limit else { return }
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    @Test func aLayoutSubviewsThatLaysItselfOutAgainStopsAtABoundedDepth() throws {
        let t = TestWorld()
        let view = SelfLayingOut(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.limit = 20_000
        t.window.addSubview(view)
        t.window.layoutIfNeeded()
        #expect(view.passes > View.maximumNestedLayoutIfNeeded)
        #expect(view.passes <= 20_000)
        #expect(t.simulation.diagnostics.contains { $0.code == .layoutLoop && $0.message.contains("maximumNestedLayoutIfNeeded") })
        try InvariantChecker.check([t.window])
    }

    /// Leaves its window as soon as it joins one and goes back as soon as it has left, at most `limit` times.
    final class Restless: View {
        weak var home: View?
        var moves = 0
        override func didMoveToWindow() {
            super.didMoveToWindow()
            moves += 1
            guard moves < 1_000_000 else { return }
            if window != nil { removeFromSuperview() } else { home?.addSubview(self) }
        }
    }

    @Test func aDidMoveToWindowThatMovesItsViewBackAndForthStopsAtABoundedDepth() throws {
        let t = TestWorld()
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.home = t.window
        t.window.addSubview(view)
        #expect(view.moves == View.maximumNestedHierarchyChanges)
        #expect(t.simulation.diagnostics.filter { $0.code == .invalidValue && $0.message.contains("maximumNestedHierarchyChanges") }.count == 1)
        #expect(view.superview == nil || view.superview === t.window)
        try InvariantChecker.check([t.window])
        // A view that only leaves when it arrives (one level) is not affected.
        final class Leaving: View {
            override func didMoveToWindow() { super.didMoveToWindow(); if window != nil { removeFromSuperview() } }
        }
        let leaving = Leaving(frame: .zero)
        t.window.addSubview(leaving)
        #expect(leaving.superview == nil)
        #expect(t.simulation.diagnostics.count == 1)
    }

    final class EnormousRows: TableViewDataSource, TableViewDelegate {
        func numberOfSections(in tableView: TableView) -> Int { 2 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat {
            indexPath == TableIndexPath(row: 0, section: 0) ? 44 : .greatestFiniteMagnitude
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            TableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func rowsOfGreatestFiniteMagnitudeEndAtTheCoordinateLimitAndEveryRectIsFinite() throws {
        let t = TestWorld()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let rows = EnormousRows()
        table.dataSource = rows
        table.delegate = rows
        t.window.addSubview(table)
        table.reloadData()
        t.window.layoutIfNeeded()
        for section in 0..<2 {
            for row in 0..<3 {
                let rect = table.rectForRow(at: TableIndexPath(row: row, section: section))
                #expect(rect.minY.isFinite && rect.height.isFinite && rect.maxY <= View.maximumCoordinate, "\(section).\(row): \(rect)")
            }
        }
        #expect(table.rectForRow(at: TableIndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(table.rectForRow(at: TableIndexPath(row: 1, section: 0)).maxY == View.maximumCoordinate)
        #expect(table.rectForRow(at: TableIndexPath(row: 2, section: 1)).height == 0)
        #expect(table.contentSize.height == View.maximumCoordinate, "the content size is the rows' end, not the old {0, 0}")
        #expect(table.numberOfRows(inSection: 1) == 3, "the table keeps every row the data source counts")
        #expect(t.simulation.diagnostics.filter { $0.message.contains("row heights add up") }.count == 1)
        table.contentOffset = CGPoint(x: 0, y: View.maximumCoordinate - 480)
        t.window.layoutIfNeeded()
        try InvariantChecker.check([t.window])
    }

    @Test func aSpringAnimationWhoseFormulasAreZeroOverZeroIsRefused() throws {
        let t = TestWorld()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        let spring = SpringAnimation()
        spring.keyPath = "position.x"
        spring.fromValue = 0
        spring.toValue = 100
        spring.mass = 1e300
        spring.stiffness = 1e-300   // ω = √(1e-600) = 0, the damping ratio 5: 0 / 0 in the overdamped branch
        view.layer.add(spring, forKey: "spring")
        #expect(view.layer.animation(forKey: "spring") == nil)
        #expect(t.simulation.diagnostics.filter { $0.code == .animation }.count == 1)
        t.run(for: 0.1)
        #expect(view.layer.presentation()?.position.x.isFinite == true)
        // A UIKit-style spring with the same parameters comes to rest instead of showing NaN.
        let animator = ViewPropertyAnimator(duration: 1, timingParameters: SpringTimingParameters(
            mass: 1e300, stiffness: 1e-300, damping: 10, initialVelocity: .zero))
        animator.addAnimations { view.center = CGPoint(x: 200, y: 5) }
        animator.startAnimation()
        for _ in 0..<10 {
            t.run(for: 0.05)
            let p = view.layer.presentation()?.position ?? .zero
            #expect(p.x.isFinite && p.y.isFinite)
        }
        try InvariantChecker.check([t.window])
    }
}
