// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// Controls, text and block animations as UIKitWeb's notes ("UISwitch", "UISlider, UISegmentedControl, …",
/// "UITextField", "UITextView", "UIView.animate") and suites record them on an iOS 26 simulator; each test is
/// ours, through the public API. Rows in Docs/Fidelity.md, "Behaviours checked against UIKitWeb's notes and suite".
@Suite struct UIKitWebSuiteControlTests {
    /// Counts a control's `.valueChanged` events.
    final class Counter {
        var value = 0
        func watch(_ control: UIControl, _ event: UIControl.Event = .valueChanged) {
            control.addAction(UIAction { [unowned self] _ in value += 1 }, for: event)
        }
    }

    // MARK: What sends valueChanged

    @Test func aUsersTapTogglesASwitchAndSendsValueChangedButSetOnSendsNothing() {
        let t = TestWorld(profile: .iOS13)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        t.window.addSubview(toggle)
        let changes = Counter()
        changes.watch(toggle)
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        #expect(changes.value == 0)
        tap(toggle)
        #expect(toggle.isOn && changes.value == 1)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))              // UIKitWeb: 51 × 31
    }

    @Test func aSegmentTapSelectsAndSendsValueChangedButCodeDoesNot() {
        let t = TestWorld(profile: .iOS13)
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.sizeToFit()
        t.window.addSubview(segments)
        let changes = Counter()
        changes.watch(segments)
        segments.selectedSegmentIndex = 1
        #expect(changes.value == 0)
        tap(segments, at: CGPoint(x: segments.bounds.width * 5 / 6, y: segments.bounds.midY))
        #expect(segments.selectedSegmentIndex == 2 && changes.value == 1)
        #expect(segments.frame.height == 32)                                      // UIKitWeb: 32 tall
    }

