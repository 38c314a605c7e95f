import Foundation
import Testing
import ViewTree

/// A scroll view in a window of its own world, ready to drive on the virtual clock.
struct ScrollScene {
    let world: Simulation
    let window: Window
    let scroll: ScrollView

    init(profile: PlatformProfile = .default, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
         contentSize: CGSize = CGSize(width: 320, height: 1000), scrollView: ScrollView? = nil) {
        world = Simulation(profile: profile)
        window = Window(frame: CGRect(x: 0, y: 0, width: max(frame.maxX, 320), height: max(frame.maxY, 480)), simulation: world)
        window.makeKeyAndVisible()
        scroll = scrollView ?? ScrollView(frame: frame)
        scroll.frame = frame
        // The geometry tests place the content themselves: no safe-area part in the insets (iOS 11+
        // would add the 20-pt status bar of the default device).
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = contentSize
        window.addSubview(scroll)
        // On screen a scroll view has been through a layout pass, which is where an iOS 13+ one makes its
        // indicators (`scrollIndicatorsCreatedLazily`); iOS 6–12 made them with the scroll view.
        if profile.scrollIndicatorsCreatedLazily { window.layoutIfNeeded() }
    }

    /// The vertical indicator (it exists unless a test turned it off; iOS 13+: once made).
    var vertical: View { scroll.verticalScrollIndicatorView! }
    /// The horizontal indicator.
    var horizontal: View { scroll.horizontalScrollIndicatorView! }

    /// Runs the clock `seconds` further.
    func run(_ seconds: TimeInterval) { world.run(until: world.now + seconds) }

    /// A finger down at `start`, moved by `distance` in one step, lifted at `velocity` (pt/s, finger
    /// direction): the pan primitives, so the release velocity is exact.
    func fling(from start: CGPoint = CGPoint(x: 160, y: 240), by distance: CGPoint, velocity: CGPoint) {
        scroll.beginPan(at: start)
        scroll.movePan(to: CGPoint(x: start.x + distance.x, y: start.y + distance.y))
        scroll.endPan(velocity: velocity)
    }
}

/// Logs the delegate calls of a scroll view in order; consecutive `didScroll`s are logged once.
final class ScrollEventLog: ScrollViewDelegate {
    var events: [String] = []
    var scrollCount = 0
    var velocity: CGPoint?
    var proposedTarget: CGPoint?
    /// Lets a test change where deceleration ends.
    var retarget: ((CGPoint) -> CGPoint)?

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrollCount += 1
        if events.last != "didScroll" { events.append("didScroll") }
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        self.velocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { events.append("willBeginDecelerating") }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndScrollingAnimation") }
}

/// `CGRect(x:y:width:height:)` in short, for tables of expected frames.
func xywh(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
