// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeUIKit

// What Xamarin's device-run suite (xamarin/xamarin-macios, tests/monotouch-test/UIKit, files N–Z) asserts about view
// controllers, containers, tab bars and their items, through ViewTree's UIKit names.

/// ViewControllerTest.cs.
@Suite struct XamarinNZViewControllerTests {
    /// ViewControllerTest.Defaults.
    @Test func defaults() {
        let vc = UIViewController()
        #expect(vc.children.isEmpty)
        #expect(!vc.definesPresentationContext)
        #expect(!vc.disablesAutomaticKeyboardDismissal)
        #expect(!vc.isEditing)
        #expect(!vc.isBeingDismissed && !vc.isBeingPresented)
        #expect(!vc.isMovingFromParent && !vc.isMovingToParent)
        #expect(!vc.isViewLoaded)
        #expect(!vc.isModalInPopover)
        #expect(vc.navigationController == nil)
        #expect(vc.nibBundle != nil)
        #expect(vc.nibName == nil)
        #expect(vc.parent == nil)
        #expect(vc.presentedViewController == nil && vc.presentingViewController == nil)
        #expect(!vc.providesPresentationContextTransitionStyle)
        #expect(vc.shouldAutomaticallyForwardAppearanceMethods)
        #expect(!vc.hidesBottomBarWhenPushed)
        #expect(vc.splitViewController == nil)
        #expect(vc.storyboard == nil)
        #expect(vc.tabBarController == nil)
        #expect(vc.tabBarItem != nil)
        #expect(vc.title == nil)
        #expect(vc.toolbarItems == nil)
        #expect(vc.view != nil)
    }

    /// ViewControllerTest.Toolbars_Null.
    @Test func toolbarItemsCanBeCleared() {
        let undo = UIBarButtonItem(barButtonSystemItem: .undo, target: nil, action: nil)
        let redo = UIBarButtonItem(barButtonSystemItem: .redo, target: nil, action: nil)
        let vc = UIViewController()
        vc.toolbarItems = [undo, redo]
        #expect(vc.toolbarItems?.count == 2)
        vc.toolbarItems = nil
        #expect(vc.toolbarItems == nil)
        vc.setToolbarItems([undo, redo], animated: true)
        #expect(vc.toolbarItems?.count == 2)
        vc.setToolbarItems(nil, animated: false)
        #expect(vc.toolbarItems == nil)
    }

    /// ViewControllerTest.View_Null: the view is loaded on first read; set to nil, it is loaded again on the next.
    @Test func aClearedViewIsLoadedAgain() {
        let vc = UIViewController()
        let first = vc.view
        #expect(first != nil)
        vc.view = nil
        #expect(!vc.isViewLoaded)
        #expect(vc.view != nil && vc.view !== first)
    }

