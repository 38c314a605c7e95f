//
//  SheetDimmingAndMessageViews.swift
//
//  Twenty-eighth probe. Rewritten member for member from eight public files of two widely used libraries (same
//  types, members, calls, labels, overrides and control flow; names and comments our own):
//  - slackhq/PanModal `PanModal/View/DimmedView.swift` (commit 003aeff1435da638378849821cb1fa6f305b4820): a dimming
//    view behind `#if os(iOS)` whose state sets `alpha`, with a lazy `UITapGestureRecognizer` forwarded to a closure;
//  - slackhq/PanModal `PanModal/View/PassthroughView.swift` (commit 60bc61a0fbcc7955d3ec49061dcd17ea1a712c17):
//    `point(inside:with:)` answered by the visible, interactive subviews only;
//  - slackhq/PanModal `PanModal/View/IndicatorView.swift` (commit 881597b21e59ac2747369462dc0373677ae9e743): a grab
//    handle centred by anchors, the top corners masked by a `CAShapeLayer` made in `layoutSubviews()`;
//  - SwiftKickMobile/SwiftMessages `SwiftMessages/CornerRoundingView.swift` (commit
//    3bb7f77bd149407e6efe7a13ac61649314fc2d62) and `SwiftMessages/CALayer+Extensions.swift` (commit
//    08355297737d697223946a87e85747b9aa2ff454): a mask path that follows the bounds, animated alongside a running
//    `bounds.size` animation found through `animationKeys()`;
//  - SwiftKickMobile/SwiftMessages `SwiftMessages/PassthroughView.swift` (commit
//    920d8462c6dd2f5fa51127bcfe6ab7309d1f7447): a `UIControl` whose `hitTest(_:with:)` lets touches through unless
//    it has a tap handler;
//  - SwiftKickMobile/SwiftMessages `SwiftMessages/KeyboardTrackingView.swift` (commit
//    0b8e7b4f2265f4545018992c1a90b29d778fce14): a height constraint following the keyboard's notifications,
//    animated with `beginAnimations`/`commitAnimations` inside a `CATransaction` with a completion block, paused by
//    `willResignActiveNotification`;
//  - SwiftKickMobile/SwiftMessages `SwiftMessages/UIEdgeInsets+Extensions.swift` (commit
//    08355297737d697223946a87e85747b9aa2ff454): `+` and `-` on `UIEdgeInsets`.
//  Porting edits only: `#selector(…)` becomes a method reference and `@objc` is dropped (the observer calls become
//  `addObserver(forName:object:queue:using:)` blocks holding `self` weakly, the form Porting.md lists);
//  `#if os(iOS)` reads `#if os(iOS) || os(Linux)` (see Porting.md: the guard compiles the file to nothing on Linux, silently). In the
//  Swift 6 mode the five observer blocks capturing `self` are the listed strict-concurrency error (Porting.md's timer
//  and notification-block row); a test registers them with the world's centre, where the keyboard posts.
//

import UIKit
// expect-error-swift6: capture of 'self' with non-Sendable type 'KeyboardSpacerView?' in a '@Sendable' closure [#SendableClosureCaptures]

#if os(iOS) || os(Linux)
/// A dimming overlay for a sheet's background.
public class SheetDimmingView: UIView {

    /// How dark the overlay is.
    enum Shade {
        case full
        case none
        case fraction(CGFloat)
    }

    var shade: Shade = .none {
        didSet {
            switch shade {
            case .full:
                alpha = 1.0
            case .none:
                alpha = 0.0
            case .fraction(let fraction):
                alpha = 0.4
            }
        }
    }

    /// Called when the overlay is tapped.
    var onTap: ((_ recognizer: UIGestureRecognizer) -> Void)?

    private lazy var tapRecognizer: UIGestureRecognizer = {
        return UITapGestureRecognizer(target: self, action: SheetDimmingView.handleTap)
    }()

    init(shadeColor: UIColor = UIColor.black.withAlphaComponent(0.7)) {
        super.init(frame: .zero)
        alpha = 0.0
        backgroundColor = shadeColor
        addGestureRecognizer(tapRecognizer)
    }

    required public init?(coder aDecoder: NSCoder) {
        fatalError()
    }

    private func handleTap() {
        onTap?(tapRecognizer)
    }
}
#endif

/// A container that takes a touch only where one of its shown, interactive subviews is.
class SubviewsOnlyTouchView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        return subviews.contains(where: {
            !$0.isHidden
            && $0.isUserInteractionEnabled
            && $0.point(inside: self.convert(point, to: $0), with: event)
        })
    }
}

/// A sheet's grab handle: a small pill centred in a view whose top corners are rounded.
class GrabHandleView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addHandle()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        addHandle()
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        let path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 10))
        let shape = CAShapeLayer()
        shape.path = path.cgPath
        layer.mask = shape
    }

    private func addHandle() {
        let handle = UIView()
        handle.backgroundColor = UIColor(red: 200/255.0, green: 202/255.0, blue: 206/255.0, alpha: 1)
        handle.layer.cornerRadius = 2.5
        handle.translatesAutoresizingMaskIntoConstraints = false
        handle.widthAnchor.constraint(equalToConstant: 36).isActive = true
        handle.heightAnchor.constraint(equalToConstant: 5).isActive = true

        addSubview(handle)
        handle.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        handle.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    }
}

extension CALayer {
    /// The first running basic animation of the key path.
    func runningBasicAnimation(forKeyPath keyPath: String) -> CABasicAnimation? {
        return animationKeys()?
            .compactMap({ animation(forKey: $0) as? CABasicAnimation })
            .filter({ $0.keyPath == keyPath })
            .first
    }
}

