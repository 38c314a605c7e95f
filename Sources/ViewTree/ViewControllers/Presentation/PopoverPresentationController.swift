import Foundation

/// `UIPopoverPresentationController`: where a popover (or an iPad action sheet) points from. ViewTree presents a
/// popover as its resolved style says (a phone adapts it to a sheet or full screen, as a compact width does;
/// ViewTree lays no popover bubble out on a pad either: it is shown as a sheet there), and checks what UIKit
/// checks: on a pad, presenting one with no `sourceView`, `barButtonItem` or `sourceItem` is refused with a
/// `.viewController` diagnostic, where UIKit raises ("UIPopoverPresentationController … should have a non-nil
/// sourceView or barButtonItem set before the presentation occurs").
public final class PopoverPresentationController: PresentationController {
    /// `UIPopoverArrowDirection`, with UIKit's raw values.
    public struct ArrowDirection: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates directions from UIKit's raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.up` (1 << 0).
        public static let up = ArrowDirection(rawValue: 1 << 0)
        /// `.down` (1 << 1).
        public static let down = ArrowDirection(rawValue: 1 << 1)
        /// `.left` (1 << 2).
        public static let left = ArrowDirection(rawValue: 1 << 2)
        /// `.right` (1 << 3).
        public static let right = ArrowDirection(rawValue: 1 << 3)
        /// `.any`: every direction.
        public static let any: ArrowDirection = [.up, .down, .left, .right]
        /// `.unknown`: `UIPopoverArrowDirectionUnknown`, `NSUIntegerMax`.
        public static let unknown = ArrowDirection(rawValue: UInt.max)
    }

    /// `sourceView`: the view the popover points at.
    public weak var sourceView: View?
    /// `sourceRect`: the rectangle in `sourceView`'s coordinates it points at; `.zero` by default.
    public var sourceRect: CGRect = .zero
    /// `barButtonItem`: the bar button item it points at, instead of a view.
    public weak var barButtonItem: BarButtonItem?
    /// `sourceItem` (iOS 16): what the popover points at, a bar button item or a view, in place of `barButtonItem`
    /// or `sourceView` (weak, as UIKit's). It anchors the popover as they do.
    public weak var sourceItem: (any PopoverPresentationControllerSourceItem)?
    /// `permittedArrowDirections`; default `.any`.
    public var permittedArrowDirections: ArrowDirection = .any
    /// `passthroughViews`: views the user can still touch while the popover shows.
    public var passthroughViews: [View]?
    /// `backgroundColor` of the popover's bubble (stored).
    public var backgroundColor: Color?
    /// `canOverlapSourceViewRect` (stored).
    public var canOverlapSourceViewRect = false
    /// `adaptiveSheetPresentationController` (iOS 15): the sheet the popover adapts to in a compact width; its
    /// detents and grabber configure that sheet.
    public private(set) lazy var adaptiveSheetPresentationController = SheetPresentationController(presentedViewController: presentedViewController)

    /// `popoverBackgroundViewClass`: the class of the view drawn behind the popover's content. Default `nil` (the
    /// system's); a subclass set is kept (Xamarin's device-run `PopoverPresentationControllerTest
    /// .PopoverBackgroundViewType`). Stored: ViewTree draws no bubble.
    public var popoverBackgroundViewClass: PopoverBackgroundView.Type?

    override init(presentedViewController: ViewController) {
        super.init(presentedViewController: presentedViewController)
    }

    /// `init(presentedViewController:presenting:)`: a popover presentation controller for `presentedViewController`
    /// (the one a controller presented as a popover makes for itself is `popoverPresentationController`).
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Whether it has what a pad needs to anchor it: a source view, a bar button item or a source item.
    var hasSource: Bool { sourceView != nil || barButtonItem != nil || sourceItem != nil }
}

/// `UIPopoverPresentationControllerSourceItem` (iOS 16): what a popover can point at. Views and bar button items are
/// source items.
public protocol PopoverPresentationControllerSourceItem: AnyObject {
    /// `frame(in:)` (iOS 17): the item's frame in `referenceView`'s coordinates, or `nil` when it has none there
    /// (a bar button item not shown in a bar, a view in another window).
    func frame(in referenceView: View) -> CGRect?
}

extension View: PopoverPresentationControllerSourceItem {
    /// `frame(in:)` (iOS 17): the view's bounds in `referenceView`'s coordinates; `nil` when the two are in different
    /// windows (or one is in none and they share no ancestor).
    public func frame(in referenceView: View) -> CGRect? {
        guard window === referenceView.window, window != nil || rootAncestor === referenceView.rootAncestor else { return nil }
        return convert(bounds, to: referenceView)
    }

    /// The topmost superview (the view itself when it has none).
    private var rootAncestor: View {
        var view = self
        while let next = view.superview { view = next }
        return view
    }
}

extension BarButtonItem: PopoverPresentationControllerSourceItem {
    /// `frame(in:)` (iOS 17): the frame of the view showing the item in `referenceView`'s coordinates; `nil` while the
    /// item is in no bar.
    public func frame(in referenceView: View) -> CGRect? { view?.frame(in: referenceView) }
}

extension ViewController {
    /// `popoverPresentationController`: made on first use when `modalPresentationStyle` is `.popover` (or for an
    /// action sheet on a pad); `nil` otherwise, as UIKit's documentation says ("If the modal presentation style is
    /// a different value, this property is nil"). An action sheet on a phone has none, so
    /// `alert.popoverPresentationController?.sourceView = button` does nothing there, as on an iPhone.
    public var popoverPresentationController: PopoverPresentationController? {
        if let existing = storedPopover { return existing }
        guard wantsPopover else { return nil }
        let popover = PopoverPresentationController(presentedViewController: self)
        storedPopover = popover
        return popover
    }

    /// Presented as a popover: the `.popover` style, or an action sheet or share sheet in a pad's world.
    var wantsPopover: Bool {
        if self is ActivityViewController || (self as? AlertController)?.preferredStyle == .actionSheet {
            let world = simulation ?? Simulation.current
            return world?.screen.device.idiom == .pad
        }
        return modalPresentationStyle == .popover
    }

    /// A popover's delegate hears `prepareForPopoverPresentation(_:)` first (it may set the source there); then, on a
    /// pad, a popover must have a source: UIKit raises, ViewTree reports and refuses (`false`).
    func checkPopoverSource(in world: Simulation) -> Bool {
        if wantsPopover, let popover = popoverPresentationController {
            (popover.delegate as? PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        }
        guard world.screen.device.idiom == .pad, wantsPopover else { return true }
        if popoverPresentationController?.hasSource == true { return true }
        report(.viewController, "present: UIPopoverPresentationController should have a non-nil sourceView or barButtonItem set before the presentation occurs (UIKit raises); not presented")
        return false
    }
}
