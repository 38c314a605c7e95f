//
//  FirefoxStrokedAndGradientWidgets.swift
//
//  Thirtieth probe. Rewritten member for member from three public files of mozilla-mobile/firefox-ios's
//  `Client/Frontend/Widgets/` (same types, members, calls, labels, overrides and control flow; names of locals and
//  comments our own):
//  - `ChevronView.swift` (commit 02dcd87ee1327a766e7417401773ccc8b42eeee8): a chevron stroked in `draw(_:)` from a
//    `UIBezierPath` built with `move(to:)`/`addLine(to:)`, with `lineCapStyle`/`lineJoinStyle` from `CGLineCap` and
//    `CGLineJoin`, `tintColor.set()`, `contentMode = .redraw`, and the direction flipped for
//    `UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft`;
//  - `InnerStrokedView.swift` (commit 0565d3bdc2031669f50c05424fea5b454754a1da): a rounded border stroked inside the
//    bounds, redrawn through `setNeedsDisplay()` from three `didSet`s;
//  - `GradientProgressBar.swift` (commit 0dab728a700df53fe5b9883d697a13ad59e1252e), the URL bar's loading bar: a
//    `UIProgressView` subclass overriding `bounds` and `progress` with `didSet`s and `setProgress(_:animated:)`, a
//    `CAGradientLayer` twice the bar's width inserted at index 0 and masked by a plain `CALayer` (`anchorPoint`,
//    `position`) whose width follows the progress inside `CATransaction.setAnimationDuration(_:)`, a `locations`
//    animation repeating forever, and a `position` animation hiding the bar from a transaction's completion block
//    scheduled with `DispatchQueue.main.asyncAfter`.
//  Firefox's `UIColor.Photon` palette, which two of them read, is written short at the end.
//  No porting edit.
//

import UIKit
import Foundation

// MARK: - ChevronView

enum ChevronDirection {
    case left
    case up
    case right
    case down
}

enum ChevronStyle {
    case angular
    case rounded
}

class ChevronView: UIView {
    fileprivate let Padding: CGFloat = 2.5
    fileprivate var direction = ChevronDirection.right
    fileprivate var lineCapStyle = CGLineCap.round
    fileprivate var lineJoinStyle = CGLineJoin.round

    var lineWidth: CGFloat = 3.0

    var style: ChevronStyle = .rounded {
        didSet {
            switch style {
            case .rounded:
                lineCapStyle = .round
                lineJoinStyle = .round
            case .angular:
                lineCapStyle = .butt
                lineJoinStyle = .miter

            }
        }
    }

    init(direction: ChevronDirection) {
        super.init(frame: CGRect.zero)

        self.direction = direction
        // Mirrored for right-to-left languages.
        if UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft {
            if direction == .left {
                self.direction = .right
            } else if direction == .right {
                self.direction = .left
            }
        }
        self.backgroundColor = UIColor.clear
        self.contentMode = .redraw
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        super.draw(rect)

        let arm = (rect.size.height / 2) - Padding

        let chevron: UIBezierPath

        switch direction {
        case .left:
            chevron = drawLeftChevronAt(CGPoint(x: rect.size.width - (arm + Padding), y: arm + Padding), strokeLength: arm)
        case .up:
            chevron = drawUpChevronAt(CGPoint(x: (rect.size.width - Padding) - arm, y: (arm / 2) + Padding), strokeLength: arm)
        case .right:
            chevron = drawRightChevronAt(CGPoint(x: rect.size.width - Padding, y: arm + Padding), strokeLength: arm)
        case .down:
            chevron = drawDownChevronAt(CGPoint(x: (rect.size.width - Padding) - arm, y: (arm * 1.5) + Padding), strokeLength: arm)
        }

        tintColor.set()

        // A line about half as thick as an arm is long.
        chevron.lineCapStyle = lineCapStyle
        chevron.lineJoinStyle = lineJoinStyle
        chevron.lineWidth = lineWidth
        chevron.stroke()
    }

