import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct SafeAreaTests {
    /// A controller whose view is a table of 30 rows.
    final class TableController: ViewController {
        let source = RowsSource(rows: 30)
        var table: TableView { view as! TableView }
        override func loadView() {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            table.dataSource = source
            view = table
        }
    }

    @Test func aTableUnderTheStatusBarMatchesTheIOS12Dump() {
        // Real iOS 12 dump: `<UITableView: …; contentOffset: {0, -20}; contentSize: {320, 1320};
        // adjustedContentInset: {20, 0, 0, 0}>` — with no inset set by hand.
        let t = TestWorld(profile: .iOS11, device: .iPhoneSE)
        let controller = TableController()
        t.show(controller)
        let table = controller.table
        #expect(table.contentInset == .zero)
        #expect(table.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(table.contentOffset == CGPoint(x: 0, y: -20))
        #expect(table.recursiveDescription().contains("contentOffset: {0, -20}; contentSize: {320, 1320}; adjustedContentInset: {20, 0, 0, 0}"))
    }

    @Test func contentInsetAdjustmentBehaviorNeverLeavesTheInsetsAlone() {
        let t = TestWorld(profile: .iOS11, device: .iPhoneSE)
        let controller = TableController()
        controller.loadViewIfNeeded()
        controller.table.contentInsetAdjustmentBehavior = .never
        t.show(controller)
        #expect(controller.table.adjustedContentInset == .zero)
        #expect(controller.table.contentOffset == .zero)
    }

    @Test func onIOS7ToIOS10TheControllerSetsTheContentInset() {
        let t = TestWorld(profile: .iOS7, device: .iPhoneSE)
        let controller = TableController()
        t.show(controller)
        #expect(controller.topLayoutGuideLength == 20)
        #expect(controller.table.contentInset == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(controller.table.contentOffset == CGPoint(x: 0, y: -20))
        #expect(controller.topLayoutGuide.layoutFrame.height == 20)

        let manual = TableController()
        manual.automaticallyAdjustsScrollViewInsets = false
        t.show(manual)
        #expect(manual.table.contentInset == .zero)
    }

    @Test func iOS6PutsTheRootViewBelowTheStatusBar() {
        let t = TestWorld(profile: .iOS6, device: .iPhoneSE)
        let controller = ViewController()
        t.show(controller)
        #expect(controller.view.frame == CGRect(x: 0, y: 20, width: 320, height: 548))
        #expect(controller.view.safeAreaInsets == .zero)
    }

    @Test func theNotchAndHomeIndicatorAreInTheSafeArea() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let controller = ViewController()
        t.show(controller)
        #expect(t.window.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let inner = View(frame: CGRect(x: 0, y: 30, width: 375, height: 100))
        controller.view.addSubview(inner)
        #expect(inner.safeAreaInsets == EdgeInsets(top: 14, left: 0, bottom: 0, right: 0))
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets.top == 54)
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 54, width: 375, height: 724))
    }

    @Test func aViewPinnedToTheSafeAreaGuideSitsBelowTheStatusBar() {
        let t = TestWorld(profile: .iOS11, device: .iPhoneSE)
        let controller = ViewController()
        let banner = View(frame: .zero)
        controller.view.addSubview(banner)
        banner.translatesAutoresizingMaskIntoConstraints = false
        let guide = controller.view.safeAreaLayoutGuide
        banner.topAnchor.constraint(equalTo: guide.topAnchor).isActive = true
        banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor).isActive = true
        banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor).isActive = true
        banner.heightAnchor.constraint(equalToConstant: 50).isActive = true
        t.show(controller)
        #expect(banner.frame == CGRect(x: 0, y: 20, width: 320, height: 50))
    }

    @Test func layoutMarginsAndTheReadableGuide() {
        let t = TestWorld(profile: .iOS11, device: .iPad)
        let controller = ViewController()
        t.show(controller)
        #expect(View(frame: .zero).layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(controller.view.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 20, width: 728, height: 1004))
        let readable = controller.view.readableContentGuide.layoutFrame
        #expect(readable.width == 672)
        #expect(readable.midX == 384)
        controller.view.layoutMargins = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(controller.view.layoutMargins.left == 20)
        #expect(t.simulation.diagnostics.contains { $0.code == .nonFiniteGeometry })
    }

    @Test func aRootViewsSideMarginsAreTwentyPointsOnAnIPadAndOnPhones414PointsWide() {
        // 16 pt on the narrower phones, upright and on their side; 20 pt on a Plus-size phone upright (a
        // compact width, yet 20: the 4-pt gap of views pinned at -16 pt logged on an iPhone 6 Plus) and
        // on its side, and on an iPad.
        let cases: [(Device, InterfaceOrientation, CGFloat)] = [
            (.iPhoneSE, .portrait, 16), (.iPhone8, .portrait, 16), (.iPhone8, .landscapeLeft, 16),
            (.iPhone8Plus, .portrait, 20), (.iPhone8Plus, .landscapeLeft, 20), (.iPad, .portrait, 20),
        ]
        for (device, orientation, side) in cases {
            let t = TestWorld(profile: .iOS11, device: device)
            if orientation != .portrait { t.simulation.rotate(to: orientation) }
            let controller = ViewController()
            t.show(controller)
            #expect(controller.view.layoutMargins.left == side, "\(device.name) \(orientation)")
            #expect(controller.view.layoutMargins.right == side, "\(device.name) \(orientation)")
        }
    }

    @Test func aTableInANavigationControllerClearsTheBar() {
        let t = TestWorld(profile: .iOS11, device: .iPhoneSE)
        let controller = TableController()
        let nav = NavigationController(rootViewController: controller)
        t.show(nav)
        #expect(controller.table.adjustedContentInset.top == 64)
        #expect(controller.table.contentOffset.y == -64)
    }
}
