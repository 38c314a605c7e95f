import Foundation
import Testing
import ViewTree
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
