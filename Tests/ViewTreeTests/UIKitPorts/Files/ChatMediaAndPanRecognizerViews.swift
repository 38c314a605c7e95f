//
//  ChatMediaAndPanRecognizerViews.swift
//
//  Twenty-eighth probe. Rewritten member for member from five public files of three chat apps and libraries (same
//  types, members, calls, labels, overrides and control flow; names and comments our own):
//  - MessageKit/MessageKit `Sources/Views/InsetLabel.swift` (commit 090fc7b913d786a4c162682a569cad1bad7b3fb8): a
//    label that insets its text in `drawText(in:)`;
//  - MessageKit/MessageKit `Sources/Views/PlayButtonView.swift` (commit eae6aa1e5ace315f03c178db1204f852fee1cd92),
//    with the one colour it takes from MessageKit's `UIColor+Extensions.swift`: a round button whose triangle is
//    centred by anchors with multipliers, its centre constant, corner radius and mask made in `layoutSubviews()`
//    once per frame (`cacheFrame.equalTo(frame)`);
//  - signalapp/Signal-iOS `SignalUI/Views/CircleView.swift` (commit 1c6fb5e8221a23b0cd41d5aaa0386b76f4567ee3):
//    `frame` and `bounds` overridden with `didSet` to keep the corner radius half the height, in a view, a
//    `UIVisualEffectView` and a pill;
//  - signalapp/Signal-iOS `SignalUI/Views/DirectionalPanGestureRecognizer.swift` (commit
//    b1f806881d96569886a333864323274d4525c5b8): a `UIPanGestureRecognizer` subclass that starts only in its
//    directions (`touchesMoved(_:with:)`, `previousLocation(in:)`, `velocity(in:)`, `state = .cancelled`);
//  - mastodon/mastodon-ios `MastodonSDK/Sources/MastodonUI/View/Control/StripProgressView.swift` (commit
//    1e65d1220bddb86c045230d43d4ebe75a41520db): a `CALayer` subclass with an `@NSManaged` animatable property,
//    `needsDisplay(forKey:)`, `display()` drawing into an image context, and a view animating it with a
//    `CABasicAnimation` (its SwiftUI preview, under `#if DEBUG`, left out).
//  Porting edits only: Signal's PureLayout calls (`autoSetDimensions(to:)`, `autoPin(toAspectRatio:relation:)`,
//  `NSLayoutConstraint.autoSetPriority(_:forConstraints:)`) and its `CGSize(square:)`/`notImplemented()` helpers are
//  written as the anchors and calls they stand for (they are another library, not UIKit); `@objc (…)` names are
//  dropped; `import UIKit.UIGestureRecognizerSubclass` is deleted (UIKit's submodule for recognizer subclasses:
//  ViewTree's recognizers expose `state` and the touch methods to subclasses without it; a module of that name
//  cannot exist on Linux without a `UIKit` module, which ViewTree does not make on purpose). The probe closed one error:
//  the pan subclass's own initialiser calling `super.init(target: target, action: action)` with a `Selector` (now
//  UIKit's designated `init(target:action:)`; the selector is kept and reported when performed). One error left,
//  listed: the view's `layoutSubviews()` overridden in an extension (Porting.md's row). In the Swift 6 mode Signal's `public struct`
//  option set's `static let`s are errors on Apple's platforms too (a public struct is not implicitly `Sendable`):
//  not a ViewTree gap.
//

import UIKit
// expect-error:  instance method 'layoutSubviews()' declared in 'View' cannot be overridden from extension
// expect-error-swift6: static property 'left' is not concurrency-safe because non-'Sendable' type 'SwipeDirections' may have shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'right' is not concurrency-safe because non-'Sendable' type 'SwipeDirections' may have shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'up' is not concurrency-safe because non-'Sendable' type 'SwipeDirections' may have shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'down' is not concurrency-safe because non-'Sendable' type 'SwipeDirections' may have shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'horizontal' is not concurrency-safe because non-'Sendable' type 'SwipeDirections' may have shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'vertical' is not concurrency-safe because non-'Sendable' type 'SwipeDirections' may have shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'any' is not concurrency-safe because non-'Sendable' type 'SwipeDirections' may have shared mutable state [#MutableGlobalVariable]

/// A label whose text is drawn inside insets.
open class PaddedLabel: UILabel {
    open var padding: UIEdgeInsets = .zero {
        didSet { setNeedsDisplay() }
    }

    open override func drawText(in rect: CGRect) {
        let insetRect = rect.inset(by: padding)
        super.drawText(in: insetRect)
    }
}

extension UIColor {
    static let mediaButtonGray = UIColor(red: 230/255, green: 230/255, blue: 230/255, alpha: 1.0)
}

