import Foundation

/// `UIPopoverBackgroundView`: the view a popover draws behind its content and arrow, subclassed to give a popover a
/// look of its own (`PopoverPresentationController.popoverBackgroundViewClass`). ViewTree draws no popover bubble:
/// the class is kept, and a subclass's metrics can be read from it.
open class PopoverBackgroundView: View {
    /// `arrowOffset`: how far the arrow is from the centre of its side. Default 0.
    open var arrowOffset: CGFloat = 0
    /// `arrowDirection`: where the arrow points. Default `.unknown` (UIKit's before the popover is laid out).
    open var arrowDirection: PopoverPresentationController.ArrowDirection = .unknown

    /// `arrowHeight()`: the arrow's height; a subclass overrides it (UIKit's base raises). 0 here.
    open class func arrowHeight() -> CGFloat { 0 }
    /// `arrowBase()`: the arrow's base width; a subclass overrides it. 0 here.
    open class func arrowBase() -> CGFloat { 0 }
    /// `contentViewInsets()`: the insets of the content inside the background; a subclass overrides it. Zero here.
    open class func contentViewInsets() -> EdgeInsets { .zero }
    /// `wantsDefaultContentAppearance`: whether the content gets the default inset look. Default `true`.
    open class var wantsDefaultContentAppearance: Bool { true }
}
