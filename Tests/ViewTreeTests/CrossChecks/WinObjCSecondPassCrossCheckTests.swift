// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A second pass over Microsoft's WinObjC suite (`tests/unittests/UIKit/*.mm`,
/// `tests/functionaltests/Tests/UIKitTests/*.mm`): the files and tests the first pass
/// (`WinObjCCrossCheckTests.swift`) did not use. WinObjC ran these on Windows against its own UIKit, so each claim
/// was checked against Apple's documentation before it was pinned; rows in Docs/Fidelity.md, "Behaviours checked
/// against WinObjC's suite" (second pass). Each test is ours, written through ViewTree's public API.
@Suite struct WinObjCSecondPassCrossCheckTests {
    // MARK: UIButton per-state values (functional UIButtonTests.mm)

    /// A state's value, else `.normal`'s — and highlighted-and-selected is a state of its own, so a button given
    /// highlighted and selected values still shows `.normal`'s while both are on. `read` reads the current value,
    /// `set` sets one for a state; the values are four distinct ones.
    static func checkCumulativeFallback<Value: Equatable>(
        values: [Value], set: (UIButton, Value, UIControl.State) -> Void, read: (UIButton) -> Value?
    ) {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let states: [UIControl.State] = [.normal, .highlighted, .selected, [.highlighted, .selected]]
        func shows(_ state: UIControl.State) -> Value? {
            button.isHighlighted = state.contains(.highlighted)
            button.isSelected = state.contains(.selected)
            return read(button)
        }
        for (index, state) in states.enumerated() {
            set(button, values[index], state)
            for (shownIndex, shown) in states.enumerated() {
                // A state shows its own value once it has one (the states set so far), else `.normal`'s.
                let expected = shownIndex <= index ? values[shownIndex] : values[0]
                #expect(shows(shown) == expected, "after setting \(state.rawValue), state \(shown.rawValue)")
            }
        }
    }

    /// `UIButton_TitleForStateCumulative`: "Without previously defined state values, any transition to those
    /// states should fallback to normal state value" — `currentTitle`.
    @Test func theCurrentTitleFallsBackToTheNormalOne() {
        Self.checkCumulativeFallback(values: ["Normal", "Highlighted", "Selected", "HighlightedSelected"],
                                     set: { $0.setTitle($1, for: $2) }, read: { $0.currentTitle })
    }

    /// `UIButton_TitleColorForStateCumulative`: red, green, brown, yellow — `currentTitleColor`.
    @Test func theCurrentTitleColourFallsBackToTheNormalOne() {
        Self.checkCumulativeFallback(values: [UIColor.red, .green, .brown, .yellow],
                                     set: { $0.setTitleColor($1, for: $2) }, read: { $0.currentTitleColor })
    }

    /// `UIButton_ImageForStateCumulative` and `UIButton_BackgroundImageForStateCumulative` (50, 75, 125 and
    /// 150-point images) — `currentImage` and `currentBackgroundImage`.
    @Test func theCurrentImagesFallBackToTheNormalOnes() {
        let images = [50, 75, 125, 150].map { UIImage(name: "\($0)x\($0)", size: CGSize(width: $0, height: $0)) }
        Self.checkCumulativeFallback(values: images, set: { $0.setImage($1, for: $2) }, read: { $0.currentImage })
        Self.checkCumulativeFallback(values: images, set: { $0.setBackgroundImage($1, for: $2) },
                                     read: { $0.currentBackgroundImage })
    }

    /// `UIButton_CreateButtonWithTypeCustom`, `…TypeSystem`: either type starts with no title, no image, no
    /// background image and no background colour, and adjusts its images when highlighted and when disabled.
    @Test func bothButtonTypesStartEmptyAndAdjustTheirImages() {
        for type in [UIButton.ButtonType.custom, .system] {
            let button = UIButton(type: type)
            #expect(button.buttonType == type)
            #expect(button.currentTitle == nil && button.currentImage == nil && button.currentBackgroundImage == nil)
            #expect(button.backgroundColor == nil)
            #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled)
        }
    }

