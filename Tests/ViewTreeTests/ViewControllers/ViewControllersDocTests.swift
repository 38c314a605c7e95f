// The code of Docs/ViewControllers.md, compiled and run: keep the two in step.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

final class InboxController: ViewController {
    let list = TableView(frame: .zero)
    private(set) var appearances = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(list)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

@Test func theInboxAppearsOnce() {
    let t = TestWorld(profile: .iOS11, device: .iPhone8)
    let inbox = InboxController()
    t.show(inbox)
    #expect(inbox.isViewLoaded)
    #expect(inbox.appearances == 1)
    #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(inbox.view.next === inbox)                  // a controller's view's next responder
    #expect(inbox.view.safeAreaInsets.top == 20)         // the status bar
}

final class ContainerController: ViewController {
    func embed(_ child: ViewController) {
        addChild(child)                                  // child.willMove(toParent: self)
        child.view.frame = view.bounds
        view.addSubview(child.view)                      // appearance callbacks if we are on screen
        child.didMove(toParent: self)
    }

    func unembed(_ child: ViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()                 // viewWillDisappear, viewDidDisappear
        child.removeFromParent()                         // child.didMove(toParent: nil)
    }
}

@Test func theNotchMovesToTheSide() {
    let t = TestWorld(profile: .iOS13, device: .iPhone12)
    let controller = ViewController()
    t.show(controller)
    #expect(t.screen.scale == 3)
    #expect(t.screen.displayCornerRadius == 47.33)
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

    t.simulation.rotate(to: .landscapeLeft)              // viewWillTransition(to:with:), then the resize
    #expect(t.window.bounds.size == CGSize(width: 844, height: 390))
    #expect(controller.view.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
}

final class Rows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
}

final class ListController: ViewController {
    let rows = Rows()
    override func loadView() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        table.dataSource = rows
        view = table
    }
}

@Test func aTableUnderTheStatusBar() {
    let t = TestWorld(profile: .iOS11, device: .iPhoneSE)
    let list = ListController()
    t.show(list)
    let table = list.view as! TableView
    #expect(table.contentInset == .zero)
    #expect(table.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -20))
}

@Test func pushingADetailScreen() {
    let t = TestWorld(device: .iPhoneSE)
    let list = ViewController()
    list.title = "Mail"
    var composed = 0
    list.navigationItem.rightBarButtonItem = BarButtonItem(title: "Compose", primaryAction: Action { _ in composed += 1 })
    let nav = NavigationController(rootViewController: list)
    t.show(nav)
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
    #expect(nav.navigationBar.titleLabel.text == "Mail")
    list.navigationItem.rightBarButtonItem?.performPrimaryAction()
    #expect(composed == 1)

    let detail = ViewController()
    detail.title = "Message"
    var pushed = false
    nav.pushViewController(detail, animated: true) { pushed = true }
    t.run(for: 0.2)
    #expect(!pushed)                                     // a push takes 0.35 s
    t.waitForTransitions()
    #expect(pushed)
    #expect(nav.topViewController === detail)
    #expect(nav.navigationBar.backButtonItem?.title == "Mail")

    nav.popViewController(animated: true)
    t.waitForTransitions()
    #expect(nav.viewControllers.count == 1)
}

@Test func confirmingADeletion() {
    let t = TestWorld(profile: .iOS13, device: .iPhoneX)
    let screen = ViewController()
    t.show(screen)

    var deleted = false
    let alert = AlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
    screen.present(alert, animated: true)
    t.waitForTransitions()
    #expect(screen.presentedViewController === alert)

    alert.tapAction(alert.action(titled: "Delete")!)      // dismisses, then runs the handler
    t.waitForTransitions()
    #expect(deleted)
    #expect(screen.presentedViewController == nil)

    let sheet = ViewController()                          // .automatic: a page sheet on iOS 13
    screen.present(sheet, animated: true)
    t.waitForTransitions()
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).minY == 54)   // 44-pt status bar + 10
    #expect(screen.view.window === t.window)              // the presenter stays, without callbacks
}

