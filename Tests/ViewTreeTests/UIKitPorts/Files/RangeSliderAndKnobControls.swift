//
//  RangeSliderAndKnobControls.swift
//
//  Thirty-second probe. Rewritten member for member from six public files of two custom `UIControl`s, one driven by
//  `beginTracking`/`continueTracking`/`endTracking`, one by a `UIPanGestureRecognizer` subclass (same types,
//  members, calls, labels, overrides and control flow; names of locals and comments our own):
//  - RichardBoell/PerfEGGt- `ViewControllerCheckout/RangeSlider.swift` (commit
//    0b0ae4f4e1abec7982afc2c6c1b819291b595b5d), raywenderlich.com's range slider turned upright: two `CALayer`
//    subclasses as thumbs (the lower one from the top to the lower value, the upper one from the upper value to the
//    bottom), hit-tested by `frame.contains(_:)` in `beginTracking(_:with:)`, which refuses a touch on neither;
//    `continueTracking(_:with:)` moves the value by the vertical distance, bounds it, updates the frames inside
//    `CATransaction` with actions disabled and sends `.valueChanged`; `endTracking(_:with:)` clears the
//    highlights; the frames follow an `override var frame` observer;
//  - the same repository's `ViewControllerCheckout/RangeSliderThumbLayer.swift` (commit
//    d594894fb6b5630282df550f40659812d00b3301): a `highlighted` flag and a weak `rangeSlider`;
//  - zgpeace/KnobControl `FinalPodPush/KnobControl/KnobControl/Knob.swift` (commit
//    94f6ba054d588799036a9bf64e9b69e7b76c6ed1), raywenderlich.com's 2018 knob: an `@IBDesignable` control whose
//    value maps to a pointer angle between −11π/8 and 3π/8, the colour following `tintColorDidChange()`, a
//    `RotationGestureRecognizer` whose `touchAngle` is bounded around the gap's mid-point, `.valueChanged` sent on
//    every change or, when not continuous, on `.ended`/`.cancelled` only;
//  - the same repository's `KnobControl/KnobRenderer.swift` (commit 0fd3cef1bcf2c97c0bf23681177cfa0d7fffc0a9): two
//    `CAShapeLayer`s (an arc track from `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`, a pointer
//    line) rotated with `CATransform3DMakeRotation`, animated with a `CAKeyframeAnimation` on
//    `"transform.rotation.z"`;
//  - the same repository's `FinalPodPush/KnobControl/KnobControl/RotationGestureRecognizer.swift` (same commit): a
//    one-finger `UIPanGestureRecognizer` subclass that overrides `init(target:action:)`, `touchesBegan` and
//    `touchesMoved` to keep the touch's angle about the view's centre (`atan2`);
//  - the same repository's `FinalPodPush/KnobShowcase/KnobShowcase/ViewController.swift` (same commit): a slider and
//    the knob kept in step through one `handleValueChanged(_:)`, and a label showing `String(format: "%.2f", …)`.
//  Porting edits only: `#selector(…)` becomes a method reference and `@objc`/`@IBAction` are dropped; the
//  showcase's `@IBOutlet`s are made in code (the storyboard is not part of the probe); the recognizer's
//  `import UIKit.UIGestureRecognizerSubclass` is deleted (Porting.md), and the renderer, which has no import in its
//  source (its module imports UIKit elsewhere), is in this file.
//  What remains: the knob overrides `prepareForInterfaceBuilder()` in an extension (Porting.md), and the renderer's
//  `private (set)` is an error in the Swift 6 language mode, with Xcode's compiler too.
//

import UIKit
// expect-error:  instance method 'prepareForInterfaceBuilder()' declared in 'View' cannot be overridden from extension
// expect-error-swift6: extraneous whitespace between attribute name and '('

// MARK: - RichardBoell/PerfEGGt-

class RangeSlider: UIControl {
    var minimumValue = 0.0
    var maximumValue = 384 * 2.54 * 2 / 326
    var lowerValue = 0.7
    var upperValue = 4.9

