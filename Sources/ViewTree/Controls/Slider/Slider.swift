import Foundation

/// A control that picks a value from a continuous range by dragging a thumb: ViewTree's `UISlider`.
///
/// `value` stays within `minimumValue…maximumValue` (default 0…1). Dragging the thumb moves the
/// value with the finger and sends `.valueChanged` while moving (`isContinuous`, the default) or once
/// at the end. Only its height is intrinsic (`profile.controls.sliderHeight`): the width is not
/// (`intrinsicContentSize.width == View.noIntrinsicMetric`), so Auto Layout needs a width for a
/// slider — see seed claim C3 in `Docs/Controls.md`. Setting the value in code sends no action.
open class Slider: Control {
    /// `UISlider.appearance()`: the current world's proxy; carries the track and thumb tints.
    open override class func appearance() -> Slider { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Slider {
        appearanceProxy(self, containers: containerTypes, make: { Slider(frame: .zero) }, properties: appearanceProperties)
    }

    var storedValue: Float = 0
    var storedMinimum: Float = 0
    var storedMaximum: Float = 1
    /// Where, along the thumb, the finger took it (so the thumb does not jump under the finger).
    var thumbGrabOffset: CGFloat = 0
    var valueAtTrackingStart: Float = 0

    /// Whether `.valueChanged` is sent while dragging (`true`, the default) or only when the finger lifts.
    open var isContinuous = true
    /// `preferredBehavioralStyle` (iOS 15): the style asked for; default `.automatic` (`BehavioralStyle.swift`).
    open var preferredBehavioralStyle: BehavioralStyle = .automatic

    /// The value, clamped to `minimumValue…maximumValue`. A NaN is rejected (the value stays).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The lower end of the range. Default 0. If it passes `maximumValue`, the maximum follows it
    /// (as UIKit); the value is clamped again. NaN is rejected.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard !newValue.isNaN else { return rejectValue("minimumValue", newValue) }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            storedValue = clamp(storedValue)
        }
    }

    /// The upper end of the range. Default 1. If it passes `minimumValue`, the minimum follows it.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard !newValue.isNaN else { return rejectValue("maximumValue", newValue) }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            storedValue = clamp(storedValue)
        }
    }

    /// The track colour left of the thumb; `nil` is the tint. Stored only.
    open var minimumTrackTintColor: Color?
    /// The track colour right of the thumb. Stored only.
    open var maximumTrackTintColor: Color?
    /// The thumb colour. Stored only.
    open var thumbTintColor: Color?
    /// The thumb and track images by state (Slider+Images.swift).
    var thumbImages = ControlStateValues<Image>()
    var minimumTrackImages = ControlStateValues<Image>()
    var maximumTrackImages = ControlStateValues<Image>()
    /// `minimumValueImage`: the image at the minimum end. Default `nil`. Stored: the track does not make room for it.
    open var minimumValueImage: Image?
    /// `maximumValueImage`: the image at the maximum end. Default `nil`. Stored: the track does not make room for it.
    open var maximumValueImage: Image?

    /// `initWithFrame:` (on iOS 6 the height is the era's: `ControlMetrics.sliderHeightIsFixed`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        applyFixedHeight()
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        applyFixedHeight()
    }

    /// The frame; on iOS 6 an untransformed slider keeps the era's height whatever height is asked
    /// (`ControlMetrics.sliderHeightIsFixed`), its origin and width as given.
    open override var frame: CGRect {
        get { super.frame }
        set {
            var f = newValue
            if let height = fixedHeight, transform.isIdentity { f.size.height = height }
            super.frame = f
        }
    }

    /// The era's fixed height, or `nil` when the height is free (iOS 7 on).
    private var fixedHeight: CGFloat? {
        let m = (simulation?.profile ?? .default).controls
        return m.sliderHeightIsFixed ? m.sliderHeight : nil
    }

    private func applyFixedHeight() {
        if let height = fixedHeight, transform.isIdentity, frame.height != height { frame = frame }
    }

    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        applyFixedHeight()
    }

    /// Sets the value (clamped); sends no action. (The thumb's animation is not modelled.)
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return rejectValue("value", value) }
        storedValue = clamp(value)
    }

    func clamp(_ v: Float) -> Float { min(max(v, storedMinimum), storedMaximum) }

    func rejectValue(_ name: String, _ v: Float) {
        reject(.invalidValue, "\(name) \(v) is not a number; it stays \(name == "value" ? storedValue : name == "minimumValue" ? storedMinimum : storedMaximum)")
    }

    // MARK: Geometry

    /// The era's slider height; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: thumbMetrics.height)
    }

    /// The current width and the era's height, with the alignment insets above and below: the frame that holds the
    /// intrinsic height (31 pt on iOS 7+, as Interface Builder saves sliders; **ours** for `sizeToFit()`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let insets = alignmentRectInsets
        return CGSize(width: bounds.width, height: thumbMetrics.height + insets.top + insets.bottom)
    }

    /// The era's alignment insets (`profile.controls.sliderAlignmentRectInsets`: 2 pt at each end and 1 pt below
    /// from iOS 7, the thumb's shadow).
    open override var alignmentRectInsets: EdgeInsets { (simulation?.profile ?? .default).controls.sliderAlignmentRectInsets }

    var thumbMetrics: (height: CGFloat, diameter: CGFloat) {
        let m = (simulation?.profile ?? .default).controls
        return (m.sliderHeight, m.sliderThumbDiameter)
    }

    /// The track: the bounds' full width, 2 pt high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
    }

    /// The thumb for `value`: a square of the era's thumb diameter whose centre travels from
    /// `rect.minX + d/2` (minimum) to `rect.maxX − d/2` (maximum).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = thumbMetrics.diameter
        let fraction = self.fraction(of: value)
        let centerX = rect.minX + d / 2 + fraction * max(0, rect.width - d)
        return CGRect(x: centerX - d / 2, y: bounds.midY - d / 2, width: d, height: d)
    }

    /// Where `value` lies in the range, 0…1. In `Double`: the range of a slider whose ends are far apart (−3e38…3e38)
    /// overflows `Float` to +∞, which put every value at the start (bug 112).
    func fraction(of value: Float) -> CGFloat {
        let low = Double(storedMinimum), range = Double(storedMaximum) - low
        guard range > 0, range.isFinite else { return 0 }
        return CGFloat((Double(clamp(value.isNaN ? storedValue : value)) - low) / range)
    }

    /// The value under `x` (in the slider's coordinates) when the thumb's centre is there: computed in `Double` and
    /// clamped to the range, so that a range wider than `Float` holds gives no ±∞ or NaN (bug 112).
    func value(atThumbCenterX x: CGFloat) -> Float {
        let d = thumbMetrics.diameter
        let track = trackRect(forBounds: bounds)
        let travel = max(0, track.width - d)
        guard travel > 0, x.isFinite else { return storedMinimum }
        let fraction = Double(min(max((x - track.minX - d / 2) / travel, 0), 1))
        let low = Double(storedMinimum), high = Double(storedMaximum)
        guard (high - low).isFinite else { return storedValue }
        return clamp(Float(low + fraction * (high - low)))
    }

    // MARK: Tracking

    /// Tracks only a touch that lands on the thumb (grown by 10 pt on every side — ours: UIKit's
    /// thumb hit area is a little larger than the thumb); a touch elsewhere on the track does nothing.
    open override func beginTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
        let p = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumb.insetBy(dx: -Slider.thumbHitOutset, dy: -Slider.thumbHitOutset).containsUIKitPoint(p) else { return false }
        thumbGrabOffset = p.x - thumb.midX
        valueAtTrackingStart = storedValue
        return true
    }

    /// Moves the thumb with the finger; sends `.valueChanged` while `isContinuous`.
    open override func continueTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
        let new = value(atThumbCenterX: touch.location(in: self).x - thumbGrabOffset)
        if new != storedValue {
            storedValue = new
            if isContinuous { sendValueChangedActions(with: event) }
        }
        return true
    }

    /// Sends `.valueChanged` once at the end when not continuous and the value moved.
    open override func endTracking(_ touch: Touch?, with event: ViewTree.Event?) {
        if let touch { _ = continueTracking(touch, with: event) }
        if !isContinuous, storedValue != valueAtTrackingStart { sendValueChangedActions(with: event) }
    }

    /// VoiceOver's swipe up: a tenth of the range more, with `.valueChanged` (`Control+AccessibilityDefaults.swift`).
    open override func accessibilityIncrement() { adjustForAccessibility(by: 1) }

    /// VoiceOver's swipe down: a tenth of the range less, with `.valueChanged`.
    open override func accessibilityDecrement() { adjustForAccessibility(by: -1) }

    /// 10 pt: how far around the thumb a touch still grabs it. Ours.
    public static let thumbHitOutset: CGFloat = 10

    // MARK: Description

    /// `value: 0.000000`, as UISlider's description ends (dumps: `…; layer = <CALayer: …>; value: 0.000000>`).
    open override func descriptionSuffixFields() -> [String] {
        super.descriptionSuffixFields() + ["value: " + String(format: "%f", Double(storedValue))]
    }

    override var libraryClassName: String { "Slider" }
}
