//
//  CurvedTabBarsAndLineCharts.swift
//
//  Nineteenth probe. Adapted (rewritten, keeping the UIKit members they use) from four public files:
//  - mohammedbalegh/Enjaz `Enjaz/Navigation/MainTabBar.swift` (commit 276d73117e999deeb18fcf3df3b4679b9599892f):
//    a `UITabBar` subclass that overrides `draw(_:)` to put a notched `CAShapeLayer` under its items, replacing
//    the previous one with `replaceSublayer(_:with:)`;
//  - Zhi Zhou's `CurvedTabBar.swift` ("CustomTabBar", 2020): a blurred tab bar masked by a shape layer, a raised
//    centre button with a pointer style, hit-testing above its top edge, a symbol image sized from the bar, a
//    dynamic `UIColor { traits in … }` and an image resized with `UIGraphicsImageRendererFormat`;
//  - wanggang1128/WGAnimation `Swift/内容层动画/WGCoreAnimation/WGCoreAnimation/CAShapeLayer动画/WGLineChartView.swift`
//    (commit 2875573d0d5d74fc809e0f3a8bd83b8590d20d51): a line chart whose path is built in `draw(_:)` and drawn in
//    by a `strokeEnd` animation made with `CABasicAnimation()` and its key path set afterwards;
//  - breadwallet's `BezierView.swift` (after Ramshandilya/Bezier): a smoothed price line revealed by a kept
//    (`isRemovedOnCompletion = false`) `strokeEnd` animation whose delegate reports the end, over a gradient clipped
//    to a copy of the line's path.
//  Porting edits only (Porting.md): `#selector(action(_:))` is a method reference.
//
import UIKit

final class NotchedTabBar: UITabBar {
    private var notchLayer: CALayer?
    private(set) var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
        addNotch()
    }

    private func addNotch() {
        let shape = CAShapeLayer()
        shape.path = notchPath()
        shape.strokeColor = UIColor.lightGray.cgColor
        shape.fillColor = UIColor.white.cgColor
        shape.lineWidth = 1.0
        if let old = notchLayer {
            layer.replaceSublayer(old, with: shape)
        } else {
            layer.insertSublayer(shape, at: 0)
        }
        notchLayer = shape
    }

    func notchPath() -> CGPath {
        let depth: CGFloat = 40
        let path = UIBezierPath()
        let middle = frame.width / 2
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: middle - depth * 2, y: 0))
        path.addCurve(to: CGPoint(x: middle, y: depth), controlPoint1: CGPoint(x: middle - 40, y: 0),
                      controlPoint2: CGPoint(x: middle - 40, y: depth))
        path.addCurve(to: CGPoint(x: middle + depth * 2, y: 0), controlPoint1: CGPoint(x: middle + 40, y: depth),
                      controlPoint2: CGPoint(x: middle + 40, y: 0))
        path.addLine(to: CGPoint(x: frame.width, y: 0))
        path.addLine(to: CGPoint(x: frame.width, y: frame.height))
        path.addLine(to: CGPoint(x: 0, y: frame.height))
        return path.cgPath
    }
}

open class BlurredCurvedTabBar: UITabBar {
    private enum Style { case mask, fill }

    private var maskLayer: CALayer?
    private var fillLayer: CALayer?
    private let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    let centerButton = UIButton(type: .system)
    private var centerWidth: NSLayoutConstraint?
    private var centerHeight: NSLayoutConstraint?
    open var centerButtonBottomOffset: CGFloat = 5.0
    public var centerActionHandler: ((UIButton) -> Void)?

    open override func draw(_ rect: CGRect) {
        setUpShapes()
    }

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let radius = bounds.height / 2
        return point.y > 0 || (point.y >= -radius && point.x >= center.x - radius && point.x <= center.x + radius)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        effectView.contentView.layer.masksToBounds = false
        insertSubview(effectView, at: 0)
        effectView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            effectView.leftAnchor.constraint(equalTo: leftAnchor),
            effectView.rightAnchor.constraint(equalTo: rightAnchor),
            effectView.topAnchor.constraint(equalTo: topAnchor),
            effectView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        centerButton.backgroundColor = .systemBlue
        centerButton.isPointerInteractionEnabled = true
        centerButton.pointerStyleProvider = { button, proposedEffect, _ -> UIPointerStyle? in
            let rect = button.convert(button.bounds, to: proposedEffect.preview.target.container)
            return UIPointerStyle(effect: .lift(proposedEffect.preview),
                                  shape: .roundedRect(rect, radius: button.bounds.width / 2))
        }
        centerButton.addTarget(self, action: BlurredCurvedTabBar.centerTapped, for: .touchUpInside)
        addSubview(centerButton)
        centerButton.translatesAutoresizingMaskIntoConstraints = false
        centerWidth = centerButton.widthAnchor.constraint(equalToConstant: 0)
        centerHeight = centerButton.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            centerButton.centerXAnchor.constraint(equalTo: centerXAnchor),
            centerButton.centerYAnchor.constraint(equalTo: topAnchor, constant: -centerButtonBottomOffset),
            centerWidth!, centerHeight!,
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let configuration = UIImage.SymbolConfiguration(pointSize: bounds.height / 2 - centerButtonBottomOffset, weight: .medium)
        let image = UIImage(systemName: "plus", withConfiguration: configuration)?
            .withRenderingMode(.alwaysOriginal).withTintColor(.systemBackground)
        centerButton.setImage(image, for: .normal)
        centerWidth?.constant = bounds.height - centerButtonBottomOffset
        centerHeight?.constant = bounds.height - centerButtonBottomOffset
        centerButton.layer.cornerRadius = centerButton.bounds.height / 2
    }

    private func setUpShapes() {
        let mask = CAShapeLayer()
        mask.path = path(.mask)
        if let old = maskLayer {
            effectView.layer.replaceSublayer(old, with: mask)
        } else {
            effectView.layer.mask = mask
        }
        let fill = CAShapeLayer()
        fill.path = path(.fill)
        fill.strokeColor = UIColor.hairline.cgColor
        if let old = fillLayer {
            effectView.contentView.layer.replaceSublayer(old, with: fill)
        } else {
            effectView.contentView.layer.addSublayer(fill)
        }
        maskLayer = mask
        fillLayer = fill
    }

    private func path(_ style: Style) -> CGPath {
        let depth = bounds.height / 2
        let path = UIBezierPath()
        let middle = frame.width / 2
        let hairline = 1 / UIScreen.main.scale
        path.move(to: CGPoint(x: 0, y: -hairline))
        path.addLine(to: CGPoint(x: middle - depth * 2, y: -hairline))
        path.addCurve(to: CGPoint(x: middle, y: depth), controlPoint1: CGPoint(x: middle - depth / 2, y: 0),
                      controlPoint2: CGPoint(x: middle - depth, y: depth))
        path.addCurve(to: CGPoint(x: middle + depth * 2, y: -hairline), controlPoint1: CGPoint(x: middle + depth, y: depth),
                      controlPoint2: CGPoint(x: middle + depth / 2, y: 0))
        path.addLine(to: CGPoint(x: frame.width, y: -hairline))
        if case .mask = style {
            path.addLine(to: CGPoint(x: frame.width, y: frame.height))
            path.addLine(to: CGPoint(x: 0, y: frame.height))
        }
        path.close()
        return path.cgPath
    }

    private func centerTapped(_ button: UIButton) {
        centerActionHandler?(button)
    }
}

