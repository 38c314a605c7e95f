import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Device dumps of a navigation bar's button items' views and of tab bar buttons' insides (Docs/Fidelity.md, "Device
/// dumps, a further probe"; `PlatformProfile.navigationBarButtons`, `tabBarButtonContent`), each compared with
/// ViewTree's lines, addresses normalised. Title widths are ViewTree's own text metrics, so frames are checked against
/// the rule with the measured title size.
@Suite struct NavigationBarButtonDumpTests {
    private func shown(_ profile: PlatformProfile, width: CGFloat = 320, title: String = "Photos",
                       configure: (ViewController) -> Void = { _ in }) -> (TestWorld, NavigationController) {
        shownNavigationController(profile, width: width, title: title, configure: configure)
    }

    private func printed(_ value: CGFloat) -> String { printedDumpNumber(value) }

    private func names(_ view: View) -> [String] { subviewDumpNames(view) }

    private func line(_ view: View) -> String { withoutAddresses(view.description) }

    /// Pushes a controller titled `title` (its right item `right`) onto `nav` and lets the push finish.
    private func push(_ title: String, right: BarButtonItem? = nil, onto nav: NavigationController, in t: TestWorld) {
        let next = ViewController()
        next.title = title
        next.navigationItem.rightBarButtonItem = right
        nav.pushViewController(next, animated: false)
        t.run(for: 1)
    }

