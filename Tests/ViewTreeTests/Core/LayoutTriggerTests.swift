import Foundation
import Testing
import ViewTree

/// Counts `layoutSubviews` calls.
private final class CountingView: View {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

/// An infinite-scroll view as public UIKit samples write it: it recentres its content and tiles
/// labels in `layoutSubviews`, which UIKit calls on every scroll step.
private final class InfiniteScrollView: ScrollView {
    var layouts = 0
    private(set) var tiles: [View] = []
    let tileHeight: CGFloat = 50

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        // Recentre when the visible bounds come near either end of the content.
        let centreY = (contentSize.height - bounds.height) / 2
        if abs(contentOffset.y - centreY) > contentSize.height / 4 {
            let shift = centreY - contentOffset.y
            contentOffset.y = centreY
            for tile in tiles { tile.frame.origin.y += shift }
        }
        // Tile the visible bounds: drop tiles above and below, add the missing ones.
        let visible = bounds
        tiles.removeAll { tile in
            if tile.frame.maxY < visible.minY || tile.frame.minY > visible.maxY { tile.removeFromSuperview(); return true }
            return false
        }
        var y = (visible.minY / tileHeight).rounded(.down) * tileHeight
        while y < visible.maxY {
            if !tiles.contains(where: { $0.frame.minY == y }) {
                let tile = View(frame: CGRect(x: 0, y: y, width: bounds.width, height: tileHeight))
                addSubview(tile)
                tiles.append(tile)
            }
            y += tileHeight
        }
    }

    /// Whether the tiles cover the visible bounds.
    var visibleBoundsAreCovered: Bool {
        var y = bounds.minY
        while y < bounds.maxY {
            guard tiles.contains(where: { $0.frame.minY <= y && y < $0.frame.maxY }) else { return false }
            y += 1
        }
        return true
    }
}

/// The well-known list of what triggers `layoutSubviews` (a Stack Overflow answer measured on a device,
/// "When is layoutSubviews called?", and the refinement quoted with it: a view is laid out when its own
/// bounds change — origin included — when a direct subview's bounds change, and when a subview is added
/// or removed). Each trigger is a `setNeedsLayout`, honoured at the end of the run-loop turn.
@Suite struct LayoutTriggerTests {
    let world = Simulation()
    let window: Window
    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    private func settled(_ views: CountingView...) {
        world.run(for: 0)
        for v in views { v.layouts = 0 }
    }

    @Test func initAloneDoesNotLayOut() {
        let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        world.run(for: 0.1)
        #expect(v.layouts == 0)
    }

    @Test func addSubviewLaysOutTheAddedViewAndTheTarget() {
        let parent = CountingView(frame: window.bounds), child = CountingView(frame: .zero)
        window.addSubview(parent)
        settled(parent)
        parent.addSubview(child)
        world.run(for: 0)
        #expect(parent.layouts == 1 && child.layouts == 1)
    }

    @Test func removeFromSuperviewLaysOutTheSuperview() {
        let parent = CountingView(frame: window.bounds), child = CountingView(frame: .zero)
        window.addSubview(parent)
        parent.addSubview(child)
        settled(parent, child)
        child.removeFromSuperview()
        world.run(for: 0)
        #expect(parent.layouts == 1 && child.layouts == 0)
    }

    @Test func aFrameChangeLaysOutOnlyWhenTheSizeChanges() {
        let parent = CountingView(frame: window.bounds), child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        settled(parent, child)
        child.frame.origin = CGPoint(x: 5, y: 5)
        world.run(for: 0)
        #expect(child.layouts == 0 && parent.layouts == 0, "a move is not a resize")
        child.frame.size = CGSize(width: 20, height: 20)
        world.run(for: 0)
        #expect(child.layouts == 1, "the resized view")
        #expect(parent.layouts == 1, "resizing a subview lays out its superview")
    }

    @Test func scrollingLaysOutTheScrollViewAndItsSuperview() {
        let parent = CountingView(frame: window.bounds)
        let scroll = ScrollView(frame: parent.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        parent.addSubview(scroll)
        window.addSubview(parent)
        world.run(for: 0)
        #expect(!scroll.needsLayout)
        parent.layouts = 0
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        #expect(scroll.needsLayout, "a change of bounds.origin asks for layout")
        world.run(for: 0)
        #expect(parent.layouts == 1, "and so does the scroll view's superview, whose subview's bounds changed")
    }

    @Test func setNeedsLayoutAndLayoutIfNeeded() {
        let v = CountingView(frame: window.bounds)
        window.addSubview(v)
        settled(v)
        v.layoutIfNeeded()
        #expect(v.layouts == 0, "nothing pending")
        v.setNeedsLayout()
        v.setNeedsLayout()
        v.layoutIfNeeded()
        #expect(v.layouts == 1)
        world.run(for: 0)
        #expect(v.layouts == 1, "done already")
    }

    @Test func rotationResizesTheRootViewWhichLaysOut() {
        let root = CountingView(frame: window.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        settled(root)
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        world.run(for: 0)
        #expect(root.layouts == 1 && root.frame.size == CGSize(width: 480, height: 320))
    }

    /// Issue 11.1's example: a flung infinite-scroll view keeps its visible bounds covered on every
    /// step, because its `layoutSubviews` runs after every change of the offset.
    @Test func anInfiniteScrollViewTilesOnEveryStepOfAFling() {
        let scroll = InfiniteScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 5000)
        scroll.contentOffset = CGPoint(x: 0, y: 2260)
        window.addSubview(scroll)
        world.run(for: 0)
        #expect(scroll.visibleBoundsAreCovered)
        scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.1)
        var uncovered = 0, steps = 0
        for _ in 0..<60 {
            world.run(for: 1.0 / 60)
            steps += 1
            if !scroll.visibleBoundsAreCovered { uncovered += 1 }
        }
        #expect(steps == 60 && uncovered == 0)
        #expect(scroll.layouts > 30, "laid out while it scrolled")
    }
}
