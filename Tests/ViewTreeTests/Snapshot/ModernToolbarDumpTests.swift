import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Toolbars from iOS 11 (Docs/Fidelity.md, "Tab bars and toolbars from iOS 11"; `PlatformProfile.toolbarContent`,
/// `toolbarHeightOverHomeIndicator`, `ToolbarMetrics`): a `_UIBarBackground` first, a `_UIToolbarContentView` holding
/// the items' views, and a navigation controller's toolbar printing `opaque = NO; autoresize = W+TM`.
@Suite struct ModernToolbarDumpTests {
    /// A navigation controller showing its toolbar with "Edit", a flexible space and "Done".
    private func shown(_ profile: PlatformProfile, device: Device) -> (TestWorld, NavigationController, ViewController) {
        let t = TestWorld(profile: profile, device: device)
        let root = ViewController()
        root.toolbarItems = [BarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
                             BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                             BarButtonItem(title: "Done", style: .done, target: nil, action: nil)]
        let navigation = NavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        t.show(navigation)
        t.run(for: 0.1)
        return (t, navigation, root)
    }

    private func lines(_ view: View) -> [String] { view.subviews.map { withoutAddresses($0.description) } }

    /// `<UIToolbar: 0x7fde2d50e9b0; frame = (0 623; 375 44); opaque = NO; autoresize = W+TM; layer = …>` (a 375 × 667
    /// simulator); from iOS 11 the background and the content view, the items in the content view.
    @Test func aNavigationControllersToolbarOnA667PointPhone() throws {
        let (t, navigation, _) = shown(.iOS11, device: .iPhone8)
        _ = t
        let toolbar = navigation.toolbar
        #expect(withoutAddresses(toolbar.description)
                    == "<Toolbar: 0x…; frame = (0 623; 375 44); opaque = NO; autoresize = W+TM; layer = <Layer: 0x…>>")
        #expect(lines(toolbar) == [
            "<_UIBarBackground: 0x…; frame = (0 0; 375 44); userInteractionEnabled = NO; layer = <Layer: 0x…>>",
            "<_UIToolbarContentView: 0x…; frame = (0 0; 375 44); layer = <Layer: 0x…>>",
        ])
        let content = try #require(toolbar.subviews.last)
        #expect(content.subviews.count == 2)
        #expect(content.subviews.allSatisfy { $0 is BarButtonItemView })
        #expect(content.subviews.map(\.frame.midY) == [22, 22])
    }

    /// Over a home indicator: on iOS 11–12 44 pt, its background reaching 34 pt below; on iOS 13+ 49 pt (UIKit's code),
    /// the items centred in the 44 pt under a 5-pt padding, the child's safe area ending above it.
    @Test func overAHomeIndicator() throws {
        let (t1, old, oldRoot) = shown(.iOS11, device: .iPhoneX)
        #expect(old.toolbar.frame == CGRect(x: 0, y: 734, width: 375, height: 44))
        #expect(old.toolbar.subviews.first?.frame == CGRect(x: 0, y: 0, width: 375, height: 78))
        #expect(oldRoot.view.safeAreaInsets.bottom == 78)
        let (t2, modern, modernRoot) = shown(.iOS13, device: .iPhoneX)
        _ = (t1, t2)
        #expect(modern.toolbar.frame == CGRect(x: 0, y: 729, width: 375, height: 49))
        #expect(modern.toolbar.subviews.first?.frame == CGRect(x: 0, y: 0, width: 375, height: 83))
        #expect(modern.toolbar.subviews.last?.frame == CGRect(x: 0, y: 0, width: 375, height: 49))
        #expect(modernRoot.view.safeAreaInsets.bottom == 83)
        let items = try #require(modern.toolbar.subviews.last?.subviews)
        #expect(items.map(\.frame.midY) == [27, 27])
    }

    /// Before iOS 11 the items' views are the toolbar's own subviews, with no background view.
    @Test func beforeIOS11TheItemsAreTheToolbarsSubviews() {
        let (t, navigation, _) = shown(.iOS10, device: .iPhone8)
        _ = t
        #expect(navigation.toolbar.subviews.count == 2)
        #expect(navigation.toolbar.subviews.allSatisfy { $0 is BarButtonItemView })
        #expect(withoutAddresses(navigation.toolbar.description).contains("; opaque = NO; autoresize = W+TM;"))
    }

    /// The content view covers what the app added to the toolbar before the first layout (iOS 11's known break); the
    /// items in it still take their taps; on iOS 9–10 the app's view gets the touch.
    @Test func theContentViewCoversTheAppsOwnSubviews() throws {
        for profile in [PlatformProfile.iOS11, .iOS10] {
            let t = TestWorld(profile: profile, device: .iPhone8)
            let host = ViewController()
            t.show(host)
            let toolbar = Toolbar(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
            let own = Button(type: .system)
            own.frame = CGRect(x: 150, y: 0, width: 80, height: 44)
            toolbar.addSubview(own)
            host.view.addSubview(toolbar)
            var taps = 0
            toolbar.items = [BarButtonItem(title: "Send", primaryAction: Action(title: "Send") { _ in taps += 1 })]
            t.window.layoutIfNeeded()
            let hit = t.window.hitTest(toolbar.convert(CGPoint(x: 190, y: 22), to: t.window), with: nil)
            if profile == .iOS11 {
                #expect(hit != nil && hit !== own && hit?.superview === toolbar)
                #expect(toolbar.subviews.last === hit)
            } else {
                #expect(hit === own)
            }
            let item = try #require(toolbar.items?.first?.view)
            #expect(tap(item))
            #expect(taps == 1)
        }
    }

    /// A translucent toolbar is not opaque from iOS 11; made opaque, it prints no `opaque = NO`.
    @Test func aToolbarsOpacityFollowsItsTranslucency() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let host = ViewController()
        t.show(host)
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
        host.view.addSubview(toolbar)
        t.window.layoutIfNeeded()
        #expect(!toolbar.isOpaque)
        toolbar.isTranslucent = false
        #expect(toolbar.isOpaque)
        #expect(!withoutAddresses(toolbar.description).contains("opaque = NO"))
    }
}