fileprivate extension UIImage {
    func resized(to size: CGSize) -> UIImage? {
        let format = UIGraphicsImageRendererFormat()
        format.opaque = false
        format.scale = 0
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            draw(in: CGRect(origin: .zero, size: size))
        }
    }
}

fileprivate extension UIColor {
    static var hairline: UIColor {
        UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
        }
    }
}

final class StrokedLineChartView: UIView {
    let lineLayer = CAShapeLayer()
    let reveal = CABasicAnimation()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.white
        lineLayer.lineCap = .round
        lineLayer.lineJoin = .round
        lineLayer.fillColor = UIColor.white.cgColor
        lineLayer.lineWidth = 10
        lineLayer.strokeEnd = 0.0
        layer.addSublayer(lineLayer)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        let line = UIBezierPath()
        line.lineCapStyle = .round
        line.lineJoinStyle = .round
        line.lineWidth = 10.0
        line.move(to: CGPoint(x: 65, y: 260))
        line.addLine(to: CGPoint(x: 135, y: 100))
        line.addLine(to: CGPoint(x: 205, y: 240))
        line.addLine(to: CGPoint(x: 275, y: 170))
        line.addLine(to: CGPoint(x: 345, y: 220))
        lineLayer.path = line.cgPath
        lineLayer.strokeColor = UIColor.red.cgColor
        reveal.keyPath = "strokeEnd"
        reveal.timingFunction = CAMediaTimingFunction(name: .easeIn)
        reveal.fromValue = 0.0
        reveal.toValue = 1.0
        reveal.autoreverses = false
        reveal.duration = 2.0
    }

    func startRevealing() {
        lineLayer.strokeEnd = 1.0
        lineLayer.add(reveal, forKey: nil)
    }
}

final class SmoothedPriceView: UIView {
    private var lineLayer = CAShapeLayer()
    private var graphPath: UIBezierPath?
    private var points: [CGPoint] = []
    var didFinishAnimation: (() -> Void)?

    func drawCurve(through points: [CGPoint], color: UIColor) {
        self.points = points
        layer.sublayers?.forEach { (sublayer: CALayer) -> Void in
            sublayer.removeFromSuperlayer()
        }
        guard let first = points.first else { return }
        let path = UIBezierPath()
        path.move(to: first)
        for (previous, point) in zip(points, points.dropFirst()) {
            let midX = (previous.x + point.x) / 2
            path.addCurve(to: point, controlPoint1: CGPoint(x: midX, y: previous.y), controlPoint2: CGPoint(x: midX, y: point.y))
        }
        graphPath = path
        color.setFill()
        color.setStroke()
        lineLayer = CAShapeLayer()
        lineLayer.path = path.cgPath
        lineLayer.fillColor = UIColor.clear.cgColor
        lineLayer.strokeColor = color.cgColor
        lineLayer.lineWidth = 2.0
        layer.addSublayer(lineLayer)
        lineLayer.strokeEnd = 0
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.toValue = 1
        grow.beginTime = CACurrentMediaTime()
        grow.duration = 0.4
        grow.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeIn)
        grow.fillMode = CAMediaTimingFillMode.forwards
        grow.isRemovedOnCompletion = false
        grow.delegate = self
        lineLayer.add(grow, forKey: "StrokeAnimationKey")
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let line = graphPath, let first = points.first, let last = points.last,
              let clip = line.copy() as? UIBezierPath else { return }
        clip.addLine(to: CGPoint(x: last.x, y: bounds.height))
        clip.addLine(to: CGPoint(x: first.x, y: bounds.height))
        clip.close()
        clip.addClip()
        let colors = [UIColor.white.withAlphaComponent(0.06).cgColor, UIColor.white.withAlphaComponent(0.0).cgColor]
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray,
                                  locations: [0.0, 1.0])!
        let context = UIGraphicsGetCurrentContext()!
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: rect.height), options: [])
    }
}

extension SmoothedPriceView: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag {
            didFinishAnimation?()
        }
    }
}
