import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Records what a split view controller asks its delegate, and answers as told.
final class SplitDelegate: SplitViewControllerDelegate {
    var log: [String] = []
    var keepsPrimaryWhenCollapsing = false
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
                             onto primaryViewController: ViewController) -> Bool {
        log.append("collapse \(secondaryViewController.title ?? "?") onto \(primaryViewController.title ?? "?")")
        return keepsPrimaryWhenCollapsing
    }
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
        log.append("mode \(displayMode.rawValue)")
    }
}

@Suite struct SplitViewControllerTests {
    func titled(_ title: String) -> ViewController {
        let controller = ViewController()
        controller.title = title
        return controller
    }

    /// A classic split view controller of `controllers`, shown in a window of `size` (the world kept with it).
    func shownSplit(_ controllers: [ViewController], size: CGSize, delegate: SplitDelegate? = nil) -> (TestWorld, SplitViewController) {
        let t = TestWorld(windowSize: size)
        let split = SplitViewController()
        split.viewControllers = controllers
        split.delegate = delegate
        t.show(split)
        t.run(for: 0.1)
        return (t, split)
    }

    @Test func anIPadInLandscapeShowsBothColumnsThePrimary320Wide() {
        let master = titled("Master"), detail = titled("Detail")
        let (_, split) = shownSplit([master, detail], size: CGSize(width: 1024, height: 768))
        #expect(!split.isCollapsed && split.displayMode == .allVisible)
        #expect(split.primaryColumnWidth == 320)
        #expect(master.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
        #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
        #expect(master.splitViewController === split && detail.splitViewController === split)
        #expect(split.viewControllers.count == 2 && split.children.count == 2)
    }

    @Test func portraitShowsTheSecondaryAloneAndAPreferredModeWins() {
        let master = titled("Master"), detail = titled("Detail")
        let (t, split) = shownSplit([master, detail], size: CGSize(width: 768, height: 1024))
        #expect(split.displayMode == .secondaryOnly)
        #expect(detail.view.window === t.window && master.viewIfLoaded?.window == nil)
        split.preferredDisplayMode = .oneOverSecondary
        t.run(for: 0.1)
        #expect(split.displayMode == .primaryOverlay)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(master.view.frame == CGRect(x: 0, y: 0, width: 320, height: 1024))
        #expect(master.view.superview?.subviews.last === master.view, "the primary lies over the secondary")
    }

    @Test func theColumnWidthFollowsTheFractionWithinTheMaximum() {
        let (t, split) = shownSplit([titled("A"), titled("B")], size: CGSize(width: 1024, height: 768))
        split.preferredPrimaryColumnWidthFraction = 0.5
        #expect(split.primaryColumnWidth == 320, "the default maximum still caps it")
        split.maximumPrimaryColumnWidth = 600
        #expect(split.primaryColumnWidth == 512)
        split.minimumPrimaryColumnWidth = 550
        #expect(split.primaryColumnWidth == 550)
        split.preferredPrimaryColumnWidthFraction = .nan
        #expect(split.preferredPrimaryColumnWidthFraction == 0.5, "NaN is rejected and the fraction kept")
        #expect(t.simulation.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("preferredPrimaryColumnWidthFraction") })
        split.preferredPrimaryColumnWidthFraction = SplitViewController.automaticDimension
        #expect(split.primaryColumnWidth == 550, "the automatic width, 320, raised to the minimum")
        #expect(SplitViewController.automaticDimension == -CGFloat(Float.greatestFiniteMagnitude))
    }

    @Test func aCompactWidthCollapsesOntoThePrimaryNavigationController() {
        let list = titled("List"), detail = titled("Detail")
        let navigation = NavigationController(rootViewController: list)
        navigation.title = "Nav"
        let delegate = SplitDelegate()
        let (_, split) = shownSplit([navigation, detail], size: CGSize(width: 320, height: 480), delegate: delegate)
        #expect(split.isCollapsed && split.displayMode == .secondaryOnly)
        #expect(delegate.log.first == "collapse Detail onto Nav")
        #expect(navigation.viewControllers == [list, detail], "UINavigationController pushes the secondary")
        #expect(split.viewControllers == [navigation], "the split view controller keeps the primary alone")
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(detail.navigationController === navigation)
    }

    @Test func aDelegateThatHandlesTheCollapseKeepsTheListOnTop() {
        let list = titled("List"), detail = titled("Detail")
        let navigation = NavigationController(rootViewController: list)
        let delegate = SplitDelegate()
        delegate.keepsPrimaryWhenCollapsing = true
        let (_, split) = shownSplit([navigation, detail], size: CGSize(width: 320, height: 480), delegate: delegate)
        #expect(split.viewControllers == [navigation])
        #expect(navigation.viewControllers == [list])
        #expect(navigation.topViewController === list)
    }

