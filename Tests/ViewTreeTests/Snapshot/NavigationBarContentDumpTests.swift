import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Device dumps of what holds a navigation bar's title and buttons (Docs/Fidelity.md, "Device dumps, a further
/// probe"; `PlatformProfile.navigationBarContent`), each compared with ViewTree's lines, addresses normalised.
@Suite struct NavigationBarContentDumpTests {
    private func shown(_ profile: PlatformProfile, width: CGFloat = 320, title: String = "Root View Controller",
                       configure: (ViewController) -> Void = { _ in }) -> (TestWorld, NavigationController) {
        shownNavigationController(profile, width: width, title: title, configure: configure)
    }

    private func printed(_ value: CGFloat) -> String { printedDumpNumber(value) }

    private func names(_ view: View) -> [String] { subviewDumpNames(view) }

    /// iOS 8 (BKNavigationBarCleanColor, 2015-07-29, 320 pt):
    ///
    ///     <UINavigationBar: 0x7f8d29445600; frame = (0 0; 320 44); opaque = NO; autoresize = W; …>
    ///      | <_UINavigationBarBackground: 0x7f8d29433d30; frame = (0 0; 320 44); autoresize = W; userInteractionEnabled = NO; …>
    ///      |    | <UIImageView: 0x7f8d294465c0; frame = (0 44; 320 0.5); userInteractionEnabled = NO; …>
    ///      | <UINavigationItemView: 0x7f8d29436220; frame = (79 8; 162.5 27); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x7f8d2940da90>>
    ///      |    | <UILabel: 0x7f8d29433ed0; frame = (0 3.5; 162.5 21.5); text = 'Root View Controller'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x7f8d29434080>>
    ///      | <_UINavigationBarBackIndicatorView: 0x7f8d29661270; frame = (0 11.5; 13 21); alpha = 0; opaque = NO; userInteractionEnabled = NO; …>
    ///
    /// The item view is as wide as the title, centred to the pixel ((320 − 162.5) / 2 = 78.75 prints 79), 8 pt down
    /// and 27 high; the label ends 2 pt above its bottom. ViewTree's title is as wide as its own text metrics make it.
    @Test(arguments: [PlatformProfile.iOS6, .iOS7, .iOS8, .iOS10])
    func theTitleSitsInANavigationItemView(profile: PlatformProfile) throws {
        let (t, nav) = shown(profile)
        _ = t
        let bar = nav.navigationBar
        #expect(names(bar) == ["_UINavigationBarBackground", "NavigationItemView", "_UINavigationBarBackIndicatorView"]
                || names(bar) == ["_UIBarBackground", "NavigationItemView", "_UINavigationBarBackIndicatorView"]
                || (profile == .iOS6 && names(bar) == ["NavigationBarBackground", "NavigationItemView"]))
        let itemView = try #require(bar.subviews.dropFirst().first)
        #expect(bar.titleLabel.superview === itemView)
        let size = bar.titleLabel.frame.size
        #expect(size.width > 0)
        let x = ((320 - size.width) / 2 * 2).rounded() / 2   // to the pixel of a 2x screen
        let frame = "(\(printed(x)) 8; \(printed(size.width)) 27)"
        #expect(withoutAddresses(itemView.description)
                == "<NavigationItemView: 0x…; frame = \(frame); opaque = NO; userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        #expect(bar.titleLabel.frame == CGRect(x: 0, y: 25 - size.height, width: size.width, height: size.height))
        // iOS 6 labels also print `clipsToBounds = YES` (`PlatformProfile.labelClipsToBounds`).
        let label = withoutAddresses(bar.titleLabel.description)
        #expect(label.contains("text = 'Root View Controller'; ") && label.contains("opaque = NO; userInteractionEnabled = NO;"))
    }

    /// iOS 10 (2016-12-02, a 375-pt phone): the item view, then the items' views as the bar's own subviews, then the
    /// back indicator: `<UINavigationItemView: 0x151df50c0; frame = (153 8; 69.5 27); …>`, `<UIButton: 0x153923400;
    /// frame = (1 2; 40 40); …>`, `<UIButton: 0x153a08ca0; frame = (295 0; 64 44); …>`,
    /// `<_UINavigationBarBackIndicatorView: 0x151e13760; frame = (8 11.5; 13 21); alpha = 0; …>`. A tap on a button
    /// still runs its action.
    @Test func iOS10ButtonsAreTheBarsOwnSubviews() throws {
        var taps = 0
        let item = BarButtonItem(title: "Add", primaryAction: Action(title: "Add") { _ in taps += 1 })
        let (t, nav) = shown(.iOS10, width: 375, title: "数据统计") { $0.navigationItem.rightBarButtonItem = item }
        let bar = nav.navigationBar
        #expect(names(bar) == ["_UIBarBackground", "NavigationItemView", "NavigationButton", "_UINavigationBarBackIndicatorView"])
        let view = try #require(item.view)
        #expect(view.superview === bar)
        #expect(tap(view))
        #expect(taps == 1)
        _ = t
    }

    /// iOS 11 (a PDF reader's note, 375 pt):
    ///
    ///     <_UIBarBackground: 0x7f98a1e8fc00; frame = (0 -20; 375 64); userInteractionEnabled = NO; …>,
    ///     <_UINavigationBarLargeTitleView: 0x7f98a1e41a40; frame = (0 0; 0 0); clipsToBounds = YES; hidden = YES; layer = <CALayer: 0x604000425300>>,
    ///     <_UINavigationBarContentView: 0x7f98a1e417a0; frame = (0 0; 375 44); layer = <CALayer: 0x604000620720>>,
    ///     <_UINavigationBarModernPromptView: 0x7f98a1e423f0; frame = (0 0; 0 0); alpha = 0; hidden = YES; layer = <CALayer: 0x604000434ba0>>
    ///
    /// (the same in a 2019 log: `<_UINavigationBarContentView: 0x100910970; frame = (0 0; 375 44); …>` holding
    /// `<UILabel: …; text = 'Fondation'; …>`). The title and the buttons are in the content view; the back button
    /// still pops when tapped.
    @Test func iOS11ContentViewBetweenLargeTitleAndPrompt() throws {
        let (t, nav) = shown(.iOS11, width: 375)
        nav.pushViewController(ViewController(), animated: false)
        t.run(for: 0.1)
        let bar = nav.navigationBar
        let lines = bar.subviews.map { withoutAddresses($0.description) }
        #expect(lines.count == 4)
        #expect(lines.dropFirst().first == "<_UINavigationBarLargeTitleView: 0x…; frame = (0 0; 0 0); clipsToBounds = YES; hidden = YES; layer = <Layer: 0x…>>")
        #expect(lines.dropFirst(2).first == "<_UINavigationBarContentView: 0x…; frame = (0 0; 375 44); layer = <Layer: 0x…>>")
        #expect(lines.last == "<_UINavigationBarModernPromptView: 0x…; frame = (0 0; 0 0); alpha = 0; hidden = YES; layer = <Layer: 0x…>>")
        let content = bar.subviews[2]
        #expect(bar.titleLabel.superview === content)
        let back = try #require(bar.backButtonItem?.view)
        #expect(back.superview === content)
        #expect(tap(back))
        t.run(for: 1)
        #expect(nav.viewControllers.count == 1)
    }

    /// iOS 13+ (a 428 × 926 simulator, iOS 15+): the content view alone after the background:
    ///
    ///     | <UINavigationBar: 0x7fb45741dce0; frame = (0 47; 428 44); opaque = NO; autoresize = W; …>
    ///     |    | <_UIBarBackground: 0x7fb45740af90; frame = (0 -47; 428 91); userInteractionEnabled = NO; …>
    ///     |    | <_UINavigationBarContentView: 0x7fb457415480; frame = (0 0; 428 44); layer = <CALayer: 0x600000f31600>> layout=0x7fb45741ac30
    ///
    /// (its trailing ` layout=0x…` and the `<UIView: …; frame = (0 0; 0 0); userInteractionEnabled = NO; …>` after it
    /// are not modelled). A title view goes in the content view too.
    @Test func iOS13ContentViewAlone() throws {
        let custom = View(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let (t, nav) = shown(.iOS13, width: 428) { $0.navigationItem.titleView = custom }
        _ = t
        let bar = nav.navigationBar
        #expect(names(bar) == ["_UIBarBackground", "_UINavigationBarContentView"])
        #expect(withoutAddresses(bar.subviews[1].description) == "<_UINavigationBarContentView: 0x…; frame = (0 0; 428 44); layer = <Layer: 0x…>>")
        #expect(custom.superview === bar.subviews[1])
        #expect(custom.frame == CGRect(x: 164, y: 7, width: 100, height: 30))
    }

    /// A bar made outside a world (iOS 11's content view, the default profile) moves its title and items into the
    /// world's containers when it joins an iOS 8 one.
    @Test func aBarJoiningAnOlderWorldTakesItsContainers() throws {
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = NavigationItem(title: "Inbox")
        let right = BarButtonItem(title: "Edit", primaryAction: Action(title: "Edit") { _ in })
        item.rightBarButtonItem = right
        bar.setItems([item], animated: false)
        #expect(bar.titleLabel.superview != nil && bar.titleLabel.superview !== bar)
        let t = TestWorld(profile: .iOS8, windowSize: CGSize(width: 320, height: 568))
        t.window.addSubview(bar)
        bar.layoutIfNeeded()
        #expect(names(bar) == ["_UINavigationBarBackground", "NavigationItemView", "NavigationButton", "_UINavigationBarBackIndicatorView"])
        #expect(bar.titleLabel.text == "Inbox")
        #expect(right.view?.superview === bar)
    }

    /// iOS 6 (oleb.net, "Remote View Controllers in iOS 6", 2012, a mail compose sheet):
    ///
    ///     | <UINavigationBar: 0x89b04f0; frame = (0 20; 320 44); autoresize = W; layer = <CALayer: 0x89b0a80>>
    ///     |    | <UINavigationBarBackground: 0x89b0cb0; frame = (0 0; 320 44); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x89b0d40>> - (null)
    ///     |    | <UINavigationItemView: 0x89b11d0; frame = (93 8; 133 27); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x89b1220>>
    ///     |    | <UINavigationButton: 0x89b1bf0; frame = (5 7; 60 30); opaque = NO; layer = <CALayer: 0x89b1d80>>
    ///     |    | <UINavigationButton: 0x89b2020; frame = (265 7; 50 30); opaque = NO; layer = <CALayer: 0x89b1ae0>>
    ///
    /// The background is the bar's bounds with no hairline view in it and no autoresizing, and no back indicator
    /// comes last (iOS 7–10 print one even without a back button). Before, iOS 6 printed iOS 7's parts.
    @Test func iOS6BackgroundIsTheBarsBoundsWithNoHairlineNorIndicator() throws {
        let (t, nav) = shown(.iOS6) { root in
            root.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel", primaryAction: Action(title: "Cancel") { _ in })
            root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Send", primaryAction: Action(title: "Send") { _ in })
        }
        _ = t
        let bar = nav.navigationBar
        #expect(names(bar) == ["NavigationBarBackground", "NavigationItemView", "BarButtonItemView", "BarButtonItemView"])
        let background = bar.subviews[0]
        #expect(withoutAddresses(background.description)
                == "<NavigationBarBackground: 0x…; frame = (0 0; 320 44); opaque = NO; userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        #expect(background.subviews.isEmpty)
        // Taps still reach the buttons over the background.
        var sent = 0
        nav.topViewController?.navigationItem.rightBarButtonItem = BarButtonItem(title: "Send", primaryAction: Action(title: "Send") { _ in sent += 1 })
        bar.layoutIfNeeded()
        let send = try #require(nav.topViewController?.navigationItem.rightBarButtonItem?.view)
        #expect(tap(send))
        #expect(sent == 1)
    }
}
