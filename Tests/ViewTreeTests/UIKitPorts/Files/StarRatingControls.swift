//
//  StarRatingControls.swift
//
//  Nineteenth probe. Adapted (rewritten, keeping the UIKit members they use) from Apple's FoodTracker rating
//  control as two public copies write it: AdamMc331/FoodTracker `FoodTracker/RatingControl.swift` (commit
//  42e71e90ce1c97f4faf130ad05121681f5105c80; the Swift 3 form: a `UIView` made from a nib that lays its buttons
//  out in `layoutSubviews`, reports an `intrinsicContentSize` and turns off `adjustsImageWhenHighlighted`) and
//  christopherstock/SoundBoard_Swift `SoundBoard/de.mayflower.soundboard/SoundBoardRatingControl.swift` (commit
//  3ecb1612bdfd8c3dacbd1a3589875f2141ebfb19; the Swift 4 form: a `UIStackView` subclass with a non-failable
//  `required init(coder:)`, inspectable star size and count, images from the class's bundle for `.normal`,
//  `.selected`, `.highlighted` and `[.highlighted, .selected]`, and accessibility hints and values per star).
//  Porting edits only (Porting.md): `#selector(ratingButtonTapped(button:))` is a method reference, and
//  `@IBDesignable`/`@IBInspectable` are dropped.
//
import UIKit

final class StackRatingControl: UIStackView {
    private var ratingButtons = [UIButton]()
    var rating = 0 {
        didSet { updateButtonSelectionStates() }
    }
    var starSize: CGSize = CGSize(width: 44.0, height: 44.0) {
        didSet { setUpButtons() }
    }
    var starCount: Int = 5 {
        didSet { setUpButtons() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpButtons()
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
        setUpButtons()
    }

    var buttons: [UIButton] { ratingButtons }

    private func setUpButtons() {
        for button in ratingButtons {
            removeArrangedSubview(button)
            button.removeFromSuperview()
        }
        ratingButtons.removeAll()
        let bundle = Bundle(for: type(of: self))
        let filled = UIImage(named: "filledStar", in: bundle, compatibleWith: traitCollection)
        let empty = UIImage(named: "emptyStar", in: bundle, compatibleWith: traitCollection)
        let highlighted = UIImage(named: "highlightedStar", in: bundle, compatibleWith: traitCollection)
        for index in 0..<starCount {
            let button = UIButton()
            button.setImage(empty, for: .normal)
            button.setImage(filled, for: .selected)
            button.setImage(highlighted, for: .highlighted)
            button.setImage(highlighted, for: [.highlighted, .selected])
            button.translatesAutoresizingMaskIntoConstraints = false
            button.heightAnchor.constraint(equalToConstant: starSize.height).isActive = true
            button.widthAnchor.constraint(equalToConstant: starSize.width).isActive = true
            button.accessibilityLabel = "Set \(index + 1) star rating"
            button.addTarget(self, action: StackRatingControl.ratingButtonTapped, for: .touchUpInside)
            addArrangedSubview(button)
            ratingButtons.append(button)
        }
        updateButtonSelectionStates()
    }

    func ratingButtonTapped(button: UIButton) {
        guard let index = ratingButtons.firstIndex(of: button) else {
            fatalError("The button, \(button), is not in the ratingButtons array: \(ratingButtons)")
        }
        let selectedRating = index + 1
        rating = selectedRating == rating ? 0 : selectedRating
    }

    private func updateButtonSelectionStates() {
        for (index, button) in ratingButtons.enumerated() {
            button.isSelected = index < rating
            button.accessibilityHint = rating == index + 1 ? "Tap to reset the rating to zero." : nil
            switch rating {
            case 0: button.accessibilityValue = "No rating set."
            case 1: button.accessibilityValue = "1 star set."
            default: button.accessibilityValue = "\(rating) stars set."
            }
        }
    }
}

final class FrameRatingControl: UIView {
    var rating = 0 {
        didSet { setNeedsLayout() }
    }
    var ratingButtons = [UIButton]()
    let spacing = 5
    let starCount = 5

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        let filled = UIImage(named: "filledStar")
        let empty = UIImage(named: "emptyStar")
        for _ in 0..<starCount {
            let button = UIButton()
            button.setImage(empty, for: .normal)
            button.setImage(filled, for: .selected)
            button.setImage(filled, for: [.highlighted, .selected])
            button.adjustsImageWhenHighlighted = false
            button.addTarget(self, action: FrameRatingControl.ratingButtonTapped, for: .touchDown)
            ratingButtons += [button]
            addSubview(button)
        }
    }

    override func layoutSubviews() {
        let size = Int(frame.size.height)
        var buttonFrame = CGRect(x: 0, y: 0, width: size, height: size)
        for (index, button) in ratingButtons.enumerated() {
            buttonFrame.origin.x = CGFloat(index * (size + spacing))
            button.frame = buttonFrame
        }
        updateButtonSelectionStates()
    }

    override var intrinsicContentSize: CGSize {
        let size = Int(frame.size.height)
        return CGSize(width: size * starCount + spacing * (starCount - 1), height: size)
    }

    func ratingButtonTapped(button: UIButton) {
        rating = ratingButtons.firstIndex(of: button)! + 1
        updateButtonSelectionStates()
    }

    func updateButtonSelectionStates() {
        for (index, button) in ratingButtons.enumerated() {
            button.isSelected = index < rating
        }
    }
}
