import Foundation

/// `UIColorPickerViewControllerDelegate` (iOS 14): hears the colours the user picks and when the picker closes.
public protocol ColorPickerViewControllerDelegate: AnyObject {
    /// The user picked a colour (iOS 15); `continuously` while a slider or the eyedropper is still moving.
    func colorPickerViewController(_ viewController: ColorPickerViewController, didSelect color: Color, continuously: Bool)
    /// The user picked a colour (iOS 14; deprecated in iOS 15 for the method above, and called as well).
    func colorPickerViewControllerDidSelectColor(_ viewController: ColorPickerViewController)
    /// The picker was closed (dismissed by the user or in code).
    func colorPickerViewControllerDidFinish(_ viewController: ColorPickerViewController)
}

extension ColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: ColorPickerViewController, didSelect color: Color, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: ColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: ColorPickerViewController) {}
}

/// ViewTree's `UIColorPickerViewController` (iOS 14): the system colour picker, presented as a sheet. There is no
/// colour grid to touch on Linux, so a test plays the user: `pick(_:continuously:)` chooses a colour (the delegate
/// hears `didSelect` and `DidSelectColor`, in that order), `finish()` closes the picker as the user's close button
/// does (it is dismissed, then the delegate hears `DidFinish`).
open class ColorPickerViewController: ViewController {
    /// `delegate` (weak).
    open weak var delegate: ColorPickerViewControllerDelegate?
    /// `selectedColor`: the colour shown as chosen. Default white, as UIKit's.
    open var selectedColor: Color = .white
    /// `supportsAlpha`: whether the opacity slider shows. Default `true`.
    open var supportsAlpha = true

    /// `init()`.
    public init() { super.init(nibName: nil, bundle: nil) }

    /// `initWithCoder:` (ViewTree decodes no pickers: the picker is made empty).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The user picks `color` (with `supportsAlpha` off, at full opacity).
    public func pick(_ color: Color, continuously: Bool = false) {
        selectedColor = supportsAlpha ? color : color.withAlphaComponent(1)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    /// The user closes the picker: it is dismissed (without animation), then the delegate hears `DidFinish`.
    public func finish() {
        dismiss(animated: false) { [weak self] in
            guard let self else { return }
            self.delegate?.colorPickerViewControllerDidFinish(self)
        }
    }
}
