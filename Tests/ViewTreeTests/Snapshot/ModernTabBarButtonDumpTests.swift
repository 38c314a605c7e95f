import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// iOS 11+ tab bar buttons' insides as device dumps print them (Docs/Fidelity.md, "Tab bars and toolbars from iOS 11";
/// `PlatformProfile.tabBarButtonContent`, `tabBarButtonHasVibrancyView`, `TabBarButtonMetrics.iOS11TitleTop`).
@Suite struct ModernTabBarButtonDumpTests {
    /// A tab bar controller of `titles.count` tabs, each with an image of `imageSize` (none when `nil`), shown.
    private func shown(_ profile: PlatformProfile, device: Device, titles: [String],
                       imageSize: CGSize? = CGSize(width: 21, height: 28)) -> (TestWorld, TabBarController) {
        let t = TestWorld(profile: profile, device: device)
        let tabs = TabBarController()
        tabs.viewControllers = titles.enumerated().map { i, title in
            let child = ViewController()
            child.tabBarItem = TabBarItem(title: title, image: imageSize.map { Image(name: "tab\(i)", size: $0) }, tag: i)
            return child
        }
        t.show(tabs)
        t.run(for: 0.1)
        return (t, tabs)
    }

    private func lines(_ view: View) -> [String] { view.subviews.map { withoutAddresses($0.description) } }

