import Foundation

/// `UIInputView` (iOS 7): a view made to be a responder's `inputView` or `inputAccessoryView`, drawn by UIKit with
/// the keyboard's look when its style is `.keyboard`.
///
/// `allowsSelfSizing` (iOS 9) changes how the keyboard measures it: UIKit's documentation, "A Boolean value
/// indicating whether the input view takes on its own proposed size", i.e. with `true` the keyboard asks the view's
/// constraints (its Auto Layout fitting height at the keyboard's width) instead of taking the height of the frame it
/// was given (`InputViewsHost.height(of:limit:width:)`). The style's backdrop is drawing only, which ViewTree does not
/// do (Docs/Porting.md).
open class InputView: View {
    /// `UIInputView.Style`, UIKit's raw values.
    public enum Style: Int, Sendable {
        /// `.default`: the default background (`0`).
        case `default` = 0
        /// `.keyboard`: the keyboard's own background (`1`).
        case keyboard = 1
    }

    /// `inputViewStyle`: fixed at creation.
    public let inputViewStyle: Style
    /// `allowsSelfSizing` (iOS 9): the keyboard sizes the view by its constraints. Default `false`.
    open var allowsSelfSizing = false

    /// `init(frame:inputViewStyle:)`.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// `init(frame:)`: the `.default` style.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, inputViewStyle: .default)
    }

    /// `init?(coder:)`: the `.default` style.
    public required init?(coder: NSCoder) {
        self.inputViewStyle = .default
        super.init(coder: coder)
    }
}
