import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Device dumps of a tab bar's subviews (Docs/Fidelity.md, "Device dumps, a further probe";
/// `PlatformProfile.tabBarBackground`, `TabBar.buttonInset`), compared with ViewTree's lines, addresses normalised.
@Suite struct TabBarDumpProbeTests {
    /// A tab bar controller of `count` titled tabs on `profile` on `device`'s screen, shown.
    private func shown(_ profile: PlatformProfile, device: Device, count: Int = 4) -> (TestWorld, TabBarController) {
        let t = TestWorld(profile: profile, device: device)
        let tabs = TabBarController()
        tabs.viewControllers = (1...count).map { i in
            let child = ViewController()
            child.tabBarItem = TabBarItem(title: "Level \(i)", image: nil, tag: i)
            return child
        }
        t.show(tabs)
        t.run(for: 0.1)
        return (t, tabs)
    }

    private func lines(_ view: View) -> [String] { view.subviews.map { withoutAddresses($0.description) } }

    /// iOS 7 (a Frida walkthrough, an iPhone 4S, 320 × 480):
    ///
    ///     | <UITabBar: 0x16675a60; frame = (0 431; 320 49); autoresize = W+TM; layer = <CALayer: 0x16671aa0>>
    ///     |    | <_UITabBarBackgroundView: 0x1657bae0; frame = (0 0; 320 49); autoresize = W; userInteractionEnabled = NO; layer = <CALayer: 0x16578270>>
    ///     |    |    | <_UIBackdropView: …>   (not modelled)
    ///     |    | <UITabBarButton: 0x1666ae20; frame = (2 1; 76 48); opaque = NO; layer = <CALayer: 0x16593ed0>>
    ///     |    | <UITabBarButton: 0x16597190; frame = (82 1; 76 48); opaque = NO; …>
    ///     |    | <UITabBarButton: 0x16597d10; frame = (162 1; 76 48); opaque = NO; …>
    ///     |    | <UITabBarButton: 0x16598b60; frame = (242 1; 76 48); opaque = NO; …>
    ///     |    | <UIImageView: 0x165a3c30; frame = (0 -0.5; 320 0.5); autoresize = W; userInteractionEnabled = NO; layer = <CALayer: 0x165a3d10>>
    @Test(arguments: [PlatformProfile.iOS7, .iOS8])
    func iOS7To9BackgroundButtonsAndHairline(profile: PlatformProfile) {
        let (t, tabs) = shown(profile, device: .iPhone4s)
        _ = t
        #expect(lines(tabs.tabBar) == [
            "<_UITabBarBackgroundView: 0x…; frame = (0 0; 320 49); autoresize = W; userInteractionEnabled = NO; layer = <Layer: 0x…>>",
            "<TabBarButton: 0x…; frame = (2 1; 76 48); opaque = NO; layer = <Layer: 0x…>>",
            "<TabBarButton: 0x…; frame = (82 1; 76 48); opaque = NO; layer = <Layer: 0x…>>",
            "<TabBarButton: 0x…; frame = (162 1; 76 48); opaque = NO; layer = <Layer: 0x…>>",
            "<TabBarButton: 0x…; frame = (242 1; 76 48); opaque = NO; layer = <Layer: 0x…>>",
            "<ImageView: 0x…; frame = (0 -0.5; 320 0.5); autoresize = W; userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)",
        ])
    }

    /// A 375-pt phone, four tabs (`_UITabBarBackgroundView`, iOS 8–9): `(2 1; 90 48)`, `(96 1; 90 48)`, `(190 1; 89
    /// 48)`, `(283 1; 90 48)`; iOS 10+ with five tabs on a 414-pt phone: `<_UIBarBackground: 0x7f8af3d0bdd0; frame = (0
    /// 0; 414 49); userInteractionEnabled = NO; …>`, then `(2 1; 79 48)`, `(85 1; 79 48)`, `(168 1; 78 48)`, `(250 1;
    /// 79 48)`, `(333 1; 79 48)`; a 390 × 844 phone (iOS 13+, an 83-pt bar): `<_UIBarBackground: 0x7fb291f16480; frame
    /// = (0 0; 390 83); userInteractionEnabled = NO; …>`, then `(2 1; 94 48)`, `(100 1; 93 48)`, `(197 1; 94 48)`,
    /// `(295 1; 93 48)`; no hairline among the bar's subviews from iOS 10.
    @Test func buttonFramesAndTheBarBackgroundFromIOS10() throws {
        let (t1, narrow) = shown(.iOS8, device: .iPhone8)
        #expect(narrow.tabBar.buttons.map(\.frame) == [CGRect(x: 2, y: 1, width: 90, height: 48), CGRect(x: 96, y: 1, width: 90, height: 48),
                                                         CGRect(x: 190, y: 1, width: 89, height: 48), CGRect(x: 283, y: 1, width: 90, height: 48)])
        let (t2, five) = shown(.iOS11, device: .iPhone8Plus, count: 5)
        #expect(lines(five.tabBar).first == "<_UIBarBackground: 0x…; frame = (0 0; 414 49); userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        #expect(five.tabBar.buttons.map(\.frame.minX) == [2, 85, 168, 250, 333])
        #expect(five.tabBar.buttons.map(\.frame.width) == [79, 79, 78, 79, 79])
        #expect(five.tabBar.subviews.count == 6)
        let (t3, notched) = shown(.iOS13, device: .iPhone12)
        _ = (t1, t2, t3)
        #expect(lines(notched.tabBar).first == "<_UIBarBackground: 0x…; frame = (0 0; 390 83); userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        #expect(notched.tabBar.buttons.map(\.frame) == [CGRect(x: 2, y: 1, width: 94, height: 48), CGRect(x: 100, y: 1, width: 93, height: 48),
                                                          CGRect(x: 197, y: 1, width: 94, height: 48), CGRect(x: 295, y: 1, width: 93, height: 48)])
    }

    /// The background and hairline take no touches: tapping a button still selects its tab, and new items go in
    /// before the hairline, which stays last.
    @Test func tappingATabStillSelectsItAndTheHairlineStaysLast() throws {
        let (t, tabs) = shown(.iOS7, device: .iPhone4s)
        #expect(tap(tabs.tabBar.buttons[2]))
        t.run(for: 0.1)
        #expect(tabs.selectedIndex == 2)
        let extra = ViewController()
        extra.tabBarItem = TabBarItem(title: "More", image: nil, tag: 9)
        tabs.viewControllers = (tabs.viewControllers ?? []) + [extra]
        t.run(for: 0.1)
        #expect(tabs.tabBar.subviews.last is ImageView)
        #expect(tabs.tabBar.subviews.last?.frame == CGRect(x: 0, y: -0.5, width: 320, height: 0.5))
        #expect(tabs.tabBar.buttons.count == 5)
    }
}