    /// ViewControllerTest.AppearanceTransition: a manual appearance transition on a controller in no window.
    @Test func manualAppearanceTransition() {
        final class Recorder: UIViewController {
            var calls: [String] = []
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("will") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("did") }
        }
        let vc = Recorder()
        vc.beginAppearanceTransition(true, animated: true)
        vc.endAppearanceTransition()
        #expect(vc.calls == ["will", "did"])
    }

    /// ViewControllerTest.NonModal, Bug3189: presenting twice without waiting and dismissing from the top controller is
    /// accepted (the device only shows that nothing crashes); with the run loop turning between the steps, the top
    /// controller's `dismiss` ends the presentation it is in.
    @Test func presentationChainsDismissWithoutCompletions() {
        let world = Simulation()
        let window = xamarinNZWindow(world)
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let wb = UINavigationController(rootViewController: b), wc = UINavigationController(rootViewController: c)
        window.rootViewController = a
        a.present(wb, animated: true, completion: nil)
        b.present(wc, animated: true, completion: nil)
        c.dismiss(animated: true, completion: nil)
        world.run(for: 2)
        a.dismiss(animated: false)
        world.run(for: 1)
        #expect(a.presentedViewController == nil)

        let b2 = UIViewController(), c2 = UIViewController()
        let wb2 = UINavigationController(rootViewController: b2), wc2 = UINavigationController(rootViewController: c2)
        a.present(wb2, animated: false, completion: nil)
        world.run(for: 1)
        b2.present(wc2, animated: false, completion: nil)
        world.run(for: 1)
        #expect(a.presentedViewController === wb2 && wb2.presentedViewController === wc2)
        c2.dismiss(animated: false, completion: nil)        // the presented one asks its presenter
        world.run(for: 1)
        #expect(wb2.presentedViewController == nil && a.presentedViewController === wb2)
    }

    /// ViewControllerTest.NSAction_Null, Bug3489: a presentation and dismissal with no completion.
    @Test func presentAndDismissWithNoCompletion() {
        let world = Simulation()
        let vc = UIViewController(), child = UIViewController()
        xamarinNZWindow(world).rootViewController = vc
        vc.present(child, animated: false, completion: nil)
        world.run(for: 1)
        child.dismiss(animated: false, completion: nil)
        world.run(for: 1)
        #expect(vc.presentedViewController == nil)
    }
}

/// NavigationControllerTest.cs, SplitViewControllerTest.cs, PageViewControllerTest.cs, TableViewControllerTest.cs.
@Suite struct XamarinNZContainerTests {
    /// NavigationControllerTest.ViewControllers_EmptyNull.
    @Test func navigationControllerStackEmptiesWithAnEmptyList() {
        let vc = UIViewController()
        let nc = UINavigationController()
        #expect(nc.viewControllers.isEmpty)
        nc.setViewControllers([vc], animated: false)
        #expect(!nc.viewControllers.isEmpty)
        nc.setViewControllers([], animated: false)
        #expect(nc.viewControllers.isEmpty)
        nc.viewControllers = [vc]
        nc.viewControllers = []
        #expect(nc.viewControllers.isEmpty)
    }

