// A cell's accessory: placed at the trailing margin at its own size, centred in the content view's height;
// the content view ends before it, and moves aside for the editing control while the cell edits. The frames
// are those of real dumps (Docs/Fidelity.md, tables; `CellAccessoryMetrics`).
import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting

private final class AccessoryRows: TableViewDataSource, TableViewDelegate {
    var count = 3
    var configure: (TableViewCell, Int) -> Void = { _, _ in }
    var indents = true
    var style = TableViewCell.EditingStyle.delete
    var log: [String] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Item #\(indexPath.row + 1)"
        configure(cell, indexPath.row)
        return cell
    }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> TableViewCell.EditingStyle { style }
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool { indents }
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: TableIndexPath) { log.append("accessory \(indexPath.row)") }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) { log.append("select \(indexPath.row)") }
}

@Suite struct TableViewCellAccessoryTests {
    /// A 320-pt table of 44-pt rows in a world of `profile`, laid out, with its first cell.
    private func table(_ profile: PlatformProfile, _ rows: AccessoryRows) throws -> (TestWorld, TableView, TableViewCell) {
        let t = TestWorld(profile: profile, windowSize: CGSize(width: 320, height: 568))
        let table = TableView(frame: t.window.bounds, style: .plain)
        table.rowHeight = 44
        table.dataSource = rows
        table.delegate = rows
        t.window.addSubview(table)
        table.layoutIfNeeded()
        return (t, table, try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0))))
    }

    @Test func aDisclosureIndicatorOnIOS7IsWhereTheDumpHasIt() throws {
        // iOS 7, 2014: (297 16; 8 12.5) beside a content view (0 0; 287 43.5) and its label (15 0; 270 43.5).
        let rows = AccessoryRows()
        rows.configure = { cell, _ in cell.accessoryType = .disclosureIndicator }
        let (world, _, cell) = try table(.iOS7, rows)
        defer { withExtendedLifetime(world) {} }
        // In iOS 7's UITableViewCellScrollView, before the content view.
        let host = try #require(cell.contentView.superview)
        #expect(host.superview === cell)
        let indicator = try #require(host.subviews.first { String(describing: type(of: $0)) == "_UITableCellAccessoryButton" })
        #expect(host.subviews.last === cell.contentView)
        #expect(indicator.frame == CGRect(x: 297, y: 16, width: 8, height: 12.5))
        #expect(!indicator.isUserInteractionEnabled)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 287, height: 43.5))
        #expect(cell.textLabel?.frame == CGRect(x: 15, y: 0, width: 270, height: 43.5))
    }

    @Test func aDisclosureIndicatorOnIOS11LeavesTheDumpsContentView() throws {
        // A 320-pt cell with 16-pt margins: content view (0 0; 286 …), label (16 0; 269 …).
        let rows = AccessoryRows()
        rows.configure = { cell, _ in cell.accessoryType = .disclosureIndicator }
        let (world, _, cell) = try table(.iOS11, rows)
        defer { withExtendedLifetime(world) {} }
        #expect(cell.contentView.frame.width == 286)
        #expect(cell.textLabel?.frame.minX == 16 && cell.textLabel?.frame.width == 269)
    }

    @Test func fromIOS13TheContentViewEndsAtTheIndicator() throws {
        let rows = AccessoryRows()
        rows.configure = { cell, _ in cell.accessoryType = .disclosureIndicator }
        let (world, _, cell) = try table(.iOS13, rows)
        defer { withExtendedLifetime(world) {} }
        let indicator = try #require(cell.subviews.first { String(describing: type(of: $0)) == "_UITableCellAccessoryButton" })
        // 10.5 pt measured at 2×, 10.333 at 3× (the iOS 13 profile's screen).
        #expect(abs(indicator.frame.width - 31.0 / 3) < 0.0001 && indicator.frame.height == 14)
        #expect(indicator.frame.maxX == CGFloat(320 - 16))
        #expect(cell.contentView.frame.maxX == indicator.frame.minX)
    }

    @Test func aSwitchAccessoryIsWhereTheDumpHasItAndJoinsTheCell() throws {
        // A settings cell with a switch, iOS 7–8: <UISwitch: …; frame = (254 6; 51 31)>.
        let toggle = Switch(frame: .zero)
        let rows = AccessoryRows()
        rows.configure = { cell, row in if row == 0 { cell.accessoryView = toggle } }
        let (world, _, cell) = try table(.iOS8, rows)
        defer { withExtendedLifetime(world) {} }
        #expect(toggle.superview === cell)
        #expect(toggle.frame == CGRect(x: 254, y: 6, width: 51, height: 31))
        #expect(cell.contentView.frame.width == CGFloat(254 - 10))
        // A view of the caller's wins over the type.
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        #expect(toggle.superview === cell)
        #expect(!cell.subviews.contains { String(describing: type(of: $0)) == "_UITableCellAccessoryButton" })
        // Replacing it takes the old one out.
        let label = Label(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        cell.accessoryView = label
        cell.layoutIfNeeded()
        #expect(toggle.superview == nil && label.superview === cell)
        #expect(label.frame == CGRect(x: 320 - 15 - 40, y: 12, width: 40, height: 20))
        cell.accessoryView = nil
        cell.layoutIfNeeded()
        #expect(label.superview == nil)
        #expect(cell.contentView.frame.width == CGFloat(320 - 15 - 14 - 10))   // the checkmark shows again
    }

    @Test func theSwitchInTheCellCanBeTappedAndTheRowIsNotSelected() throws {
        let toggle = Switch(frame: .zero)
        let rows = AccessoryRows()
        rows.configure = { cell, row in if row == 0 { cell.accessoryView = toggle } }
        let (world, table, _) = try table(.iOS11, rows)
        defer { withExtendedLifetime(world) {} }
        tap(toggle)
        #expect(toggle.isOn)
        #expect(table.indexPathForSelectedRow == nil && rows.log.isEmpty)
    }

    @Test func theDetailButtonTellsTheDelegateAndTheIndicatorSelectsTheRow() throws {
        let rows = AccessoryRows()
        rows.configure = { cell, row in cell.accessoryType = row == 0 ? .detailButton : .disclosureIndicator }
        let (world, table, cell) = try table(.iOS11, rows)
        defer { withExtendedLifetime(world) {} }
        let button = try #require(cell.subviews.first { String(describing: type(of: $0)) == "_UITableCellAccessoryButton" })
        #expect(button.isUserInteractionEnabled && button.frame.size == CGSize(width: 22, height: 22))
        tap(button)
        #expect(rows.log == ["accessory 0"])
        #expect(table.indexPathForSelectedRow == nil)
        let second = try #require(table.cellForRow(at: TableIndexPath(row: 1, section: 0)))
        let indicator = try #require(second.subviews.first { String(describing: type(of: $0)) == "_UITableCellAccessoryButton" })
        tap(second, at: indicator.center)   // the indicator takes no touch: the row gets it
        #expect(rows.log == ["accessory 0", "select 1"])
    }

    @Test func anEditingCellMovesItsContentAsideAndShowsItsEditingAccessory() throws {
        let rows = AccessoryRows()
        rows.configure = { cell, _ in
            cell.accessoryType = .disclosureIndicator
            cell.editingAccessoryType = .none
        }
        let (world, table, cell) = try table(.iOS11, rows)
        defer { withExtendedLifetime(world) {} }
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect(cell.isEditing)
        #expect(cell.contentView.frame == CGRect(x: TableViewCell.editingControlWidth, y: 0, width: 320 - 38, height: 43.5))
        #expect(!cell.subviews.contains { String(describing: type(of: $0)) == "_UITableCellAccessoryButton" })
        table.setEditing(false, animated: false)
        table.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 286, height: 43.5))
    }

    @Test func aRowTheDelegateKeepsFromIndentingStaysPut() throws {
        let rows = AccessoryRows()
        rows.style = .none
        rows.indents = false
        let (world, table, cell) = try table(.iOS11, rows)
        defer { withExtendedLifetime(world) {} }
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect(cell.isEditing && cell.contentView.frame.minX == 0)
        // The cell's own switch says the same.
        rows.indents = true
        table.setEditing(false, animated: false)
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 38)
        cell.shouldIndentWhileEditing = false
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func aSelfSizingRowMeasuresItsContentAtTheNarrowerWidth() throws {
        let rows = AccessoryRows()
        rows.count = 1
        rows.configure = { cell, _ in
            cell.accessoryType = .disclosureIndicator
            cell.textLabel?.numberOfLines = 0
            cell.textLabel?.text = String(repeating: "word ", count: 40)
        }
        let t = TestWorld(profile: .iOS11, windowSize: CGSize(width: 320, height: 568))
        let table = TableView(frame: t.window.bounds, style: .plain)
        table.dataSource = rows
        table.rowHeight = TableView.automaticDimension
        t.window.addSubview(table)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame.width == 286)
        let label = try #require(cell.textLabel)
        #expect(label.frame.maxY <= cell.contentView.bounds.height)
    }

    @Test func interfaceBuilderSetsTheAccessoryAndTheSelectionStyle() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" accessoryType="disclosureIndicator" editingAccessoryType="checkmark" indentationWidth="10" reuseIdentifier="Row" id="cell1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell1" id="content1">
                        <rect key="frame" x="0.0" y="0.0" width="348.5" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let nib = try Nib(data: Data(xib.utf8))
        let cell = try #require(nib.instantiate(withOwner: nil).first as? TableViewCell)
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.editingAccessoryType == .checkmark)
        #expect(cell.selectionStyle == .none)
    }

    @Test func aSearchBarsTextTraitsAreItsFieldsTraits() {
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        #expect(bar.returnKeyType == .search)
        bar.autocapitalizationType = .none
        bar.keyboardType = .webSearch
        bar.smartQuotesType = .no
        #expect(bar.searchTextField.autocapitalizationType == .none)
        #expect(bar.searchTextField.keyboardType == .webSearch)
        #expect(bar.searchTextField.smartQuotesType == .no)
    }

    @Test func aCellShowsAReorderControlFlagAndTheAccessoryTypesHaveTheirEraSizes() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(!cell.showsReorderControl && cell.shouldIndentWhileEditing)
        let metrics = PlatformProfile.iOS7.cellAccessories
        #expect(metrics.size(of: .none) == .zero)
        #expect(metrics.size(of: .detailDisclosureButton).width == CGFloat(22 + 10 + 8))
    }
}

