import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting

/// A table view controller as apps subclass it: rows from an array, a selection log.
final class CitiesController: TableViewController {
    var cities = (1...30).map { "City \($0)" }
    var selected: [String] = []
    var loadedData = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "city")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        loadedData += 1
        return cities.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
        cell.textLabel?.text = cities[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(cities[indexPath.row])
    }

    override func scrollViewDidScroll(_ scrollView: ScrollView) {}
}

@Suite struct TableViewControllerTests {
    @Test func itsViewIsATableItFeeds() {
        let t = TestWorld()
        let controller = CitiesController()
        t.show(controller)
        let table = controller.tableView!
        #expect(controller.view === table)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(table.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(table.style == .plain)
        #expect(table.visibleCells.first?.textLabel?.text == "City 1")
        #expect(TableViewController(style: .grouped).tableView.style == .grouped)
        // The defaults a subclass that overrides nothing gets: one empty section.
        let plain = TableViewController(style: .plain)
        #expect(plain.numberOfSections(in: plain.tableView) == 1)
        #expect(plain.tableView(plain.tableView, numberOfRowsInSection: 0) == 0)
    }

    @Test func aTapSelectsThroughTheOverriddenDelegateMethod() {
        let t = TestWorld()
        let controller = CitiesController()
        t.show(controller)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))!
        tap(cell)
        t.run(for: 0.1)
        #expect(controller.selected == ["City 3"])
    }

    @Test func theSelectionIsClearedEachTimeTheTableAppearsUnlessItShouldStay() {
        for clears in [true, false] {
            let t = TestWorld()
            let controller = CitiesController()
            controller.clearsSelectionOnViewWillAppear = clears
            let nav = NavigationController(rootViewController: controller)
            t.show(nav)
            controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            nav.pushViewController(ViewController(), animated: false)
            t.run(for: 0.1)
            _ = nav.popViewController(animated: false)
            t.run(for: 0.1)
            #expect((controller.tableView.indexPathForSelectedRow == nil) == clears)
        }
    }

    @Test func theFirstAppearanceReloadsAndTheAppearanceFlashesTheIndicators() {
        let t = TestWorld()
        let controller = CitiesController()
        controller.tableView.layoutIfNeeded()                    // loads its 30 rows before it is shown
        #expect(controller.tableView.numberOfRows(inSection: 0) == 30)
        controller.cities = ["Only"]                             // no reloadData: the first appearance does it
        t.show(controller)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 1)
        t.run(for: 0.1)
        expectIndicatorHidden(controller.tableView)              // one row: nothing to scroll
        let long = CitiesController()
        t.window.rootViewController = long
        t.run(for: 0.5)
        expectIndicatorVisible(long.tableView)                   // flashed by viewDidAppear
        expectIndicatorHidden(long.tableView, at: 3)
    }

    @Test func aControllerDroppedWithItsWorldIsFreed() {
        weak var weakController: TableViewController?
        weak var weakTable: TableView?
        do {
            let t = TestWorld()
            let controller = CitiesController()
            t.show(controller)
            t.run(for: 0.5)
            weakController = controller
            weakTable = controller.tableView
        }
        #expect(weakController == nil && weakTable == nil)
    }
}

/// A settings screen whose rows are a storyboard's static cells.
final class StaticSettingsController: TableViewController {
    var tapped: [String] = []
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tapped.append(super.tableView(tableView, cellForRowAt: indexPath).textLabel?.text ?? "?")
    }
}

@Suite struct StaticTableTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="settings">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="settings" customClass="StaticSettingsController" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="grouped" rowHeight="-1" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" id="sec1">
                                        <cells>
                                            <tableViewCell id="c1">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                                <tableViewCellContentView key="contentView" id="cv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                            <tableViewCell id="c2">
                                                <rect key="frame" x="0.0" y="44" width="320" height="60"/>
                                                <tableViewCellContentView key="contentView" id="cv2">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="59.5"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection footerTitle="Version 1.0" id="sec2">
                                        <cells>
                                            <tableViewCell id="c3">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                                <tableViewCellContentView key="contentView" id="cv3">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                                <connections>
                                    <outlet property="dataSource" destination="settings" id="o1"/>
                                    <outlet property="delegate" destination="settings" id="o2"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aStoryboardsStaticCellsAreTheTablesRows() throws {
        var registry = InterfaceBuilderRegistry.standard
        registry.registerViewController("StaticSettingsController", StaticSettingsController.self)
        let storyboard = Storyboard(document: try InterfaceBuilderDocument(string: Self.storyboard), registry: registry)
        let settings = try #require(storyboard.instantiateInitialViewController() as? StaticSettingsController)
        let t = TestWorld()
        t.show(settings)
        t.run(for: 0.1)
        let table = settings.tableView!
        #expect(table.style == .grouped && table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 1)
        let sections = try #require(table.staticSections)
        #expect(sections[0].headerTitle == "Account" && sections[1].footerTitle == "Version 1.0")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === sections[0].cells[1])   // the file's own cell
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)              // its height in the file
        sections[0].cells[0].textLabel?.text = "Sign out"
        tap(sections[0].cells[0])
        t.run(for: 0.1)
        #expect(settings.tapped == ["Sign out"])
    }

    @Test func aTableViewControllersRefreshControlIsItsTableViews() {
        let controller = TableViewController(style: .plain)
        let refresh = RefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh)
        #expect(controller.refreshControl === refresh)
    }
}