    /// ViewControllerTest.Defaults (`IsMovingToParentViewController`, `IsMovingFromParentViewController`), in use: a
    /// pushed controller is moving to its parent in its appearance callbacks, a popped one from it in its
    /// disappearance callbacks, and neither afterwards.
    @Test func movingToAndFromTheParentDuringAPushAndAPop() {
        final class Page: UIViewController {
            var seen: [String] = []
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); seen.append("willAppear \(isMovingToParent)") }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); seen.append("didAppear \(isMovingToParent)") }
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); seen.append("willDisappear \(isMovingFromParent)") }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); seen.append("didDisappear \(isMovingFromParent)") }
        }
        let world = Simulation()
        let root = UIViewController(), page = Page()
        let nc = UINavigationController(rootViewController: root)
        let window = xamarinNZWindow(world)
        window.rootViewController = nc
        window.layoutIfNeeded()
        nc.pushViewController(page, animated: true)
        world.run(for: 1)
        #expect(!page.isMovingToParent)
        nc.popViewController(animated: true)
        world.run(for: 1)
        #expect(!page.isMovingFromParent)
        #expect(page.seen == ["willAppear true", "didAppear true", "willDisappear true", "didDisappear true"])
    }

    /// NavigationControllerTest.ViewControllers_EmptyNull, on screen: the top controller leaves, with its disappearance
    /// callbacks, and the bar shows no item.
    @Test func anEmptiedStackOnScreenLetsItsTopDisappear() {
        final class Top: UIViewController {
            var calls: [String] = []
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls.append("willDisappear") }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("didDisappear") }
        }
        let world = Simulation()
        let top = Top()
        let nc = UINavigationController(rootViewController: top)
        let window = xamarinNZWindow(world)
        window.rootViewController = nc
        window.layoutIfNeeded()
        nc.setViewControllers([], animated: true)
        world.run(for: 1)
        #expect(nc.viewControllers.isEmpty && nc.topViewController == nil && top.parent == nil)
        #expect(top.viewIfLoaded?.window == nil)
        #expect(top.calls == ["willDisappear", "didDisappear"])
        #expect(nc.navigationBar.items?.isEmpty ?? true)
    }

    /// SplitViewControllerTest.Defaults (iPad): no controllers, then the two set, in order, as children too.
    @Test func splitViewControllerKeepsItsControllersInOrder() {
        let world = Simulation()
        world.makeCurrent()
        let v1 = UIViewController(), v2 = UIViewController()
        let svc = UISplitViewController()
        #expect(svc.viewControllers.isEmpty)
        svc.viewControllers = [v1, v2]
        #expect(svc.viewControllers.count == 2 && svc.viewControllers[0] === v1 && svc.viewControllers[1] === v2)
        #expect(svc.children.count == 2 && svc.children[0] === v1 && svc.children[1] === v2)
    }

    /// SplitViewControllerTest.PresentsWithGesture.
    @Test func splitViewControllerPresentsWithGesture() {
        #expect(UISplitViewController().presentsWithGesture)
    }

    /// PageViewControllerTest.Defaults.
    @Test func pageViewControllerDefaults() {
        let pvc = UIPageViewController()
        #expect(pvc.dataSource == nil && pvc.delegate == nil)
        #expect(!pvc.isDoubleSided)
        #expect(pvc.gestureRecognizers.count == 2)
        #expect(pvc.navigationOrientation == .horizontal)
        #expect(pvc.spineLocation == .min)
        #expect(pvc.transitionStyle == .pageCurl)
        #expect(pvc.viewControllers?.count == 0)
    }

    /// PageViewControllerTest.SetViewControllers: setting its own (empty) list without animation completes at once,
    /// finished.
    @Test func pageViewControllerSetsItsEmptyListAtOnce() {
        let pvc = UIPageViewController()
        var finished: Bool?
        pvc.setViewControllers(pvc.viewControllers, direction: .forward, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(pvc.viewControllers?.isEmpty == true)
    }
}

/// TabBarControllerTest.cs, TabBarTest.cs.
@Suite struct XamarinNZTabBarTests {
    /// TabBarControllerTest.Ctor_Defaults.
    @Test func tabBarControllerDefaults() {
        let c = UITabBarController()
        #expect(c.customizableViewControllers == nil)
        #expect(c.moreNavigationController.viewControllers.isEmpty)
        #expect(c.selectedIndex == NSNotFound && c.selectedIndex == Int.max)
        #expect(c.selectedViewController == nil)
        #expect(c.tabBar.items == nil)
        #expect(c.viewControllers == nil)
    }

    /// TabBarTest.SelectedItem: an item not in the bar is not selected.
    @Test func anItemNotInTheBarIsNotSelected() {
        let item = UITabBarItem()
        let tb = UITabBar()
        #expect(tb.selectedItem == nil)
        tb.selectedItem = item
        #expect(tb.selectedItem == nil && tb.items == nil)
        tb.selectedItem = nil
        #expect(tb.selectedItem == nil)
    }

    /// TabBarTest.Items: items set, an item of them selected; clearing the items clears the selection.
    @Test func clearingTheItemsClearsTheSelection() {
        let item = UITabBarItem()
        let tb = UITabBar()
        #expect(tb.items == nil && tb.selectedItem == nil)
        tb.items = [item]
        #expect(tb.items != nil)
        tb.selectedItem = item
        #expect(tb.selectedItem === item)
        tb.items = nil
        #expect(tb.items == nil && tb.selectedItem == nil)
    }

