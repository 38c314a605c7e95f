import Foundation

/// `CAAnimationGroup`: animations that run together in the group's time space (Apple's
/// CAAnimationGroup documentation: "The animations run concurrently in the receiver's time space").
///
/// As in Core Animation: a child's `beginTime` is measured from the group's start; the children are
/// not scaled to the group's duration but clipped to it ("a 10 second animation grouped within an
/// animation group with a duration of 5 seconds displays only the first 5 seconds"); a child whose
/// `duration` is 0 lasts the whole group (`AnimationGroup.childDefaultsToGroupDuration`); the children's
/// `delegate` and `isRemovedOnCompletion` are ignored, the group's are used; the group's `fillMode`
/// holds the children's values before and after it. One key names the whole group:
/// `animation(forKey:)` returns the group, `removeAnimation(forKey:)` removes every child.
/// Not modelled: the group's own `timingFunction`, `repeatCount` and `autoreverses` re-timing its
/// children (the group's active time uses them; the children run once, forwards), nested groups
/// (rejected with an `.animation` diagnostic).
open class AnimationGroup: Animation {
    /// Whether a child with `duration` 0 lasts the group's duration (`true`). Source: Apple's
    /// CAAnimationGroup documentation, whose example groups a 1-s fade with a scale animation that sets
    /// no duration, inside a 1-s group, and describes both running to the end together.
    public static let childDefaultsToGroupDuration = true

    /// `animations`: the animations run together; `nil` (the default) or empty: the group only times.
    public var animations: [Animation]?

    /// `CAAnimation()`.
    public required init() { super.init() }

    override func duplicate() -> Animation {
        let copy = super.duplicate()
        if let group = copy as? AnimationGroup {
            group.animations = animations?.map { $0.duplicate() }
        }
        return copy
    }

    override var valuesAreFinite: Bool {
        (animations ?? []).allSatisfy { child in
            child.valuesAreFinite && child.duration.isFinite && child.duration >= 0 && child.beginTime.isFinite
                && child.timeOffset.isFinite && !child.repeatCount.isNaN && child.repeatCount >= 0
        }
    }
}
