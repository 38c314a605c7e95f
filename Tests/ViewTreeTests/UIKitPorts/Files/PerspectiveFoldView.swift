//
//  PerspectiveFoldView.swift
//
//  Nineteenth probe. Written in the style of two public files the search index showed without their repositories:
//  a Swift form view ("RememberView") that sets a perspective on its layer's `sublayerTransform` in
//  `awakeFromNib()` and folds a panel away with `CATransform3DMakeRotation` inside a spring animation driven by a
//  switch, and the swinging door of "iOS Core Animation: Advanced Techniques" (chapter 5, as many study repositories
//  copy it): a layer anchored on its left edge under a parent whose `sublayerTransform` has `m34 = -1 / 500`, turned
//  by a `transform.rotation.y` animation. Porting edits only (Porting.md): the switch's `@IBAction` is a method
//  reference and the outlets are made in code.
//
import UIKit

final class PerspectiveFoldView: UIView {
    let headerView = UIView()
    let foldView = UIView()
    let submitButton = UIButton(type: .system)
    let rememberSwitch = UISwitch()
    let doorLayer = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        headerView.frame = CGRect(x: 0, y: 0, width: frame.width, height: 44)
        foldView.frame = CGRect(x: 0, y: 44, width: frame.width, height: 88)
        foldView.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        foldView.frame = CGRect(x: 0, y: 44, width: frame.width, height: 88)
        submitButton.frame = CGRect(x: 0, y: 132, width: frame.width, height: 44)
        [headerView, foldView, submitButton].forEach(addSubview)
        headerView.addSubview(rememberSwitch)
        rememberSwitch.isOn = true
        rememberSwitch.addTarget(self, action: PerspectiveFoldView.valueChanged, for: .valueChanged)
        awakeFromNib()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        var perspective = CATransform3DIdentity
        perspective.m34 = 1 / -900
        layer.sublayerTransform = perspective
    }

    func valueChanged(_ check: UISwitch) {
        UIView.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.2,
                       options: .allowAnimatedContent, animations: {
            let angle: CGFloat = check.isOn ? 0 : -90
            self.foldView.layer.transform = CATransform3DMakeRotation(angle * .pi / 180, 1.0, 0, 0)
            self.submitButton.frame.origin.y = check.isOn ? 132 : 44
            self.frame.size.height = self.submitButton.frame.maxY + 10
        }, completion: nil)
    }

    func swingDoor(in container: UIView) {
        doorLayer.frame = CGRect(x: 0, y: 0, width: 80, height: 160)
        doorLayer.position = CGPoint(x: container.bounds.width / 2, y: container.bounds.height / 2)
        doorLayer.anchorPoint = CGPoint(x: 0, y: 0.5)
        container.layer.addSublayer(doorLayer)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective
        let swing = CABasicAnimation()
        swing.keyPath = "transform.rotation.y"
        swing.toValue = -CGFloat.pi / 2
        swing.duration = 2.0
        doorLayer.add(swing, forKey: nil)
    }
}