    // MARK: Accessibility (Accessibility.mm)

    /// `Accessibility.accessors`: a button's and a bar button item's `isAccessibilityElement` and
    /// `accessibilityHint` read back what was set. A button is an element from the start, as a standard UIKit
    /// control is (Apple's `isAccessibilityElement` documentation); a plain view is not.
    @Test func buttonsAndBarButtonItemsKeepTheirAccessibilitySettings() {
        let button = UIButton()
        #expect(button.isAccessibilityElement && UILabel().isAccessibilityElement && !UIView().isAccessibilityElement)
        button.isAccessibilityElement = false
        #expect(!button.isAccessibilityElement)
        button.isAccessibilityElement = true
        button.accessibilityHint = "TestHint"
        #expect(button.isAccessibilityElement && button.accessibilityHint == "TestHint")
        let item = UIBarButtonItem()
        #expect(!item.isAccessibilityElement && item.accessibilityHint == nil)
        item.isAccessibilityElement = true
        item.accessibilityHint = "TestHint"
        #expect(item.isAccessibilityElement && item.accessibilityHint == "TestHint")
    }

    // MARK: NSIndexPath+UITableView, NSCoder+UIKitAdditions, UIFontDescriptor

    /// `NSIndexPath.IndexPathForRowInSection`, `…ForItemInSection`: `row` and `item` are the same index.
    @Test func anIndexPathsRowIsItsItem() {
        for path in [IndexPath(row: 1, section: 2), IndexPath(item: 1, section: 2)] {
            #expect(path.row == 1 && path.item == 1 && path.section == 2 && path.count == 2)
        }
    }

