import Foundation
import ViewTree

/// The invariants every ViewTree tree keeps, whatever was done to it, checked without a model.
///
/// `FuzzSession` runs these on every view after every step (and compares the tree with its model
/// besides); tests run them on hand-built trees with `check(_:world:)`.
///
/// - parent and child links agree: every subview's `superview` is the view it is a subview of,
///   and each view appears once (so there is no cycle);
/// - `window` is the nearest window among a view and its ancestors (the root window for every view
///   of a window's tree), `nil` in a detached tree without one;
/// - `simulation` is the same for a whole tree (the world, or none);
/// - no NaN or infinity in `frame`, `bounds`, `center`, `alpha` (which stays in 0…1), in the
///   presentation values of an animating view, or in a scroll view's `contentOffset` and
///   `contentSize`; bounds sizes are not negative;
/// - a scroll view's indicators are its last subviews, in the order its world's profile brings them to the
///   front: horizontal then vertical (iOS 6–12), vertical just below horizontal where UIKit reorders them at
///   every adjustment (iOS 13+, `PlatformProfile.scrollIndicatorsReorderedWhenAdjusted`) — unless a reordering
///   call (or, iOS 13+, an `addSubview` since their last adjustment) put content above them — and the visible ones (a hidden indicator keeps its
///   last frame, as in UIKit) lie inside its bounds (to a device pixel; to a
///   point while an integral-frame category may have rewritten them) whenever the bounds have room
///   for them: `thickness + edgeInset` across the indicator and `2 × edgeInset` (plus the corner
///   when both axes scroll) along it. Pulled beyond an edge, an indicator shortens and stays
///   at that edge, so it stays inside.
public struct InvariantChecker {
    /// Whether a category that rewrites frames may have moved an indicator by up to a point.
    public let frameCategoryInstalled: Bool

    /// A checker; `frameCategoryInstalled` allows a point of slack in the indicator checks.
    public init(frameCategoryInstalled: Bool = false) {
        self.frameCategoryInstalled = frameCategoryInstalled
    }

    /// Checks every invariant on the trees of `roots` (windows or detached roots);
    /// `indicatorsMustBeLast` can be turned off for a test that reorders a scroll view's subviews
    /// on purpose; `frameCategoryInstalled` allows the indicators a point of slack (a category that rounds image views'
    /// frames rounds theirs too, on iOS 7–12).
    public static func check(_ roots: [View], indicatorsMustBeLast: Bool = true, frameCategoryInstalled: Bool = false) throws(FuzzFailure) {
        var visited: Set<ObjectIdentifier>? = []
        for root in roots {
            guard root.superview == nil else {
                throw FuzzFailure(invariant: "parent-link", message: "\(root) is not a root: its superview is \(root.superview!)")
            }
            let checker = InvariantChecker(frameCategoryInstalled: frameCategoryInstalled)
            // Each view's window is the nearest window among it and its ancestors (a window added
            // into a view stays its own subtree's window, as `UIView.window` is).
            var stack: [(View, Window?)] = [(root, root as? Window)]
            while let (v, window) = stack.popLast() {
                try checker.checkView(v, name: v.description, window: window, world: root.simulation, visited: &visited)
                if let s = v as? ScrollView { try checker.checkScrollView(s, name: s.description, indicatorsMustBeLast: indicatorsMustBeLast) }
                for child in v.subviews { stack.append((child, (child as? Window) ?? window)) }
            }
            try checkSnapshots(of: root)
        }
    }