    let lowerThumbLayer = RangeSliderThumbLayer()
    let upperThumbLayer = RangeSliderThumbLayer()

    var thumbHeight: CGFloat {
        return CGFloat(bounds.height)
    }

    var previousLocation = CGPoint()

    // MARK: Setting up

    override init(frame: CGRect) {
        super.init(frame: frame)

        lowerThumbLayer.rangeSlider = self
        upperThumbLayer.rangeSlider = self

        lowerThumbLayer.backgroundColor = UIColor(white: 1, alpha: 0.7).cgColor
        layer.addSublayer(lowerThumbLayer)

        upperThumbLayer.backgroundColor = UIColor(white: 1, alpha: 0.7).cgColor
        layer.addSublayer(upperThumbLayer)

        updateLayerFrames()
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    // MARK: Tracking the finger

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        previousLocation = touch.location(in: self)

        // Which thumb is under the finger.
        if lowerThumbLayer.frame.contains(previousLocation) {
            lowerThumbLayer.highlighted = true
        } else if upperThumbLayer.frame.contains(previousLocation) {
            upperThumbLayer.highlighted = true
        }

        return lowerThumbLayer.highlighted || upperThumbLayer.highlighted
    }

    func boundValue(_ value: Double, toLowerValue lowerValue: Double, upperValue: Double) -> Double {
        return min(max(value, lowerValue), upperValue)
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)

        // How far the finger went, as a value.
        let deltaLocation = Double(location.y - previousLocation.y)
        let deltaValue = (maximumValue - minimumValue) * deltaLocation / Double(bounds.height)

        previousLocation = location

        // The moved thumb's value, kept in its range.
        if lowerThumbLayer.highlighted {
            lowerValue += deltaValue
            lowerValue = boundValue(lowerValue, toLowerValue: minimumValue, upperValue: upperValue)
        } else if upperThumbLayer.highlighted {
            upperValue += deltaValue
            upperValue = boundValue(upperValue, toLowerValue: lowerValue, upperValue: maximumValue)
        }

        // The thumbs, moved without implicit animations.
        CATransaction.begin()
        CATransaction.setDisableActions(true)

        updateLayerFrames()

        CATransaction.commit()

        sendActions(for: .valueChanged)

        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        lowerThumbLayer.highlighted = false
        upperThumbLayer.highlighted = false
    }

    // MARK: Thumb frames from the values

    func updateLayerFrames() {
        let lowerThumbCenter = CGFloat(positionForValue(lowerValue))

        lowerThumbLayer.frame = CGRect(x: 0.0, y: 0.0, width: bounds.width, height: lowerThumbCenter)
        lowerThumbLayer.setNeedsDisplay()

        let upperThumbCenter = CGFloat(positionForValue(upperValue))

        upperThumbLayer.frame = CGRect(x: 0.0, y: upperThumbCenter, width: bounds.width, height: bounds.height - upperThumbCenter)
        upperThumbLayer.setNeedsDisplay()
    }

    // A value as a distance from the top.
    func positionForValue(_ value: Double) -> Double {
        return Double(bounds.height) * (value - minimumValue) / (maximumValue - minimumValue)
    }

    override var frame: CGRect {
        didSet {
            updateLayerFrames()
        }
    }
}

class RangeSliderThumbLayer: CALayer {
    var highlighted = false
    weak var rangeSlider: RangeSlider?
}

// MARK: - zgpeace/KnobControl

@IBDesignable public class Knob: UIControl {
    /** The smallest value. */
    public var minimumValue: Float = 0

    /** The largest value. */
    public var maximumValue: Float = 1

    /** The value now. */
    public var value: Float = 0

    /** Sets the value, animating the pointer when asked. */
    public func setValue(_ newValue: Float, animated: Bool = false) {
        value = min(maximumValue, max(minimumValue, newValue))

        let angleRange = endAngle - startAngle
        let valueRange = maximumValue - minimumValue
        let angleValue = CGFloat(value - minimumValue) / CGFloat(valueRange) * angleRange + startAngle
        renderer.setPointerAngle(angleValue, animated: animated)
    }