    /// `NSCoder_UIKit.encodeCGSize`, `…CGPoint`, `…CGRect`, `…CGVector`, `…UIEdgeInsets`, `…UIOffset`,
    /// `…CGAffineTransform`: each value archived with a keyed archiver decodes equal.
    @Test func uikitsGeometryRoundTripsThroughAKeyedArchive() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        let transform = CGAffineTransform(a: 10, b: 18, c: 17, d: 15, tx: 3, ty: 2)
        archiver.encode(CGSize(width: 10, height: 18), forKey: "CGSize")
        archiver.encode(CGPoint(x: 10, y: 18), forKey: "CGPoint")
        archiver.encode(CGRect(x: 10, y: 18, width: 5, height: 5), forKey: "CGRect")
        archiver.encode(CGVector(dx: 10, dy: 18), forKey: "CGVector")
        archiver.encode(UIEdgeInsets(top: 10, left: 18, bottom: 5, right: 5), forKey: "UIEdgeInsets")
        archiver.encode(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4.25), forKey: "Directional")
        archiver.encode(UIOffset(horizontal: 10, vertical: 18), forKey: "UIOffset")
        archiver.encode(transform, forKey: "CGAffineTransform")
        archiver.encode(CGRect(x: 1.0 / 3, y: 0, width: 0.1, height: 2), forKey: "Thirds")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(unarchiver.decodeCGSize(forKey: "CGSize") == CGSize(width: 10, height: 18))
        #expect(unarchiver.decodeCGPoint(forKey: "CGPoint") == CGPoint(x: 10, y: 18))
        #expect(unarchiver.decodeCGRect(forKey: "CGRect") == CGRect(x: 10, y: 18, width: 5, height: 5))
        #expect(unarchiver.decodeCGVector(forKey: "CGVector") == CGVector(dx: 10, dy: 18))
        #expect(unarchiver.decodeUIEdgeInsets(forKey: "UIEdgeInsets") == UIEdgeInsets(top: 10, left: 18, bottom: 5, right: 5))
        #expect(unarchiver.decodeDirectionalEdgeInsets(forKey: "Directional")
                == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4.25))
        #expect(unarchiver.decodeUIOffset(forKey: "UIOffset") == UIOffset(horizontal: 10, vertical: 18))
        #expect(unarchiver.decodeCGAffineTransform(forKey: "CGAffineTransform") == transform)
        #expect(unarchiver.decodeCGRect(forKey: "Thirds") == CGRect(x: 1.0 / 3, y: 0, width: 0.1, height: 2))
        // A key never written, or written as another shape, reads as zero (the identity for a transform).
        #expect(unarchiver.decodeCGRect(forKey: "missing") == .zero)
        #expect(unarchiver.decodeCGRect(forKey: "CGSize") == .zero)
        #expect(unarchiver.decodeCGAffineTransform(forKey: "CGRect") == .identity)
        #expect(unarchiver.decodeUIOffset(forKey: "missing") == .zero)
    }

    /// `UIFontDescriptor.NameAndSize`, `BadPointSize`, `ByAddingAttributes`: a descriptor keeps the name and
    /// size it is made with; one with no size, or a size that is not a number, has size 0; added attributes
    /// replace the size and keep the name.
    @Test func aFontDescriptorKeepsItsNameAndSize() {
        let descriptor = UIFontDescriptor(name: "Arial", size: 12.52)
        #expect(descriptor.object(forKey: .name) as? String == "Arial" && descriptor.pointSize == 12.52)
        #expect(UIFontDescriptor(fontAttributes: [:]).pointSize == 0)
        #expect(UIFontDescriptor(fontAttributes: [.size: "shouldn't be a string"]).pointSize == 0)
        let added = UIFontDescriptor(name: "FontName", size: 144.34).addingAttributes([.size: 10.0])
        #expect(added.pointSize == 10 && added.object(forKey: .name) as? String == "FontName")
    }

    // MARK: Preventing recognizers (functional UIGestureCoordinatorTests.mm)

    /// A recognizer that begins as soon as a finger is down, with `canPrevent`/`canBePrevented` answers set by
    /// the test (WinObjC's `TestableGestureRecognizer1`).
    final class Beginning: UIGestureRecognizer {
        var prevents = true
        var others: [UIGestureRecognizer] = []
        /// The others' states when this one began.
        var othersWhenBegun: [UIGestureRecognizer.State] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            state = .began
            othersWhenBegun = others.map(\.state)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { prevents }
    }

    /// A recognizer that stays possible (WinObjC's `TestableGestureRecognizer2`), noting whether it saw the
    /// finger lift (a failed recognizer is sent no more touches).
    final class Waiting: UIGestureRecognizer {
        var preventable = true
        var sawTheEnd = false
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { sawTheEnd = true; state = .failed }
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { preventable }
    }

    /// A delegate answering `shouldRecognizeSimultaneouslyWith` with `answer`, noting that it was asked.
    final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
        let answer: Bool
        var asked = false
        init(_ answer: Bool) { self.answer = answer }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            asked = true
            return answer
        }
    }

    /// Both recognizers on one view in a window, in either order, and a tap; the waiting one's state when the
    /// other began and whether it still saw the finger lift.
    static func run(prevents: Bool, preventable: Bool, waitingFirst: Bool,
                    delegates: (beginning: Simultaneous?, waiting: Simultaneous?) = (nil, nil))
        -> (stateWhenOtherBegan: UIGestureRecognizer.State?, sawTheEnd: Bool) {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(view)
        let beginning = Beginning(), waiting = Waiting()
        beginning.prevents = prevents
        waiting.preventable = preventable
        beginning.delegate = delegates.beginning
        waiting.delegate = delegates.waiting
        beginning.others = [waiting]
        for recognizer in waitingFirst ? [waiting, beginning] as [UIGestureRecognizer] : [beginning, waiting] {
            view.addGestureRecognizer(recognizer)
        }
        tap(view)
        return (beginning.othersWhenBegun.first, waiting.sawTheEnd)
    }

    /// `ActiveGestureAllowPossibleGesture`: a recognizer that cannot prevent, or one that cannot be prevented,
    /// leaves the other possible when it begins.
    @Test func aRecognizerThatCannotPreventLeavesTheOtherPossible() {
        for (prevents, preventable) in [(false, false), (false, true), (true, false)] {
            for waitingFirst in [true, false] {
                let result = Self.run(prevents: prevents, preventable: preventable, waitingFirst: waitingFirst)
                #expect(result.stateWhenOtherBegan == .possible && result.sawTheEnd, "\(prevents) \(preventable) \(waitingFirst)")
            }
        }
    }

    /// `ActiveGesturePreventPossibleGestureHasNotReceivedTouch`, `…HasReceivedTouch`: with both saying yes and no
    /// delegate, the recognizer that begins fails the possible one, whether or not it was sent the touch first.
    @Test func aBeginningRecognizerFailsAPossibleOneItMayPrevent() {
        for waitingFirst in [true, false] {
            let result = Self.run(prevents: true, preventable: true, waitingFirst: waitingFirst)
            #expect(result.stateWhenOtherBegan == .failed && !result.sawTheEnd, "\(waitingFirst)")
        }
    }

    /// `DelegateAllowConcurrentGestures`, `DelegatesForbidConcurrentGestures`: one delegate allowing simultaneous
    /// recognition (it is asked) keeps the possible recognizer; both delegates refusing, it fails.
    @Test func aDelegateAllowingBothKeepsThePossibleRecognizer() {
        let allowing = Simultaneous(true)
        let kept = Self.run(prevents: true, preventable: true, waitingFirst: true, delegates: (nil, allowing))
        #expect(allowing.asked && kept.stateWhenOtherBegan == .possible && kept.sawTheEnd)
        let refusing = (Simultaneous(false), Simultaneous(false))
        let failed = Self.run(prevents: true, preventable: true, waitingFirst: true, delegates: refusing)
        #expect(refusing.0.asked || refusing.1.asked)
        #expect(failed.stateWhenOtherBegan == .failed && !failed.sawTheEnd)
    }
    // MARK: CATransform3D (unittests/QuartzCore/QuartzCoreTest.mm)

    /// `QuartzCore.MatrixMath`: a rotation by π/3 about x puts cos and sin in rows two and three (m22 0.5, m23
    /// 0.866, m32 −0.866, m33 0.5); a translation sits in the fourth row; concatenating the rotation with the
    /// translation rotates then translates, and so does rotating a translated identity (`CATransform3DRotate`
    /// applies its rotation first).
    @Test func transformMatricesRotateTranslateAndConcatenate() {
        func rows(_ t: CATransform3D) -> [CGFloat] {
            [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        }
        func close(_ a: CATransform3D, _ b: [CGFloat]) -> Bool { zip(rows(a), b).allSatisfy { abs($0 - $1) < 2.5e-6 } }
        let s = CGFloat(3).squareRoot() / 2
        let rotation = CATransform3DMakeRotation(.pi / 3, 1, 0, 0)
        #expect(close(rotation, [1, 0, 0, 0, 0, 0.5, s, 0, 0, -s, 0.5, 0, 0, 0, 0, 1]), "\(rows(rotation))")
        let translation = CATransform3DMakeTranslation(5, 5, 5)
        #expect(close(translation, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 5, 5, 1]))
        let both: [CGFloat] = [1, 0, 0, 0, 0, 0.5, s, 0, 0, -s, 0.5, 0, 5, 5, 5, 1]
        #expect(close(CATransform3DConcat(rotation, translation), both))
        #expect(close(CATransform3DRotate(CATransform3DTranslate(CATransform3DIdentity, 5, 5, 5), .pi / 3, 1, 0, 0), both))
    }
}
