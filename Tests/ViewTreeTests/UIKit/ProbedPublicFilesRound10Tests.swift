// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A settings screen's row label that logs its trait changes (a probed settings screen elevates its labels).
private final class LevelLabel: UILabel {
    var levels: [UIUserInterfaceLevel] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        levels.append(traitCollection.userInterfaceLevel)
    }
}

/// A favourites screen (a probed one's shape): an empty list shows a content-unavailable configuration.
private final class FavoritesViewController: UIViewController {
    var favorites: [String] = []
    var updates = 0
    let tableView = UITableView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
    }
    func load(_ items: [String]) {
        favorites = items
        setNeedsUpdateContentUnavailableConfiguration()
    }
    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        updates += 1
        var empty = UIContentUnavailableConfiguration.empty()
        empty.image = UIImage(systemName: "star")
        empty.text = "No Favorites"
        empty.secondaryText = "Movies you like appear here."
        contentUnavailableConfiguration = favorites.isEmpty ? empty : nil
    }
}

/// A report screen that previews a generated PDF (a probed inspection app's shape).
private final class ReportViewController: UIViewController, UIDocumentInteractionControllerDelegate {
    var events: [String] = []
    var interaction: UIDocumentInteractionController?
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController { self }
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) { events.append("will begin") }
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) { events.append("did end") }
}

/// A delegate that supplies no preview controller.
private final class SilentDelegate: UIDocumentInteractionControllerDelegate {}

/// A tab bar controller's delegate that logs the tabs the user picks.
private final class TabLog: UITabBarControllerDelegate {
    var events: [String] = []
    var refused: Set<String> = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        !refused.contains(tab.identifier)
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
        events.append("\(previousTab?.identifier ?? "-") -> \(selectedTab.identifier)")
    }
}

/// The gaps a tenth probe of public UIKit files found: trait overrides and the interface level, bar styles, the
/// section index's colours, content-unavailable configurations and the document interaction controller.
@Suite struct ProbedPublicFilesRound10Tests {
    // MARK: 1. Trait overrides

    @Test func aLabelsTraitOverridesElevateItAndItsSubviewsAndTellThem() {
        let t = TestWorld(profile: .iOS13)
        let root = UIViewController()
        t.show(root)
        let label = LevelLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let badge = LevelLabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.addSubview(badge)
        root.view.addSubview(label)
        #expect(label.traitCollection.userInterfaceLevel == .base)
        #expect(!label.traitOverrides.contains(UITraitUserInterfaceLevel.self))
        label.traitOverrides.userInterfaceLevel = .elevated
        #expect(label.traitOverrides.contains(UITraitUserInterfaceLevel.self))
        #expect(label.traitCollection.userInterfaceLevel == .elevated && badge.traitCollection.userInterfaceLevel == .elevated)
        #expect(root.view.traitCollection.userInterfaceLevel == .base, "an override reaches down, not up")
        label.updateTraitsIfNeeded()                       // callbacks come at the next trait update
        #expect(label.levels == [.elevated] && badge.levels == [.elevated])
        #expect(label.traitCollection.hasDifferentColorAppearance(comparedTo: root.view.traitCollection))
        label.traitOverrides.userInterfaceLevel = .elevated
        label.updateTraitsIfNeeded()
        #expect(label.levels.count == 1, "the same value again changes nothing")
        label.traitOverrides.remove(UITraitUserInterfaceLevel.self)
        label.updateTraitsIfNeeded()
        #expect(label.traitCollection.userInterfaceLevel == .base && label.levels == [.elevated, .base])
    }

    @Test func theNearestOverrideWinsAndAControllersReachesItsView() {
        let t = TestWorld()
        let root = UIViewController()
        root.traitOverrides.horizontalSizeClass = .regular
        t.show(root)
        let inner = UIView()
        root.view.addSubview(inner)
        #expect(root.traitCollection.horizontalSizeClass == .regular && inner.traitCollection.horizontalSizeClass == .regular)
        #expect(root.traitOverrides.horizontalSizeClass == .regular && root.traitOverrides.verticalSizeClass == .unspecified)
        inner.traitOverrides.horizontalSizeClass = .compact
        inner.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(inner.traitCollection.horizontalSizeClass == .compact)
        #expect(inner.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        let loose = UIView()
        loose.traitOverrides.userInterfaceStyle = .dark
        #expect(loose.traitCollection.userInterfaceStyle == .dark, "overrides apply in no window too")
    }

    @Test func aTraitRegistrationHearsAnOverride() {
        let t = TestWorld(profile: .iOS13)
        let root = UIViewController()
        t.show(root)
        var heard: [UIUserInterfaceLevel] = []
        root.view.registerForTraitChanges([UITraitUserInterfaceLevel.self]) { (view: UIView, previous: UITraitCollection) in
            heard.append(previous.userInterfaceLevel)
        }
        root.traitOverrides.userInterfaceLevel = .elevated
        #expect(heard.isEmpty)                             // delivered at the next trait update
        t.run(for: 0.05)
        #expect(heard == [.base])
    }

