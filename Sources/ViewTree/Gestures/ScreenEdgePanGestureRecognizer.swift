import Foundation

/// `UIScreenEdgePanGestureRecognizer`: a pan that starts near an edge of the screen. It is a pan (translation,
/// velocity, the same hysteresis) that fails at once when its first finger comes down farther than
/// `ScreenEdgePanGestureRecognizer.edgeRegionWidth` from every edge in `edges`, measured in the window (a
/// window fills the screen in a test, as on a phone). With no edges (the default, as in UIKit) it never begins.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// `edges`: the screen edges it starts from; default none (UIKit's default is `[]`: "you must set" it,
    /// UIScreenEdgePanGestureRecognizer documentation).
    public var edges: RectEdge = []

    /// How close to an edge the first finger must come down: 20 pt (ours: UIKit does not document the region;
    /// 20 pt is the width of the system's own back-swipe region as commonly measured).
    public static let edgeRegionWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if storedState == .possible, trackedTouches.filter(\.isDown).count == touches.count {
            // The gesture's first fingers: they must start in the region of one of the edges.
            guard let touch = touches.first, let window = touch.window,
                  startsAtEdge(touch.windowLocation, in: window.bounds) else {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtEdge(_ p: CGPoint, in b: CGRect) -> Bool {
        let w = ScreenEdgePanGestureRecognizer.edgeRegionWidth
        return (edges.contains(.left) && p.x - b.minX <= w) || (edges.contains(.right) && b.maxX - p.x <= w)
            || (edges.contains(.top) && p.y - b.minY <= w) || (edges.contains(.bottom) && b.maxY - p.y <= w)
    }
}
