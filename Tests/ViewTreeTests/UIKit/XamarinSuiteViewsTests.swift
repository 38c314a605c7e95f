// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeUIKit

// What Xamarin's device-run suite (xamarin/xamarin-macios, tests/monotouch-test/UIKit, files N–Z) asserts about
// views, windows, a pan recognizer, a stack view and trait registrations, through ViewTree's UIKit names. Each test
// names the Xamarin test it comes from; Docs/Fidelity.md, "Behaviours checked against Xamarin's device-run suite
// (N–Z)", lists the rows.

/// A shown 320 × 568 window of `world`.
func xamarinNZWindow(_ world: Simulation) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568), simulation: world)
    window.makeKeyAndVisible()
    return window
}

/// ViewTest.cs.
@Suite struct XamarinNZViewTests {
    /// ViewTest.InitWithFrame.
    @Test func initWithFrameKeepsTheFrame() {
        let frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        #expect(UIView(frame: frame).frame == frame)
    }

    /// ViewTest.HitTest_Null and PointInside_Null: with no event, a point outside is nil/false, inside the view itself.
    @Test func hitTestAndPointInsideWithoutAnEvent() {
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(v.hitTest(CGPoint(x: -10, y: -10), with: nil) == nil)
        #expect(v.hitTest(CGPoint(x: 50, y: 50), with: nil) === v)
        #expect(!v.point(inside: CGPoint(x: -10, y: -10), with: nil))
        #expect(v.point(inside: CGPoint(x: 50, y: 50), with: nil))
    }

    /// ViewTest.SizeThatFits: a plain view fits an empty size in an empty size.
    @Test func sizeThatFitsOfAPlainViewIsEmpty() {
        let size = UIView().sizeThatFits(.zero)
        #expect(size.width == 0 && size.height == 0)
    }

    /// ViewTest.Convert_Null: converting from or to no view (the window's coordinates) keeps zero for a view at zero.
    @Test func convertingFromAndToNoViewKeepsZero() {
        let v = UIView()
        #expect(v.convert(CGPoint.zero, from: nil) == .zero)
        #expect(v.convert(CGPoint.zero, to: nil) == .zero)
        #expect(v.convert(CGRect.zero, from: nil) == .zero)
        #expect(v.convert(CGRect.zero, to: nil) == .zero)
    }

    /// ViewTest.Animate_Null_c1/c2, AnimateNotify_Null_c1/c2: a nil completion is allowed (the animations still apply).
    @Test func animationsWithoutACompletion() {
        let world = Simulation()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        xamarinNZWindow(world).addSubview(v)
        UIView.animate(withDuration: 1.0, animations: { v.alpha = 0.5 }, completion: nil)
        UIView.animate(withDuration: 1.0, delay: 2.0, options: .autoreverse, animations: { v.alpha = 0.25 }, completion: nil)
        #expect(v.alpha == 0.25)
        world.run(for: 4)
        #expect(v.alpha == 0.25)
    }

    /// ViewTest.Transition_Null_a1/c1/c2, TransitionNotify_Null_a1/c1/c2: a transition with no animations block, or no
    /// completion, is allowed; so is one from a view to itself. The completion runs.
    @Test func transitionsWithoutBlocks() {
        let world = Simulation()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        xamarinNZWindow(world).addSubview(v)
        var finished: [Bool] = []
        UIView.transition(with: v, duration: 1.0, options: .allowAnimatedContent, animations: nil) { finished.append($0) }
        UIView.transition(with: v, duration: 1.0, options: .allowAnimatedContent, animations: {}, completion: nil)
        UIView.transition(from: v, to: v, duration: 1.0, options: .allowAnimatedContent, completion: nil)
        world.run(for: 2)
        #expect(finished == [true])
        #expect(v.superview === world.keyWindow)
    }

    /// ViewTest.TraitTest: accessibility traits are none by default and keep what is set, combinations included.
    @Test func accessibilityTraitsKeepWhatIsSet() {
        let view = UIView()
        #expect(view.accessibilityTraits == .none)
        view.accessibilityTraits = .none
        #expect(view.accessibilityTraits == .none)
        view.accessibilityTraits = .adjustable
        #expect(view.accessibilityTraits == .adjustable)
        view.accessibilityTraits = [.adjustable, .button]
        #expect(view.accessibilityTraits == [.adjustable, .button])
    }

