// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A root view that counts its margin changes, as the probed `MyView` logs them.
private final class MarginLoggingView: UIView {
    var marginChanges = 0
    override func layoutMarginsDidChange() { marginChanges += 1 }
}

/// When the spring of perceptual `duration` and `bounce` (Apple's conversion: mass 1, stiffness (2π / duration)²,
/// damping ratio 1 − bounce) comes to rest.
private func settlingDuration(of duration: Double, bounce: Double, velocity: Double) -> Double {
    let stiffness = pow(2 * Double.pi / duration, 2)
    return SpringCurve(mass: 1, stiffness: stiffness, damping: 2 * (1 - bounce) * stiffness.squareRoot(),
                       initialVelocity: velocity).settlingDuration
}

/// How late after its end an animation's completion may run: the world ends animations on its display's frames
/// (60 per second) and runs completions on the turn after, so up to two frames.
private let completionLatency = 2.0 / 60

@Suite struct ProbedPublicFilesRound16Tests {
    // MARK: NSLayoutConstraint's anchors and shouldBeArchived (jianghongbing/APIReferenceDemo)

    @Test func aConstraintAnswersItsAnchors() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let red = UIView()
        container.addSubview(red)
        let top = NSLayoutConstraint(item: red, attribute: .top, relatedBy: .equal, toItem: container.safeAreaLayoutGuide,
                                     attribute: .top, multiplier: 1, constant: 30)
        #expect(top.firstAnchor.item === red && top.firstAnchor.attribute == .top)
        #expect(top.secondAnchor?.item === container.safeAreaLayoutGuide && top.secondAnchor?.attribute == .top)

        let width = red.widthAnchor.constraint(equalToConstant: 200)
        #expect(width.firstAnchor.attribute == .width && width.secondAnchor == nil)
    }

    @Test func anEmptyConstraintsFirstAnchorIsNoAttribute() {
        let empty = NSLayoutConstraint()
        #expect(empty.firstAnchor.attribute == .notAnAttribute && empty.secondAnchor == nil)
    }

    @Test func shouldBeArchivedIsOffUntilSet() {
        let view = UIView()
        let height = view.heightAnchor.constraint(equalToConstant: 40)
        #expect(!height.shouldBeArchived)
        height.shouldBeArchived = true
        #expect(height.shouldBeArchived)
    }

    // MARK: The system minimum layout margins (mattneub's layoutMargins example)

    @Test func theRootViewsMarginsStayAtLeastTheSystemMinimum() {
        let t = TestWorld()
        let controller = UIViewController()
        t.show(controller)
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
        #expect(controller.systemMinimumLayoutMargins
                == NSDirectionalEdgeInsets(top: 0, leading: UIView.compactRootViewSideMargin, bottom: 0,
                                           trailing: UIView.compactRootViewSideMargin))
        // "self.view.directionalLayoutMargins = .zero // no effect" (the probed file's comment).
        controller.view.directionalLayoutMargins = .zero
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 40, leading: 40, bottom: 40, trailing: 40)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40))

        controller.view.directionalLayoutMargins = .zero
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins == .zero)
    }

    @Test func theMinimumDoesNotTouchSubviewsAndMovesConstrainedContent() {
        let t = TestWorld()
        let controller = UIViewController()
        t.show(controller)
        let green = UIView()
        green.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(green)
        green.layoutMargins = .zero
        #expect(green.layoutMargins == .zero)
        NSLayoutConstraint.activate([
            green.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            green.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            green.widthAnchor.constraint(equalToConstant: 50),
            green.heightAnchor.constraint(equalToConstant: 50),
        ])
        controller.view.layoutMargins = .zero
        controller.view.layoutIfNeeded()
        #expect(green.frame.minX == 16)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.view.layoutIfNeeded()
        #expect(green.frame.minX == 0)
    }

    @Test func turningTheMinimumOffTellsTheRootView() {
        let controller = UIViewController()
        let root = MarginLoggingView()
        controller.view = root
        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(root.marginChanges == 1)
    }

    // MARK: iOS 17's spring animation block (a public HeartView.swift and SplashScreenVC.swift)

    @Test func aSpringDurationBlockBouncesAndEndsWhenItsSpringSettles() {
        let t = TestWorld()
        let heart = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        t.window.addSubview(heart)
        var finished: [Bool] = []
        UIView.animate(springDuration: 0.35, bounce: 0.5, initialSpringVelocity: 0.5, delay: 0, options: .curveEaseInOut,
                       animations: { heart.center.x = 120 }, completion: { finished.append($0) })
        #expect(heart.center.x == 120)
        let settle = settlingDuration(of: 0.35, bounce: 0.5, velocity: 0.5)
        var peak: CGFloat = 0
        for step in 1...40 {
            t.run(until: settle * Double(step) / 41)
            peak = max(peak, heart.layer.presentation()?.position.x ?? 0)
        }
        #expect(peak > 120, "a bounce of 0.5 overshoots")
        #expect(finished.isEmpty)
        t.run(until: settle + completionLatency)
        #expect(finished == [true] && heart.layer.presentation()?.position.x == 120)
    }

    @Test func aSpringDurationBlockTakesUIKitsDefaults() {
        let t = TestWorld()
        let splash = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        t.window.addSubview(splash)
        var done = false
        UIView.animate(animations: { splash.alpha = 0 }, completion: { _ in done = true })
        let settle = settlingDuration(of: 0.5, bounce: 0, velocity: 0)
        t.run(until: settle / 2)
        #expect(!done)
        t.run(until: settle + completionLatency)
        #expect(done)
    }

    @Test func aSpringDurationBlockWithABadBounceIsReported() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        t.window.addSubview(view)
        UIView.animate(springDuration: 0.4, bounce: 3) { view.alpha = 0.5 }
        #expect(t.simulation.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("bounce: 3") })
    }

    // MARK: Core Graphics' geometric zeros (the HeartView's `layer.shadowOffset = CGSizeZero`)

    @Test func theGeometricZerosAreTheTypesZeros() {
        let heart = UIView()
        heart.layer.shadowOffset = CGSize(width: 0, height: -3)
        heart.layer.shadowOffset = CGSizeZero
        #expect(heart.layer.shadowOffset == .zero && CGPointZero == .zero && CGRectZero == .zero)
    }
}
