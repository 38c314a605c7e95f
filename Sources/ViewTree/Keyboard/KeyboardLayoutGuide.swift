import Foundation

/// `UITrackingLayoutGuide` (iOS 15): a layout guide that switches sets of constraints on and off as it moves
/// towards or away from its view's edges.
///
/// A set given with `setConstraints(_:activeWhenNearEdge:)` is active while the guide touches every one of those
/// edges of its owning view; one given with `setConstraints(_:activeWhenAwayFrom:)` while it touches none of them.
/// The sets are checked again when they are given and whenever the guide moves (the keyboard shows, hides or
/// changes frame). "Touching" is ours: the guide's frame within `TrackingLayoutGuide.nearEdgeDistance` of the
/// edge (UIKit does not document its threshold).
open class TrackingLayoutGuide: LayoutGuide {
    /// How close to an edge of its view the guide must be to count as near it: 1 pt (ours).
    public static let nearEdgeDistance: CGFloat = 1

    /// One tracked set: the edges, whether it applies near them (else away from them), and its constraints.
    private struct TrackedSet {
        let edges: DirectionalRectEdge
        let near: Bool
        let constraints: [LayoutConstraint]
    }
    private var trackedSets: [TrackedSet] = []

    /// `setConstraints(_:activeWhenNearEdge:)`: replaces the set for `edge`, activated while the guide is near it.
    open func setConstraints(_ constraints: [LayoutConstraint], activeWhenNearEdge edge: DirectionalRectEdge) {
        track(constraints, edges: edge, near: true)
    }

    /// `setConstraints(_:activeWhenAwayFrom:)`: replaces the set for `edge`, activated while the guide is away from it.
    open func setConstraints(_ constraints: [LayoutConstraint], activeWhenAwayFrom edge: DirectionalRectEdge) {
        track(constraints, edges: edge, near: false)
    }

    /// `constraints(activeWhenNearEdge:)`: the set given for `edge`.
    open func constraints(activeWhenNearEdge edge: DirectionalRectEdge) -> [LayoutConstraint] {
        trackedSets.first { $0.edges == edge && $0.near }?.constraints ?? []
    }

    /// `constraints(activeWhenAwayFrom:)`: the set given for `edge`.
    open func constraints(activeWhenAwayFrom edge: DirectionalRectEdge) -> [LayoutConstraint] {
        trackedSets.first { $0.edges == edge && !$0.near }?.constraints ?? []
    }

    /// `removeAllTrackedConstraints()`: forgets every set and deactivates its constraints.
    open func removeAllTrackedConstraints() {
        for set in trackedSets { LayoutConstraint.deactivate(set.constraints) }
        trackedSets = []
    }

    /// The edges of its owning view the guide is near now (in the view's layout direction).
    public var nearEdges: DirectionalRectEdge {
        guard let owner = owningView else { return [] }
        let frame = layoutFrame, bounds = owner.bounds, d = TrackingLayoutGuide.nearEdgeDistance
        var edges: DirectionalRectEdge = []
        if frame.minY - bounds.minY <= d { edges.insert(.top) }
        if bounds.maxY - frame.maxY <= d { edges.insert(.bottom) }
        let nearLeft = frame.minX - bounds.minX <= d, nearRight = bounds.maxX - frame.maxX <= d
        let rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if rightToLeft ? nearRight : nearLeft { edges.insert(.leading) }
        if rightToLeft ? nearLeft : nearRight { edges.insert(.trailing) }
        return edges
    }

    /// Activates each set whose condition holds and deactivates the others.
    func updateTrackedConstraints() {
        guard !trackedSets.isEmpty else { return }
        let near = nearEdges
        // Deactivate first, so that a set and its opposite never stand active together.
        var activate: [LayoutConstraint] = []
        for set in trackedSets {
            let holds = set.near ? near.isSuperset(of: set.edges) : near.isDisjoint(with: set.edges)
            if holds { activate += set.constraints } else { LayoutConstraint.deactivate(set.constraints) }
        }
        LayoutConstraint.activate(activate)
    }

    private func track(_ constraints: [LayoutConstraint], edges: DirectionalRectEdge, near: Bool) {
        if let old = trackedSets.firstIndex(where: { $0.edges == edges && $0.near == near }) {
            LayoutConstraint.deactivate(trackedSets[old].constraints)
            trackedSets.remove(at: old)
        }
        trackedSets.append(TrackedSet(edges: edges, near: near, constraints: constraints))
        updateTrackedConstraints()
    }
}

/// `UIKeyboardLayoutGuide` (iOS 15): the guide of `View.keyboardLayoutGuide`. ViewTree's keyboard is always
/// docked, so the guide is near the bottom, leading and trailing edges and away from the top.
open class KeyboardLayoutGuide: TrackingLayoutGuide {
    /// `followsUndockedKeyboard`. Default `false`. Kept: ViewTree simulates no undocked or floating keyboard.
    open var followsUndockedKeyboard = false
    /// `usesBottomSafeArea` (iOS 17): whether the guide's top is the bottom of the safe area while the keyboard
    /// is hidden. Default `true`. Kept: the guide always does.
    open var usesBottomSafeArea = true
    /// `keyboardDismissPadding` (iOS 17): extra space above the keyboard for interactive dismissal. Default 0. Kept.
    open var keyboardDismissPadding: CGFloat = 0
}