    // MARK: 2. Bar styles and the section index's colours

    @Test func aBlackNavigationBarGivesLightStatusBarContent() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.navigationBar.barStyle == .default && navigation.preferredStatusBarStyle == .default)
        navigation.navigationBar.barStyle = .black
        #expect(navigation.preferredStatusBarStyle == .lightContent)
        navigation.isNavigationBarHidden = true
        #expect(navigation.preferredStatusBarStyle == .default, "a hidden bar says nothing")
        let toolbar = UIToolbar()
        toolbar.barStyle = .black
        let searchBar = UISearchBar()
        searchBar.barStyle = .black
        #expect(toolbar.barStyle == .black && searchBar.barStyle == .black)
    }

    @Test func theNavigationBarsAppearanceProxyCarriesItsBarStyle() {
        let t = TestWorld()
        UINavigationBar.appearance().barStyle = .black
        let navigation = UINavigationController(rootViewController: UIViewController())
        t.show(navigation)
        #expect(navigation.navigationBar.barStyle == .black)
    }

    @Test func aTableKeepsItsSectionIndexColours() {
        let table = UITableView()
        #expect(table.sectionIndexColor == nil && table.sectionIndexBackgroundColor == nil && table.sectionIndexTrackingBackgroundColor == nil)
        table.sectionIndexBackgroundColor = .clear
        table.sectionIndexColor = .systemBlue
        table.sectionIndexTrackingBackgroundColor = .lightGray
        #expect(table.sectionIndexBackgroundColor == .clear && table.sectionIndexColor == .systemBlue)
    }

    // MARK: 3. Content-unavailable configurations

    @Test func anEmptyListShowsItsConfigurationInFrontAndHidesItWhenFilled() throws {
        let t = TestWorld()
        let favorites = FavoritesViewController()
        t.show(favorites)
        t.run(for: 0.1)
        #expect(favorites.updates == 1, "asked once before the first layout")
        let shown = try #require(favorites.view.subviews.last as? UIContentUnavailableView)
        #expect(shown.frame == favorites.view.bounds)
        #expect(shown.textLabel.text == "No Favorites" && shown.secondaryTextLabel.text == "Movies you like appear here.")
        #expect(shown.imageView.frame.maxY <= shown.textLabel.frame.minY, "image above the text")
        #expect(shown.textLabel.frame.maxY <= shown.secondaryTextLabel.frame.minY)
        favorites.view.addSubview(UIView())
        favorites.load(["Heat"])
        #expect(favorites.updates == 1, "updated in the next layout, not at once")
        t.run(for: 0.1)
        #expect(favorites.updates == 2 && favorites.contentUnavailableConfiguration == nil)
        #expect(!favorites.view.subviews.contains { $0 is UIContentUnavailableView })
    }

    @Test func theShownViewStaysInFrontOfLaterSubviews() throws {
        let t = TestWorld()
        let controller = UIViewController()
        var loading = UIContentUnavailableConfiguration.loading()
        loading.text = "LOADING"
        controller.contentUnavailableConfiguration = loading       // before the view loads
        t.show(controller)
        t.run(for: 0.1)
        let shown = try #require(controller.view.subviews.last as? UIContentUnavailableView)
        #expect(shown.activityIndicator.isAnimating && !shown.activityIndicator.isHidden)
        controller.view.addSubview(UIView())
        controller.view.setNeedsLayout()
        t.run(for: 0.1)
        #expect(controller.view.subviews.last === shown)
    }

    @Test func aSearchConfigurationNamesTheSearchText() {
        let search = UIContentUnavailableConfiguration.search()
        #expect(search.text == "No Results" && search.secondaryText == "Check the spelling or try a new search.")
        #expect(search.image != nil)
        var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
        #expect(search.updated(for: state).text == "No Results", "no search text")
        state.searchText = "heat"
        #expect(search.updated(for: state).text == "No Results for \u{201C}heat\u{201D}")
        var empty = UIContentUnavailableConfiguration.empty()
        empty.text = "Nothing"
        #expect(empty.updated(for: state).text == "Nothing")
    }

    @Test func aButtonShowsWithATitleAndRunsItsAction() throws {
        var tapped = 0
        var empty = UIContentUnavailableConfiguration.empty()
        empty.text = "No Mail"
        let view = UIContentUnavailableView(configuration: empty)
        #expect(view.button == nil, "no title, no button")
        empty.button.title = "Refresh"
        empty.buttonProperties.primaryAction = UIAction { _ in tapped += 1 }
        view.configuration = empty
        let button = try #require(view.button)
        #expect(button.configuration?.title == "Refresh")
        button.sendActions(for: .primaryActionTriggered)
        #expect(tapped == 1)
    }

    // MARK: 4. The document interaction controller

    @Test func aPreviewIsPresentedOnTheDelegatesControllerAndEnds() throws {
        let t = TestWorld()
        let report = ReportViewController()
        t.show(report)
        t.run(for: 0.1)
        let interaction = UIDocumentInteractionController(url: URL(fileURLWithPath: "/tmp/report.pdf"))
        #expect(interaction.name == "report.pdf" && interaction.uti == "com.adobe.pdf" && interaction.icons.count == 1)
        #expect(!interaction.presentPreview(animated: true), "no delegate, no preview")
        interaction.delegate = report
        report.interaction = interaction
        #expect(interaction.presentPreview(animated: true))
        t.run(for: 1)
        let preview = try #require(report.presentedViewController)
        #expect(preview.title == "report.pdf" && preview.modalPresentationStyle == .fullScreen)
        #expect(report.events == ["will begin"])
        interaction.dismissPreview(animated: true)
        t.run(for: 1)
        #expect(report.presentedViewController == nil && report.events == ["will begin", "did end"])
    }

    @Test func aDelegateWithoutAPreviewControllerGetsNoPreview() {
        let t = TestWorld()
        let root = UIViewController()
        t.show(root)
        let interaction = UIDocumentInteractionController(url: URL(fileURLWithPath: "/tmp/notes.txt"))
        let delegate = SilentDelegate()
        interaction.delegate = delegate
        #expect(!interaction.presentPreview(animated: false))
        #expect(root.presentedViewController == nil && interaction.uti == "public.plain-text")
        interaction.url = URL(fileURLWithPath: "/tmp/x.custom")
        #expect(interaction.name == "x.custom" && interaction.uti == nil)
    }

    // MARK: 5. Tabs (iOS 18)

    @Test func tabsMakeTheirControllersOnceWhenTheyJoin() throws {
        let t = TestWorld()
        let tabs = UITabBarController()
        var made: [String] = []
        let home = UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { tab in
            made.append(tab.identifier)
            return UINavigationController(rootViewController: UIViewController())
        }
        let search = UISearchTab { tab in
            made.append("search")
            return UIViewController()
        }
        tabs.tabs = [home, search]
        tabs.mode = .tabSidebar
        tabs.tabBarMinimizeBehavior = .onScrollDown
        t.show(tabs)
        t.run(for: 0.1)
        #expect(made == ["home", "search"], "each tab's controller is made once, when the tab joins")
        #expect(tabs.selectedTab === home && home.isSelected && !search.isSelected)
        #expect(search.title == "Search" && search.image != nil && search.viewController != nil)
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Search"])
        let homeController = try #require(home.viewController)
        #expect(homeController.tab === home && homeController.parent === tabs && tabs.selectedViewController === homeController)
        tabs.selectedTab = search
        #expect(made == ["home", "search"] && tabs.selectedViewController === search.viewController)
        tabs.selectedTab = home
        #expect(made.count == 2, "made once")
        #expect(tabs.tab(forIdentifier: "home") === home && tabs.tab(forIdentifier: "nope") == nil)
    }

    @Test func aUsersTapAsksAndTellsTheDelegateAndHiddenTabsHaveNoButton() throws {
        let t = TestWorld()
        let tabs = UITabBarController()
        let log = TabLog()
        tabs.delegate = log
        let first = UITab(title: "First", image: nil, identifier: "first") { _ in UIViewController() }
        let second = UITab(title: "Second", image: nil, identifier: "second") { _ in UIViewController() }
        let third = UITab(title: "Third", image: nil, identifier: "third") { _ in UIViewController() }
        tabs.setTabs([first, second, third], animated: false)
        t.show(tabs)
        t.run(for: 0.1)
        tap(tabs.tabBar.buttons[1])
        #expect(log.events == ["first -> second"] && tabs.selectedTab === second)
        log.refused = ["third"]
        tap(tabs.tabBar.buttons[2])
        #expect(tabs.selectedTab === second && log.events.count == 1, "refused")
        second.isHidden = true
        #expect(tabs.tabBar.items?.count == 2 && tabs.selectedTab === first, "a hidden selected tab gives way to the first")
        first.badgeValue = "3"
        #expect(tabs.tabBar.items?.first?.badgeValue == "3")
    }

    @Test func repeatedIdentifiersAreRefusedAndControllersReplaceTabs() {
        let t = TestWorld()
        let tabs = UITabBarController()
        let a = UITab(title: "A", image: nil, identifier: "same")
        let b = UITab(title: "B", image: nil, identifier: "same")
        t.show(tabs)
        tabs.tabs = [a, b]
        #expect(tabs.tabs.isEmpty && t.simulation.diagnostics.contains { $0.message.contains("must be unique") })
        tabs.tabs = [a]
        #expect(a.tabBarController === tabs && a.viewController != nil, "a tab with no closure shows a plain controller")
        tabs.viewControllers = [UIViewController()]
        #expect(tabs.tabs.isEmpty && a.tabBarController == nil && tabs.viewControllers?.count == 1)
    }
}