    /// TabBarTest.Customizing: a bar in no window customizes while asked; `endCustomizing(animated:)` answers false
    /// (nothing is being customized any more).
    @Test func customizing() {
        let item = UITabBarItem()
        let tb = UITabBar()
        #expect(!tb.isCustomizing)
        tb.beginCustomizingItems([item])
        #expect(tb.isCustomizing)
        #expect(!tb.endCustomizing(animated: false))
        tb.beginCustomizingItems([])
        #expect(!tb.endCustomizing(animated: false))
        #expect(!tb.isCustomizing)
    }

    /// TabBarTest.BackgroundImage, SelectionIndicatorImage.
    @Test func barImagesAreKeptAndCleared() {
        let i = UIImage()
        let tb = UITabBar()
        #expect(tb.backgroundImage == nil && tb.selectionIndicatorImage == nil)
        tb.backgroundImage = i
        tb.selectionIndicatorImage = i
        #expect(tb.backgroundImage === i && tb.selectionIndicatorImage === i)
        tb.backgroundImage = nil
        tb.selectionIndicatorImage = nil
        #expect(tb.backgroundImage == nil && tb.selectionIndicatorImage == nil)
    }

    /// TabBarTest.TintColor (iOS 7 on): a tint by default; white kept; nil returns to the default, not white.
    @Test func barTintReturnsToTheDefault() {
        let world = Simulation()
        let tb = UITabBar()
        xamarinNZWindow(world).addSubview(tb)
        #expect(tb.tintColor != nil)
        tb.tintColor = .white
        #expect(tb.tintColor == .white)
        tb.tintColor = nil
        #expect(tb.tintColor != .white)
    }

    /// TabBarTest.SelectedImageTintColor: nil by default; from iOS 7.1 a colour set is not kept (before, it was).
    @Test(arguments: PlatformProfile.all)
    func selectedImageTintColor(profile: PlatformProfile) {
        let world = Simulation(profile: profile)
        world.makeCurrent()
        let tb = UITabBar()
        #expect(tb.selectedImageTintColor == nil)
        tb.selectedImageTintColor = .black
        #expect((tb.selectedImageTintColor != nil) == (profile.identifier == "ios6"))
        tb.selectedImageTintColor = nil
        #expect(tb.selectedImageTintColor == nil)
    }
}

