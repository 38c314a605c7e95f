import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Where an iOS 13+ scroll view keeps its indicators among its subviews (`PlatformProfile.scrollIndicatorsReorderedWhenAdjusted`,
/// after the decompiled UIKitCore `UIScrollView` of iOS 26.1; the evidence is in Docs/Fidelity.md, "When UIKit lays an
/// indicator out"): each adjustment leaves them at the front, vertical below horizontal; plain `addSubview` puts content
/// above them until the next one; tables and collection views add their content just below the vertical indicator.
@Suite struct ScrollIndicatorOrderTests {
    /// Keeps data sources alive (tables and collection views hold theirs weakly).
    let kept = TableTestObjects()

    /// The subviews of `scroll`, named: `V` and `H` for its indicators, else the view's tag.
    private func order(_ scroll: ScrollView) -> [String] {
        scroll.subviews.map { view in
            if view === scroll.verticalScrollIndicatorView { return "V" }
            if view === scroll.horizontalScrollIndicatorView { return "H" }
            return String(view.tag)
        }
    }

    private func tagged(_ tag: Int) -> View {
        let view = View(frame: CGRect(x: 0, y: CGFloat(tag) * 10, width: 50, height: 10))
        view.tag = tag
        return view
    }

    /// An iOS 13+ scroll view in a window, with content 1 and 2, laid out (so its indicators exist).
    private func laidOut(contentSize: CGSize = CGSize(width: 300, height: 1000)) -> (TestWorld, ScrollView) {
        let t = TestWorld(profile: .iOS13)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = contentSize
        t.window.addSubview(scroll)
        scroll.addSubview(tagged(1))
        scroll.addSubview(tagged(2))
        t.window.layoutIfNeeded()
        return (t, scroll)
    }

    @Test func theLayoutPassThatMakesThemLeavesTheVerticalOneBelowTheHorizontalOne() {
        let (_, scroll) = laidOut()
        #expect(order(scroll) == ["1", "2", "V", "H"])
    }

    @Test func plainAddSubviewGoesAboveTheIndicatorsUntilTheOffsetMoves() {
        let (t, scroll) = laidOut()
        scroll.addSubview(tagged(3))
        #expect(order(scroll) == ["1", "2", "V", "H", "3"])
        // A layout pass that makes nothing leaves them (UIKit's `layoutSubviews` does not adjust them).
        scroll.setNeedsLayout()
        t.window.layoutIfNeeded()
        #expect(order(scroll) == ["1", "2", "V", "H", "3"])
        // The same offset is no change; a new one adjusts them.
        scroll.contentOffset = .zero
        #expect(order(scroll) == ["1", "2", "V", "H", "3"])
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        #expect(order(scroll) == ["1", "2", "3", "V", "H"])
    }

    @Test func aFlashPutsThemBackInFrontEvenWhenNothingCanScroll() {
        let (_, scroll) = laidOut(contentSize: CGSize(width: 300, height: 400))
        #expect(!scroll.canScrollVertically && !scroll.canScrollHorizontally)
        scroll.addSubview(tagged(3))
        scroll.flashScrollIndicators()
        #expect(order(scroll) == ["1", "2", "3", "V", "H"])
        #expect(scroll.verticalScrollIndicatorView?.alpha == 0, "nothing fades in")
    }

    @Test func aDragPutsThemInFrontWhenItBegins() {
        let (_, scroll) = laidOut()
        scroll.addSubview(tagged(3))
        scroll.beginPan(at: CGPoint(x: 150, y: 300))
        #expect(order(scroll) == ["1", "2", "V", "H", "3"], "a finger down is not a drag yet")
        scroll.movePan(to: CGPoint(x: 150, y: 200))
        #expect(order(scroll) == ["1", "2", "3", "V", "H"])
        scroll.addSubview(tagged(4))
        scroll.endPan(velocity: .zero)
        #expect(order(scroll) == ["1", "2", "3", "4", "V", "H"], "the end of a drag without deceleration adjusts them too")
    }

    @Test func aContentSizeFromZeroBringsThemToTheFront() {
        let (_, scroll) = laidOut(contentSize: .zero)
        scroll.addSubview(tagged(3))
        scroll.contentSize = CGSize(width: 300, height: 1000)
        #expect(order(scroll) == ["1", "2", "3", "V", "H"])
        // From a size that is not zero: nothing moves.
        scroll.addSubview(tagged(4))
        scroll.contentSize = CGSize(width: 300, height: 2000)
        #expect(order(scroll) == ["1", "2", "3", "V", "H", "4"])
    }

    @Test func newIndicatorInsetsMakeTheMissingIndicatorsAndContentInsetsDoNot() {
        let t = TestWorld(profile: .iOS13)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scroll.contentInsetAdjustmentBehavior = .never
        t.window.addSubview(scroll)
        scroll.addSubview(tagged(1))
        scroll.contentInset = EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        #expect(order(scroll) == ["1"], "`setContentInset:` does not adjust the indicators")
        scroll.verticalScrollIndicatorInsets = .zero
        #expect(order(scroll) == ["1"], "the same insets are no change")
        scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(order(scroll) == ["1", "V", "H"])
        #expect(scroll.verticalScrollIndicatorView?.alpha == 0)
        scroll.addSubview(tagged(2))
        scroll.horizontalScrollIndicatorInsets = EdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
        #expect(order(scroll) == ["1", "2", "V", "H"])
    }

    @Test func turningAFlagOnAdjustsThem() {
        let (_, scroll) = laidOut()
        scroll.showsVerticalScrollIndicator = false
        #expect(order(scroll) == ["1", "2", "H"])
        scroll.addSubview(tagged(3))
        scroll.showsVerticalScrollIndicator = true
        #expect(order(scroll) == ["1", "2", "3", "V", "H"])
    }

    final class Rows: TableViewDataSource, CollectionViewDataSource {
        func numberOfSections(in tableView: TableView) -> Int { 2 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 12 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    /// The kind of each of a table's subviews: `cell`, `header`, `V`, `H`, or the class name.
    private func kinds(_ scroll: ScrollView) -> [String] {
        scroll.subviews.map { view in
            if view === scroll.verticalScrollIndicatorView { return "V" }
            if view === scroll.horizontalScrollIndicatorView { return "H" }
            if view is TableViewCell || view is CollectionViewCell { return "cell" }
            if view is TableViewHeaderFooterView { return "header" }
            return String(describing: type(of: view))
        }
    }

    @Test func aTableAddsCellsAndHeadersJustBelowTheVerticalIndicator() throws {
        let t = TestWorld(profile: .iOS13)
        let rows = Rows()
        kept.objects.append(rows)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.window.addSubview(table)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows   // two sections of twelve 44-pt rows, with header titles
        t.window.layoutIfNeeded()
        var shown = kinds(table)
        #expect(Array(shown.suffix(2)) == ["V", "H"])
        #expect(shown.dropLast(2).allSatisfy { $0 == "cell" || $0 == "header" }, "\(shown)")
        #expect(shown.contains("header"))
        // Scrolled to the second section: new cells and the second header still go below the vertical indicator.
        table.contentOffset = CGPoint(x: 0, y: 600)
        t.window.layoutIfNeeded()
        shown = kinds(table)
        #expect(Array(shown.suffix(2)) == ["V", "H"], "\(shown)")
        // Content the app adds goes on top; the table's own still goes below the vertical indicator.
        let banner = tagged(7)
        table.addSubview(banner)
        table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(table.subviews.last === table.horizontalScrollIndicatorView, "the offset change put them back in front")
        table.addSubview(banner)
        #expect(table.subviews.last === banner)
        table.reloadData()
        t.window.layoutIfNeeded()
        shown = kinds(table)
        let v = try #require(shown.firstIndex(of: "V"))
        #expect(Array(shown[v...]) == ["V", "H", "View"], "cells made again went below the vertical indicator: \(shown)")
        // Without a vertical indicator, content goes just below the horizontal one.
        table.showsVerticalScrollIndicator = false
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.reloadData()
        t.window.layoutIfNeeded()
        #expect(Array(kinds(table).suffix(1)) == ["H"], "\(kinds(table))")
    }

    @Test func aCollectionViewAddsCellsJustBelowTheVerticalIndicator() {
        let t = TestWorld(profile: .iOS13)
        let rows = Rows()
        kept.objects.append(rows)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 60)   // two columns, fifteen rows (10-pt default spacing)
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        t.window.addSubview(grid)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        grid.dataSource = rows
        t.window.layoutIfNeeded()
        #expect(Array(kinds(grid).suffix(2)) == ["V", "H"], "\(kinds(grid))")
        grid.contentOffset = CGPoint(x: 0, y: 500)
        t.window.layoutIfNeeded()
        let shown = kinds(grid)
        #expect(Array(shown.suffix(2)) == ["V", "H"], "\(shown)")
        #expect(shown.dropLast(2).allSatisfy { $0 == "cell" }, "\(shown)")
    }

    /// iOS 11–12 (and earlier) profiles keep ViewTree's older rule, unchanged: content below the lower indicator,
    /// showing brings both to the front, horizontal first.
    @Test func iOS12ProfilesKeepTheIndicatorsLastHorizontalFirst() {
        let t = TestWorld(profile: .iOS11)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 300, height: 400))
        scroll.contentSize = CGSize(width: 300, height: 1000)
        t.window.addSubview(scroll)
        scroll.addSubview(tagged(1))
        #expect(order(scroll) == ["1", "H", "V"])
        scroll.insertSubview(tagged(2), at: 3)
        #expect(order(scroll) == ["1", "H", "V", "2"])
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        #expect(order(scroll) == ["1", "H", "V", "2"], "an offset change does not reorder them")
        scroll.flashScrollIndicators()
        #expect(order(scroll) == ["1", "2", "H", "V"])
        scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(order(scroll) == ["1", "2", "H", "V"])
    }
}
