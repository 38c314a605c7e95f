import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// iOS 7–10 tab bar badges (`TabBarBadgeMetrics`): a `_UIBadgeView` last in the button, over the image's top-right
/// corner:
///
///     <UITabBarSwappableImageView: 0x7fa2d97883a0; frame = (33 6; 24 24); opaque = NO; userInteractionEnabled = NO; …>
///     <_UIBadgeView: 0x7fa2d9777390; frame = (52 2; 18 18); userInteractionEnabled = NO; layer = <CALayer: 0x7fa2d9774a60>>
///
/// (a 2016 note), and `(36 2; 18 18)` beside `(36 2; 24 18)` for two characters (Youxin's log, 2016-10-21).
@Suite struct TabBarBadgeDumpTests {
    private func shown(_ profile: PlatformProfile) -> (TestWorld, TabBarController) {
        shownTabBarController(profile, title: "Tab", imageSide: 24)
    }

    @Test(arguments: [PlatformProfile.iOS7, .iOS8, .iOS10])
    func aBadgeSitsOverTheImagesCorner(profile: PlatformProfile) throws {
        let (t, tabs) = shown(profile)
        let button = tabs.tabBar.buttons[1]
        tabs.viewControllers?[1].tabBarItem.badgeValue = "3"
        t.run(for: 0.1)
        #expect(subviewDumpNames(button) == ["TabBarSwappableImageView", "TabBarButtonLabel", "_UIBadgeView"])
        let image = try #require(button.subviews.first).frame
        let badge = try #require(button.subviews.last)
        let x = printedDumpNumber(image.maxX - 5)
        #expect(withoutAddresses(badge.description) == "<_UIBadgeView: 0x…; frame = (\(x) 2; 18 18); userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        #expect((badge.subviews.first as? Label)?.text == "3")
        #expect(button.titleLabel.text == "Tab 2", "the value is in the badge, not the title")
        tabs.viewControllers?[1].tabBarItem.badgeValue = "12"
        t.run(for: 0.1)
        #expect(badge.frame.size == CGSize(width: 24, height: 18))
        #expect((badge.subviews.first as? Label)?.text == "12")
        tabs.viewControllers?[1].tabBarItem.badgeValue = nil
        t.run(for: 0.1)
        #expect(subviewDumpNames(button) == ["TabBarSwappableImageView", "TabBarButtonLabel"])
        #expect(tap(button))
        #expect(tabs.selectedIndex == 1)
    }

    /// iOS 11+ keep ViewTree's title with the value in brackets (no dump of their badge was found); the button shows
    /// its image and title views as iOS 11+ dumps print them, with no `_UIBadgeView`.
    @Test func iOS11KeepsTheValueInTheTitle() {
        let (t, tabs) = shown(.iOS11)
        tabs.viewControllers?[1].tabBarItem.badgeValue = "3"
        t.run(for: 0.1)
        #expect(tabs.tabBar.buttons[1].titleLabel.text == "Tab 2 (3)")
        #expect(subviewDumpNames(tabs.tabBar.buttons[1]) == ["TabBarSwappableImageView", "TabBarButtonLabel"])
    }
}
