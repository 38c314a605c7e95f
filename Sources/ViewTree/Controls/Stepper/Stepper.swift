import Foundation

/// A minus/plus pair that steps a value: ViewTree's `UIStepper`.
///
/// `value` stays within `minimumValue…maximumValue` (default 0…100) and moves by `stepValue`
/// (default 1) when the minus (left half) or plus (right half) is tapped, sending `.valueChanged`;
/// with `wraps`, stepping past an end continues from the other. Its size is fixed by the era
/// (`profile.controls.stepperSize`). Holding a half to auto-repeat is not modelled.
open class Stepper: Control {
    var storedValue: Double = 0
    var storedMinimum: Double = 0
    var storedMaximum: Double = 100
    var storedStep: Double = 1

    /// Whether stepping past an end wraps to the other. Default `false`.
    open var wraps = false
    /// Whether holding a half repeats. Default `true`. Stored only (auto-repeat is not modelled).
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at once while repeating. Default `true`. Stored only.
    open var isContinuous = true

    /// The value, clamped to the range; NaN is rejected.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return reject(.invalidValue, "value \(newValue) is not a number; it stays \(storedValue)") }
            storedValue = min(max(newValue, storedMinimum), storedMaximum)
        }
    }

    /// The lower end. Default 0. Must be below `maximumValue`: UIKit raises otherwise; ViewTree rejects it.
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard !newValue.isNaN, newValue < storedMaximum else {
                return reject(.invalidValue, "minimumValue \(newValue) must be a number below maximumValue \(storedMaximum); it stays \(storedMinimum)")
            }
            storedMinimum = newValue
            storedValue = max(storedValue, newValue)
        }
    }

    /// The upper end. Default 100. Must be above `minimumValue`.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard !newValue.isNaN, newValue > storedMinimum else {
                return reject(.invalidValue, "maximumValue \(newValue) must be a number above minimumValue \(storedMinimum); it stays \(storedMaximum)")
            }
            storedMaximum = newValue
            storedValue = min(storedValue, newValue)
        }
    }

    /// The step. Default 1. Must be greater than 0 (UIKit raises otherwise; ViewTree rejects it).
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue > 0, newValue.isFinite else {
                return reject(.invalidValue, "stepValue \(newValue) must be finite and greater than 0; it stays \(storedStep)")
            }
            storedStep = newValue
        }
    }

    /// `setBackgroundImage(_:for:)`'s images by state (Stepper+Images.swift).
    var backgroundImages = ControlStateValues<Image>()
    /// `setDividerImage(_:forLeftSegmentState:rightSegmentState:)`'s images (Stepper+Images.swift).
    var dividerImages = ControlStatePairValues<Image>()
    /// `setIncrementImage(_:for:)`'s and `setDecrementImage(_:for:)`'s images (Stepper+Images.swift).
    var incrementImages = ControlStateValues<Image>(), decrementImages = ControlStateValues<Image>()

    /// `initWithFrame:`: the origin is kept, the size is the era's stepper size.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        self.frame = CGRect(origin: frame.origin, size: fixedSize)
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's origin.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        self.frame = CGRect(origin: frame.origin, size: fixedSize)
    }

    var fixedSize: CGSize { (simulation?.profile ?? .default).controls.stepperSize }

    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        if frame.size != fixedSize { frame = CGRect(origin: frame.origin, size: fixedSize) }
        invalidateIntrinsicContentSize()
    }

    /// The era's fixed size.
    open override var intrinsicContentSize: CGSize { fixedSize }
    /// The fixed size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fixedSize }

    /// A touch lifted inside steps: down on the left half, up on the right.
    override func didTapInside(_ touch: Touch, with event: ViewTree.Event?) {
        stepFromUser(up: touch.location(in: self).x >= bounds.midX)
    }

    /// A tap on one half: step down (left) or up (right), wrapping or stopping at the ends, and send
    /// `.valueChanged` if the value changed.
    func stepFromUser(up: Bool) {
        var v = storedValue + (up ? storedStep : -storedStep)
        if v > storedMaximum { v = wraps ? storedMinimum : storedMaximum }
        if v < storedMinimum { v = wraps ? storedMaximum : storedMinimum }
        guard v != storedValue else { return }
        storedValue = v
        sendValueChangedActions()
    }

    override var libraryClassName: String { "Stepper" }
}