    /// ViewTest.Subviews: a new view's subviews are an empty list, not nil.
    @Test func aNewViewHasNoSubviews() {
        #expect(UIView().subviews.isEmpty)
    }

    /// ViewTest.TintColor: a view has a tint by default (iOS 7+); setting nil returns to the default, not to the last
    /// colour set.
    @Test func tintColorReturnsToTheDefault() {
        let world = Simulation()
        let v = UIView()
        xamarinNZWindow(world).addSubview(v)
        let original = v.tintColor
        #expect(original != nil)
        v.tintColor = .red
        v.tintColor = nil
        #expect(v.tintColor != nil && v.tintColor != .red && v.tintColor == original)
    }

    /// ViewTest.Equality: two new views are different objects (hash and equality).
    @Test func twoViewsAreNotEqual() {
        let v1 = UIView(), v2 = UIView()
        #expect(v1 !== v2)
        #expect(!v1.isEqual(v2))
        #expect(v1.hashValue != v2.hashValue)
    }
}

/// WindowTest.cs.
@Suite struct XamarinNZWindowTests {
    /// WindowTest.InitWithFrame.
    @Test func initWithFrameKeepsTheFrame() {
        let world = Simulation()
        let frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        #expect(UIWindow(frame: frame, simulation: world).frame == frame)
    }

    /// WindowTest.Convert_Null: converting from or to no window keeps zero for a window at zero.
    @Test func convertingFromAndToNoWindowKeepsZero() {
        let world = Simulation()
        let w = UIWindow(frame: .zero, simulation: world)
        #expect(w.convert(CGPoint.zero, from: nil as UIWindow?) == .zero)
        #expect(w.convert(CGPoint.zero, to: nil as UIWindow?) == .zero)
        #expect(w.convert(CGRect.zero, from: nil as UIWindow?) == .zero)
        #expect(w.convert(CGRect.zero, to: nil as UIWindow?) == .zero)
    }

    /// WindowTest.IsKeyWindow_5199: a new window is not key.
    @Test func aNewWindowIsNotKey() {
        let world = Simulation()
        #expect(!UIWindow(frame: .zero, simulation: world).isKeyWindow)
    }

    /// WindowTest.Level: level 0 by default; normal 0, alert 2000, status bar 1000.
    @Test func windowLevels() {
        let world = Simulation()
        let w = UIWindow(frame: .zero, simulation: world)
        #expect(w.windowLevel.rawValue == 0)
        w.windowLevel = .normal
        #expect(w.windowLevel.rawValue == 0)
        w.windowLevel = .alert
        #expect(w.windowLevel.rawValue == 2000)
        w.windowLevel = .statusBar
        #expect(w.windowLevel.rawValue == 1000)
    }
}

/// PanGestureRecognizerTest.cs, UIStackViewTest.cs.
@Suite struct XamarinNZPanAndStackTests {
    /// PanGestureRecognizerTest.Null: with no view, setting the translation is allowed, and the translation and velocity
    /// read zero.
    @Test func panInNoView() {
        let pgr = UIPanGestureRecognizer()
        pgr.setTranslation(.zero, in: nil)
        #expect(pgr.translation(in: nil) == .zero)
        #expect(pgr.velocity(in: nil) == .zero)
    }

    /// A_UIStackViewTest.InitWithFrameTest: two arranged subviews are two subviews.
    @Test func arrangedSubviewsAreSubviews() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stack.addArrangedSubview(UIImageView())
        stack.addArrangedSubview(UIView())
        #expect(stack.subviews.count == 2)
    }
}