@Suite struct TableViewCellAccessoryBadInputTests {
    @Test func anAccessoryThatIsTheCellOrAnAncestorIsRejectedAndTheTreeStaysWhole() throws {
        let t = TestWorld(profile: .iOS11, windowSize: CGSize(width: 320, height: 568))
        let table = TableView(frame: t.window.bounds, style: .plain)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        table.addSubview(cell)
        t.window.addSubview(table)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryView = cell
        cell.layoutIfNeeded()
        cell.accessoryView = table
        cell.layoutIfNeeded()
        #expect(cell.superview === table && table.superview === t.window)
        #expect(!cell.subviews.contains { $0 === cell || $0 === table })
        #expect(t.simulation.diagnostics.contains { $0.message.contains("addSubview") || $0.message.contains("cycle") || $0.message.contains("ancestor") })
    }

    @Test func anAccessoryOfNoSizeOrAHugeOneKeepsTheContentViewSane() {
        let t = TestWorld(profile: .iOS11, windowSize: CGSize(width: 320, height: 568))
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        t.window.addSubview(cell)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryView = View(frame: .zero)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == CGFloat(320 - 16 - 10))
        cell.accessoryView = View(frame: CGRect(x: 0, y: 0, width: 5000, height: 5000))
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 0 && cell.contentView.frame.minX == 0)
    }
}
