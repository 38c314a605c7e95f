import Foundation

/// `UIToolTipConfiguration` (iOS 15): the text a tooltip shows and the part of the view it is for.
public final class ToolTipConfiguration {
    /// `toolTip`: the text.
    public let toolTip: String
    /// `sourceRect`: the rectangle, in the interaction's view, the tooltip belongs to; the view's bounds when the
    /// configuration was made without one (`.null` until then, as UIKit's `init(toolTip:)` leaves it).
    public let sourceRect: CGRect

    /// `init(toolTip:)`: a tooltip for the whole view.
    public init(toolTip: String) {
        self.toolTip = toolTip
        self.sourceRect = .null
    }

    /// `init(toolTip:in:)`: a tooltip for `sourceRect` of the view.
    public init(toolTip: String, in sourceRect: CGRect) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
    }
}

/// `UIToolTipInteractionDelegate` (iOS 15): chooses the tooltip for a point. Optional.
public protocol ToolTipInteractionDelegate: AnyObject {
    /// `toolTipInteraction(_:configurationAt:)`: the tooltip for `point` (in the view), or `nil` for none. Without
    /// this method the interaction shows its `defaultToolTip`.
    func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: CGPoint) -> ToolTipConfiguration?
}

extension ToolTipInteractionDelegate {
    /// Without the method: the interaction's default tooltip, for the whole view.
    public func toolTipInteraction(_ interaction: ToolTipInteraction, configurationAt point: CGPoint) -> ToolTipConfiguration? {
        interaction.defaultConfiguration
    }
}

/// ViewTree's `UIToolTipInteraction` (iOS 15): the tooltip a pointer resting on the view shows (on iPad with a
/// pointer and on Mac Catalyst). The interaction keeps `defaultToolTip`, `isEnabled` and a weak `delegate`;
/// ViewTree draws no tooltip, so a test asks what would show with `toolTipConfiguration(at:)`.
open class ToolTipInteraction: Interaction {
    /// `view`: the view the interaction was added to (weak).
    public private(set) weak var view: View?
    /// `isEnabled`: whether tooltips show. Default `true`.
    open var isEnabled = true
    /// `defaultToolTip`: the text shown when the delegate does not choose. Default `nil`.
    open var defaultToolTip: String?
    /// `delegate` (weak).
    open weak var delegate: ToolTipInteractionDelegate?

    /// `init()`: no default tooltip.
    public init() {}

    /// `init(defaultToolTip:)`.
    public init(defaultToolTip: String) { self.defaultToolTip = defaultToolTip }

    /// `willMove(to:)`.
    open func willMove(to view: View?) {}
    /// `didMove(to:)`: the interaction now belongs to `view`.
    open func didMove(to view: View?) { self.view = view }

    /// The tooltip a pointer resting at `point` (in the view's coordinates) would show: `nil` when disabled, when
    /// the interaction is on no view or hidden view, or when `point` is outside the view; else the delegate's
    /// answer, or the default tooltip for the whole view (the view's bounds as `sourceRect`). Ours: UIKit asks at
    /// hover time and has no such query.
    open func toolTipConfiguration(at point: CGPoint) -> ToolTipConfiguration? {
        guard isEnabled, let view, !view.isHidden, view.bounds.contains(point) else { return nil }
        if let delegate { return delegate.toolTipInteraction(self, configurationAt: point) }
        return defaultConfiguration
    }

    /// The default tooltip for the whole view, if there is one.
    var defaultConfiguration: ToolTipConfiguration? {
        guard let defaultToolTip else { return nil }
        return ToolTipConfiguration(toolTip: defaultToolTip, in: view?.bounds ?? .null)
    }
}