    /** Whether every change sends `.valueChanged`, or only the end of a turn. */
    public var isContinuous = true

    private let renderer = KnobRenderer()

    /** The track's line width. Defaults to 2 */
    @IBInspectable public var lineWidth: CGFloat {
        get { return renderer.lineWidth }
        set { renderer.lineWidth = newValue }
    }

    /** The track's start angle. Defaults to -11π/8 */
    public var startAngle: CGFloat {
        get { return renderer.startAngle }
        set { renderer.startAngle = newValue }
    }

    /** The track's end angle. Defaults to 3π/8 */
    public var endAngle: CGFloat {
        get { return renderer.endAngle }
        set { renderer.endAngle = newValue }
    }

    /** The pointer's length. Defaults to 6 */
    @IBInspectable public var pointerLength: CGFloat {
        get { return renderer.pointerLength }
        set { renderer.pointerLength = newValue }
    }

    /** The knob's colour, pointer included. Defaults to blue */
    @IBInspectable public var color: UIColor {
        get { return renderer.color }
        set { renderer.color = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    public override func tintColorDidChange() {
        renderer.color = tintColor
    }

    private func commonInit() {
        renderer.updateBounds(bounds)
        renderer.color = tintColor
        renderer.setPointerAngle(renderer.startAngle)

        layer.addSublayer(renderer.trackLayer)
        layer.addSublayer(renderer.pointerLayer)

        let gestureRecognizer = RotationGestureRecognizer(target: self, action: Knob.handleGesture(_:))
        addGestureRecognizer(gestureRecognizer)
    }

    private func handleGesture(_ gesture: RotationGestureRecognizer) {
        // The middle of the gap between the track's ends.
        let midPointAngle = (2 * CGFloat(Double.pi) + startAngle - endAngle) / 2 + endAngle
        // The touch's angle on the track's side of the gap.
        var boundedAngle = gesture.touchAngle
        if boundedAngle > midPointAngle {
            boundedAngle -= 2 * CGFloat(Double.pi)
        } else if boundedAngle < (midPointAngle - 2 * CGFloat(Double.pi)) {
            boundedAngle -= 2 * CGFloat(Double.pi)
        }

        // Kept on the track.
        boundedAngle = min(endAngle, max(startAngle, boundedAngle))

        // As a value.
        let angleRange = endAngle - startAngle
        let valueRange = maximumValue - minimumValue
        let angleValue = Float(boundedAngle - startAngle) / Float(angleRange) * valueRange + minimumValue

        setValue(angleValue)

        if isContinuous {
            sendActions(for: .valueChanged)
        } else {
            if gesture.state == .ended || gesture.state == .cancelled {
                sendActions(for: .valueChanged)
            }
        }
    }
}

extension Knob {
    public override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()

        renderer.updateBounds(bounds)
    }
}

class KnobRenderer {
    var color: UIColor = .blue {
        didSet {
            trackLayer.strokeColor = color.cgColor
            pointerLayer.strokeColor = color.cgColor
        }
    }

    var lineWidth: CGFloat = 2 {
        didSet {
            trackLayer.lineWidth = lineWidth
            pointerLayer.lineWidth = lineWidth
            updateTrackLayerPath()
            updatePointerLayerPath()
        }
    }

    var startAngle: CGFloat = CGFloat(-Double.pi) * 11 / 8 {
        didSet {
            updateTrackLayerPath()
        }
    }

    var endAngle: CGFloat = CGFloat(Double.pi) * 3 / 8 {
        didSet {
            updateTrackLayerPath()
        }
    }

    var pointerLength: CGFloat = 6 {
        didSet {
            updateTrackLayerPath()
            updatePointerLayerPath()
        }
    }

