import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// `UINavigationController.tabBarItem`: a navigation controller whose own item has no image stands in its root's item
/// when that one has an image or is a system item (UIKitCore's `-[UINavigationController tabBarItem]`).
@Suite struct NavigationTabBarItemTests {
    private func wrapped(_ item: UITabBarItem?) -> (UIViewController, UINavigationController) {
        let root = UIViewController()
        if let item { root.tabBarItem = item }
        return (root, UINavigationController(rootViewController: root))
    }

    @Test func aRootsItemWithAnImageShowsForItsNavigationController() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let (root, navigation) = wrapped(UITabBarItem(title: "Inbox", image: UIImage(), tag: 4))
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        t.show(tabs)
        #expect(navigation.tabBarItem === root.tabBarItem)
        #expect(tabs.tabBar.items?.first?.title == "Inbox" && tabs.tabBar.items?.first?.tag == 4)
        #expect(tabs.tabBar.selectedItem === root.tabBarItem)
        // A badge set on the item the navigation controller answers shows on its tab.
        navigation.tabBarItem.badgeValue = "3"
        #expect(root.tabBarItem.badgeValue == "3")
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aSystemItemOnTheRootShowsToo() {
        let (root, navigation) = wrapped(UITabBarItem(tabBarSystemItem: .bookmarks, tag: 1))
        #expect(navigation.tabBarItem === root.tabBarItem)
    }

    @Test func aRootsItemWithoutAnImageLeavesTheNavigationControllersOwn() {
        let (root, navigation) = wrapped(UITabBarItem(title: "Plain", image: nil, tag: 2))
        navigation.title = "Stack"
        #expect(navigation.tabBarItem !== root.tabBarItem)
        #expect(navigation.tabBarItem.title == "Stack")
    }

    @Test func theNavigationControllersOwnItemWithAnImageWins() {
        let (root, navigation) = wrapped(UITabBarItem(title: "Root", image: UIImage(), tag: 0))
        let own = UITabBarItem(title: "Own", image: UIImage(), tag: 9)
        navigation.tabBarItem = own
        #expect(navigation.tabBarItem === own && root.tabBarItem.title == "Root")
        // A selected image alone counts as an image, and a system item as one.
        navigation.tabBarItem = UITabBarItem(title: "Selected", image: nil, selectedImage: UIImage())
        #expect(navigation.tabBarItem.title == "Selected")
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        #expect(navigation.tabBarItem !== root.tabBarItem)
    }

    @Test func anItemSetOnTheRootAfterWrappingReachesTheBar() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let (root, navigation) = wrapped(nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        t.show(tabs)
        root.tabBarItem = UITabBarItem(title: "Later", image: UIImage(), tag: 0)
        #expect(tabs.tabBar.items?.map(\.title) == ["Later"])
        #expect(t.simulation.diagnostics.isEmpty)
    }
}
