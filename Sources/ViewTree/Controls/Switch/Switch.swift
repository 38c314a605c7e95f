import Foundation

/// An on/off control: ViewTree's `UISwitch`.
///
/// Its size is fixed by the era (`profile.controls.switchSize`: 51 × 31 on iOS 7+, 79 × 27 on
/// iOS 6): UIKit's `UISwitch.h` says "This class enforces a size appropriate for the control. The
/// frame size is ignored." — so `init(frame:)` and the frame setter keep the origin and replace the
/// size. Auto Layout places a rectangle 2 pt narrower on the right from iOS 7 (`alignmentRectInsets`). A tap flips it and sends `.valueChanged`; `isOn` and `setOn(_:animated:)` in code send
/// nothing ("does not send action", `UISwitch.h`).
open class Switch: Control {
    /// `UISwitch.appearance()`: the current world's proxy; carries `onTintColor` and `thumbTintColor`.
    open override class func appearance() -> Switch { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Switch {
        appearanceProxy(self, containers: containerTypes, make: { Switch(frame: .zero) }, properties: appearanceProperties)
    }

    var storedOn = false

    /// Whether the switch is on. Default `false`. Setting it sends no action.
    open var isOn: Bool {
        get { storedOn }
        set { setOn(newValue, animated: false) }
    }

    /// The colour of the track while on; `nil` is the system green. Stored only.
    open var onTintColor: Color?
    /// The colour of the thumb; `nil` is white. Stored only.
    open var thumbTintColor: Color?
    /// `preferredStyle` (iOS 14): the style asked for, `.automatic` by default ("The default style is
    /// UISwitch.Style.automatic", Apple's documentation); `style` is the one shown. Stored only: the size stays the
    /// era's switch size.
    open var preferredStyle: Style = .automatic

    /// `initWithFrame:`: the origin is kept, the size is the era's switch size.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyFixedSize()
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's origin.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyFixedSize()
    }

    /// `init()`: a switch at the origin.
    public convenience init() { self.init(frame: .zero) }

    /// Sets the state; sends no action. (The thumb's slide is not modelled: the state changes at once.)
    open func setOn(_ on: Bool, animated: Bool) {
        storedOn = on
    }

    /// The frame; its size is always the switch size (only the origin of a new frame is used).
    open override var frame: CGRect {
        get { super.frame }
        set {
            var f = newValue
            f.size = fixedSize
            super.frame = f
        }
    }

    /// The era's fixed size less its alignment insets: the rectangle Auto Layout sizes (49 × 31 on iOS 7+, whose
    /// frame is 51 × 31; see `ControlMetrics.switchAlignmentRectInsets`).
    open override var intrinsicContentSize: CGSize { CGRect(origin: .zero, size: fixedSize).inset(by: alignmentRectInsets).size }

    /// The era's alignment insets (`profile.controls.switchAlignmentRectInsets`: 2 pt on the right from iOS 7).
    open override var alignmentRectInsets: EdgeInsets { (simulation?.profile ?? .default).controls.switchAlignmentRectInsets }

    /// The fixed size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fixedSize }

    var fixedSize: CGSize { (simulation?.profile ?? .default).controls.switchSize }

    func applyFixedSize() {
        if frame.size != fixedSize { frame = frame }
    }

    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        applyFixedSize()
        invalidateIntrinsicContentSize()
    }

    /// A tap (touch up inside): flip and send `.valueChanged`, as a user's tap does. (Dragging the
    /// thumb across is not modelled: a drag that ends inside toggles like a tap.)
    override func didTapInside(_ touch: Touch, with event: ViewTree.Event?) {
        setOn(!storedOn, animated: true)
        sendValueChangedActions(with: event)
    }

    override var libraryClassName: String { "Switch" }
}