/// A background whose chosen corners are rounded by a mask that follows its bounds.
open class RoundedCornersBackgroundView: UIView {

    @IBInspectable
    open var radius: CGFloat = 0 {
        didSet {
            refreshMask()
        }
    }

    @IBInspectable
    open var roundsEdgeCorners: Bool = false

    open var corners: UIRectCorner = [.allCorners] {
        didSet {
            refreshMask()
        }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() {
        layer.mask = maskLayer
    }

    private let maskLayer = CAShapeLayer()

    override open func layoutSubviews() {
        super.layoutSubviews()
        refreshMask()
    }

    private func refreshMask() {
        let path = UIBezierPath(roundedRect: layer.bounds, byRoundingCorners: corners, cornerRadii: radii).cgPath
        // While the size animates (a rotation), the path animates with it, with the same timing.
        if let sizeAnimation = layer.runningBasicAnimation(forKeyPath: "bounds.size") {
            let animation = CABasicAnimation(keyPath: "path")
            animation.duration = sizeAnimation.duration
            animation.timingFunction = sizeAnimation.timingFunction
            animation.fromValue = maskLayer.path
            animation.toValue = path
            maskLayer.add(animation, forKey: "path")
            maskLayer.path = path
        } else {
            maskLayer.path = path
        }
    }

    private var radii: CGSize {
        return CGSize(width: radius, height: radius)
    }
}

/// A control that lets touches through to what is behind it unless it has something to do with a tap.
class TapThroughControl: UIControl {

    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setUp()
    }

    private func setUp() {
        addTarget(self, action: TapThroughControl.tapped, for: .touchUpInside)
    }

    func tapped() {
        onTap?()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view == self && onTap == nil ? nil : view
    }
}

public protocol KeyboardSpacerDelegate: class {
    func keyboardSpacerWillChange(change: KeyboardSpacerView.Change, userInfo: [AnyHashable : Any])
    func keyboardSpacerDidChange(change: KeyboardSpacerView.Change, userInfo: [AnyHashable : Any])
}

/// A view as tall as the part of the keyboard that covers it: pinned to the bottom, it lifts what is pinned to its
/// top above the keyboard.
open class KeyboardSpacerView: UIView {

    public enum Change {
        case show
        case hide
        case frame
    }

    public weak var delegate: KeyboardSpacerDelegate?

    open var isPaused = false {
        didSet {
            if !isPaused {
                isPausedByApp = false
            }
        }
    }

    @IBInspectable open var extraMargin: CGFloat = 0

    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    open override func awakeFromNib() {
        super.awakeFromNib()
        setUp()
    }

    private var isPausedByApp = false
    private var height: NSLayoutConstraint!

    private func setUp() {
        translatesAutoresizingMaskIntoConstraints = false
        height = heightAnchor.constraint(equalToConstant: 0)
        height.isActive = true
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] in self?.keyboardWillShow($0) }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [weak self] in self?.keyboardWillShow($0) }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] in self?.keyboardWillHide($0) }
        NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: nil) { [weak self] _ in self?.pause() }
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak self] _ in self?.resume() }
        backgroundColor = .clear
    }

    private func keyboardWillChangeFrame(_ notification: Notification) {
        apply(change: .frame, notification)
    }

    private func keyboardWillShow(_ notification: Notification) {
        apply(change: .show, notification)
    }

    private func keyboardWillHide(_ notification: Notification) {
        guard !(isPaused || isPausedByApp),
            let userInfo = (notification as NSNotification).userInfo else { return }
        guard height.constant != 0 else { return }
        delegate?.keyboardSpacerWillChange(change: .hide, userInfo: userInfo)
        animate(change: .hide, to: 0, userInfo: userInfo)
    }

    private func pause() {
        isPausedByApp = true
    }

    private func resume() {
        isPausedByApp = false
    }

    private func apply(change: Change, _ notification: Notification) {
        guard !(isPaused || isPausedByApp),
            let userInfo = (notification as NSNotification).userInfo,
            let value = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboardFrame = value.cgRectValue
        let ownFrame = convert(bounds, to: nil)
        let newHeight = max(0, ownFrame.maxY - keyboardFrame.minY) + extraMargin
        guard height.constant != newHeight else { return }
        delegate?.keyboardSpacerWillChange(change: change, userInfo: userInfo)
        animate(change: change, to: newHeight, userInfo: userInfo)
    }

    private func animate(change: Change, to newHeight: CGFloat, userInfo: [AnyHashable: Any]) {
        self.height.constant = newHeight
        if let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber,
            let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber {
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                self.delegate?.keyboardSpacerDidChange(change: change, userInfo: userInfo)
            }
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(duration.doubleValue)
            UIView.setAnimationCurve(UIView.AnimationCurve(rawValue: curve.intValue)!)
            UIView.setAnimationBeginsFromCurrentState(true)
            self.superview?.layoutIfNeeded()
            UIView.commitAnimations()
            CATransaction.commit()
        }
    }
}

extension UIEdgeInsets {
    public static func +(lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        let top = lhs.top + rhs.top
        let left = lhs.left + rhs.left
        let bottom = lhs.bottom + rhs.bottom
        let right = lhs.right + rhs.right
        return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    public static func -(lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
        let top = lhs.top - rhs.top
        let left = lhs.left - rhs.left
        let bottom = lhs.bottom - rhs.bottom
        let right = lhs.right - rhs.right
        return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
