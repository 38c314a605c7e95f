// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// Labels, stack views and presentations as UIKitWeb's notes ("UILabel", "UIStackView", "UIAlertController and
/// modal presentation") record them on an iOS 26 simulator; each test is ours, through the public API. Rows in
/// Docs/Fidelity.md, "Behaviours checked against UIKitWeb's notes and suite".
@Suite struct UIKitWebSuiteLayoutTests {
    /// UIKitWeb's "UILabel": a one-line label reports its whole width whatever width is proposed; a wrapping
    /// label answers its widest line by the line heights added, rounded up to the pixel once.
    @Test func aOneLineLabelIgnoresTheProposedWidthAndAWrappingOneRoundsItsHeightOnce() {
        let t = TestWorld(profile: .iOS11)                                   // 2× pixels, as the SE
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog"
        t.window.addSubview(label)
        let whole = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(label.sizeThatFits(CGSize(width: 120, height: 100)).width == whole.width)
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let line = label.font.lineHeight
        #expect(wrapped.width <= 200 && wrapped.height == (2 * line * 2).rounded(.up) / 2, "\(wrapped) \(line)")   // two lines
    }

    /// UIKitWeb's "UIStackView": two views filling 288 equally with 8 between are 140 wide, the second at 148;
    /// a hidden arranged subview takes no room.
    @Test func fillEquallySharesTheWidthAndHiddenViewsTakeNoRoom() {
        let t = TestWorld(profile: .iOS13)
        let first = UIView(), second = UIView(), hidden = UIView()
        let stack = UIStackView(arrangedSubviews: [first, hidden, second])
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.spacing = 8
        stack.frame = CGRect(x: 16, y: 20, width: 288, height: 44)
        hidden.isHidden = true
        t.window.addSubview(stack)
        stack.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 140, height: 44))
        #expect(second.frame == CGRect(x: 148, y: 0, width: 140, height: 44))
    }

    /// UIKitWeb's "UIAlertController and modal presentation": a controller already presenting refuses a second
    /// `present` and the first stays; `dismiss(animated:)` runs its completion when the animation ends. (UIKitWeb
    /// also clears `presentedViewController` at once; ViewTree keeps it until the dismissal ends.)
    @Test func aSecondPresentIsRefusedAndDismissClearsThePresentedControllerAtOnce() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let root = UIViewController()
        t.show(root)
        let first = UIViewController(), second = UIViewController()
        root.present(first, animated: true)
        t.waitForTransitions()
        root.present(second, animated: true)
        t.waitForTransitions()
        #expect(root.presentedViewController === first && second.presentingViewController == nil)
        var dismissed = false
        root.dismiss(animated: true) { dismissed = true }
        #expect(!dismissed)
        t.waitForTransitions()
        #expect(dismissed && root.presentedViewController == nil)
    }
}
