import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A navigation controller moved into a presented split view controller in another window while a push runs: the old
/// top ends disappeared, off screen (ViewTreeFuzz seed 119 on ios10; Reliability.md bug 54).
@Suite struct PushAcrossWindowsTests {
    @Test func theOldTopOfAPushThatCrossedWindowsEndsDisappeared() {
        let t = TestWorld(profile: .iOS7)
        let other = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: t.simulation)
        other.isHidden = false
        let split = SplitViewController()
        let tabs = TabBarController()
        t.window.rootViewController = tabs
        tabs.present(split, animated: true)
        let navigation = NavigationController()
        let first = ViewController(), second = ViewController()
        navigation.pushViewController(first, animated: true)
        other.rootViewController = navigation
        navigation.pushViewController(second, animated: true)
        split.viewControllers = [navigation]
        t.run(for: 1.7833333333333334)
        for (name, controller) in [("first", first), ("second", second), ("navigation", navigation)] {
            let onScreen = controller.viewIfLoaded?.window.map { !$0.isHidden } ?? false
            #expect(controller.isViewVisible == onScreen,
                    "\(name) is \(controller.isViewVisible ? "visible" : "not visible") while its view is \(onScreen ? "" : "not ")in a visible window")
        }
        #expect(navigation.topViewController === second)
    }
}
