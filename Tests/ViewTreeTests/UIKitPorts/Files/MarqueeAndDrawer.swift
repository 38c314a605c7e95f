//
//  MarqueeAndDrawer.swift
//
//  Written in the style of public UIKit libraries (not copied from any one file): a marquee label that imports
//  QuartzCore beside UIKit and drives its scroll with a `CABasicAnimation` whose values are `NSValue` boxes and
//  whose layer is tagged with key-value coding (as MarqueeLabel and paper-onboarding do), a tint-aware page
//  control overriding `tintColor` and `layerClass: AnyClass` (as CHIPageControl), a drawer scrubbed with a
//  `UIViewPropertyAnimator` and reversed when the pan goes back (as FloatingPanel and PanModal), a copyable label
//  (as element's CopyableLabel), a PIN field overriding `deleteBackward()`, and a bar item with a
//  `UIOffset` badge. Target-action uses method references (Docs/Porting.md); no `expect-error` is left.
//
import UIKit
import QuartzCore

final class MarqueeLabel: UILabel {
    private let scrollKey = "marquee"
    var rate: CGFloat = 30

    override class var layerClass: AnyClass { CAReplicatorLayer.self }

    func beginScroll(distance: CGFloat) {
        let scroll = CABasicAnimation(keyPath: "transform")
        scroll.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        scroll.toValue = NSValue(caTransform3D: CATransform3DMakeTranslation(-distance, 0, 0))
        scroll.duration = CFTimeInterval(distance / rate)
        scroll.fillMode = .forwards
        scroll.setValue(scrollKey, forKey: "name")
        layer.add(scroll, forKey: scrollKey)
        layer.actions = ["position": NSNull()]
    }

    var isScrolling: Bool {
        (layer.animation(forKey: scrollKey)?.value(forKey: "name") as? String) == scrollKey
    }

    var scrollAngle: CGFloat { (layer.value(forKeyPath: "transform.rotation.z") as? CGFloat) ?? 0 }
}

final class TintedPageControl: UIView {
    private var dots: [CALayer] = []
    var numberOfPages = 3 { didSet { setNeedsLayout() } }

    override var tintColor: UIColor! {
        didSet { dots.forEach { $0.backgroundColor = tintColor.cgColor } }
    }

    override var accessibilityValue: String? {
        get { "page 1 of \(numberOfPages)" }
        set { super.accessibilityValue = newValue }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dots.forEach { $0.removeFromSuperlayer() }
        dots = (0..<numberOfPages).map { index in
            let dot = CALayer()
            dot.frame = CGRect(x: CGFloat(index) * 12, y: 0, width: 8, height: 8)
            dot.cornerRadius = 4
            dot.backgroundColor = tintColor.cgColor
            layer.addSublayer(dot)
            return dot
        }
    }

    func page(at point: CGPoint) -> Int? {
        guard let hit = layer.hitTest(convert(point, to: superview)) else { return nil }
        return dots.firstIndex { $0 === hit }
    }
}

final class DrawerController: UIViewController {
    private let drawer = UIView()
    private var animator: UIViewPropertyAnimator?
    private let travel: CGFloat = 300

    override func viewDidLoad() {
        super.viewDidLoad()
        drawer.frame = CGRect(x: 0, y: view.bounds.height - 80, width: view.bounds.width, height: 400)
        drawer.backgroundColor = UIColor(displayP3Red: 0.96, green: 0.96, blue: 0.98, alpha: 1)
        view.addSubview(drawer)
        drawer.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DrawerController.handlePan))
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.9) { [drawer, travel] in
                drawer.frame.origin.y -= travel
            }
            animator.pauseAnimation()
            self.animator = animator
        case .changed:
            animator?.fractionComplete = -pan.translation(in: view).y / travel
        case .ended, .cancelled:
            let goingBack = pan.velocity(in: view).y > 0
            animator?.isReversed = goingBack
            animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}

final class CopyableLabel: UILabel {
    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("copy:")
    }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
    }
}

final class PinField: UITextField {
    var onDeleteBackward: (() -> Void)?

    override func deleteBackward() {
        onDeleteBackward?()
        super.deleteBackward()
    }

    func isAtStart() -> Bool {
        selectedTextRange?.start == beginningOfDocument
    }
}

struct BadgeStyle {
    var offset = UIOffset(horizontal: 6, vertical: -22)
    var color: UIColor = .red

    func hue() -> CGFloat {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        return hue
    }
}