    /// iOS 8 (a photo picker's bar, 320 pt, 32-bit):
    ///
    ///     | <UINavigationItemView: 0x1911bb10; frame = (126 8; 68 27); opaque = NO; userInteractionEnabled = NO; …>
    ///     |    | <UILabel: 0x1a211f10; frame = (0 3.5; 68 21.5); text = '相机胶卷'; opaque = NO; userInteractionEnabled = NO; …>
    ///     | <UINavigationButton: 0x1a29d2e0; frame = (278 7; 34 30); opaque = NO; layer = <CALayer: 0x1a29b030>>
    ///     |    | <UIButtonLabel: 0x1a36f0e0; frame = (0 5; 34 20.5); text = '取消'; opaque = NO; userInteractionEnabled = NO; …>
    ///     | <UINavigationItemButtonView: 0x1a4640f0; frame = (8 6; 53 30); opaque = NO; userInteractionEnabled = NO; …>
    ///     |    | <UILabel: 0x1a45cc50; frame = (19 5.5; 34 21.5); text = '照片'; opaque = NO; userInteractionEnabled = NO; …>
    ///     | <_UINavigationBarBackIndicatorView: 0x1a23df60; frame = (8 11.5; 13 21); opaque = NO; userInteractionEnabled = NO; …>
    ///
    /// A titled button is as wide as its title, 30 high, 7 pt down, 8 pt from the right edge, its `UIButtonLabel`
    /// centred in it; the back view 19 pt wider than its title at (8, 6), its plain label's bottom level with the bar
    /// title's. Taps still run the action and pop.
    @Test(arguments: [PlatformProfile.iOS7, .iOS8, .iOS10])
    func iOS7To10NavigationButtonsAndBackView(profile: PlatformProfile) throws {
        var cancels = 0
        let cancel = BarButtonItem(title: "Cancel", primaryAction: Action(title: "Cancel") { _ in cancels += 1 })
        let (t, nav) = shown(profile, title: "Photos")
        push("Camera Roll", right: cancel, onto: nav, in: t)
        let bar = nav.navigationBar
        let background = profile == .iOS10 ? "_UIBarBackground" : "_UINavigationBarBackground"
        #expect(names(bar) == [background, "NavigationItemView", "NavigationItemButtonView", "NavigationButton",
                               "_UINavigationBarBackIndicatorView"])
        let button = try #require(cancel.view)
        let buttonLabel = try #require(button.subviews.first as? Label)
        let w = buttonLabel.frame.width, h = buttonLabel.frame.height
        #expect(w > 0 && h > 0)
        #expect(line(button) == "<NavigationButton: 0x…; frame = (\(printed(320 - 8 - w)) 7; \(printed(w)) 30); opaque = NO; layer = <Layer: 0x…>>")
        let labelTop = ((30 - h) / 2 * 2).rounded() / 2
        #expect(line(buttonLabel).hasPrefix("<ButtonLabel: 0x…; frame = (0 \(printed(labelTop)); \(printed(w)) \(printed(h))); text = 'Cancel'; opaque = NO; userInteractionEnabled = NO; "))
        let back = try #require(bar.backButtonItem?.view)
        let backLabel = try #require(back.subviews.first as? Label)
        let bw = backLabel.frame.width, bh = backLabel.frame.height
        #expect(line(back) == "<NavigationItemButtonView: 0x…; frame = (8 6; \(printed(19 + bw)) 30); opaque = NO; layer = <Layer: 0x…>>")
        #expect(line(backLabel).hasPrefix("<Label: 0x…; frame = (19 \(printed(27 - bh)); \(printed(bw)) \(printed(bh))); text = 'Photos'; opaque = NO; userInteractionEnabled = NO; "))
        // The back title's bottom is the bar title's: both at 33 in the bar.
        #expect(back.convert(backLabel.frame, to: bar).maxY == bar.titleLabel.convert(bar.titleLabel.bounds, to: bar).maxY)
        #expect(tap(button))
        #expect(cancels == 1)
        #expect(tap(back))
        t.run(for: 1)
        #expect(nav.viewControllers.count == 1)
    }

    /// iOS 7 (a profile screen, 320 pt): image items `<UINavigationButton: 0x10d1671d0; frame = (5 6; 44 30); opaque =
    /// NO; …>` and `<UINavigationButton: 0x10d16da60; frame = (271 6; 44 30); opaque = NO; …>`, each over a 22 × 22
    /// image at (11 4): 11 pt each side of the image, 6 pt down, 5 pt from the edge.
    @Test func iOS7ImageItemsAreElevenPointsWiderEachSide() throws {
        let image = Image(name: "gear", size: CGSize(width: 22, height: 22))
        let left = BarButtonItem(image: image, style: .plain, primaryAction: Action(title: "Menu") { _ in })
        let right = BarButtonItem(image: image, style: .plain, primaryAction: Action(title: "Edit") { _ in })
        let (t, nav) = shown(.iOS7, title: "Your profile") { root in
            root.navigationItem.leftBarButtonItem = left
            root.navigationItem.rightBarButtonItem = right
        }
        _ = t
        _ = nav
        #expect(line(try #require(left.view)) == "<NavigationButton: 0x…; frame = (5 6; 44 30); opaque = NO; layer = <Layer: 0x…>>")
        #expect(line(try #require(right.view)) == "<NavigationButton: 0x…; frame = (271 6; 44 30); opaque = NO; layer = <Layer: 0x…>>")
    }

    /// iOS 7 (a 2014 note on empty back buttons, 320 pt): a wide back item pushes the title aside, 6 pt after it:
    ///
    ///     | <UINavigationItemView: 0x8ab6400; frame = (124 8; 163 27); opaque = NO; userInteractionEnabled = NO; …>
    ///     |    | <UILabel: 0x8ab64b0; frame = (0 3; 163 22); text = 'A Story About a Fish'; …>
    ///     | <UINavigationItemButtonView: 0x8ab6c80; frame = (8 6; 110 30); opaque = NO; userInteractionEnabled = NO; …>
    ///
    /// (centred, the item view would start at 78.5). A short back title leaves the title centred.
    @Test func aWideBackItemPushesTheTitleAside() throws {
        let (t, nav) = shown(.iOS7, title: "Passionfruit Smoothies")
        push("A Story About a Fish", onto: nav, in: t)
        let bar = nav.navigationBar
        let back = try #require(bar.backButtonItem?.view)
        let itemView = try #require(bar.titleLabel.superview)
        let centred = ((320 - itemView.frame.width) / 2 * 2).rounded() / 2
        #expect(back.frame.maxX + 6 > centred)
        #expect(itemView.frame.minX == back.frame.maxX + 6)

        let (t2, nav2) = shown(.iOS7, title: "Fish")
        push("Fish", onto: nav2, in: t2)
        let shortItemView = try #require(nav2.navigationBar.titleLabel.superview)
        #expect(shortItemView.frame.minX == ((320 - shortItemView.frame.width) / 2 * 2).rounded() / 2)
    }

    /// iOS 13+ (a Cycript session's login screen, 375 pt):
    ///
    ///     | <_UINavigationBarContentView: 0x107ed4fa0; frame = (0 0; 375 56); …> layout=0x107e1a430
    ///     |    | <_UIButtonBarStackView: 0x107df1d90; frame = (8 6; 46 44); layer = <CALayer: 0x2801f7520>> buttonBar=0x283fbc5a0
    ///     |    |    | <_UIButtonBarButton: 0x107de7110; frame = (0 0; 46 44); tintColor = …; gestureRecognizers = <NSArray: 0x280f2a3a0>; layer = …>
    ///     |    |    |    | <_UIModernBarButton: 0x107ef1fd0; frame = (8 11; 38 21.5); opaque = NO; userInteractionEnabled = NO; …>
    ///     |    |    |    |    | <UIButtonLabel: 0x107ed0070; frame = (0 1; 35 20.5); text = '取消'; opaque = NO; userInteractionEnabled = NO; …>
    ///     |    | <_UIButtonBarStackView: 0x107dccc80; frame = (307 6; 60 44); …> buttonBar=0x283fbc4b0
    ///     |    |    | <_UIButtonBarButton: 0x107d2b8b0; frame = (0 0; 60 44); tintColor = …; gestureRecognizers = <NSArray: 0x280fd3420>; …>
    ///     |    |    |    | <_UIModernBarButton: 0x107db1ef0; frame = (0 11; 52 21.5); opaque = NO; userInteractionEnabled = NO; …>
    ///     |    |    |    |    | <UIButtonLabel: 0x107d37c60; frame = (0 1; 52 20.5); text = '下一步'; opaque = NO; userInteractionEnabled = NO; …>
    ///
    /// (its bar 56 pt high, ViewTree's 44, so the stacks are 6 pt lower there). iOS 11–12 print no recognizers:
    /// `<_UIButtonBarButton: 0x7fa741717270; frame = (0 0; 58 44); layer = …>`. The buttons still run their actions.
    @Test(arguments: [PlatformProfile.iOS11, .iOS13])
    func iOS11OnItemsSitInButtonBarStacks(profile: PlatformProfile) throws {
        var nexts = 0
        let cancel = BarButtonItem(title: "Cancel", primaryAction: Action(title: "Cancel") { _ in })
        let next = BarButtonItem(title: "Next", primaryAction: Action(title: "Next") { _ in nexts += 1 })
        let (t, nav) = shown(profile, width: 375) { root in
            root.navigationItem.leftBarButtonItem = cancel
            root.navigationItem.rightBarButtonItem = next
        }
        _ = t
        let bar = nav.navigationBar
        let content = try #require(bar.titleLabel.superview)
        #expect(names(content) == ["Label", "_UIButtonBarStackView", "_UIButtonBarStackView"])
        let recognizers = profile == .iOS13 ? "gestureRecognizers = <NSArray: 0x…>; " : ""
        for (item, leading) in [(cancel, true), (next, false)] {
            let button = try #require(item.view)
            let modern = try #require(button.subviews.first)
            let label = try #require(modern.subviews.first as? Label)
            let w = label.frame.width, h = label.frame.height
            let stack = try #require(button.superview)
            let x = leading ? 8 : 375 - 8 - (w + 8)
            #expect(line(stack) == "<_UIButtonBarStackView: 0x…; frame = (\(printed(x)) 0; \(printed(w + 8)) 44); layer = <Layer: 0x…>>")
            #expect(line(button) == "<_UIButtonBarButton: 0x…; frame = (0 0; \(printed(w + 8)) 44); \(recognizers)layer = <Layer: 0x…>>")
            #expect(line(modern) == "<_UIModernBarButton: 0x…; frame = (\(leading ? 8 : 0) 11; \(printed(w)) \(printed(h + 1))); opaque = NO; userInteractionEnabled = NO; layer = <Layer: 0x…>>")
            #expect(line(label).hasPrefix("<ButtonLabel: 0x…; frame = (0 1; \(printed(w)) \(printed(h))); text = '\(item.title ?? "")'; opaque = NO; userInteractionEnabled = NO; "))
        }
        #expect(tap(try #require(next.view)))
        #expect(nexts == 1)
        // A longer title widens the button and its stack; laid out again, the stack ends 8 pt from the edge.
        let shortWidth = try #require(next.view).frame.width
        next.title = "Continue"
        bar.setNeedsLayout()
        bar.layoutIfNeeded()
        let button = try #require(next.view)
        let stack = try #require(button.superview)
        #expect(button.frame.width > shortWidth)
        #expect(stack.frame.size == button.frame.size && stack.frame.maxX == 375 - 8)
    }

    /// iOS 12 (an Auto Layout trace, 414 pt): the back button is a `_UIButtonBarButton` of its own at the content
    /// view's left edge, first, before the title label:
    ///
    ///     _UINavigationBarContentView:0x7fadc940f0c0
    ///        *_UIButtonBarButton:0x7fadc963b760          (frame = (0 0; 69 44))
    ///           *_UIModernBarButton:0x7fadc963e490
    ///              UIImageView:0x7fadc95216d0
    ///           +_UIBackButtonContainerView:0x7fadc96411b0
    ///              *_UIModernBarButton:0x7fadc963cb50'Back'
    ///                 *UIButtonLabel:0x7fadc963d620'Back'
    ///        *UILabel:0x7fadcb0301f0'Dynamic Stack View'
    ///
    /// with the title's `LeadingBarGuide` at 75 (69 + 6). A tap on it pops.
    @Test(arguments: [PlatformProfile.iOS11, .iOS13])
    func iOS11OnBackButtonComesFirstInTheContentView(profile: PlatformProfile) throws {
        let (t, nav) = shown(profile, width: 414, title: "Back")
        push("Dynamic Stack View", onto: nav, in: t)
        let bar = nav.navigationBar
        let back = try #require(bar.backButtonItem?.view)
        let content = try #require(back.superview)
        #expect(content === bar.titleLabel.superview)
        #expect(names(content) == ["_UIButtonBarButton", "Label"])
        #expect(names(back) == ["_UIModernBarButton", "_UIBackButtonContainerView"])
        #expect(names(back.subviews[0]) == ["ImageView"])
        #expect(names(back.subviews[1]) == ["_UIModernBarButton"])
        let label = try #require(back.subviews[1].subviews.first?.subviews.first as? Label)
        #expect(label.text == "Back")
        #expect(back.frame.origin == .zero && back.frame.height == 44)
        #expect(bar.titleLabel.frame.minX >= back.frame.maxX + 6)
        #expect(tap(back))
        t.run(for: 1)
        #expect(nav.viewControllers.count == 1)
    }
}

