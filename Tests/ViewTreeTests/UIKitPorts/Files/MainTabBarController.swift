// An app's root tab bar controller as public UIKit code builds one in code: navigation controllers as tabs,
// tab bar items with titles, images and a system item, a badge, the delegate refusing a tab, and the
// selected index restored. Written for this corpus in the style of such files, not copied from one.
import UIKit

final class FeedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        view.backgroundColor = .white
    }
}

final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
    private var unread = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let feed = UINavigationController(rootViewController: FeedViewController())
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(named: "house"), tag: 0)
        let search = UIViewController()
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let inbox = UIViewController()
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, selectedImage: nil)
        viewControllers = [feed, search, inbox]
        tabBar.tintColor = .systemBlue
        selectedIndex = 0
    }

    func markUnread(_ count: Int) {
        unread = count
        viewControllers?[2].tabBarItem.badgeValue = count > 0 ? "\(count)" : nil
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        return viewController.tabBarItem.tag != 99
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        if let nav = viewController as? UINavigationController {
            nav.topViewController?.title = "Feed"
        }
    }
}
