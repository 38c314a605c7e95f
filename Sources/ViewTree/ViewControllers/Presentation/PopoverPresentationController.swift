import Foundation

/// `UIPopoverPresentationController`: where a popover (or an iPad action sheet) points from. ViewTree presents a
/// popover as its resolved style says (a phone adapts it to a sheet or full screen, as a compact width does;
/// ViewTree lays no popover bubble out on a pad either: it is shown as a sheet there), and checks what UIKit
/// checks: on a pad, presenting one with neither `sourceView` nor `barButtonItem` is refused with a
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

    override init(presentedViewController: ViewController) {
        super.init(presentedViewController: presentedViewController)
    }

    /// Whether it has what a pad needs to anchor it.
    var hasSource: Bool { sourceView != nil || barButtonItem != nil }
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