/// A round play button: a triangle masked out of a square half its size, nudged right of centre.
open class RoundPlayButton: UIView {

    public let triangle = UIView()

    private var triangleCenterX: NSLayoutConstraint?
    private var laidOutFrame: CGRect = .zero

    public override init(frame: CGRect) {
        super.init(frame: frame)

        addSubviews()
        addConstraints()
        style()
    }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)

        addSubviews()
        addConstraints()
        style()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()

        guard !laidOutFrame.equalTo(frame) else { return }
        laidOutFrame = frame

        updateTriangleCenter()
        roundCorners()
        maskTriangle()
    }

    private func addSubviews() {
        addSubview(triangle)
    }

    private func style() {
        triangle.clipsToBounds = true
        triangle.backgroundColor = .black

        backgroundColor = .mediaButtonGray
    }

    private func addConstraints() {
        triangle.translatesAutoresizingMaskIntoConstraints = false

        let centerX = triangle.centerXAnchor.constraint(equalTo: centerXAnchor)
        let centerY = triangle.centerYAnchor.constraint(equalTo: centerYAnchor)
        let width = triangle.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5)
        let height = triangle.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5)

        triangleCenterX = centerX

        NSLayoutConstraint.activate([centerX, centerY, width, height])
    }

    private func triangleShape(for frame: CGRect) -> CAShapeLayer {
        let shape = CAShapeLayer()
        let path = UIBezierPath()

        let top = CGPoint(x: frame.minX, y: frame.minY)
        let tip = CGPoint(x: frame.maxX, y: frame.maxY/2)
        let bottom = CGPoint(x: frame.minX, y: frame.maxY)

        path .move(to: top)
        path .addLine(to: tip)
        path .addLine(to: bottom)
        path .close()

        shape.path = path.cgPath

        return shape
    }

    private func updateTriangleCenter() {
        triangleCenterX?.constant = frame.width/8
    }

    private func maskTriangle() {
        let rect = CGRect(origin: .zero, size: triangle.bounds.size)
        triangle.layer.mask = triangleShape(for: rect)
    }

    private func roundCorners() {
        layer.cornerRadius = frame.width / 2
    }
}

/// A view that stays a circle whatever its size.
public class RoundView: UIView {

    @available(*, unavailable, message: "use init(diameter:) instead.")
    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) is not implemented")
    }

    public required init() {
        super.init(frame: .zero)
    }

    public required init(diameter: CGFloat) {
        super.init(frame: .zero)

        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([widthAnchor.constraint(equalToConstant: diameter),
                                     heightAnchor.constraint(equalToConstant: diameter)])
    }

    override public var frame: CGRect {
        didSet {
            updateCornerRadius()
        }
    }

    override public var bounds: CGRect {
        didSet {
            updateCornerRadius()
        }
    }

    private func updateCornerRadius() {
        self.layer.cornerRadius = self.bounds.size.height / 2
    }
}

/// A blur that stays a circle.
public class RoundBlurView: UIVisualEffectView {

    @available(*, unavailable, message: "use init(effect:diameter:) instead.")
    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) is not implemented")
    }

    public override init(effect: UIVisualEffect?) {
        super.init(effect: effect)
        frame = .zero
    }

    public required init(effect: UIVisualEffect, diameter: CGFloat) {
        super.init(effect: effect)
        frame = .zero

        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([widthAnchor.constraint(equalToConstant: diameter),
                                     heightAnchor.constraint(equalToConstant: diameter)])
    }

    override public var frame: CGRect {
        didSet {
            updateCornerRadius()
        }
    }

    override public var bounds: CGRect {
        didSet {
            updateCornerRadius()
        }
    }

    private func updateCornerRadius() {
        layer.cornerRadius = bounds.size.height / 2
        clipsToBounds = true
    }
}

/// A pill: at least a circle, wider when its content asks.
open class CapsuleView: UIView {

    public override init(frame: CGRect) {
        super.init(frame: frame)

        layer.masksToBounds = true

        translatesAutoresizingMaskIntoConstraints = false
        // At least as wide as tall.
        widthAnchor.constraint(greaterThanOrEqualTo: heightAnchor, multiplier: 1.0).isActive = true

        // No taller than it needs to be.
        let shortest = heightAnchor.constraint(equalToConstant: 0)
        shortest.priority = .defaultLow
        shortest.isActive = true
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override public var frame: CGRect {
        didSet {
            updateCornerRadius()
        }
    }

    override public var bounds: CGRect {
        didSet {
            updateCornerRadius()
        }
    }

    private func updateCornerRadius() {
        layer.cornerRadius = bounds.size.height / 2
    }
}

public struct SwipeDirections: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let left  = SwipeDirections(rawValue: 1 << 0)
    public static let right = SwipeDirections(rawValue: 1 << 1)
    public static let up    = SwipeDirections(rawValue: 1 << 2)
    public static let down  = SwipeDirections(rawValue: 1 << 3)

