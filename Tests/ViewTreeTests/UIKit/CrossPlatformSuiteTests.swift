// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeUIKit

/// Behaviours and API that UIKit-cross-platform's test suite (flowkey, run against UIKit on iOS too)
/// showed missing or different; each test is ours, written through the public API. The numbers and
/// rules are listed in Docs/Fidelity.md, "Behaviours checked against UIKit-cross-platform's suite".
@Suite struct CrossPlatformSuiteTests {
    // MARK: Layers and animations compare as NSObjects do

    @Test func layersCompareByIdentitySoSublayerArraysCanBeCompared() {
        let view = UIView()
        let first = UIView(), second = UIView()
        let free = CALayer()
        view.addSubview(first)
        view.layer.addSublayer(free)
        view.addSubview(second)
        #expect(first.layer.superlayer == view.layer)
        #expect(view.layer.sublayers == [first.layer, free, second.layer])
        #expect(view.layer.sublayers?.contains(free) == true)
        #expect(view.layer.sublayers?.contains(CALayer()) == false)   // another layer, equal in every value
        #expect(Set([first.layer, first.layer, second.layer]).count == 2)
        #expect(free.isEqual(free) && !free.isEqual(CALayer()) && !free.isEqual(nil))
        #expect(view.isEqual(view) && !view.isEqual(first))
    }

    @Test func aLayerKeepsACopyOfAnAddedAnimationNotEqualToIt() {
        let world = Simulation()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        window.addSubview(view)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        view.layer.add(fade, forKey: "fade")
        let kept = view.layer.animation(forKey: "fade")
        #expect(kept != nil && kept != fade)
        #expect(kept == kept && kept?.isEqual(kept) == true && kept?.isEqual(fade) == false)
    }

    // MARK: Colours, fonts, labels

    @Test func colorIsEqualComparesValuesAndRejectsOtherTypes() {
        #expect(UIColor.blue.isEqual(UIColor(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(!UIColor.blue.isEqual(UIColor.red))
        #expect(!UIColor.blue.isEqual(nil) && !UIColor.blue.isEqual("blue"))
    }

    @Test func fontNameIsTheNameTheFontWasMadeWith() {
        #expect(UIFont(name: "Roboto-Medium", size: 12)?.fontName == "Roboto-Medium")
        #expect(UIFont.systemFont(ofSize: 12).fontName == Font.systemFontName)
    }

    @Test func labelTextColorIsNullResettableAndBlackByDefault() {
        let label = UILabel()
        #expect(label.textColor == Label.defaultTextColor && Label.defaultTextColor == .black)
        label.textColor = .red
        #expect(label.textColor.isEqual(UIColor.red))               // reads as UIColor!, as in UIKit
        label.textColor = nil
        #expect(label.textColor == .black)                          // null_resettable: back to the default
    }

    // MARK: Buttons

    @Test func attributedTitleWinsOverThePlainTitleAndFallsBackToNormal() {
        let button = UIButton(type: .custom)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Styled")
        #expect(button.currentTitle == "Plain" && button.currentAttributedTitle?.string == "Styled")
        button.isSelected = true                                   // no title of its own: .normal's
        #expect(button.attributedTitle(for: .selected)?.string == "Styled")
        #expect(button.titleLabel?.text == "Styled")
        button.setAttributedTitle(NSAttributedString(string: "Chosen"), for: .selected)
        #expect(button.titleLabel?.text == "Chosen" && button.currentAttributedTitle?.string == "Chosen")
        button.isSelected = false
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain" && button.attributedTitle(for: .normal) == nil)
    }

    @Test func anAttributedTitleIsMeasuredBySizeToFit() {
        let plain = UIButton(type: .custom), styled = UIButton(type: .custom)
        plain.setTitle("MediumButtonText", for: .normal)
        styled.setAttributedTitle(NSAttributedString(string: "MediumButtonText"), for: .normal)
        plain.sizeToFit()
        styled.sizeToFit()
        #expect(styled.frame.size == plain.frame.size && styled.frame.width > Button.emptyIntrinsicSize.width)
        let large = UIButton(type: .custom)
        large.setAttributedTitle(NSAttributedString(string: "MediumButtonText",
                                                    attributes: [.font: UIFont.systemFont(ofSize: 30)]), for: .normal)
        large.sizeToFit()
        #expect(large.frame.width > plain.frame.width && large.frame.height > plain.frame.height,
                "measured in the attributed string's own font")
    }

    @Test func aTitleColourWithoutATitleLeavesTheLabelAlone() {
        #expect(Button.stylesLabelOnlyWithTitle)
        let button = UIButton(type: .custom)
        let before = button.titleLabel?.textColor
        button.setTitleColor(.blue, for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.textColor == before && before != .blue)
        button.setTitle("Short", for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.textColor == .blue)
        button.setTitleColor(.red, for: .selected)
        button.isSelected = true
        #expect(button.titleLabel?.textColor == .red)
    }

    // MARK: Subview and sublayer order

    @Test func aViewInsertedAboveASiblingGoesDirectlyAboveItsLayer() {
        #expect(View.insertAboveGoesDirectlyAboveSiblingLayer)
        let view = UIView()
        let free = CALayer()
        let first = UIView(), second = UIView(), third = UIView()
        view.addSubview(first)
        view.layer.addSublayer(free)
        view.insertSubview(second, aboveSubview: first)
        #expect(view.subviews == [first, second])
        #expect(view.layer.sublayers == [first.layer, second.layer, free])
        view.insertSubview(third, belowSubview: second)               // below: the free layer stays above
        #expect(view.layer.sublayers == [first.layer, third.layer, second.layer, free])
    }

    @Test func aViewInsertedBelowAStrangerGoesToTheFront() {
        #expect(View.insertBelowNonSiblingGoesToFront)
        let view = UIView()
        let first = UIView(), second = UIView(), third = UIView(), stranger = UIView()
        view.addSubview(first)
        view.addSubview(second)
        view.insertSubview(third, belowSubview: stranger)
        #expect(view.subviews == [first, second, third])
        #expect(view.layer.sublayers == [first.layer, second.layer, third.layer])
        #expect(third.superview === view && stranger.superview == nil)
    }
}
