import Foundation

// Pointer interactions (iOS 13.4): how a view looks under an iPad's trackpad or mouse pointer. ViewTree
// simulates touches only, so no pointer ever hovers: the types exist so that code configuring pointer effects
// compiles and runs, and `PointerInteraction.style(at:)` lets a test ask what the delegate would show.

/// `UIPointerEffect`: how the view under the pointer reacts.
public enum PointerEffect {
    /// The system chooses (a highlight for small views, a lift for larger ones).
    case automatic(TargetedPreview)
    /// The pointer becomes a highlight behind the view.
    case highlight(TargetedPreview)
    /// The view lifts, with a shadow, and the pointer hides.
    case lift(TargetedPreview)
    /// The view changes without the pointer changing shape.
    case hover(TargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    /// The preview the effect applies to.
    public var preview: TargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview), .hover(let preview, _, _, _): return preview
        }
    }

    /// `UIPointerEffect.TintMode`, with UIKit's raw values.
    public enum TintMode: Int, Sendable, Hashable {
        /// No tint.
        case none = 0
        /// A tint over the view.
        case overlay = 1
        /// A tint under the view.
        case underlay = 2
    }
}

/// `UIPointerShape`: the pointer's shape.
public enum PointerShape {
    /// A path, in the coordinates of the effect's target container.
    case path(BezierPath)
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat = PointerShape.defaultCornerRadius)
    /// A vertical beam (text selection).
    case verticalBeam(length: CGFloat)
    /// A horizontal beam (vertical text).
    case horizontalBeam(length: CGFloat)

    /// `UIPointerShape.defaultCornerRadius`: 8 pt, the corner radius of the system's own rounded-rectangle pointer
    /// (Apple's "Pointer interactions" guidelines show 8-pt corners; the constant's value is not documented).
    public static let defaultCornerRadius: CGFloat = 8
}

/// `UIPointerStyle`: an effect and a shape for the pointer over a region.
public final class PointerStyle {
    /// The effect, or nil for a shape-only style (`init(shape:constrainedAxes:)`) or `hidden()`.
    public let effect: PointerEffect?
    /// The shape, or nil (the system's, for the effect).
    public let shape: PointerShape?
    /// The axes along which the pointer is constrained.
    public let constrainedAxes: Axis
    /// Whether the pointer is hidden (`hidden()`).
    public let isHidden: Bool

    /// `init(effect:shape:)`.
    public init(effect: PointerEffect, shape: PointerShape? = nil) {
        self.effect = effect
        self.shape = shape
        constrainedAxes = []
        isHidden = false
    }

    /// `init(shape:constrainedAxes:)`: the pointer takes the shape, with no effect on the view.
    public init(shape: PointerShape, constrainedAxes axes: Axis = []) {
        effect = nil
        self.shape = shape
        constrainedAxes = axes
        isHidden = false
    }

    private init(hidden: Void) {
        effect = nil
        shape = nil
        constrainedAxes = []
        isHidden = true
    }

    /// `hidden()`: no pointer over the region.
    public static func hidden() -> PointerStyle { PointerStyle(hidden: ()) }
}

/// `UIPointerRegion`: a part of a view with one pointer style.
public final class PointerRegion {
    /// The region, in the interaction's view's coordinates.
    public let rect: CGRect
    /// An identifier the delegate chooses, to tell regions apart.
    public let identifier: AnyHashable?

    /// `init(rect:identifier:)`.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// `UIPointerRegionRequest`: where the pointer is.
public final class PointerRegionRequest {
    /// The pointer's location in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: KeyCommand.ModifierFlags

    init(location: CGPoint, modifiers: KeyCommand.ModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}

/// `UIPointerInteractionDelegate`: the regions of a view and their styles. Every method is optional, as in UIKit.
public protocol PointerInteractionDelegate: AnyObject {
    /// `pointerInteraction(_:regionFor:defaultRegion:)`: the region at the pointer; nil for none. Default: the
    /// default region (the whole view).
    func pointerInteraction(_ interaction: PointerInteraction, regionFor request: PointerRegionRequest,
                            defaultRegion: PointerRegion) -> PointerRegion?
    /// `pointerInteraction(_:styleFor:)`: the style in a region; nil for the system's. Default nil.
    func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle?
}

extension PointerInteractionDelegate {
    /// The default region.
    public func pointerInteraction(_ interaction: PointerInteraction, regionFor request: PointerRegionRequest,
                                   defaultRegion: PointerRegion) -> PointerRegion? { defaultRegion }
    /// The system's style.
    public func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle? { nil }
}

/// `UIPointerInteraction`: pointer effects for the view it is added to.
open class PointerInteraction: Interaction {
    /// The delegate (weak, as UIKit's).
    public private(set) weak var delegate: PointerInteractionDelegate?
    /// The view it is added to.
    public private(set) weak var view: View?
    /// `isEnabled`. Default `true`.
    open var isEnabled = true

    /// `init(delegate:)`.
    public init(delegate: PointerInteractionDelegate?) { self.delegate = delegate }

    open func willMove(to view: View?) {}
    open func didMove(to view: View?) { self.view = view }

    /// `invalidate()`: asks the delegate again the next time the pointer moves (nothing is cached here).
    open func invalidate() {}

    /// What UIKit would ask the delegate with the pointer at `location` (in the view's coordinates): the region
    /// (the whole view by default), then its style. Nil when the interaction is disabled, in no view, the point
    /// is outside the view, or the delegate gives no region. (Ours: ViewTree has no pointer to hover.)
    public func style(at location: CGPoint, modifiers: KeyCommand.ModifierFlags = []) -> (region: PointerRegion, style: PointerStyle?)? {
        guard isEnabled, let view, view.bounds.contains(location) else { return nil }
        let defaultRegion = PointerRegion(rect: view.bounds)
        let request = PointerRegionRequest(location: location, modifiers: modifiers)
        let region = delegate.map { $0.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion) } ?? defaultRegion
        guard let region else { return nil }
        return (region, delegate?.pointerInteraction(self, styleFor: region))
    }
}