    fileprivate func drawUpChevronAt(_ origin: CGPoint, strokeLength: CGFloat) -> UIBezierPath {
        return drawChevron(CGPoint(x: origin.x-strokeLength, y: origin.y+strokeLength),
            head: CGPoint(x: origin.x, y: origin.y),
            rightTip: CGPoint(x: origin.x+strokeLength, y: origin.y+strokeLength))
    }

    fileprivate func drawDownChevronAt(_ origin: CGPoint, strokeLength: CGFloat) -> UIBezierPath {
        return drawChevron(CGPoint(x: origin.x-strokeLength, y: origin.y-strokeLength),
            head: CGPoint(x: origin.x, y: origin.y),
            rightTip: CGPoint(x: origin.x+strokeLength, y: origin.y-strokeLength))
    }

    fileprivate func drawLeftChevronAt(_ origin: CGPoint, strokeLength: CGFloat) -> UIBezierPath {
        return drawChevron(CGPoint(x: origin.x+strokeLength, y: origin.y-strokeLength),
            head: CGPoint(x: origin.x, y: origin.y),
            rightTip: CGPoint(x: origin.x+strokeLength, y: origin.y+strokeLength))
    }

    fileprivate func drawRightChevronAt(_ origin: CGPoint, strokeLength: CGFloat) -> UIBezierPath {
        return drawChevron(CGPoint(x: origin.x-strokeLength, y: origin.y+strokeLength),
            head: CGPoint(x: origin.x, y: origin.y),
            rightTip: CGPoint(x: origin.x-strokeLength, y: origin.y-strokeLength))
    }

    fileprivate func drawChevron(_ leftTip: CGPoint, head: CGPoint, rightTip: CGPoint) -> UIBezierPath {
        let chevron = UIBezierPath()

        chevron.move(to: leftTip)
        chevron.addLine(to: head)
        chevron.addLine(to: rightTip)

        return chevron
    }
}

// MARK: - InnerStrokedView

/// A clear view with a rounded rectangle stroked just inside its edges.
class InnerStrokedView: UIView {
    var color = UIColor.Photon.White100.withAlphaComponent(0.2) {
        didSet {
            setNeedsDisplay()
        }
    }

    var strokeWidth: CGFloat = 1.0 {
        didSet {
            setNeedsDisplay()
        }
    }

    var cornerRadius: CGFloat = 4 {
        didSet {
            setNeedsDisplay()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.clear
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        let inset = strokeWidth / 2 as CGFloat

        let border = UIBezierPath(roundedRect: CGRect(x: inset,
            y: inset,
            width: rect.width - strokeWidth,
            height: rect.height - strokeWidth),
            cornerRadius: cornerRadius)
        color.setStroke()
        border.lineWidth = strokeWidth
        border.stroke()
    }
}

// MARK: - GradientProgressBar

open class GradientProgressBar: UIProgressView {

    private struct DefaultValues {
        static let backgroundColor = UIColor.clear
        static let animationDuration = 0.2 // Core Animation's implicit duration
    }

    var gradientColors: [CGColor] = []
    // Shows only the progress's share of the gradient.
    private var alphaMaskLayer = CALayer()

    open var gradientLayer = CAGradientLayer()

    // How long `setProgress(_:animated: true)` takes.
    open var animationDuration = DefaultValues.animationDuration

    // A rotation changes the bounds without a layout pass for the mask (layoutSubviews runs at every progress
    // change), so the mask follows the bounds here.
    override open var bounds: CGRect {
        didSet {
            updateAlphaMaskLayerWidth()
        }
    }

    // And the progress set directly.
    override open var progress: Float {
        didSet {
            updateAlphaMaskLayerWidth()
        }
    }

    func setGradientColors(startColor: UIColor, endColor: UIColor) {
        gradientColors = [startColor, endColor, startColor, endColor, startColor, endColor, startColor].map { $0.cgColor }
        gradientLayer.colors = gradientColors
    }

    func commonInit() {
        setupProgressViewColors()
        setupAlphaMaskLayer()
        setupGradientLayer()

        layer.insertSublayer(gradientLayer, at: 0)
        updateAlphaMaskLayerWidth()
    }

    override public init(frame: CGRect) {
        gradientColors = []
        super.init(frame: frame)
        commonInit()
    }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    // MARK: - The progress view's own colours, cleared

