// A controller's environment as UIKit code reads it: safe-area change callbacks, the appearance override, a
// child's preferred size reported to its parent, and the accessibility modal flag.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

private final class SafeAreaWatcher: ViewController {
    var changes: [EdgeInsets] = []
    var order: [String] = []
    override func loadView() { view = WatchedView(frame: .zero) }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        changes.append(view.safeAreaInsets)
        order.append("controller")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        order.append("willLayout")
    }
}

private final class WatchedView: View {
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        (next as? SafeAreaWatcher)?.order.append("view")
    }
}

private final class SizeListeningParent: ViewController {
    var reported: [CGSize] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        reported.append(container.preferredContentSize)
    }
}

@Suite struct ControllerEnvironmentTests {
    @Test func aControllerHearsOfItsSafeAreaBeforeItsLayout() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let watcher = SafeAreaWatcher()
        t.show(watcher)
        #expect(watcher.changes.first == t.simulation.screen.safeAreaInsets, "the first non-zero safe area is news")
        #expect(Array(watcher.order.prefix(3)) == ["view", "controller", "willLayout"])
        let heard = watcher.changes.count
        watcher.view.setNeedsLayout()
        watcher.view.layoutIfNeeded()
        #expect(watcher.changes.count == heard, "an unchanged safe area is not news")
        watcher.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
        watcher.view.layoutIfNeeded()
        #expect(watcher.changes.count == heard + 1 && watcher.changes.last?.bottom == t.simulation.screen.safeAreaInsets.bottom + 44)
    }

    @Test func beforeIOS11ThereIsNoSafeAreaToHearOf() {
        let t = TestWorld(profile: .iOS10, device: .iPhone8)
        let watcher = SafeAreaWatcher()
        t.show(watcher)
        watcher.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
        watcher.view.layoutIfNeeded()
        #expect(watcher.changes.isEmpty)
    }

    @Test func anAppearanceOverrideShowsInTheSubtreesTraits() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = ViewController()
        t.show(controller)
        let child = View(frame: .zero)
        controller.view.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        controller.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark && controller.traitCollection.userInterfaceStyle == .dark)
        child.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
        let old = TestWorld(profile: .iOS11, device: .iPhone8)
        old.window.overrideUserInterfaceStyle = .dark
        #expect(old.window.traitCollection.userInterfaceStyle == .unspecified, "no appearance before iOS 13")
    }

    @Test func aChildsPreferredSizeIsReportedToItsParent() {
        let parent = SizeListeningParent()
        let child = ViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(parent.reported == [CGSize(width: 300, height: 200)])
        #expect(!child.prefersHomeIndicatorAutoHidden)
    }

    @Test func theModalAccessibilityFlagIsKept() {
        let view = View(frame: .zero)
        #expect(!view.accessibilityViewIsModal)
        view.accessibilityViewIsModal = true
        #expect(view.accessibilityViewIsModal)
    }
}
