import Foundation

/// `UIPreviewParameters` (iOS 13): how a targeted preview is drawn (its visible path, background, shadow).
/// Kept: ViewTree draws no previews.
open class PreviewParameters {
    /// The preview's background colour; `nil`: the system's.
    open var backgroundColor: Color?
    /// The part of the view shown; `nil`: all of it.
    open var visiblePath: BezierPath?
    /// The shadow's shape; `nil`: the visible path's.
    open var shadowPath: BezierPath?

    /// `init()`.
    public init() {}

    /// `init(textLineRects:)`: parameters for text lines (their rectangles are kept in `textLineRects`).
    public init(textLineRects: [NSValue]) { self.textLineRects = textLineRects }
    /// The rectangles `init(textLineRects:)` was given.
    public private(set) var textLineRects: [NSValue] = []
}

/// `UIPreviewTarget` (iOS 13): where a targeted preview goes: a container view and a centre in it.
open class PreviewTarget {
    /// The view the preview is placed in.
    public let container: View
    /// The preview's centre, in the container's coordinates.
    public let center: CGPoint
    /// The transform applied to the preview.
    public let transform: CGAffineTransform

    /// `init(container:center:transform:)`.
    public init(container: View, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    /// `init(container:center:)`.
    public convenience init(container: View, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// `UITargetedPreview` (iOS 13): the view a context menu lifts out of the interface while it shows, and how. A
/// delegate returns one from `previewForHighlightingContextMenuWithConfiguration`; ViewTree asks for none and
/// draws none, so one is only made and read by the app's code.
open class TargetedPreview {
    /// The view previewed.
    public let view: View
    /// How it is drawn.
    public let parameters: PreviewParameters
    /// Where it goes: by default, the view's superview at the view's centre. Non-optional, as UIKit's; a view
    /// with no superview is its own target, at its bounds' centre (UIKit raises when such a preview is used).
    public let target: PreviewTarget
    /// `size`: the view's size.
    public var size: CGSize { view.bounds.size }

    /// `init(view:parameters:target:)`.
    public init(view: View, parameters: PreviewParameters, target: PreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// `init(view:parameters:)`: targeted at the view's place in its superview.
    public init(view: View, parameters: PreviewParameters) {
        self.view = view
        self.parameters = parameters
        self.target = view.superview.map { PreviewTarget(container: $0, center: view.center) }
            ?? PreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
    }

    /// `init(view:)`: default parameters, at the view's place.
    public convenience init(view: View) {
        self.init(view: view, parameters: PreviewParameters())
    }

    /// `retargetedPreview(with:)`: the same view and parameters at another target.
    open func retargetedPreview(with newTarget: PreviewTarget) -> TargetedPreview {
        TargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