    @Test func showDetailReplacesTheSecondaryOrPushesWhenCollapsed() {
        let list = titled("List"), first = titled("First"), second = titled("Second")
        let (wide, split) = shownSplit([NavigationController(rootViewController: list), first], size: CGSize(width: 1024, height: 768))
        list.showDetailViewController(second, sender: nil)
        wide.run(for: 0.1)
        #expect(split.viewController(for: .secondary) === second)
        #expect(second.view.frame.origin.x == 320 && first.parent == nil)

        let compactList = titled("List")
        let compactNavigation = NavigationController(rootViewController: compactList)
        let delegate = SplitDelegate()
        delegate.keepsPrimaryWhenCollapsing = true
        let (narrow, _) = shownSplit([compactNavigation, titled("Placeholder")], size: CGSize(width: 320, height: 480), delegate: delegate)
        let chosen = titled("Chosen")
        compactList.showDetailViewController(chosen, sender: nil)
        narrow.run(for: 1)
        #expect(compactNavigation.topViewController === chosen, "collapsed, showDetail goes through show: a push")
    }

    @Test func showPushesInANavigationControllerAndPresentsWithoutOne() {
        let t = TestWorld()
        let root = titled("Root"), next = titled("Next")
        let navigation = NavigationController(rootViewController: root)
        t.show(navigation)
        t.run(for: 0.1)
        root.show(next, sender: nil)
        t.run(for: 1)
        #expect(navigation.topViewController === next)
        #expect(root.targetViewController(forAction: .show, sender: nil) === navigation)
        #expect(root.targetViewController(forAction: .showDetail, sender: nil) == nil)

        let other = TestWorld()
        let lone = titled("Lone"), modal = titled("Modal")
        other.show(lone)
        other.run(for: 0.1)
        lone.showDetailViewController(modal, sender: nil)
        other.run(for: 1)
        #expect(lone.presentedViewController === modal, "no split view controller: presented modally")
        lone.show(lone, sender: nil)
        #expect(other.simulation.diagnostics.contains { $0.message.contains("cannot show itself") })
    }

    @Test func aColumnStyleControllerWrapsItsColumnsAndShowsTheCompactColumnWhenCollapsed() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let split = SplitViewController(style: .doubleColumn)
        let sidebar = titled("Sidebar"), content = titled("Content"), phone = titled("Phone")
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        split.setViewController(phone, for: .compact)
        #expect(split.viewController(for: .primary) === sidebar)
        #expect(sidebar.navigationController != nil, "wrapped in a navigation controller, as UIKit does")
        #expect(split.viewControllers.count == 2)
        t.show(split)
        t.run(for: 0.1)
        #expect(split.isCollapsed)
        #expect(phone.view.window === t.window && sidebar.viewIfLoaded?.window == nil)
        let classic = SplitViewController()
        classic.setViewController(titled("X"), for: .supplementary)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("only the primary and secondary") })
    }

    @Test func rotatingAnIPadChangesTheDisplayModeAndTellsTheDelegate() {
        let delegate = SplitDelegate()
        let (t, split) = shownSplit([titled("A"), titled("B")], size: CGSize(width: 1024, height: 768), delegate: delegate)
        #expect(split.displayMode == .oneBesideSecondary)
        t.window.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
        t.run(for: 0.1)
        #expect(split.displayMode == .secondaryOnly)
        #expect(delegate.log.contains("mode 1"))
    }
}

/// A column-style split view controller's delegate: the collapse and expansion it hears, and the display mode it asks
/// for when the interface expands.
@Suite struct ColumnStyleSplitDelegateTests {
    final class Delegate: SplitViewControllerDelegate {
        var log: [String] = []
        var expandTo: SplitViewController.DisplayMode?
        func splitViewController(_ svc: SplitViewController,
                                 displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode) -> SplitViewController.DisplayMode {
            log.append("expand to? proposed \(proposedDisplayMode.rawValue)")
            return expandTo ?? proposedDisplayMode
        }
        func splitViewControllerDidExpand(_ svc: SplitViewController) { log.append("did expand") }
        func splitViewControllerDidCollapse(_ svc: SplitViewController) { log.append("did collapse") }
        func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {
            log.append("will change to \(displayMode.rawValue)")
        }
    }

    let t = TestWorld(windowSize: CGSize(width: 1024, height: 768))
    let split = SplitViewController(style: .tripleColumn)
    let delegate = Delegate()

