import Foundation
import Testing
import ViewTree

/// The scroll view's state, description and programmatic scrolling, and the seed claims about what
/// scrolls (C1, C2).
@Suite struct ScrollViewTests {
    // MARK: Offsets and axes

    @Test func contentOffsetIsTheBoundsOrigin() {
        let scene = ScrollScene()
        scene.scroll.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scene.scroll.bounds == CGRect(x: 0, y: 120, width: 320, height: 480))
        #expect(scene.scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480), "the frame does not move")
        scene.scroll.bounds.origin.y = 40
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test func restingRange() {
        let scene = ScrollScene()
        scene.scroll.contentInset = EdgeInsets(top: 64, left: 0, bottom: 49, right: 0)
        #expect(scene.scroll.minimumContentOffset == CGPoint(x: 0, y: -64))
        #expect(scene.scroll.maximumContentOffset == CGPoint(x: 0, y: 1000 + 49 - 480))
        scene.scroll.contentSize = CGSize(width: 100, height: 100)
        #expect(scene.scroll.maximumContentOffset == CGPoint(x: 0, y: -64), "short content rests at the top")
    }

    @Test(arguments: [
        (CGSize(width: 320, height: 480), false, false),
        (CGSize(width: 320, height: 481), false, true),
        (CGSize(width: 321, height: 480), true, false),
        (CGSize(width: 640, height: 960), true, true),
    ])
    func scrollsAlongAxesWhereContentIsLarger(content: CGSize, horizontally: Bool, vertically: Bool) {
        let scene = ScrollScene(contentSize: content)
        #expect(scene.scroll.canScrollHorizontally == horizontally)
        #expect(scene.scroll.canScrollVertically == vertically)
    }