    @Test func aTapOnEitherHalfOfAStepperStepsAndSendsValueChanged() {
        let t = TestWorld(profile: .iOS13)
        let stepper = UIStepper(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        stepper.maximumValue = 3
        t.window.addSubview(stepper)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))             // UIKitWeb: 94 × 32
        let changes = Counter()
        changes.watch(stepper)
        stepper.value = 2
        #expect(changes.value == 0)
        tap(stepper, at: CGPoint(x: 70, y: 16))                                   // plus
        #expect(stepper.value == 3 && changes.value == 1)
        tap(stepper, at: CGPoint(x: 20, y: 16))                                   // minus
        #expect(stepper.value == 2 && changes.value == 2)
        stepper.wraps = true
        stepper.value = 3
        tap(stepper, at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 0 && changes.value == 3)                         // wraps to the minimum
    }

    @Test func aDragOnASliderSetsTheValueAndSendsValueChangedButSetValueDoesNot() {
        let t = TestWorld(profile: .iOS13)
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        t.window.addSubview(slider)
        let changes = Counter()
        changes.watch(slider)
        slider.setValue(0.25, animated: true)
        slider.value = 0.5
        #expect(changes.value == 0)
        drag(slider, from: CGPoint(x: 100, y: 17), to: CGPoint(x: 190, y: 17))
        #expect(slider.value > 0.5 && changes.value > 0)
    }

    @Test func aTapRightOfTheCurrentDotTurnsThePageAndSendsValueChanged() {
        let t = TestWorld(profile: .iOS13)
        let pages = UIPageControl(frame: CGRect(x: 20, y: 20, width: 200, height: 37))
        pages.numberOfPages = 4
        t.window.addSubview(pages)
        let changes = Counter()
        changes.watch(pages)
        pages.currentPage = 1
        #expect(changes.value == 0)
        tap(pages, at: CGPoint(x: 190, y: 18))
        #expect(pages.currentPage == 2 && changes.value == 1)
        tap(pages, at: CGPoint(x: 10, y: 18))
        #expect(pages.currentPage == 1 && changes.value == 2)
    }

    @Test func indicatorAndProgressSizesMatchTheSimulator() {
        let t = TestWorld(profile: .iOS13)
        let medium = UIActivityIndicatorView(style: .medium), large = UIActivityIndicatorView(style: .large)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20) && large.intrinsicContentSize == CGSize(width: 37, height: 37))
        t.window.addSubview(medium)
        medium.startAnimating()
        #expect(!medium.isHidden)
        medium.stopAnimating()
        #expect(medium.isHidden)                                                  // hidesWhenStopped
        let progress = UIProgressView(progressViewStyle: .default)
        t.window.addSubview(progress)
        #expect(progress.sizeThatFits(CGSize(width: 100, height: 100)).height == 4)
    }

    // MARK: Text

    final class FieldLog: UITextFieldDelegate {
        var events: [String] = []
        var allowsClear = true
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            events.append("shouldClear")
            return allowsClear
        }
    }

    /// UIKitWeb's "UITextField" note: a tap on the clear button clears the text through `textFieldShouldClear`
    /// and sends `editingChanged`; a delegate answering `false` keeps the text.
    @Test func aTapOnTheClearButtonAsksTheDelegateClearsAndSendsEditingChanged() {
        let t = TestWorld(profile: .iOS13)
        let field = UITextField(frame: CGRect(x: 16, y: 104, width: 160, height: 34))
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        let log = FieldLog()
        field.delegate = log
        t.window.addSubview(field)
        let edits = Counter()
        edits.watch(field, .editingChanged)
        #expect(field.becomeFirstResponder())
        #expect(type("Hello", into: field))
        let typed = edits.value
        let button = field.clearButtonRect(forBounds: field.bounds)
        log.allowsClear = false
        tap(field, at: CGPoint(x: button.midX, y: button.midY))
        #expect(field.text == "Hello" && log.events == ["shouldClear"] && edits.value == typed)
        log.allowsClear = true
        tap(field, at: CGPoint(x: button.midX, y: button.midY))
        #expect(field.text == "" && log.events == ["shouldClear", "shouldClear"] && edits.value == typed + 1)
        #expect(field.isFirstResponder)
    }

    @Test func aRoundedFieldIs34TallAndItsTextStarts7In() {
        let t = TestWorld(profile: .iOS13)
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = "Hello"
        t.window.addSubview(field)
        field.sizeToFit()
        #expect(field.frame.height == 34)
        #expect(field.textRect(forBounds: field.bounds).minX == 7)
    }

    /// UIKitWeb's `sideViewsSitFlushAndFollowTheirModes`: side views show while their mode says so (`.never` by
    /// default), flush to the field's edges and centred vertically; a side view replaced by `nil` leaves the field.
    /// (UIKitWeb keeps a hidden side view as a hidden subview; ViewTree adds it when it shows: no capture tells.)
    @Test func sideViewsSitFlushToTheEdgesAndFollowTheirModes() {
        let t = TestWorld(profile: .iOS13)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Views"
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 12))
        field.leftView = left
        field.rightView = right
        t.window.addSubview(field)
        field.layoutIfNeeded()
        #expect(left.superview !== field || left.isHidden)                       // not shown at `.never`
        field.leftViewMode = .always
        field.rightViewMode = .unlessEditing
        field.setNeedsLayout()
        field.layoutIfNeeded()
        #expect(left.superview === field && right.superview === field && !left.isHidden && !right.isHidden)
        #expect(left.frame == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(right.frame == CGRect(x: 176, y: 11, width: 24, height: 12))
        field.leftView = nil
        #expect(left.superview == nil)
    }

    @Test func aTextViewInsetsItsText8AboveAndBelowAnd5InsideEachLine() {
        let view = UITextView()
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
    }

    // MARK: Block animations

    /// UIKitWeb's "UIView.animate" note and `AnimationTests`: the model takes the new value at once, the
    /// completion runs with `true` when the duration is over, `performWithoutAnimation` applies directly.
    @Test func theModelChangesAtOnceAndTheCompletionRunsAtTheEnd() {
        let t = TestWorld(profile: .iOS13)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(box)
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { box.alpha = 0.5 }, completion: { finished.append($0) })
        #expect(box.alpha == 0.5 && finished.isEmpty)
        t.run(for: 0.2)
        #expect(finished.isEmpty)
        t.run(for: 0.2)
        #expect(finished == [true])
        UIView.performWithoutAnimation { box.alpha = 1 }
        #expect(box.alpha == 1 && box.layer.animationKeys() == nil)
    }

    /// UIKitWeb's `AnimationTests`: painting follows the curve (linear: half way at half time; ease in-out, the
    /// default, at a quarter of the time is 0.129 of the way: the (0.42, 0, 0.58, 1) Bézier); a change made
    /// in `performWithoutAnimation` inside an animation block applies at once, with no animation.
    @Test func thePresentationFollowsTheCurveAndPerformWithoutAnimationInsideABlockDoesNotAnimate() {
        let t = TestWorld(profile: .iOS13)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        t.window.addSubview(box)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { box.frame.origin.x = 100 })
        t.run(for: 0.5)
        #expect(abs((box.layer.presentation()?.frame.minX ?? -1) - 50) < 1)
        t.run(for: 1)
        let eased = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        t.window.addSubview(eased)
        UIView.animate(withDuration: 2) { eased.frame.origin.x = 100 }
        t.run(for: 0.5)
        #expect(abs((eased.layer.presentation()?.frame.minX ?? -1) - 12.9) < 0.3)
        t.run(for: 2)
        let still = UIView(frame: CGRect(x: 0, y: 80, width: 20, height: 20))
        t.window.addSubview(still)
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { still.frame.origin.x = 60 }
        }
        #expect(still.frame.minX == 60 && still.layer.animationKeys() == nil)
    }

    /// UIKitWeb waits the duration out for a block that animates nothing; UIKit runs the completion at once
    /// (Spaceman Labs, "Premature Completion", 2012: "If there is nothing to do in the animation block, the
    /// framework … runs the completion block immediately"). ViewTree keeps UIKit's rule.
    @Test func aBlockThatAnimatesNothingCompletesAtOnceNotAfterItsDuration() {
        let t = TestWorld(profile: .iOS13)
        var finished: [Bool] = []
        UIView.animate(withDuration: 2, animations: {}, completion: { finished.append($0) })
        t.run(for: 0.1)
        #expect(finished == [true])
    }
}
