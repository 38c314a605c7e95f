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

/// A full-screen presentation from iOS 13: the presented view is in a `UIDropShadowView` inside the
/// `UITransitionView`:
///
///     <UIWindow: …; frame = (0 0; 428 926); gestureRecognizers = <NSArray: …>; layer = <UIWindowLayer: …>>
///        | <UITransitionView: …; frame = (0 0; 428 926); autoresize = W+H; layer = <CALayer: …>>
///        |    | <UIDropShadowView: …; frame = (0 0; 428 926); autoresize = W+H; layer = <CALayer: …>>
///        |    |    | <UILayoutContainerView: …; frame = (0 0; 428 926); clipsToBounds = YES; autoresize = W+H; …>
@Suite struct FullScreenPresentationDumpTests {
    @Test(arguments: [(PlatformProfile.iOS13, true), (.iOS11, false)])
    func theDropShadowViewWrapsAFullScreenPresentation(profile: PlatformProfile, wrapped: Bool) throws {
        let t = TestWorld(profile: profile, windowSize: CGSize(width: 428, height: 926))
        let root = ViewController()
        t.show(root)
        let login = NavigationController(rootViewController: ViewController())
        login.modalPresentationStyle = .fullScreen
        root.present(login, animated: true)
        t.run(for: 0.2)
        let slider = try #require(login.view.superview)
        #expect((String(describing: type(of: slider)) == "DropShadowView") == wrapped)
        if wrapped {
            #expect(String(describing: type(of: try #require(slider.superview))) == "TransitionView")
            #expect(login.view.frame == CGRect(x: 0, y: 0, width: 428, height: 926))
            #expect(withoutAddresses(slider.description).hasPrefix("<DropShadowView: 0x…; frame = (0 0; 428 926); autoresize = W+H; animations = { position=<BasicAnimation: 0x…>; }"))
        }
        t.run(for: 1)
        #expect(login.view.frame == CGRect(x: 0, y: 0, width: 428, height: 926) && login.view.window != nil)
        if wrapped {
            #expect(withoutAddresses(slider.description) == "<DropShadowView: 0x…; frame = (0 0; 428 926); autoresize = W+H; layer = <Layer: 0x…>>")
        }
        login.dismiss(animated: true)
        t.run(for: 0.2)
        #expect(login.view.window != nil, "still sliding out")
        t.run(for: 1)
        #expect(login.view.window == nil && root.presentedViewController == nil && root.view.window != nil)
    }

    /// A page sheet (iOS 16 device): `<UIDropShadowView: …; frame = (0 40; 375 627); gestureRecognizers = …>`, then
    /// `<_UIRoundedRectShadowView: …; frame = (-150 -150; 675 927); alpha = 0; opaque = NO; autoresize = W+H;
    /// userInteractionEnabled = NO; …>` and `<UIView: …; frame = (0 0; 375 627); clipsToBounds = YES; autoresize = W+H; …>`.
    @Test func aSheetHasItsDropShadowRoundedShadowAndClippingViews() throws {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let root = ViewController()
        t.show(root)
        let sheet = ViewController()
        root.present(sheet, animated: false)
        t.run(for: 0.1)
        let clip = try #require(sheet.view.superview)
        let shadow = try #require(clip.superview)
        let frame = shadow.frame
        #expect(sheet.view.frame == CGRect(origin: .zero, size: frame.size) && clip.clipsToBounds)
        #expect(withoutAddresses(shadow.description) == "<DropShadowView: 0x…; frame = (0 \(UIKitFormat.number(frame.minY)); 375 \(UIKitFormat.number(frame.height))); gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>>")
        let rounded = try #require(shadow.subviews.first)
        #expect(withoutAddresses(rounded.description) == "<_UIRoundedRectShadowView: 0x…; frame = (-150 -150; 675 \(UIKitFormat.number(frame.height + 300))); alpha = 0; opaque = NO; autoresize = W+H; userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        #expect(withoutAddresses(clip.description) == "<View: 0x…; frame = (0 0; 375 \(UIKitFormat.number(frame.height))); clipsToBounds = YES; autoresize = W+H; layer = <Layer: 0x…>>")
    }
}