/// UITraitOverrides.cs.
@Suite struct XamarinNZTraitOverridesTests {
    /// UITraitOverridesTest.InlinedInUIViewController / InlinedInUIView / InlinedInUIPresentationController: registering
    /// for size-class changes (handler and target-action forms) and unregistering.
    @Test func registerAndUnregisterEverywhere() {
        final class Target { func traitsChanged() {} }
        let target = Target()
        let vc = UIViewController()
        let view = UIView()
        let pc = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
        var token = vc.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIViewController, _: UITraitCollection) in }
        vc.unregisterForTraitChanges(token)
        token = vc.registerForTraitChanges([UITraitVerticalSizeClass.self, UITraitHorizontalSizeClass.self], target: target,
                                           action: Target.traitsChanged)
        vc.unregisterForTraitChanges(token)
        token = view.registerForTraitChanges([UITraitVerticalSizeClass.self]) { (_: UIView, _: UITraitCollection) in }
        view.unregisterForTraitChanges(token)
        token = pc.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIPresentationController, _: UITraitCollection) in }
        pc.unregisterForTraitChanges(token)
    }

    /// UITraitOverridesTest.CallbackTest (RegisterForTraitChanges_TypeArray and the other forms): each override that
    /// changes a registered size class calls the handler once, and inside it `traitOverrides` contains the trait with
    /// the value set. (The device calls the handler during the setter; ViewTree at the next trait update, here
    /// `updateTraitsIfNeeded()`.)
    @Test func overridesCallTheHandlerWithTheOverrideInPlace() {
        let world = Simulation()
        let vc = UIViewController()
        let window = xamarinNZWindow(world)
        window.rootViewController = vc
        window.layoutIfNeeded()
        var horizontal: UIUserInterfaceSizeClass?
        var vertical: UIUserInterfaceSizeClass?
        var calls = 0
        var mismatches: [String] = []
        let token = vc.registerForTraitChanges([UITraitVerticalSizeClass.self, UITraitHorizontalSizeClass.self]) {
            (controller: UIViewController, _: UITraitCollection) in
            if controller.traitOverrides.contains(UITraitHorizontalSizeClass.self) != (horizontal != nil) { mismatches.append("h") }
            if controller.traitOverrides.contains(UITraitVerticalSizeClass.self) != (vertical != nil) { mismatches.append("v") }
            if let horizontal, controller.traitOverrides.horizontalSizeClass != horizontal { mismatches.append("h value") }
            if let vertical, controller.traitOverrides.verticalSizeClass != vertical { mismatches.append("v value") }
            calls += 1
        }
        let initial = vc.traitCollection
        let firstH: UIUserInterfaceSizeClass = initial.horizontalSizeClass == .regular ? .compact : .regular
        let firstV: UIUserInterfaceSizeClass = initial.verticalSizeClass == .regular ? .compact : .regular
        // Each step sets (or removes) an override, then delivers the change; the handler counts the calls.
        func step(h: UIUserInterfaceSizeClass?, v: UIUserInterfaceSizeClass?, _ change: (inout UITraitOverrides) -> Void) {
            horizontal = h
            vertical = v
            change(&vc.traitOverrides)
            vc.updateTraitsIfNeeded()
        }
        step(h: firstH, v: nil) { $0.horizontalSizeClass = firstH }
        #expect(calls == 1)
        step(h: initial.horizontalSizeClass, v: nil) { $0.horizontalSizeClass = initial.horizontalSizeClass }
        #expect(calls == 2)
        step(h: initial.horizontalSizeClass, v: firstV) { $0.verticalSizeClass = firstV }
        #expect(calls == 3)
        step(h: initial.horizontalSizeClass, v: initial.verticalSizeClass) { $0.verticalSizeClass = initial.verticalSizeClass }
        #expect(calls == 4)
        // Removing an override whose value is the inherited one changes nothing.
        step(h: initial.horizontalSizeClass, v: nil) { $0.remove(UITraitVerticalSizeClass.self) }
        step(h: nil, v: nil) { $0.remove(UITraitHorizontalSizeClass.self) }
        #expect(calls == 4)
        step(h: firstH, v: nil) { $0.horizontalSizeClass = firstH }
        #expect(calls == 5)
        #expect(mismatches.isEmpty)
        vc.unregisterForTraitChanges(token)
    }
}
