import Foundation

/// `CATransition`: an animated transition of a layer's whole content (a fade, a push, …), as code adds it before
/// changing what a layer shows (`navigationController?.view.layer.add(transition, forKey: kCATransition)` before a
/// push without animation).
///
/// ViewTree has no pixels, so a transition changes no property the presentation layer shows; it is an animation
/// on the world's clock with Core Animation's timing: it is listed by `animationKeys()` until it ends, its
/// delegate hears `animationDidStart` and `animationDidStop(_:finished:)`, and a `Transaction` completion
/// block waits for it.
open class TransitionAnimation: Animation {
    /// `CATransitionType`, with Core Animation's raw values.
    public struct TransitionType: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `fade` (the default): the old content fades out.
        public static let fade = TransitionType(rawValue: "fade")
        /// `moveIn`: the new content slides in over the old.
        public static let moveIn = TransitionType(rawValue: "moveIn")
        /// `push`: the new content pushes the old out.
        public static let push = TransitionType(rawValue: "push")
        /// `reveal`: the old content slides away, revealing the new.
        public static let reveal = TransitionType(rawValue: "reveal")
    }

    /// `CATransitionSubtype`: the direction of a moving transition, with Core Animation's raw values.
    public struct TransitionSubtype: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// A subtype from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `fromRight`.
        public static let fromRight = TransitionSubtype(rawValue: "fromRight")
        /// `fromLeft`.
        public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
        /// `fromTop`.
        public static let fromTop = TransitionSubtype(rawValue: "fromTop")
        /// `fromBottom`.
        public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
    }

    /// The key Core Animation adds a transition under when `add(_:forKey:)` is given none (`kCATransition`,
    /// `"transition"`), and the one code passes.
    public static let key = "transition"

    /// `type`; default `.fade`.
    public var type: TransitionType = .fade
    /// `subtype`; default nil (from the left for a moving type, as Core Animation's default direction).
    public var subtype: TransitionSubtype?
    /// `startProgress`, 0…1; default 0. Values outside are clamped, as Core Animation does.
    public var startProgress: Float = 0 {
        didSet { startProgress = min(max(startProgress, 0), 1) }
    }
    /// `endProgress`, 0…1; default 1. Values outside are clamped.
    public var endProgress: Float = 1 {
        didSet { endProgress = min(max(endProgress, 0), 1) }
    }

    /// `CATransition()`.
    public required init() { super.init() }

    override func duplicate() -> Animation {
        let copy = super.duplicate()
        if let transition = copy as? TransitionAnimation {
            transition.type = type
            transition.subtype = subtype
            transition.startProgress = startProgress
            transition.endProgress = endProgress
        }
        return copy
    }

    override var valuesAreFinite: Bool { startProgress.isFinite && endProgress.isFinite }
}
