import Foundation

/// Which parts of a view's layout along one axis its constraints leave free: Interface Builder's
/// "Need constraints for: X position, width".
public struct LayoutAmbiguity: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The position along the axis (X or Y) is free.
    public static let position = LayoutAmbiguity(rawValue: 1)
    /// The size along the axis (width or height) is free.
    public static let size = LayoutAmbiguity(rawValue: 2)
}

extension View {
    /// The parts of the view's frame along `axis` that Auto Layout cannot determine: empty when the
    /// axis is determined (or the view is placed by its autoresizing mask). When only the size is free
    /// and the view's leading edge, trailing edge or centre is fixed, only `.size` is returned, as
    /// Interface Builder asks only for a width for a view centred in its container.
    public func layoutAmbiguity(along axis: LayoutConstraintAxis) -> LayoutAmbiguity {
        guard let engine = simulation?.layoutEngine else { return [] }
        let parts = engine.ambiguousParts(of: self, axis: axis)
        var result: LayoutAmbiguity = []
        if parts.position { result.insert(.position) }
        if parts.size { result.insert(.size) }
        return result
    }

    /// How far an exercise pushes each free part of an ambiguous view's frame (the origin and/or the size on
    /// an axis), in points, as far as the constraints let it: **ours**. UIKit "randomly changes the frame of a
    /// view with an ambiguous layout between the different valid values" (Apple's documentation of
    /// `exerciseAmbiguityInLayout()`; Erica Sadun's *iOS Auto Layout Demystified* shows a view toggling between
    /// two such frames); ViewTree has no randomness, so it moves by this fixed distance, and back at the next
    /// call.
    public static let ambiguityExerciseDistance: CGFloat = 100

    /// `exerciseAmbiguityInLayout()`: moves a view whose layout is ambiguous to another frame its constraints
    /// allow, and back at the next call; a view with no ambiguity (or not laid out by Auto Layout) keeps its
    /// frame. For debugging, as in UIKit ("Randomly changes the frame of a view with an ambiguous layout
    /// between the different valid values", Apple's documentation).
    ///
    /// ViewTree's choice is deterministic: each free part of the frame (see `layoutAmbiguity(along:)`) moves
    /// `ambiguityExerciseDistance` points from the frame the system gives it, as far as the
    /// constraints let it (a width under `<= 150` stops at 150; a view centred with a free width grows around
    /// its centre). Only this view's frame is set, through `frame`'s setter, as code outside the engine would;
    /// the system itself is not changed, so `hasAmbiguousLayout` stays true and the next layout pass that
    /// places the view (after a change to the system, or its superview's `layoutSubviews` after a relayout is
    /// asked) gives it the system's frame again. Views tied to it do not follow, where UIKit's engine would
    /// move them with it.
    public func exerciseAmbiguityInLayout() {
        guard let frame = storedSimulation?.layoutEngine.exercisedFrame(of: self), frame != self.frame else { return }
        self.frame = frame
    }

    /// Interface Builder's "Intrinsic Size: Placeholder": a design-time intrinsic content size that the
    /// layout engine uses in place of `intrinsicContentSize` (a component of -1 means no intrinsic size
    /// on that axis). `nil` (the default) uses the view's own. The Interface Builder checker sets it
    /// where Xcode measures what ViewTree cannot (text in Apple's fonts, images in the asset catalog).
    public var placeholderIntrinsicContentSize: CGSize? {
        get { extras?.placeholderIntrinsicContentSize }
        set {
            guard newValue != placeholderIntrinsicContentSize else { return }
            layoutExtras.placeholderIntrinsicContentSize = newValue
            invalidateIntrinsicContentSize()
        }
    }
}
