import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// The outgoing view in the middle of a push, as device descriptions show it:
///
///     <UIView: 0x7fbf64d0fa00; frame = (-124 0; 414 736); userInteractionEnabled = NO; animations = { position=<CASpringAnimation: 0x608000425be0>; }; layer = <CALayer: 0x610000225dc0>>
///
/// (a tab's navigation controller pushing on a 414 × 736 simulator, "hidesBottomBarWhenPushed with
/// UITabBarController"), and `frame = (-112 0; 375 667); userInteractionEnabled = NO` on a 375-pt one.
@Suite struct NavigationTransitionDumpTests {
    @Test(arguments: [(CGFloat(414), CGFloat(736), "(-124 0; 414 736)"), (375, 667, "(-112 0; 375 667)"), (320, 568, "(-96 0; 320 568)")])
    func theOutgoingViewMidPush(width: CGFloat, height: CGFloat, frame: String) throws {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: width, height: height))
        let root = ViewController()
        let nav = NavigationController(rootViewController: root)
        t.show(nav)
        nav.pushViewController(ViewController(), animated: true)
        t.run(for: 0.1)
        let line = withoutAddresses(root.view.description)
        // UIKit prints `CASpringAnimation` (its push is a spring; ViewTree's is timed by an ease-in-out curve) and,
        // in both dumps, no `autoresize` for the outgoing view (not modelled: no source says when UIKit clears it).
        #expect(line == "<View: 0x…; frame = \(frame); autoresize = W+H; userInteractionEnabled = NO; animations = { position=<BasicAnimation: 0x…>; }; layer = <Layer: 0x…>>")
        t.run(for: 0.5)
        #expect(root.view.isUserInteractionEnabled, "touches come back when the push ends")
        _ = nav.popViewController(animated: true)
        t.run(for: 0.1)
        t.run(for: 0.5)
        #expect(root.view.isUserInteractionEnabled && root.view.frame.minX == 0)
    }

    /// A view whose touches the app turned off keeps them off after the push.
    @Test func aViewTheAppMadeUntouchableStaysSo() {
        let t = TestWorld()
        let root = ViewController()
        let nav = NavigationController(rootViewController: root)
        t.show(nav)
        root.view.isUserInteractionEnabled = false
        nav.pushViewController(ViewController(), animated: true)
        t.run(for: 1)
        _ = nav.popViewController(animated: false)
        t.run(for: 0.1)
        #expect(!root.view.isUserInteractionEnabled)
    }
}