    @Test func insetsAndAlwaysBounceMakeAnAxisScroll() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 400))
        #expect(!scene.scroll.canScrollVertically)
        scene.scroll.contentInset.bottom = 100
        #expect(scene.scroll.canScrollVertically)
        scene.scroll.contentInset = .zero
        scene.scroll.alwaysBounceVertical = true
        #expect(scene.scroll.canScrollVertically && !scene.scroll.canScrollHorizontally)
    }

    @Test(arguments: [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity)])
    func nonFiniteOffsetsAreRejected(offset: CGPoint) {
        let scene = ScrollScene()
        scene.scroll.contentOffset = CGPoint(x: 0, y: 10)
        scene.scroll.contentOffset = offset
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 10))
        #expect(scene.world.diagnostics.last?.code == .nonFiniteGeometry)
        scene.scroll.contentSize = CGSize(width: CGFloat.nan, height: 1)
        #expect(scene.scroll.contentSize == CGSize(width: 320, height: 1000))
    }

    // MARK: Description

    @Test func descriptionEndsWithOffsetSizeAndInsets() {
        let scene = ScrollScene()
        #expect(withoutAddresses(scene.scroll.description) == "<ScrollView: 0x…; frame = (0 0; 320 480); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>; contentOffset: {0, 0}; contentSize: {320, 1000}; adjustedContentInset: {0, 0, 0, 0}>")
        scene.scroll.contentInset = EdgeInsets(top: 64, left: 0, bottom: 49.5, right: 0)
        scene.scroll.contentOffset = CGPoint(x: 0, y: 12.5)
        #expect(scene.scroll.description.hasSuffix("; contentOffset: {0, 12.5}; contentSize: {320, 1000}; adjustedContentInset: {64, 0, 49.5, 0}>"))
    }

    @Test func recursiveDescriptionListsTheIndicatorsLast() {
        let scene = ScrollScene()
        scene.scroll.addSubview(ImageView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)))
        #expect(withoutAddresses(scene.scroll.recursiveDescription()) == """
            <ScrollView: 0x…; frame = (0 0; 320 480); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>; contentOffset: {0, 0}; contentSize: {320, 1000}; adjustedContentInset: {0, 0, 0, 0}>
               | <ImageView: 0x…; frame = (0 0; 320 200); opaque = NO; userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)
               | <ImageView: 0x…; frame = (313 477.5; 7 2.5); alpha = 0; opaque = NO; autoresize = TM; userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)
               | <ImageView: 0x…; frame = (317.5 473; 2.5 7); alpha = 0; opaque = NO; autoresize = LM; userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)

            """)
    }

    // MARK: Programmatic scrolling

    @Test func setContentOffsetAnimatedEasesAndTellsTheDelegate() {
        let scene = ScrollScene()
        let log = ScrollEventLog()
        scene.scroll.delegate = log
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scene.scroll.contentOffset == .zero, "nothing moves before the first frame")
        scene.world.run(until: 0.165)
        let middle = scene.scroll.contentOffset.y
        #expect(middle > 100 && middle < 200, "ease in-out: about halfway at half time (\(middle))")
        scene.world.run(until: ScrollView.scrollAnimationDuration + 0.02)
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 300))
        #expect(log.events == ["didScroll", "didEndScrollingAnimation"])
        #expect(log.scrollCount >= 19, "one didScroll per frame")
        scene.run(1)
        #expect(log.events == ["didScroll", "didEndScrollingAnimation"], "once")
    }

    @Test func setContentOffsetWithoutAnimationIsImmediate() {
        let scene = ScrollScene()
        let log = ScrollEventLog()
        scene.scroll.delegate = log
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 300) && log.events == ["didScroll"])
        scene.run(1)
        #expect(log.events == ["didScroll"])
    }

    struct Reveal: Sendable, CustomStringConvertible {
        let rect: CGRect
        let start: CGFloat
        let end: CGFloat
        var description: String { "\(rect) from \(start) → \(end)" }
    }

    @Test(arguments: [
        Reveal(rect: xywh(0, 900, 10, 50), start: 0, end: 470),       // below: its bottom edge at the bottom
        Reveal(rect: xywh(0, 100, 10, 50), start: 400, end: 100),     // above: its top at the top
        Reveal(rect: xywh(0, 200, 10, 50), start: 100, end: 100),     // already visible: no scrolling
        Reveal(rect: xywh(0, 400, 10, 800), start: 0, end: 400),      // taller than the view: its top
        Reveal(rect: xywh(0, 990, 10, 100), start: 0, end: 520),      // past the content: clamped
    ])
    func scrollRectToVisible(_ reveal: Reveal) {
        let scene = ScrollScene()
        scene.scroll.contentOffset.y = reveal.start
        let log = ScrollEventLog()
        scene.scroll.delegate = log
        scene.scroll.scrollRectToVisible(reveal.rect, animated: true)
        scene.run(1)
        #expect(scene.scroll.contentOffset.y == reveal.end)
        #expect(log.events.contains("didEndScrollingAnimation") == (reveal.start != reveal.end))
    }

    @Test func setContentOffsetStopsADeceleration() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 10_000))
        scene.fling(by: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -2000))
        scene.run(0.2)
        #expect(scene.scroll.isDecelerating)
        scene.scroll.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(!scene.scroll.isDecelerating, "the deceleration is over")
        scene.run(1)
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 50))
        #expect(scene.vertical.alpha == 0, "and the indicators hid as after any scroll")
    }

    // MARK: Subviews

    @Test func contentGoesBelowTheIndicators() {
        let scene = ScrollScene()
        let content = View(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
        scene.scroll.addSubview(content)
        #expect(scene.scroll.subviews == [content, scene.horizontal, scene.vertical])
        let more = View(frame: .zero)
        scene.scroll.insertSubview(more, at: 0)
        #expect(scene.scroll.subviews == [more, content, scene.horizontal, scene.vertical])
    }

    // MARK: Seed claims

    /// C1: a table view scrolls because it is a scroll view: the drag, the deceleration and the
    /// indicators are the scroll view's.
    @Test func seedC1_tableViewScrollsBecauseItIsAScrollView() throws {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let table = TableView(frame: window.bounds)
        table.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
        window.addSubview(table)
        let rows = NumberedRows([200])
        table.dataSource = rows
        table.reloadData()
        let asScrollView: ScrollView = table
        #expect(asScrollView.canScrollVertically && !asScrollView.canScrollHorizontally)
        let log = ScrollEventLog()
        table.delegate = log
        table.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2)
        world.run(until: 0.1)
        #expect(table.isDragging && table.verticalScrollIndicatorView?.alpha == 1)
        world.run(until: 5)
        #expect(log.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                               "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // 200 pt by hand, then a 1000 pt/s fling: 499 pt more.
        #expect(abs(table.contentOffset.y - 699) < 1)
        let first = try #require(table.indexPathsForVisibleRows?.first)
        #expect(first.row == Int(table.contentOffset.y / 44))
        #expect(table.createdCellCount <= 13)
    }

    /// C2: a scroll view scrolls along an axis only where its content is larger than its frame. The
    /// article's example: 300 pt high at y = 64, screen wide, three screen-wide 200-pt-high image
    /// views side by side, contentSize (3 × 375, 200).
    @Test func seedC2_scrollsOnlyAlongAxesWhereContentIsLarger() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: world)
        window.makeKeyAndVisible()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 64, width: 375, height: 300))
        scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
        for i in 0..<3 {
            scroll.addSubview(ImageView(frame: CGRect(x: CGFloat(i) * 375, y: 0, width: 375, height: 200)))
        }
        scroll.contentSize = CGSize(width: 3 * 375, height: 200)
        window.addSubview(scroll)
        #expect(scroll.canScrollHorizontally)
        #expect(!scroll.canScrollVertically)
        // A diagonal drag moves the content sideways only.
        scroll.drag(from: CGPoint(x: 300, y: 250), to: CGPoint(x: 100, y: 150), duration: 0.2, releaseVelocity: .zero)
        world.run(until: 0.1)
        #expect(scroll.contentOffset.y == 0 && scroll.contentOffset.x > 0)
        world.run(until: 1)
        #expect(scroll.contentOffset == CGPoint(x: 200, y: 0))
        // Only the horizontal indicator showed.
        scroll.flashScrollIndicators()
        world.run(until: 1.5)
        #expect(scroll.horizontalScrollIndicatorView?.alpha == 1 && scroll.verticalScrollIndicatorView?.alpha == 0)
        // Taller content makes the vertical axis scroll too.
        scroll.contentSize.height = 800
        #expect(scroll.canScrollVertically)
    }
}