@Test func theHierarchySampleIsWhatTheNavigationControllerPrints() {
    let t = TestWorld(device: .iPhoneSE)
    let list = ViewController()
    list.title = "Mail"
    let nav = NavigationController(rootViewController: list)
    t.show(nav)
    #expect(t.controllerSnapshot() == """
<NavigationController c1>, state: appeared, view: <LayoutContainerView 0x17>
   | <ViewController c2>, state: appeared, view: <View 0x19>, title: 'Mail'
<Window: 0x1; frame = (0 0; 320 568); gestureRecognizers = <NSArray: 0x1b>; layer = <WindowLayer: 0x2>>
   | <LayoutContainerView: 0x17; frame = (0 0; 320 568); autoresize = W+H; gestureRecognizers = <NSArray: 0x1c>; layer = <Layer: 0x18>>
   |    | <NavigationTransitionView: 0x13; frame = (0 0; 320 568); clipsToBounds = YES; autoresize = W+H; layer = <Layer: 0x14>>
   |    |    | <ViewControllerWrapperView: 0x15; frame = (0 0; 320 568); autoresize = W+H; layer = <Layer: 0x16>>
   |    |    |    | <View: 0x19; frame = (0 0; 320 568); autoresize = W+H; layer = <Layer: 0x1a>>
   |    | <NavigationBar: 0x5; frame = (0 20; 320 44); opaque = NO; autoresize = W; layer = <Layer: 0x6>>
   |    |    | <_UIBarBackground: 0x7; frame = (0 -20; 320 64); userInteractionEnabled = NO; layer = <Layer: 0x8>>
   |    |    |    | <ImageView: 0x9; frame = (0 64; 320 0.5); userInteractionEnabled = NO; layer = <Layer: 0xa>> - (null)
   |    |    | <_UINavigationBarLargeTitleView: 0xb; frame = (0 0; 0 0); clipsToBounds = YES; hidden = YES; layer = <Layer: 0xc>>
   |    |    |    | <Label: 0xd; frame = (0 0; 0 0); userInteractionEnabled = NO; layer = <_UILabelLayer: 0xe>>
   |    |    | <_UINavigationBarContentView: 0xf; frame = (0 0; 320 44); layer = <Layer: 0x10>>
   |    |    |    | <Label: 0x3; frame = (143 12; 34 20.5); text = 'Mail'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x4>>
   |    |    | <_UINavigationBarModernPromptView: 0x11; frame = (0 0; 0 0); alpha = 0; hidden = YES; layer = <Layer: 0x12>>

""")
}

// "Large titles"
@Test func theBarShowsALargeTitleUntilTheListScrolls() {
    let t = TestWorld(profile: .iOS13, device: .iPhoneX)
    let inbox = TableViewController(style: .plain)
    inbox.title = "Inbox"
    let nav = NavigationController(rootViewController: inbox)
    nav.navigationBar.prefersLargeTitles = true
    t.show(nav)
    #expect(nav.navigationBar.frame.height == 96)
    #expect(inbox.tableView.adjustedContentInset.top == 140)   // 44 of status bar + 96
    inbox.tableView.contentSize = CGSize(width: 375, height: 2000)
    inbox.tableView.contentOffset = CGPoint(x: 0, y: 0)        // scrolled past the band
    #expect(nav.navigationBar.frame.height == 44)
}

// "Page view controllers"
final class Pages: PageViewControllerDataSource {
    let pages = [ViewController(), ViewController(), ViewController()]
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerBefore viewController: ViewController) -> ViewController? {
        guard let i = pages.firstIndex(of: viewController), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(_ pageViewController: PageViewController,
                            viewControllerAfter viewController: ViewController) -> ViewController? {
        guard let i = pages.firstIndex(of: viewController), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
}

@Test func aSwipeTurnsToTheNextPage() {
    let t = TestWorld()
    let source = Pages()
    let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    pager.dataSource = source
    pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
    t.show(pager)

    let width = pager.view.bounds.width, y = pager.view.bounds.midY
    drag(pager.view, from: CGPoint(x: width * 0.9, y: y), to: CGPoint(x: width * 0.1, y: y), duration: 0.15)
    t.run(for: 1)                                    // the paging scroll view settles on the next page

    #expect(pager.viewControllers?.first === source.pages[1])
    #expect(pager.children.count == 1 && source.pages[0].parent == nil)
}
