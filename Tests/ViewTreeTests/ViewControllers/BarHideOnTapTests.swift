import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `hidesBarsOnTap`: while it is true, "an otherwise unhandled tap in the content area" toggles the navigation bar
/// (and the toolbar when it has items); a tap on a button stays the button's; turning it off takes
/// `barHideOnTapGestureRecognizer` off the controller's view.
@MainActor @Suite struct BarHideOnTapTests {
    /// A controller with a button in its content (the tap the recognizer must leave alone).
    private final class ContentController: ViewController {
        let button = Button(type: .system)
        var buttonTaps = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            button.setTitle("Buy", for: .normal)
            button.frame = CGRect(x: 40, y: 300, width: 200, height: 44)
            button.addAction(Action { [weak self] _ in self?.buttonTaps += 1 }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    private func showNavigation(tapping: Bool = true, toolbarItems: [BarButtonItem]? = nil)
        -> (TestWorld, NavigationController, ContentController) {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let content = ContentController()
        content.toolbarItems = toolbarItems
        let navigation = NavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        navigation.hidesBarsOnTap = tapping
        t.show(navigation)
        return (t, navigation, content)
    }

    @Test func aTapOnTheContentHidesTheBarsAndASecondTapShowsThem() {
        let (t, navigation, content) = showNavigation(toolbarItems: [BarButtonItem(barButtonSystemItem: .add)])
        let recognizer = navigation.barHideOnTapGestureRecognizer
        #expect(recognizer.isEnabled && recognizer.numberOfTapsRequired == 1)
        #expect(navigation.view.gestureRecognizers?.contains { $0 === recognizer } == true)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        #expect(tap(content.view, at: CGPoint(x: 180, y: 500)))
        t.run(for: NavigationController.hideShowBarDuration + 0.1)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        #expect(navigation.isToolbarHidden)
        #expect(tap(content.view, at: CGPoint(x: 180, y: 500)))
        t.run(for: NavigationController.hideShowBarDuration + 0.1)
        #expect(!navigation.isNavigationBarHidden && !navigation.navigationBar.isHidden)
        #expect(!navigation.isToolbarHidden)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aToolbarWithoutItemsIsLeftAsItWas() {
        let (t, navigation, content) = showNavigation()
        #expect(tap(content.view, at: CGPoint(x: 180, y: 500)))
        t.run(for: 0.3)
        #expect(navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        #expect(tap(content.view, at: CGPoint(x: 180, y: 500)))
        t.run(for: 0.3)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
    }

    @Test func aTapOnAButtonReachesTheButtonAndLeavesTheBars() {
        let (t, navigation, content) = showNavigation()
        #expect(tap(content.button))
        t.run(for: 0.3)
        #expect(content.buttonTaps == 1)
        #expect(!navigation.isNavigationBarHidden)
        // A tap on the navigation bar is the bar's, not the content's.
        #expect(tap(navigation.navigationBar, at: CGPoint(x: 180, y: 20)))
        t.run(for: 0.3)
        #expect(!navigation.isNavigationBarHidden)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func turningTheFlagOffTakesTheRecognizerOffTheViewAndTapsLeaveTheBars() {
        let (t, navigation, content) = showNavigation()
        let recognizer = navigation.barHideOnTapGestureRecognizer
        navigation.hidesBarsOnTap = false
        #expect(navigation.view.gestureRecognizers?.contains { $0 === recognizer } != true)
        #expect(recognizer.view == nil && !recognizer.isEnabled)
        #expect(tap(content.view, at: CGPoint(x: 180, y: 500)))
        t.run(for: 0.3)
        #expect(!navigation.isNavigationBarHidden)
        // On again, the same recognizer goes back on the view.
        navigation.hidesBarsOnTap = true
        #expect(navigation.barHideOnTapGestureRecognizer === recognizer && recognizer.view === navigation.view)
        #expect(tap(content.view, at: CGPoint(x: 180, y: 500)))
        t.run(for: 0.3)
        #expect(navigation.isNavigationBarHidden)
    }

    @Test func offByDefaultTheRecognizerIsNotOnTheView() {
        let (t, navigation, content) = showNavigation(tapping: false)
        #expect(!navigation.hidesBarsOnTap)
        let recognizer = navigation.barHideOnTapGestureRecognizer
        #expect(recognizer.view == nil && !recognizer.isEnabled)
        #expect(tap(content.view, at: CGPoint(x: 180, y: 500)))
        t.run(for: 0.3)
        #expect(!navigation.isNavigationBarHidden)
    }

    /// Apps that give their content a double tap make the bar tap wait for it (`requireGestureRecognizerToFail:`
    /// on `barHideOnTapGestureRecognizer`, as public video players do): a double tap zooms and leaves the bars, a
    /// single tap still toggles them once the double tap failed.
    @Test func aDoubleTapTheBarTapWaitsForLeavesTheBars() {
        let (t, navigation, content) = showNavigation()
        var doubleTaps = 0
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addAction { _ in doubleTaps += 1 }
        content.view.addGestureRecognizer(double)
        navigation.barHideOnTapGestureRecognizer.require(toFail: double)
        #expect(doubleTap(content.view, at: CGPoint(x: 180, y: 500)))
        t.run(for: 1)
        #expect(doubleTaps == 1 && !navigation.isNavigationBarHidden)
        #expect(tap(content.view, at: CGPoint(x: 180, y: 500)))
        t.run(for: 1)
        #expect(navigation.isNavigationBarHidden)
    }
}
