//
//  AppearanceSceneDelegate.swift
//
//  Written in the style of public iOS 13–15 app set-up code (not copied from any one file): an app delegate
//  that styles every bar through `UINavigationBar.appearance()` / `UITabBar.appearance()` with
//  UINavigationBarAppearance and UITabBarAppearance (as stefanthomsen/UKBankHolidays' AppDelegate does), and a
//  scene delegate that builds a tab bar of navigation controllers with tab items, badges and a title view (as
//  Sergey34IOS/ios-homeworks' AppDelegate and many SceneDelegate templates do). No `expect-error` is left.
//

import UIKit

final class BrandAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        configureAppearance()
        return true
    }

    private func configureAppearance() {
        let navigationBarAppearance = UINavigationBarAppearance()
        navigationBarAppearance.configureWithOpaqueBackground()
        navigationBarAppearance.backgroundColor = .systemIndigo
        navigationBarAppearance.shadowColor = .clear
        navigationBarAppearance.titleTextAttributes = [
            .foregroundColor: UIColor.white,
            .font: UIFont.systemFont(ofSize: 17, weight: .semibold),
        ]
        navigationBarAppearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = navigationBarAppearance
        UINavigationBar.appearance().compactAppearance = navigationBarAppearance
        UINavigationBar.appearance().scrollEdgeAppearance = navigationBarAppearance
        UINavigationBar.appearance().tintColor = .white

        let tabBarAppearance = UITabBarAppearance()
        tabBarAppearance.configureWithDefaultBackground()
        tabBarAppearance.stackedLayoutAppearance.selected.iconColor = .systemIndigo
        tabBarAppearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        tabBarAppearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemRed
        UITabBar.appearance().standardAppearance = tabBarAppearance
        if #available(iOS 15.0, *) {
            UITabBar.appearance().scrollEdgeAppearance = tabBarAppearance
        }
        UITabBar.appearance().unselectedItemTintColor = .systemGray
    }
}

final class FeedViewController: UIViewController {
    private let filter = UISegmentedControl(items: ["All", "Following"])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        filter.selectedSegmentIndex = 0
        filter.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        navigationItem.titleView = filter
        navigationItem.largeTitleDisplayMode = .never
    }
}

final class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Profile"
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
    }
}

final class BrandSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let feed = UINavigationController(rootViewController: FeedViewController())
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
        let profile = UINavigationController(rootViewController: ProfileViewController())
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"),
                                          selectedImage: UIImage(systemName: "person.fill"))
        profile.tabBarItem.badgeValue = "2"
        profile.navigationBar.prefersLargeTitles = true

        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [feed, profile]
        tabBarController.tabBar.tintColor = .systemIndigo

        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
        self.window = window
    }
}
