import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Device dumps of a navigation controller's bar (Docs/Fidelity.md, "Device dumps, a further probe"): the
/// background first, holding the hairline, and on iOS 7–10 the back indicator last, each line compared with the
/// published one, addresses normalised by `withoutAddresses`.
@Suite struct NavigationBarDumpProbeTests {
    /// A navigation controller on `profile` in a `size` window, shown, with `depth` controllers pushed.
    private func bar(_ profile: PlatformProfile, size: CGSize = CGSize(width: 320, height: 568), depth: Int = 1) -> (TestWorld, NavigationController) {
        let t = TestWorld(profile: profile, windowSize: size)
        let root = ViewController()
        root.title = "Root View Controller"
        let nav = NavigationController(rootViewController: root)
        t.show(nav)
        for _ in 1..<max(1, depth) { nav.pushViewController(ViewController(), animated: false) }
        t.run(for: 0.1)
        return (t, nav)
    }

    private func lines(_ view: View) -> [String] { view.subviews.map { withoutAddresses($0.description) } }

    /// iOS 7 (a 2014 note on empty back buttons, a 320-pt simulator, a pushed controller):
    ///
    ///     | <UINavigationBar: 0x8d75c40; frame = (0 20; 320 44); opaque = NO; autoresize = W; …>
    ///     |    | <_UINavigationBarBackground: 0x8d59af0; frame = (0 -20; 320 64); opaque = NO; autoresize = W; userInteractionEnabled = NO; layer = <CALayer: 0x8d549f0>> - (null)
    ///     |    |    | <_UIBackdropView: …>   (not modelled)
    ///     |    |    | <UIImageView: 0x8d67cc0; frame = (0 64; 320 0.5); userInteractionEnabled = NO; layer = <CALayer: 0x8d67d50>> - (null)
    ///     |    | <UINavigationItemView: …>   (not modelled: ViewTree's title is the bar's own label)
    ///     |    | <UINavigationItemButtonView: …>
    ///     |    | <_UINavigationBarBackIndicatorView: 0x8d87560; frame = (8 12; 12.5 20.5); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x8d87650>> - Back
    @Test func iOS7BarWithABackItem() throws {
        let (t, nav) = bar(.iOS7, depth: 2)
        _ = t
        let bar = nav.navigationBar
        let background = try #require(bar.subviews.first)
        #expect(withoutAddresses(background.description) == "<_UINavigationBarBackground: 0x…; frame = (0 -20; 320 64); opaque = NO; autoresize = W; userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        #expect(lines(background) == ["<ImageView: 0x…; frame = (0 64; 320 0.5); userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)"])
        #expect(lines(bar).last == "<_UINavigationBarBackIndicatorView: 0x…; frame = (8 12; 12.5 20.5); opaque = NO; userInteractionEnabled = NO; layer = <Layer: 0x…>>")
    }

    /// iOS 8–9 (a 64-bit device, 320 pt, a controller without a back item):
    ///
    ///     | <_UINavigationBarBackground: 0x146026f60; frame = (0 -20; 320 64); opaque = NO; autoresize = W; userInteractionEnabled = NO; …>
    ///     | <_UINavigationBarBackIndicatorView: 0x14602cab0; frame = (8 11.5; 13 21); alpha = 0; opaque = NO; userInteractionEnabled = NO; …>
    ///
    /// and the hairline `<UIImageView: 0x7ffcf049aea0; frame = (0 64; 320 0.5); userInteractionEnabled = NO; …>` (iOS 8,
    /// BKNavigationBarCleanColor, 2015-07-29). Pushing shows the indicator; popping hides it again.
    @Test func iOS8BarWithoutABackItem() throws {
        let (t, nav) = bar(.iOS8)
        let bar = nav.navigationBar
        let background = try #require(bar.subviews.first)
        #expect(withoutAddresses(background.description) == "<_UINavigationBarBackground: 0x…; frame = (0 -20; 320 64); opaque = NO; autoresize = W; userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        #expect(background.subviews.first?.frame == CGRect(x: 0, y: 64, width: 320, height: 0.5))
        let hidden = "<_UINavigationBarBackIndicatorView: 0x…; frame = (8 11.5; 13 21); alpha = 0; opaque = NO; userInteractionEnabled = NO; layer = <Layer: 0x…>>"
        #expect(lines(bar).last == hidden)
        nav.pushViewController(ViewController(), animated: false)
        t.run(for: 0.1)
        #expect(bar.subviews.last?.alpha == 1)
        _ = nav.popViewController(animated: false)
        t.run(for: 0.1)
        #expect(lines(bar).last == hidden)
    }

