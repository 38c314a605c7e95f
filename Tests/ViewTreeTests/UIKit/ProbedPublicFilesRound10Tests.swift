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

/// The gaps a tenth probe of public UIKit files found: trait overrides and the interface level, bar styles, the
/// section index's colours, content-unavailable configurations and the document interaction controller.
@Suite struct ProbedPublicFilesRound10Tests {
    // MARK: 1. Trait overrides

    @Test func aLabelsTraitOverridesElevateItAndItsSubviewsAndTellThem() {
        let t = TestWorld()
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
        #expect(label.levels == [.elevated] && badge.levels == [.elevated])
        #expect(label.traitCollection.hasDifferentColorAppearance(comparedTo: root.view.traitCollection))
        label.traitOverrides.userInterfaceLevel = .elevated
        #expect(label.levels.count == 1, "the same value again changes nothing")
        label.traitOverrides.remove(UITraitUserInterfaceLevel.self)
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
        let t = TestWorld()
        let root = UIViewController()
        t.show(root)
        var heard: [UIUserInterfaceLevel] = []
        root.view.registerForTraitChanges([UITraitUserInterfaceLevel.self]) { (view: UIView, previous: UITraitCollection) in
            heard.append(previous.userInterfaceLevel)
        }
        root.traitOverrides.userInterfaceLevel = .elevated
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
}