    init() {
        split.setViewController(ViewController(), for: .primary)
        split.setViewController(ViewController(), for: .supplementary)
        split.setViewController(ViewController(), for: .secondary)
        split.delegate = delegate
        t.show(split)
        t.run(for: 0.1)
        split.traitOverrides.horizontalSizeClass = .compact
        t.run(for: 0.1)
        delegate.log.removeAll()
    }

    @Test func theDelegateChoosesTheDisplayModeTheInterfaceExpandsTo() {
        #expect(split.isCollapsed)
        delegate.expandTo = .secondaryOnly
        split.traitOverrides.horizontalSizeClass = .regular
        t.run(for: 0.1)
        #expect(!split.isCollapsed && split.displayMode == .secondaryOnly)
        #expect(delegate.log == ["expand to? proposed 6", "did expand"], "proposed: two displacing the secondary (a triple column's displace behaviour); secondary-only already")
    }

    @Test func theProposedModeOrAutomaticKeepsTheSplitViewControllersChoice() {
        delegate.expandTo = .automatic
        split.traitOverrides.horizontalSizeClass = .regular
        t.run(for: 0.1)
        #expect(split.displayMode == .twoDisplaceSecondary)
        #expect(delegate.log == ["expand to? proposed 6", "did expand", "will change to 6"])
    }
}

@Suite struct LeftItemsSupplementBackButtonTests {
    @Test func aSupplementingLeftItemSitsBesideTheBackButton() throws {
        let t = TestWorld(device: .iPhoneSE)
        let root = ViewController(), detail = ViewController()
        root.title = "List"
        let navigation = NavigationController(rootViewController: root)
        t.show(navigation)
        let extra = BarButtonItem(title: "Mode")
        detail.navigationItem.leftBarButtonItem = extra
        navigation.pushViewController(detail, animated: false)
        t.waitForTransitions()
        #expect(navigation.navigationBar.backButtonItem == nil, "by default the left item replaces the back button")
        detail.navigationItem.leftItemsSupplementBackButton = true
        let back = try #require(navigation.navigationBar.backButtonItem?.view)
        let item = try #require(extra.view)
        #expect(back.isDescendant(of: navigation.navigationBar) && item.isDescendant(of: navigation.navigationBar))
        let bar = navigation.navigationBar
        bar.layoutIfNeeded()
        // In the bar's coordinates: from iOS 11 the item sits in a `_UIButtonBarStackView` of its own (device dumps).
        #expect(item.convert(item.bounds, to: bar).minX > back.convert(back.bounds, to: bar).maxX, "the left item follows the back button")
    }
}

@Suite struct NavigationToolbarTests {
    @Test func theToolbarShowsTheTopControllersItemsAlongTheBottom() throws {
        let t = TestWorld(device: .iPhoneSE)
        let root = ViewController(), next = ViewController()
        let share = BarButtonItem(title: "Share"), trash = BarButtonItem(title: "Trash")
        root.toolbarItems = [share, BarButtonItem(barButtonSystemItem: .flexibleSpace), trash]
        next.setToolbarItems([BarButtonItem(title: "Next")], animated: false)
        let navigation = NavigationController(rootViewController: root)
        t.show(navigation)
        #expect(navigation.toolbar.isHidden && share.view == nil)
        navigation.setToolbarHidden(false, animated: false)
        t.run(for: 0.1)
        #expect(!navigation.toolbar.isHidden)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 568 - 44, width: 320, height: 44))
        let shareView = try #require(share.view), trashView = try #require(trash.view)
        #expect(shareView.frame.minX == NavigationBar.edgeMargin)
        #expect(trashView.frame.maxX == 320 - NavigationBar.edgeMargin, "the flexible space pushes the last item to the edge")
        #expect(root.view.safeAreaInsets.bottom == 44, "the toolbar covers the bottom of the child's safe area")
        navigation.pushViewController(next, animated: false)
        t.waitForTransitions()
        t.run(for: 0.1)
        #expect(navigation.toolbar.items?.first?.title == "Next")
    }

    @Test func transitionCoordinatorBlocksGetTheContext() {
        let t = TestWorld(device: .iPhoneSE)
        final class Rotating: ViewController {
            var seen: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { context in
                    self.seen.append("alongside \(context.isCompleted)")
                }, completion: { context in
                    self.seen.append("completion \(context.isCompleted) \(context.transitionDuration > 0)")
                })
            }
        }
        let controller = Rotating()
        t.show(controller)
        t.simulation.rotate(to: .landscapeLeft)
        t.run(for: 1)
        #expect(controller.seen == ["alongside false", "completion true true"])
    }
}