    /// iOS 10 (2016-12-02, a note on hiding the hairline, a 375-pt device): `_UIBarBackground` replaced
    /// `_UINavigationBarBackground` ("iOS10只是把_UINavigationBarBackground…改为了_UIBarBackground"):
    ///
    ///     <_UIBarBackground: 0x151d0cf00; frame = (0 -20; 375 64); userInteractionEnabled = NO; layer = <CALayer: 0x174030e60>>
    ///     <_UINavigationBarBackIndicatorView: 0x151e13760; frame = (8 11.5; 13 21); alpha = 0; opaque = NO; userInteractionEnabled = NO; …>
    ///
    /// and from iOS 11 the same background, without the indicator among the bar's subviews (`<_UIBarBackground:
    /// 0x7f98a1e8fc00; frame = (0 -20; 375 64); userInteractionEnabled = NO; …>`, then `_UINavigationBarLargeTitleView`,
    /// `_UINavigationBarContentView`, …), its hairline `<UIImageView: …; frame = (0 44; 375 0.5);
    /// userInteractionEnabled = NO; …>` (2018).
    @Test(arguments: [(PlatformProfile.iOS10, true), (.iOS11, false)])
    func iOS10And11Backgrounds(profile: PlatformProfile, indicator: Bool) throws {
        let (_, nav) = bar(profile, size: CGSize(width: 375, height: 667))
        let bar = nav.navigationBar
        let background = try #require(bar.subviews.first)
        #expect(withoutAddresses(background.description) == "<_UIBarBackground: 0x…; frame = (0 -20; 375 64); userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        #expect(background.subviews.first?.frame == CGRect(x: 0, y: 64, width: 375, height: 0.5))
        let last = withoutAddresses(try #require(bar.subviews.last).description)
        #expect(last.hasPrefix("<_UINavigationBarBackIndicatorView: 0x…; frame = (8 11.5; 13 21); alpha = 0;") == indicator)
    }

    /// iOS 13+ (a 428 × 926 simulator): the background reaches to the top of the screen above the bar, the hairline
    /// a private view one pixel high under it:
    ///
    ///     | <UINavigationBar: 0x7fb45741dce0; frame = (0 47; 428 44); opaque = NO; autoresize = W; layer = <CALayer: …>>
    ///     |    | <_UIBarBackground: 0x7fb45740af90; frame = (0 -47; 428 91); userInteractionEnabled = NO; layer = <CALayer: …>>
    ///     |    |    | <UIVisualEffectView: …> effect=none   (not modelled)
    ///     |    |    | <_UIBarBackgroundShadowView: 0x7fb45700fb60; frame = (0 91; 428 0.333333); layer = <CALayer: …>> clientRequestedContentView effect=none
    ///
    /// ViewTree's notched status bar is 44 pt (`Device.iPhoneX`), so the bar sits at 44 and the background is 88 high.
    @Test func iOS13BackgroundAndShadowView() throws {
        let (_, nav) = bar(.iOS13, size: CGSize(width: 428, height: 926))
        let bar = nav.navigationBar
        let top = bar.frame.minY
        #expect(top > 20)
        let background = try #require(bar.subviews.first)
        #expect(background.frame == CGRect(x: 0, y: -top, width: 428, height: 44 + top))
        #expect(withoutAddresses(background.description).hasSuffix("; userInteractionEnabled = NO; layer = <Layer: 0x…>>"))
        let shadow = try #require(background.subviews.first)
        #expect(withoutAddresses(shadow.description) == "<_UIBarBackgroundShadowView: 0x…; frame = (0 \(Int(44 + top)); 428 0.333333); layer = <Layer: 0x…>>")
    }

    /// A bar of its own (not a navigation controller's) keeps its background within itself, as UIKit's printed
    /// before the bar was placed: `<_UINavigationBarBackground: 0x7f8d29433d30; frame = (0 0; 320 44); autoresize = W;
    /// userInteractionEnabled = NO; …>` over `<UIImageView: …; frame = (0 44; 320 0.5); …>` (BKNavigationBarCleanColor).
    /// The chrome takes no touches: a touch on the indicator finds the back button under it.
    @Test func aBarOfItsOwnAndTapsThroughTheChrome() throws {
        let t = TestWorld(profile: .iOS8, windowSize: CGSize(width: 320, height: 568))
        let own = NavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        t.window.addSubview(own)
        #expect(own.subviews.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        let (_, nav) = bar(.iOS8, depth: 2)
        let back = try #require(nav.navigationBar.subviews.first { $0 is BarButtonItemView })
        // Under the back indicator (8 11.5; 13 21) and inside the background: the touch goes to the back button.
        let hit = try #require(nav.navigationBar.hitTest(CGPoint(x: 10, y: 22), with: nil))
        #expect(hit === back || hit.isDescendant(of: back))
    }
}
