//
//  ProgressRingView.swift
//
//  Written in the style of the circular progress views public repositories are full of (not copied from any one
//  file): a track and a progress `CAShapeLayer` on one `UIBezierPath` arc, `strokeEnd` animated with a
//  `CABasicAnimation` that stays (`fillMode = .forwards`, `isRemovedOnCompletion = false`), as in
//  shndrs/HSProgressHUD-Swift and the "circular wheel" tutorials; a pulse from a `CAAnimationGroup` with
//  `CATransform3DMakeScale`; corners rounded on one side with `maskedCorners` and `cornerCurve` (iOS 11/13).
//  No `expect-error` is left.
//

import UIKit

final class ProgressRingView: UIView {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    private let pulseLayer = CAShapeLayer()
    private let startAngle = -CGFloat.pi / 2
    private(set) var progress: CGFloat = 0

    var lineWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    var ringColor: UIColor = .systemGreen {
        didSet { progressLayer.strokeColor = ringColor.cgColor }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

        pulseLayer.fillColor = ringColor.withAlphaComponent(0.2).cgColor
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        progressLayer.strokeColor = ringColor.cgColor
        for shape in [trackLayer, progressLayer] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineCap = .round
        }
        progressLayer.strokeEnd = 0
        layer.addSublayer(pulseLayer)
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: startAngle,
                                endAngle: startAngle + 2 * .pi, clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.frame = bounds
            shape.path = path.cgPath
            shape.lineWidth = lineWidth
        }
        pulseLayer.frame = bounds
        pulseLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: lineWidth, dy: lineWidth)).cgPath
    }

    func setProgress(_ value: CGFloat, animated: Bool) {
        let clamped = min(max(value, 0), 1)
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = progress
            animation.toValue = clamped
            animation.duration = 0.6
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            progressLayer.add(animation, forKey: "progress")
        }
        progressLayer.strokeEnd = clamped
        progress = clamped
    }

    func pulse() {
        let scale = CABasicAnimation(keyPath: "transform")
        scale.fromValue = CATransform3DIdentity
        scale.toValue = CATransform3DMakeScale(1.2, 1.2, 1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 1
        pulseLayer.add(group, forKey: "pulse")
    }
}