    private func setupProgressViewColors() {
        backgroundColor = DefaultValues.backgroundColor
        trackTintColor = .clear
        progressTintColor = .clear
    }

    // MARK: - Layers

    private func setupAlphaMaskLayer() {
        alphaMaskLayer.frame = bounds
        alphaMaskLayer.cornerRadius = 3

        alphaMaskLayer.anchorPoint = .zero
        alphaMaskLayer.position = .zero

        alphaMaskLayer.backgroundColor = UIColor.Photon.White100.cgColor
    }

    private func setupGradientLayer() {
        // The mask reveals as much of the gradient as the progress.
        gradientLayer.mask = alphaMaskLayer

        gradientLayer.frame = CGRect(x: bounds.origin.x, y: bounds.origin.y, width: bounds.size.width * 2, height: bounds.size.height)
        gradientLayer.colors = gradientColors
        gradientLayer.locations = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.0]
        gradientLayer.startPoint = .zero
        gradientLayer.endPoint = CGPoint(x: 1, y: 0)
        gradientLayer.drawsAsynchronously = true
    }

    func hideProgressBar() {
        guard progress == 1 else {
            return
        }

        CATransaction.begin()
        let slide = CABasicAnimation(keyPath: "position")
        slide.duration = DefaultValues.animationDuration
        slide.fromValue = gradientLayer.position
        slide.toValue = CGPoint(x: gradientLayer.frame.width, y: gradientLayer.position.y)
        slide.fillMode = CAMediaTimingFillMode.forwards
        slide.isRemovedOnCompletion = false

        CATransaction.setCompletionBlock {
            self.resetProgressBar()
        }

        gradientLayer.add(slide, forKey: "position")

        CATransaction.commit()
    }

    func resetProgressBar() {
        // super's, so that no animation starts
        super.setProgress(0, animated: false)
        isHidden = true // shown again by the URL bar before the next load
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        self.gradientLayer.frame = CGRect(x: bounds.origin.x - 4, y: bounds.origin.y, width: bounds.size.width * 2, height: bounds.size.height)
    }

    func animateGradient() {
        let shimmer = CABasicAnimation(keyPath: "locations")
        shimmer.duration = DefaultValues.animationDuration * 4
        shimmer.toValue = [0.0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.0]
        shimmer.fromValue = [0.0, 0.0, 0.0, 0.2, 0.4, 0.6, 0.8]
        shimmer.fillMode = CAMediaTimingFillMode.forwards
        shimmer.isRemovedOnCompletion = false
        shimmer.repeatCount = .infinity
        gradientLayer.add(shimmer, forKey: "colorChange")
    }

    // MARK: - The mask's width

    open func updateAlphaMaskLayerWidth(animated: Bool = false) {
        CATransaction.begin()
        // A zero duration for an unanimated change (https://stackoverflow.com/a/16381287/3532505).
        CATransaction.setAnimationDuration(animated ? DefaultValues.animationDuration : 0.0)
        alphaMaskLayer.frame = bounds.updateWidth(byPercentage: CGFloat(progress))
        if progress == 1 {
            // Hide once the last change has finished.
            CATransaction.setCompletionBlock({
                DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + DefaultValues.animationDuration, execute: {
                    self.hideProgressBar()
                })
            })
        }
        CATransaction.commit()
    }

    override open func setProgress(_ progress: Float, animated: Bool) {
        if progress < self.progress && self.progress != 1 {
            return
        }
        gradientLayer.removeAnimation(forKey: "position")
        if gradientLayer.animation(forKey: "colorChange") == nil {
            animateGradient()
        }
        super.setProgress(progress, animated: animated)
        updateAlphaMaskLayerWidth(animated: animated)
    }
}

extension CGRect {
    func updateWidth(byPercentage percentage: CGFloat) -> CGRect {
        return CGRect(x: origin.x, y: origin.y, width: size.width * percentage, height: size.height)
    }
}

// MARK: - Firefox's Photon palette, written short

extension UIColor {
    struct Photon {
        static let White100 = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    }
}