/// TarBarItemTest.cs (class TabBarItemTest).
@Suite struct XamarinNZTabBarItemTests {
    private func expectPlain(_ tbi: UITabBarItem, tag: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(tbi.badgeValue == nil, sourceLocation: sourceLocation)
        #expect(tbi.isEnabled, sourceLocation: sourceLocation)
        #expect(tbi.finishedSelectedImage == nil && tbi.finishedUnselectedImage == nil, sourceLocation: sourceLocation)
        #expect(tbi.imageInsets == .zero, sourceLocation: sourceLocation)
        #expect(tbi.tag == tag, sourceLocation: sourceLocation)
        #expect(tbi.titlePositionAdjustment.horizontal == 0 && tbi.titlePositionAdjustment.vertical == 0,
                sourceLocation: sourceLocation)
    }

    /// TabBarItemTest.Ctor_Defaults.
    @Test func plainItem() {
        let tbi = UITabBarItem()
        expectPlain(tbi, tag: 0)
        #expect(tbi.image == nil && tbi.title == nil)
    }

    /// TabBarItemTest.Ctor_2: a system item shows no title or image through its properties.
    @Test func systemItem() {
        let tbi = UITabBarItem(tabBarSystemItem: .bookmarks, tag: Int.max)
        expectPlain(tbi, tag: Int.max)
        #expect(tbi.image == nil && tbi.title == nil)
    }

    /// TabBarItemTest.Ctor_3.
    @Test func titleImageAndTag() {
        let img = UIImage()
        let tbi = UITabBarItem(title: "title", image: img, tag: Int.min)
        expectPlain(tbi, tag: Int.min)
        #expect(tbi.image === img && tbi.title == "title")
    }

    /// TabBarItemTest.Ctor_3a_Null: nil titles and images are allowed and replaced.
    @Test func nilTitlesAndImages() {
        let img = UIImage()
        let tbi1 = UITabBarItem(title: nil, image: img, tag: Int.min)
        #expect(tbi1.title == nil && tbi1.image === img)
        tbi1.title = "title"
        tbi1.image = nil
        #expect(tbi1.title == "title" && tbi1.image == nil)
        let tbi2 = UITabBarItem(title: "title", image: nil, tag: Int.max)
        #expect(tbi2.title == "title" && tbi2.image == nil)
        tbi2.title = nil
        tbi2.image = img
        #expect(tbi2.title == nil && tbi2.image === img)
        let tbi3 = UITabBarItem(title: nil, image: nil, tag: 0)
        #expect(tbi3.title == nil && tbi3.image == nil)
    }

    /// TabBarItemTest.Ctor_3b_Null (iOS 7 on): without a selected image the image is used; a selected image without an
    /// image is not kept (iOS 7.1 on).
    @Test func selectedImageFallsBackToTheImage() {
        let img = UIImage()
        let tbi1 = UITabBarItem(title: nil, image: nil, selectedImage: nil)
        #expect(tbi1.title == nil && tbi1.image == nil && tbi1.selectedImage == nil)
        let tbi2 = UITabBarItem(title: "title", image: img, selectedImage: nil)
        #expect(tbi2.title == "title" && tbi2.image === img && tbi2.selectedImage === img)
        let tbi3 = UITabBarItem(title: nil, image: nil, selectedImage: img)
        #expect(tbi3.title == nil && tbi3.image == nil && tbi3.selectedImage == nil)
    }

    /// TabBarItemTest.SelectedImage_7a and SelectedImage_7b: setting nil returns the selected image to the image.
    @Test func aNilSelectedImageResetsToTheImage() {
        let i1 = UIImage(), i2 = UIImage()
        let a = UITabBarItem(title: "title", image: i1, selectedImage: nil)
        #expect(a.image === i1 && a.selectedImage === i1)
        #expect(a.finishedSelectedImage == nil && a.finishedUnselectedImage == nil)
        a.selectedImage = nil
        #expect(a.selectedImage === i1)
        let b = UITabBarItem(title: "title", image: i1, selectedImage: i2)
        #expect(b.image === i1 && b.selectedImage === i2)
        b.selectedImage = nil
        #expect(b.selectedImage === i1)
    }
}

/// UIAlertControllerTest.cs, UISearchControllerTest.cs, PopoverPresentationControllerTest.cs.
@Suite struct XamarinNZPresentedControllerTests {
    /// UIAlertControllerTest.InitWithNibNameTest: an alert controller made with no nib takes actions.
    @Test func alertControllerFromNoNibTakesActions() {
        let ctrl = UIAlertController(nibName: nil, bundle: nil)
        ctrl.addAction(UIAlertAction())
        ctrl.addAction(UIAlertAction())
        #expect(ctrl.actions.count == 2)
    }

    /// UISearchControllerTest.InitWithNibNameTest: a search controller made with no nib keeps its delegate.
    @Test func searchControllerFromNoNibKeepsItsDelegate() {
        final class Delegate: UISearchControllerDelegate {}
        let delegate = Delegate()
        let ctrl = UISearchController(nibName: nil, bundle: nil)
        ctrl.delegate = delegate
        #expect(ctrl.delegate === delegate)
    }

    /// PopoverPresentationControllerTest.PopoverBackgroundViewType (iOS 8 on): no class by default; a subclass set is kept.
    @Test func popoverBackgroundViewClass() {
        final class MyPopoverBackgroundView: UIPopoverBackgroundView {}
        let pc = UIPopoverPresentationController(presentedViewController: UIViewController(), presenting: nil)
        #expect(pc.popoverBackgroundViewClass == nil)
        pc.popoverBackgroundViewClass = MyPopoverBackgroundView.self
        #expect(pc.popoverBackgroundViewClass == MyPopoverBackgroundView.self)
    }
}