/// Device dumps of iOS 7–10 tab bar buttons' insides (`PlatformProfile.tabBarButtonContent`, `TabBarButtonMetrics`).
@Suite struct TabBarButtonContentDumpTests {
    /// iOS 7 (a Frida walkthrough, an iPhone 4S):
    ///
    ///     | <UITabBarButton: 0x1666ae20; frame = (2 1; 76 48); opaque = NO; layer = <CALayer: 0x16593ed0>>
    ///     |    | <UITabBarSwappableImageView: 0x165945c0; frame = (23 3; 30 30); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x16594820>>
    ///     |    | <UITabBarButtonLabel: 0x1667b0f0; frame = (21.5 35; 33 12); text = 'Level 1'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x16672f90>>
    ///
    /// The image centred across with its centre 18 pt down, the 12-pt-high title centred across 35 pt down. Tapping a
    /// button still selects its tab. From iOS 11 the same two views, the title 34.5 pt down and the left edges floored
    /// to the pixel (`ModernTabBarButtonDumpTests`).
    @Test(arguments: [PlatformProfile.iOS7, .iOS8, .iOS10, .iOS11])
    func tabButtonsStackTheirImageOverTheirTitle(profile: PlatformProfile) throws {
        let (t, tabs) = shownTabBarController(profile, title: "Level", imageSide: 30)
        _ = t
        let button = tabs.tabBar.buttons[0]
        #expect(button.frame == CGRect(x: 2, y: 1, width: 76, height: 48))
        guard profile != .iOS11 else {
            #expect(button.subviews.map { String(describing: type(of: $0)) } == ["TabBarSwappableImageView", "TabBarButtonLabel"])
            #expect(button.subviews.first?.frame == CGRect(x: 23, y: 3, width: 30, height: 30))
            #expect(button.titleLabel.frame.minY == 34.5)
            return
        }
        #expect(button.subviews.count == 2)
        let imageView = try #require(button.subviews.first)
        #expect(withoutAddresses(imageView.description).hasPrefix("<TabBarSwappableImageView: 0x…; frame = (23 3; 30 30); opaque = NO; userInteractionEnabled = NO; "))
        let title = button.titleLabel
        #expect(title.frame.height == 12)
        let x = ((76 - title.frame.width) / 2 * 2).rounded() / 2
        #expect(title.frame == CGRect(x: x, y: 35, width: title.frame.width, height: 12))
        #expect(withoutAddresses(title.description).contains("; text = 'Level 1'; opaque = NO; userInteractionEnabled = NO; "))
        #expect(withoutAddresses(title.description).hasPrefix("<TabBarButtonLabel: 0x…"))
        #expect(tap(tabs.tabBar.buttons[2]))
        #expect(tabs.selectedIndex == 2)
    }
}