    /// iOS 13+, a 375-pt 2x phone, one tab (a chisel `pviews` note):
    ///
    ///     |    |    |    |    |    |    | <_UIVisualEffectContentView: 0x7fd9fd7052f0; frame = (0 0; 371 48); autoresize = W+H; tintColor = …; …> disablesGroupFiltering
    ///     |    |    |    |    |    | <UITabBarSwappableImageView: 0x7fda0200eaa0; frame = (174.5 4; 21 28); opaque = NO; userInteractionEnabled = NO; layer = …>
    ///     |    |    |    |    |    | <UITabBarButtonLabel: 0x7fda02401f50; frame = (158 34.5; 54.5 12); text = 'Downloads'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: …>>
    ///
    /// The vibrancy view first, filling the button; the image's centre 18 pt down; the title 34.5 pt down, 12 pt high,
    /// centred across with its left edge floored to the pixel. (The image's x follows the centring rule: 175, not the
    /// dump's 174.5, see the Fidelity row.)
    @Test func iOS13VibrancyViewImageAndTitle() throws {
        let (t, tabs) = shown(.iOS13, device: .iPhone8, titles: ["Downloads"])
        _ = t
        let button = try #require(tabs.tabBar.buttons.first)
        #expect(button.frame == CGRect(x: 2, y: 1, width: 371, height: 48))
        let rows = lines(button)
        #expect(rows.count == 3)
        #expect(rows.first == "<VisualEffectView: 0x…; frame = (0 0; 371 48); userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        #expect(withoutAddresses(button.subviews[0].subviews.first?.description ?? "")
                    == "<_UIVisualEffectContentView: 0x…; frame = (0 0; 371 48); autoresize = W+H; layer = <Layer: 0x…>>")
        #expect(rows.dropFirst().first == "<TabBarSwappableImageView: 0x…; frame = (175 4; 21 28); opaque = NO; userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        let label = button.titleLabel
        #expect(label.frame.minY == 34.5)
        #expect(label.frame.height == 12)
        #expect(label.frame.minX == ((371 - label.frame.width) / 2 * 2).rounded(.down) / 2)
        #expect(rows.last?.hasPrefix("<TabBarButtonLabel: 0x…; frame = (") == true)
        #expect(rows.last?.contains(" 34.5; ") == true)
        #expect(rows.last?.hasSuffix("; text = 'Downloads'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>") == true)
    }

    /// A 3x phone's 100-pt buttons (the Lottie sample's, four tabs on 414 pt): a 31-pt image's left edge floored to the
    /// pixel, (100 − 31) / 2 = 34.5 → 34.3333, as `(34.3333 0.166667; 31 31)`; a 24-pt one at 38, as `(38 7.33333; 24
    /// 21)`; the title centred the same way.
    @Test func leftEdgesAreFlooredToThePixel() throws {
        let (t1, wide) = shown(.iOS13, device: .iPhone8Plus, titles: ["A", "B", "C", "D"], imageSize: CGSize(width: 31, height: 31))
        let (t2, narrow) = shown(.iOS13, device: .iPhone8Plus, titles: ["A", "B", "C", "D"], imageSize: CGSize(width: 24, height: 21))
        _ = (t1, t2)
        #expect(wide.tabBar.buttons[0].frame == CGRect(x: 2, y: 1, width: 100, height: 48))
        let image = try #require(wide.tabBar.buttons[0].subviews.first { $0 is ImageView })
        #expect(abs(image.frame.minX - 103.0 / 3) < 1e-9)
        #expect(image.frame.size == CGSize(width: 31, height: 31))
        let other = try #require(narrow.tabBar.buttons[0].subviews.first { $0 is ImageView })
        #expect(other.frame.minX == 38)
        let label = wide.tabBar.buttons[0].titleLabel
        #expect(abs(label.frame.minX - ((100 - label.frame.width) / 2 * 3).rounded(.down) / 3) < 1e-9)
    }

    /// iOS 11–12: no vibrancy view; an item without an image has no image view (UIKit makes it only with an image).
    @Test func iOS11HasNoVibrancyViewAndNoImageViewWithoutAnImage() throws {
        let (t1, tabs) = shown(.iOS11, device: .iPhone8, titles: ["Downloads", "More"])
        let (t2, plain) = shown(.iOS11, device: .iPhone8, titles: ["Plain"], imageSize: nil)
        _ = (t1, t2)
        let rows = lines(tabs.tabBar.buttons[0])
        #expect(rows.count == 2)
        #expect(rows.first?.hasPrefix("<TabBarSwappableImageView: 0x…; frame = (") == true)
        #expect(rows.last?.contains("text = 'Downloads'; opaque = NO; userInteractionEnabled = NO;") == true)
        #expect(tabs.tabBar.buttons[0].titleLabel.frame.minY == TabBarButtonMetrics.iOS11TitleTop)
        #expect(plain.tabBar.buttons[0].subviews.count == 1)
        #expect(plain.tabBar.buttons[0].subviews.first === plain.tabBar.buttons[0].titleLabel)
    }

    /// The vibrancy view, image view and label take no touches: a tap on a button still selects its tab.
    @Test func tappingATabStillSelectsIt() {
        let (t, tabs) = shown(.iOS13, device: .iPhoneX, titles: ["One", "Two", "Three"])
        #expect(tap(tabs.tabBar.buttons[2]))
        t.run(for: 0.1)
        #expect(tabs.selectedIndex == 2)
        #expect(t.window.hitTest(tabs.tabBar.buttons[1].convert(CGPoint(x: 20, y: 20), to: t.window), with: nil)
                    === tabs.tabBar.buttons[1])
    }

    /// The selected button shows the selected image; a badge still shows after the title on iOS 11+ (no dump of its
    /// `_UIBadgeView`).
    @Test func selectedImageAndBadgeValue() throws {
        let (t, tabs) = shown(.iOS13, device: .iPhoneX, titles: ["One", "Two"])
        let selected = Image(name: "filled", size: CGSize(width: 21, height: 28))
        tabs.viewControllers?[0].tabBarItem.selectedImage = selected
        tabs.viewControllers?[1].tabBarItem.badgeValue = "3"
        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
        t.run(for: 0.1)
        let image = try #require(tabs.tabBar.buttons[0].subviews.first { $0 is ImageView } as? ImageView)
        #expect(image.image === selected)
        #expect(tabs.tabBar.buttons[1].titleLabel.text == "Two (3)")
    }
}
