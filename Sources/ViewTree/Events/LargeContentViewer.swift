import Foundation

/// The large content viewer members a view was given (in its accessibility box).
struct LargeContentExtras {
    var shows = false
    var title: String?
    var image: Image?
    var scalesImage = false
    var imageInsets = EdgeInsets.zero
}

/// `UILargeContentViewerItem` (iOS 13): what the large content viewer shows for an item. Every `View` is one.
public protocol LargeContentViewerItem: AnyObject {
    /// Whether the viewer shows the item.
    var showsLargeContentViewer: Bool { get }
    /// The title shown.
    var largeContentTitle: String? { get }
    /// The image shown.
    var largeContentImage: Image? { get }
    /// Whether the image is scaled up.
    var scalesLargeContentImage: Bool { get }
    /// The insets around the image.
    var largeContentImageInsets: EdgeInsets { get }
}

extension View: LargeContentViewerItem {}

/// `UILargeContentViewerInteractionDelegate` (iOS 13). All methods optional.
public protocol LargeContentViewerInteractionDelegate: AnyObject {
    /// `largeContentViewerInteraction(_:itemAt:)`: the item for `point` (in the interaction's view). Without it,
    /// the deepest view under the point that shows the viewer.
    func largeContentViewerInteraction(_ interaction: LargeContentViewerInteraction, itemAt point: CGPoint) -> LargeContentViewerItem?
    /// `largeContentViewerInteraction(_:didEndOn:at:)`: the finger was lifted on `item` (or on none).
    func largeContentViewerInteraction(_ interaction: LargeContentViewerInteraction, didEndOn item: LargeContentViewerItem?, at point: CGPoint)
}

extension LargeContentViewerInteractionDelegate {
    /// The deepest view under the point that shows the viewer.
    public func largeContentViewerInteraction(_ interaction: LargeContentViewerInteraction, itemAt point: CGPoint) -> LargeContentViewerItem? {
        interaction.defaultItem(at: point)
    }
    /// Does nothing.
    public func largeContentViewerInteraction(_ interaction: LargeContentViewerInteraction, didEndOn item: LargeContentViewerItem?, at point: CGPoint) {}
}

/// ViewTree's `UILargeContentViewerInteraction` (iOS 13): at the accessibility text sizes, a long press on a view
/// with this interaction shows the item under the finger (its `largeContentTitle` and `largeContentImage`) large
/// in the middle of the screen — for bars and controls that do not grow with the text size.
///
/// ViewTree draws no viewer; a test plays the user: `largeContentItem(at:)` is what a press at a point shows
/// (`nil` unless the view's `preferredContentSizeCategory` is an accessibility category: the viewer is "only
/// available when accessibility system type sizes" are on, Square Blueprint's `LargeContentViewerElement`
/// documentation, as the HIG describes it), and `endLargeContentViewer(at:)` lifts the finger there (the delegate
/// hears `didEndOn`).
open class LargeContentViewerInteraction: Interaction {
    /// `view` (weak).
    public private(set) weak var view: View?
    /// `delegate` (weak).
    public private(set) weak var delegate: LargeContentViewerInteractionDelegate?
    /// `gestureRecognizerForExclusionRelationship`: the long press that shows the viewer, for the app's
    /// `require(toFail:)` relationships (not added to the view: ViewTree does not drive the viewer from touches).
    public let gestureRecognizerForExclusionRelationship = LongPressGestureRecognizer()

    /// `isEnabled` (class): whether the large content viewer is on. `false`: ViewTree's default text size is not an
    /// accessibility size (a view's own traits decide in `largeContentItem(at:)`).
    public static var isEnabled: Bool { false }

    /// `enabledStatusDidChangeNotification`.
    public static let enabledStatusDidChangeNotification = Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    /// `init(delegate:)`.
    public init(delegate: LargeContentViewerInteractionDelegate? = nil) { self.delegate = delegate }

    /// `willMove(to:)`.
    open func willMove(to view: View?) {}
    /// `didMove(to:)`.
    open func didMove(to view: View?) { self.view = view }

    /// The item a long press at `point` (in the view) would show; `nil` when the view is not at an accessibility
    /// text size, when the point is outside the view, or when nothing there shows the viewer. Ours: a query.
    open func largeContentItem(at point: CGPoint) -> LargeContentViewerItem? {
        guard let view, view.traitCollection.preferredContentSizeCategory.isAccessibilityCategory,
              view.bounds.contains(point) else { return nil }
        if let delegate { return delegate.largeContentViewerInteraction(self, itemAt: point) }
        return defaultItem(at: point)
    }

    /// The user lifts the finger at `point` after a press: the delegate hears `didEndOn` with the item there.
    /// Nothing happens when no viewer would show (see `largeContentItem(at:)`).
    open func endLargeContentViewer(at point: CGPoint) {
        guard let view, view.traitCollection.preferredContentSizeCategory.isAccessibilityCategory,
              view.bounds.contains(point) else { return }
        delegate?.largeContentViewerInteraction(self, didEndOn: largeContentItem(at: point), at: point)
    }

    /// The deepest visible view under `point` that shows the viewer, up to the interaction's view.
    func defaultItem(at point: CGPoint) -> LargeContentViewerItem? {
        guard let view else { return nil }
        var candidate: View? = deepestView(in: view, at: point)
        while let current = candidate {
            if current.showsLargeContentViewer { return current }
            if current === view { return nil }
            candidate = current.superview
        }
        return nil
    }

    private func deepestView(in root: View, at point: CGPoint) -> View {
        for subview in root.subviews.reversed() where !subview.isHidden && subview.alpha > 0.01 {
            let local = root.convert(point, to: subview)
            if subview.bounds.contains(local) { return deepestView(in: subview, at: local) }
        }
        return root
    }
}