    public static let horizontal: SwipeDirections = [.left, .right]
    public static let vertical: SwipeDirections = [.up, .down]
    public static let any: SwipeDirections = [.left, .right, .up, .down]
}

/// A pan that begins only when the finger first moves in one of its directions.
final public class OneWayPanGestureRecognizer: UIPanGestureRecognizer {

    let directions: SwipeDirections

    public init(directions: SwipeDirections, target: AnyObject, action: Selector) {
        self.directions = directions

        super.init(target: target, action: action)
    }

    override public func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        // Before the pan begins, a move in another direction is ignored.
        if state == .possible {
            guard let touch = touches.first else {
                return
            }

            let previous = touch.previousLocation(in: view)
            let current = touch.location(in: view)
            let deltaY = previous.y - current.y
            let deltaX = previous.x - current.x

            let isWanted: Bool = {
                if abs(deltaY) > abs(deltaX) {
                    if directions.contains(.up) && deltaY < 0 {
                        return true
                    }

                    if directions.contains(.down) && deltaY > 0 {
                        return true
                    }
                } else {
                    if directions.contains(.left) && deltaX < 0 {
                        return true
                    }

                    if directions.contains(.right) && deltaX > 0 {
                        return true
                    }
                }

                return false
            }()

            guard isWanted else {
                return
            }
        }

        super.touchesMoved(touches, with: event)

        if state == .began {
            let speed = velocity(in: view)
            switch directions {
            case .left, .right:
                if abs(speed.y) > abs(speed.x) {
                    state = .cancelled
                }
            case .up, .down:
                if abs(speed.x) > abs(speed.y) {
                    state = .cancelled
                }
            default:
                break
            }
        }
    }
}

/// A layer that fills the leading part of its bounds, animatable through `fraction`.
public final class FillBarLayer: CALayer {

    static let fractionAnimationKey = "fractionAnimationKey"
    static let fractionKey = "fraction"

    public var fillColor: UIColor = .black
    @NSManaged var fraction: CGFloat

    public override class func needsDisplay(forKey key: String) -> Bool {
        switch key {
        case FillBarLayer.fractionKey:
            return true
        default:
            return super.needsDisplay(forKey: key)
        }
    }

    public override func display() {
        let fraction: CGFloat = {
            guard animation(forKey: FillBarLayer.fractionAnimationKey) != nil else {
                return self.fraction
            }

            return presentation()?.fraction ?? self.fraction
        }()
        guard bounds.size.width > 0, bounds.size.height > 0 else { return }
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)
        guard let context = UIGraphicsGetCurrentContext() else {
            assertionFailure()
            return
        }
        context.clear(bounds)

        var rect = bounds
        let filledWidth = CGFloat(fraction) * rect.width
        let remainder = rect.width - filledWidth
        rect.size.width = filledWidth
        switch UIApplication.shared.userInterfaceLayoutDirection {
        case .rightToLeft:
            rect.origin.x += remainder
        default:
            break
        }
        let path = UIBezierPath(rect: rect)
        context.setFillColor(fillColor.cgColor)
        context.addPath(path.cgPath)
        context.fillPath()

        contents = UIGraphicsGetImageFromCurrentImageContext()?.cgImage
        UIGraphicsEndImageContext()
    }

}

/// A thin bar showing a poll option's share, animated when it changes.
public final class FillBarView: UIView {

    private let fillLayer: FillBarLayer = {
        let layer = FillBarLayer()
        return layer
    }()

    public override var tintColor: UIColor! {
        didSet {
            fillLayer.fillColor = tintColor
            setNeedsDisplay()
        }
    }

    func setFraction(_ fraction: CGFloat, animated: Bool) {
        fillLayer.removeAnimation(forKey: FillBarLayer.fractionAnimationKey)
        if animated {
            let animation = CABasicAnimation(keyPath: FillBarLayer.fractionKey)
            animation.fromValue = fillLayer.presentation()?.fraction ?? fillLayer.fraction
            animation.toValue = fraction
            animation.duration = 0.33
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.isRemovedOnCompletion = true
            fillLayer.add(animation, forKey: FillBarLayer.fractionAnimationKey)
            fillLayer.fraction = fraction
        } else {
            fillLayer.fraction = fraction
            fillLayer.setNeedsDisplay()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

}

extension FillBarView {

    private func setUp() {
        layer.addSublayer(fillLayer)
        updateFillLayer()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        updateFillLayer()
    }

}

extension FillBarView {
    private func updateFillLayer() {
        guard bounds != .zero else { return }

        fillLayer.frame = bounds
        fillLayer.fillColor = tintColor
        fillLayer.setNeedsDisplay()
    }
}
