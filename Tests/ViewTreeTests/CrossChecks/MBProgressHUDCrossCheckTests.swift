// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What MBProgressHUD's suite (jdg/MBProgressHUD `Demo/HudTests/HudTests.m` @04747f8b, XCTest cases run in its demo
/// app on an iOS simulator) reads back from UIKit while the HUD fades in and out. The HUD is a view added to the key
/// window's root controller's view; it fades its bezel with `UIView.animate(withDuration: 0.3, delay: 0,
/// usingSpringWithDamping: 1, initialSpringVelocity: 0, options: .beginFromCurrentState, …)` (`MBProgressHUD.m`
/// `animateIn:withType:completion:`) and removes itself in the completion. Rows in Docs/Fidelity.md, "Behaviours
/// checked against Texture's, Kingfisher's and MBProgressHUD's device tests".
@Suite struct MBProgressHUDCrossCheckTests {
    /// A shown window with a root controller, and a "HUD" with a "bezel" in the root view.
    struct Fixture {
        let world = Simulation()
        let window: UIWindow
        let root: UIView
        let hud = UIView()
        let bezel = UIView()

        init() {
            window = UIWindow(frame: world.screen.bounds, simulation: world)
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            root = controller.view
            hud.frame = root.bounds
            root.addSubview(hud)
            hud.addSubview(bezel)
        }

        /// MBProgressHUD's fade: a critically damped spring of 0.3 s from the current state.
        func fade(to alpha: CGFloat, completion: @escaping (Bool) -> Void = { _ in }) {
            UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: .beginFromCurrentState, animations: { bezel.alpha = alpha }, completion: completion)
        }
    }

    /// testNonAnimatedConvenienceHUDPresentation: shown without animation, the bezel's alpha is 1 and its layer runs
    /// no "opacity" animation; `removeFromSuperview()` takes the HUD out of the root view's subviews and leaves it no
    /// superview.
    @Test func aChangeOutsideAnAnimationBlockRunsNoAnimation() {
        let f = Fixture()
        f.bezel.alpha = 0
        f.bezel.alpha = 1
        #expect(f.hud.superview === f.root && f.hud.alpha == 1 && !f.hud.isHidden && f.bezel.alpha == 1)
        #expect(!(f.bezel.layer.animationKeys() ?? []).contains("opacity"))
        f.hud.removeFromSuperview()
        #expect(!f.root.subviews.contains(f.hud) && f.hud.superview == nil)
    }

    /// testAnimatedConvenienceHUDPresentation: inside the spring block the bezel's alpha reads the new value at once
    /// (1 in, then 0 out) while its layer lists an "opacity" animation; the HUD stays in the hierarchy, at alpha 1,
    /// until the fade's completion, which hears `true`.
    @Test func anAnimatedFadeSetsTheModelValueAtOnce() {
        let f = Fixture()
        f.bezel.alpha = 0
        f.fade(to: 1)
        #expect(f.bezel.alpha == 1 && (f.bezel.layer.animationKeys() ?? []).contains("opacity"))
        f.world.run(for: 1)
        var finished: [Bool] = []
        f.fade(to: 0) { done in
            finished.append(done)
            f.hud.removeFromSuperview()
        }
        #expect(f.bezel.alpha == 0 && (f.bezel.layer.animationKeys() ?? []).contains("opacity"))
        #expect(f.root.subviews.contains(f.hud) && f.hud.alpha == 1 && f.hud.superview === f.root)
        f.world.run(for: 1)
        #expect(finished == [true] && f.hud.superview == nil)
        #expect(f.bezel.layer.animationKeys() == nil)
    }

    /// testUnfinishedHidingAnimation: `removeAllAnimations()` on the bezel's layer during the fade ends it, and its
    /// completion still runs, hearing `false` ("It will cause `UIView+animate...` to call completionBlock with
    /// `finished = NO`"); the HUD, removed there, has left.
    @Test func removingTheAnimationsCompletesWithFalse() {
        let f = Fixture()
        var finished: [Bool] = []
        f.fade(to: 0) { done in
            finished.append(done)
            f.hud.removeFromSuperview()
        }
        f.bezel.layer.removeAllAnimations()
        f.world.run(for: 3)
        #expect(finished == [false])
        #expect(f.hud.superview == nil && f.bezel.alpha == 0)
    }
}
