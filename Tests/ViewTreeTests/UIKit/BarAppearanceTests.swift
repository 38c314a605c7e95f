// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// iOS 13 bar appearances and `appearance()` proxies, as AppDelegate and SceneDelegate code sets them.
@Suite struct BarAppearanceTests {
    /// A navigation controller on an iOS 13 iPhone X, showing a root controller titled `title`.
    func showNavigation(titled title: String) -> (TestWorld, UIViewController, UINavigationController) {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let root = UIViewController()
        root.title = title
        let navigation = UINavigationController(rootViewController: root)
        t.show(navigation)
        return (t, root, navigation)
    }

    @Test func configureMethodsReplaceTheBackgroundValues() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == BarAppearance.defaultShadowColor)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.backgroundColor == .systemBackground)   // dynamic: white light, black dark
        appearance.backgroundColor = .red
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil && appearance.backgroundEffect == nil)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        let copy = appearance.copy()
        copy.titleTextAttributes = [:]
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        #expect(copy !== appearance)
    }

    @Test func titleAttributesStyleTheBarsTitleAndAnItemsAppearanceOverridesTheBars() {
        let (t, root, navigation) = showNavigation(titled: "Inbox")
        let bar = navigation.navigationBar
        let defaultColor = bar.titleLabel.textColor
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 20)]
        bar.standardAppearance = appearance
        #expect(bar.titleLabel.textColor == .red)
        #expect(bar.titleLabel.font == UIFont.boldSystemFont(ofSize: 20))
        let itemAppearance = UINavigationBarAppearance()
        itemAppearance.titleTextAttributes = [.foregroundColor: UIColor.green]
        root.navigationItem.standardAppearance = itemAppearance
        #expect(bar.shownAppearance === itemAppearance)
        #expect(bar.titleLabel.textColor == .green)
        root.navigationItem.standardAppearance = nil
        bar.standardAppearance = UINavigationBarAppearance()
        #expect(bar.titleLabel.textColor == defaultColor)
        withExtendedLifetime(t) {}                                    // the world outlives the checks
    }

    @Test func aProxyAppliesToBarsEnteringAWindowButNotOverTheirOwnValues() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.blue]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().tintColor = .orange
        UINavigationBar.appearance().isTranslucent = false
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())

        let own = UINavigationController(rootViewController: UIViewController())
        own.navigationBar.isTranslucent = true
        let plain = UINavigationController(rootViewController: UIViewController())
        #expect(plain.navigationBar.isTranslucent)                    // not in a window yet
        let tabs = UITabBarController()
        tabs.viewControllers = [own, plain]
        t.show(tabs)
        tabs.selectedIndex = 1
        t.waitForTransitions()
        #expect(!plain.navigationBar.isTranslucent)
        #expect(plain.navigationBar.tintColor == .orange)
        #expect(plain.navigationBar.standardAppearance !== appearance)  // a copy, as UIKit's proxy copies
        #expect(plain.navigationBar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .blue)
        tabs.selectedIndex = 0
        t.waitForTransitions()
        #expect(own.navigationBar.isTranslucent)                      // set on the bar itself: kept
        #expect(!own.navigationBar.standardAppearance.titleTextAttributes.isEmpty)
    }

    @Test func proxiesBelongToTheirWorld() {
        let first = TestWorld()
        UITabBar.appearance().unselectedItemTintColor = .red
        let firstProxy = UITabBar.appearance()
        _ = first
        let second = TestWorld()
        #expect(UITabBar.appearance() !== firstProxy)
        #expect(UITabBar.appearance().unselectedItemTintColor == nil)
        _ = second
    }

    @Test func tabTitlesFollowTheTintTheUnselectedTintAndTheItemAppearance() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "A", image: nil, tag: 0)
        b.tabBarItem = UITabBarItem(title: "B", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        t.show(tabs)
        let bar = tabs.tabBar
        #expect(bar.buttons[0].titleLabel.textColor == bar.tintColor)
        #expect(bar.buttons[1].titleLabel.textColor == TabBar.defaultUnselectedItemColor)
        bar.tintColor = .systemRed
        bar.unselectedItemTintColor = .gray
        #expect(bar.buttons[0].titleLabel.textColor == .systemRed)
        #expect(bar.buttons[1].titleLabel.textColor == .gray)
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.purple]
        appearance.stackedLayoutAppearance.normal.iconColor = .brown
        bar.standardAppearance = appearance
        #expect(bar.buttons[0].titleLabel.textColor == .purple)
        #expect(bar.buttons[1].titleLabel.textColor == .brown)
    }

    @Test func aTitleViewReplacesTheTitleCentred() {
        let (t, root, navigation) = showNavigation(titled: "Hidden")
        let segmented = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        root.navigationItem.titleView = segmented
        navigation.navigationBar.layoutIfNeeded()
        #expect(segmented.isDescendant(of: navigation.navigationBar))   // in its content view from iOS 11
        #expect(navigation.navigationBar.titleLabel.isHidden)
        #expect(segmented.frame == CGRect(x: 88, y: 7, width: 200, height: 30))
        root.navigationItem.titleView = nil
        #expect(segmented.superview == nil)
        #expect(!navigation.navigationBar.titleLabel.isHidden)
        withExtendedLifetime(t) {}
    }
}