    private (set) var pointerAngle: CGFloat = CGFloat(-Double.pi) * 11 / 8

    func setPointerAngle(_ newPointerAngle: CGFloat, animated: Bool = false) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)

        pointerLayer.transform = CATransform3DMakeRotation(newPointerAngle, 0, 0, 1)

        if animated {
            let midAngleValue = (max(newPointerAngle, pointerAngle) - min(newPointerAngle, pointerAngle)) / 2 + min(newPointerAngle, pointerAngle)
            let animation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
            animation.values = [pointerAngle, midAngleValue, newPointerAngle]
            animation.keyTimes = [0.0, 0.5, 1.0]
            animation.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut)]
            pointerLayer.add(animation, forKey: nil)
        }

        CATransaction.commit()

        pointerAngle = newPointerAngle
    }

    let trackLayer = CAShapeLayer()
    let pointerLayer = CAShapeLayer()

    init() {
        trackLayer.fillColor = UIColor.clear.cgColor
        pointerLayer.fillColor = UIColor.clear.cgColor
    }

    private func updateTrackLayerPath() {
        let bounds = trackLayer.bounds
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let offset = max(pointerLength, lineWidth  / 2)
        let radius = min(bounds.width, bounds.height) / 2 - offset

        let ring = UIBezierPath(arcCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: true)
        trackLayer.path = ring.cgPath
    }

    private func updatePointerLayerPath() {
        let bounds = trackLayer.bounds

        let pointer = UIBezierPath()
        pointer.move(to: CGPoint(x: bounds.width - CGFloat(pointerLength) - CGFloat(lineWidth) / 2, y: bounds.midY))
        pointer.addLine(to: CGPoint(x: bounds.width, y: bounds.midY))
        pointerLayer.path = pointer.cgPath
    }

    func updateBounds(_ bounds: CGRect) {
        trackLayer.bounds = bounds
        trackLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        updateTrackLayerPath()

        pointerLayer.bounds = trackLayer.bounds
        pointerLayer.position = trackLayer.position
        updatePointerLayerPath()
    }
}

class RotationGestureRecognizer: UIPanGestureRecognizer {
    private(set) var touchAngle: CGFloat = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        updateAngle(with: touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        updateAngle(with: touches)
    }

    private func updateAngle(with touches: Set<UITouch>) {
        guard let touch = touches.first, let view = view else {
            return
        }
        let touchPoint = touch.location(in: view)
        touchAngle = angle(for: touchPoint, in: view)
    }

    private func angle(for point: CGPoint, in view: UIView) -> CGFloat {
        let centerOffset = CGPoint(x: point.x - view.bounds.midX, y: point.y - view.bounds.midY)
        return atan2(centerOffset.y, centerOffset.x)
    }

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)

        maximumNumberOfTouches = 1
        minimumNumberOfTouches = 1
    }
}

class KnobShowcaseViewController: UIViewController {

    var valueLabel: UILabel! = UILabel()
    var valueSlider: UISlider! = UISlider()
    var animateSwitch: UISwitch! = UISwitch()
    var knob: Knob! = Knob(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()

        knob.lineWidth = 4
        knob.pointerLength = 12
        knob.setValue(valueSlider.value)
        knob.addTarget(self, action: KnobShowcaseViewController.handleValueChanged(_:), for: .valueChanged)

        updateLabel()
    }

    func handleValueChanged(_ sender: Any) {
        if sender is UISlider {
            knob.setValue(valueSlider.value)
        } else {
            valueSlider.value = knob.value
        }
        updateLabel()
    }

    func handleRandomButtonPressed(_ sender: Any) {
        let randomValue = Float(arc4random_uniform(101)) / 100.0
        knob.setValue(randomValue, animated: animateSwitch.isOn)
        valueSlider.setValue(Float(randomValue), animated: animateSwitch.isOn)
        updateLabel()
    }

    private func updateLabel() {
        valueLabel.text = String(format: "%.2f", knob.value)
    }
}
