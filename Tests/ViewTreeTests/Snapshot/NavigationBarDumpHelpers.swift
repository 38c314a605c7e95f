import Foundation
import ViewTree
import ViewTreeTesting

// Helpers shared by the navigation and tab bar dump tests (NavigationBarContentDumpTests, NavigationBarButtonDumpTests,
// TabBarBadgeDumpTests).

/// A navigation controller on `profile` in a `width` × 667 window, its root titled `title`, shown.
func shownNavigationController(_ profile: PlatformProfile, width: CGFloat, title: String,
                               configure: (ViewController) -> Void) -> (TestWorld, NavigationController) {
    let t = TestWorld(profile: profile, windowSize: CGSize(width: width, height: 667))
    let root = ViewController()
    root.title = title
    configure(root)
    let nav = NavigationController(rootViewController: root)
    t.show(nav)
    t.run(for: 0.1)
    return (t, nav)
}

/// A number as descriptions print it: `79`, `162.5`, `21.3333`.
func printedDumpNumber(_ value: CGFloat) -> String { UIKitFormat.number(value) }

/// The printed class names of `view`'s subviews, in order.
func subviewDumpNames(_ view: View) -> [String] {
    view.subviews.map { String(withoutAddresses($0.description).dropFirst().prefix { $0 != ":" }) }
}

/// A tab bar controller of four tabs titled `"\(title) 1"`… with square images `imageSide` wide, shown on an iPhone 4S
/// of `profile` (the tab dump tests' scene).
func shownTabBarController(_ profile: PlatformProfile, title: String, imageSide: CGFloat) -> (TestWorld, TabBarController) {
    let t = TestWorld(profile: profile, device: .iPhone4s)
    let tabs = TabBarController()
    tabs.viewControllers = (1...4).map { i in
        let child = ViewController()
        child.tabBarItem = TabBarItem(title: "\(title) \(i)", image: Image(name: "tab\(i)", size: CGSize(width: imageSide, height: imageSide)), tag: i)
        return child
    }
    t.show(tabs)
    t.run(for: 0.1)
    return (t, tabs)
}