    /// Invariants of one view: unique (when `visited` is given: the fuzz session proves uniqueness
    /// by matching every view to its own model node instead), linked to its subviews, in `window`
    /// and `world`, finite; `isAnimating` is the view's `hasRunningAnimations`, when the caller already asked.
    public func checkView(_ v: View, name: @autoclosure () -> String, window: Window?, world: Simulation?,
                          visited: inout Set<ObjectIdentifier>?, isAnimating: Bool? = nil) throws(FuzzFailure) {
        if visited != nil {
            guard visited!.insert(ObjectIdentifier(v)).inserted else {
                throw FuzzFailure(invariant: "unique", message: "\(name()) appears twice in the trees (a cycle or a shared child)")
            }
        }
        for child in v.subviews where child.superview !== v {
            throw FuzzFailure(invariant: "parent-link", message: "\(child) is a subview of \(name()) but its superview is \(child.superview.map(\.description) ?? "nil")")
        }
        guard v.window === window else {
            throw FuzzFailure(invariant: "window", message: "\(name()).window is \(v.window.map(\.description) ?? "nil"), expected \(window.map(\.description) ?? "nil")")
        }
        guard v.simulation === world else {
            throw FuzzFailure(invariant: "world", message: "\(name()).simulation is \(v.simulation == nil ? "nil" : "a world"), expected \(world == nil ? "none" : "the tree's world")")
        }
        let f = v.frame, b = v.bounds, c = v.center
        guard f.isFiniteRect, b.isFiniteRect, c.isFinitePoint, f.maxX.isFinite, f.maxY.isFinite, b.maxX.isFinite,
              b.maxY.isFinite, !v.alpha.isNaN, v.alpha >= 0, v.alpha <= 1,
              b.size.width >= 0, b.size.height >= 0 else {
            throw FuzzFailure(invariant: "finite", message: "\(name()) has frame \(f), bounds \(b), center \(c), alpha \(v.alpha)")
        }
        if isAnimating ?? v.hasRunningAnimations {
            let p = v.presentation()
            guard p.bounds.isFiniteRect, p.center.isFinitePoint, !p.alpha.isNaN, p.alpha >= -1e-9, p.alpha <= 1 + 1e-9 else {
                throw FuzzFailure(invariant: "finite", message: "\(name()) presents bounds \(p.bounds), center \(p.center), alpha \(p.alpha)")
            }
        }
    }

    /// Scroll-view invariants: finite offset and size, indicators last and inside the bounds.
    public func checkScrollView(_ s: ScrollView, name: String, indicatorsMustBeLast: Bool) throws(FuzzFailure) {
        guard s.contentOffset.isFinitePoint, s.contentSize.isFiniteSize, s.contentOffset == s.bounds.origin else {
            throw FuzzFailure(invariant: "finite", message: "\(name) has contentOffset \(s.contentOffset), contentSize \(s.contentSize)")
        }
        let subviews = s.subviews
        // A scroll view's indicators follow its world's profile; one that never joined a world keeps
        // the default profile it was made with.
        let profile = s.simulation?.profile ?? .default
        let reordering = profile.scrollIndicatorsReorderedWhenAdjusted
        let frontOrder = reordering ? [s.verticalScrollIndicatorView, s.horizontalScrollIndicatorView]
                                    : [s.horizontalScrollIndicatorView, s.verticalScrollIndicatorView]
        let indicators = frontOrder.compactMap { $0 }.filter { $0.superview === s }
        if indicatorsMustBeLast {
            guard Array(subviews.suffix(indicators.count)).elementsEqual(indicators, by: ===) else {
                throw FuzzFailure(invariant: "indicators-last", message: "\(name)'s indicators are not its last subviews (\(reordering ? "vertical, horizontal" : "horizontal, vertical"))")
            }
        }
        let t = Double(profile.indicatorThickness), e = Double(profile.indicatorEdgeInset)
        let slack = frameCategoryInstalled ? 1.0 : 1 / Double(s.simulation?.pixelScale ?? profile.screenScale)
        let b = s.bounds
        let both = s.canScrollVertically && s.canScrollHorizontally
        for indicator in indicators {
            let f = indicator.frame
            guard f.isFiniteRect else {
                throw FuzzFailure(invariant: "indicator-geometry", message: "\(name)'s indicator frame \(f) is not finite")
            }
            // A hidden indicator keeps the frame UIKit last gave it (issue 13): only a visible one
            // must follow the current bounds.
            guard indicator.alpha > 0 else { continue }
            // An idle stub made visible from outside (a direct `alpha =`, or a category that refuses
            // `alpha = 0` from its creation on) was never laid out by the scroll view, and UIKit does not
            // lay it out either: it keeps its stub frame, which a frame category may have rounded, and
            // which sticks out of a scroll view shorter or narrower than the stub.
            let stubSize = vertical(indicator, of: s)
                ? CGSize(width: profile.indicatorThickness, height: profile.indicatorIdleLength)
                : CGSize(width: profile.indicatorIdleLength, height: profile.indicatorThickness)
            if abs(f.width - Double(stubSize.width)) <= slack, abs(f.height - Double(stubSize.height)) <= slack { continue }
            let vertical = indicator === s.verticalScrollIndicatorView
            let roomAcross = vertical ? b.width >= t + e : b.height >= t + e
            let roomAlong = vertical ? b.height >= 2 * e : b.width >= 2 * e + (both ? t : 0)
            // Beyond 1e15 a Double cannot tell a device pixel apart from its neighbour.
            guard roomAcross && roomAlong, b.width < 1e15, b.height < 1e15, abs(b.minX) < 1e15, abs(b.minY) < 1e15 else { continue }
            guard f.minX >= b.minX - slack, f.maxX <= b.maxX + slack, f.minY >= b.minY - slack, f.maxY <= b.maxY + slack else {
                throw FuzzFailure(invariant: "indicator-geometry", message: "\(name)'s \(vertical ? "vertical" : "horizontal") indicator \(f) is outside its bounds \(b) (contentSize \(s.contentSize))")
            }
        }
    }

    private func vertical(_ indicator: View, of s: ScrollView) -> Bool { indicator === s.verticalScrollIndicatorView }

    /// The same state described twice gives the same bytes, one line and one node per view.
    public static func checkSnapshots(of root: View) throws(FuzzFailure) {
        let d1 = root.recursiveDescription(), d2 = root.recursiveDescription()
        let s1 = root.treeSnapshot(), s2 = root.treeSnapshot()
        guard d1 == d2, s1.jsonString() == s2.jsonString() else {
            throw FuzzFailure(invariant: "snapshot", message: "two snapshots of \(root) in the same state differ")
        }
        let count = root.subtreeCount
        var lines = 0
        for byte in d1.utf8 where byte == UInt8(ascii: "\n") { lines += 1 }
        guard lines == count, s1.nodes.count == count else {
            throw FuzzFailure(invariant: "snapshot", message: "the description of \(root) has \(lines) lines for \(count) views")
        }
    }
}

extension Window {
    /// A family's own window: 320 × 480, visible, in `world` (the collections', texts' and gestures' families each make
    /// one on their first step, so that their views do not change the model's trees).
    static func fuzzFamilyWindow(in world: Simulation) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.isHidden = false
        return window
    }
}
