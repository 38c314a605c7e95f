import Foundation

/// ViewTree's `UIColorWell` (iOS 14): a swatch showing `selectedColor`; a tap presents the system colour picker
/// (a `ColorPickerViewController` with the well's `title`, `supportsAlpha` and colour) from the well's view
/// controller. A colour the user picks there becomes `selectedColor` and the well sends `.valueChanged` ("When a
/// person selects a new color in the color picker, the system generates the control event valueChanged",
/// `UIColorWell.selectedColor`'s documentation); setting `selectedColor` in code sends nothing. A test plays the user with `tap(_:)` (or `presentPicker()`) and the
/// picker's `pick(_:continuously:)`.
open class ColorWell: Control {
    /// 28 pt: the swatch's intrinsic width and height. Ours (UIKit's well draws a ring about that size; not measured).
    public static let swatchSize: CGFloat = 28

    /// `title`: the title of the picker the well presents. Default `nil`.
    open var title: String?
    /// `supportsAlpha`: whether the picker offers an opacity slider. Default `true`.
    open var supportsAlpha = true
    /// `selectedColor`: the colour the well shows. Default `nil`. Setting it sends no event.
    open var selectedColor: Color?
    /// `supportsEyedropper` (iOS 15): whether the picker offers the eyedropper. Default `true`. Kept.
    open var supportsEyedropper = true

    /// The picker the well presented, while it is up (the well is its delegate through `pickerRelay`).
    public private(set) weak var presentedPicker: ColorPickerViewController?
    private let pickerRelay = ColorWellPickerRelay()

    /// `initWithFrame:`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        pickerRelay.well = self
    }

    /// `initWithCoder:` (required by `View`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        pickerRelay.well = self
    }

    /// The swatch's size.
    open override var intrinsicContentSize: CGSize { CGSize(width: ColorWell.swatchSize, height: ColorWell.swatchSize) }

    /// A tap presents the picker.
    override func didTapInside(_ touch: Touch, with event: ViewTree.Event?) { presentPicker() }

    /// Presents the colour picker from the nearest view controller (its topmost presented one), as a tap does;
    /// returns it. A well in no controller's view presents nothing (reported) and returns `nil`.
    @discardableResult
    open func presentPicker() -> ColorPickerViewController? {
        guard isEnabled else { return nil }
        var responder: Responder? = self
        while let current = responder, !(current is ViewController) { responder = current.next }
        guard let controller = responder as? ViewController else {
            reject(.invalidValue, "a colour well tapped outside any view controller's view presents no picker")
            return nil
        }
        let picker = ColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        if let selectedColor { picker.selectedColor = selectedColor }
        picker.delegate = pickerRelay
        presentedPicker = picker
        controller.topmostPresenter.present(picker, animated: true)
        return picker
    }

    fileprivate func pickerPicked(_ color: Color) {
        selectedColor = color
        sendValueChangedActions()
    }

    override var libraryClassName: String { "ColorWell" }
}

/// The presented picker's delegate: hands picked colours to its well (weakly held, so a picker kept by the app
/// does not keep the well).
private final class ColorWellPickerRelay: ColorPickerViewControllerDelegate {
    weak var well: ColorWell?
    func colorPickerViewController(_ viewController: ColorPickerViewController, didSelect color: Color, continuously: Bool) {
        well?.pickerPicked(color)
    }
}
