// A cell's content view margins: UIKit's 11 pt above and below from iOS 11, the cell margin at the sides
// (20 pt on a 414-pt-wide screen); UIView's 8 pt everywhere before iOS 11. Constraints to the margins guide
// place the content there, and a self-sizing row is as tall as the content plus the two margins.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A cell whose label is pinned to its content view's margins guide, as code-built cells usually are.
private final class MarginCell: TableViewCell {
    let title = Label(frame: .zero)

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.text = "Title"
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

private final class OneRowSource: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        MarginCell(style: .default, reuseIdentifier: nil)
    }
}

@Suite struct TableViewCellMarginsTests {
    @Test func aContentViewHasElevenPointVerticalMarginsFromIOS11() {
        for profile in [PlatformProfile.iOS11, .iOS13] {
            let t = TestWorld(profile: profile, device: .iPhone8)
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            t.window.addSubview(cell)
            #expect(cell.contentView.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16),
                    "\(profile)")
        }
    }

    @Test func theSidesAreTwentyPointsOnAWideScreen() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8Plus)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        t.window.addSubview(cell)
        #expect(cell.contentView.layoutMargins == EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
    }

    @Test func beforeIOS11TheContentViewKeepsUIViewsDefault() {
        for profile in [PlatformProfile.iOS10, .iOS8, .iOS7] {
            let t = TestWorld(profile: profile, device: .iPhone8)
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            t.window.addSubview(cell)
            #expect(cell.contentView.layoutMargins == View.standardLayoutMargins, "\(profile)")
        }
    }

    @Test func marginsSetByTheCellWin() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        t.window.addSubview(cell)
        cell.contentView.layoutMargins = .zero
        #expect(cell.contentView.layoutMargins == .zero)
    }

    @Test func aSelfSizingRowIsItsContentPlusTheMargins() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let table = TableView(frame: t.window.bounds, style: .plain)
        let source = OneRowSource()
        table.dataSource = source
        table.rowHeight = TableView.automaticDimension
        t.window.addSubview(table)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)) as? MarginCell)
        cell.layoutIfNeeded()
        let labelHeight = cell.title.intrinsicContentSize.height
        // (The solver's answers carry rounding error in the last bits.)
        #expect(abs(cell.title.frame.minX - 16) < 1e-9)
        #expect(abs(cell.title.frame.minY - 11) < 1e-9)
        #expect(abs(cell.title.frame.width - (t.window.bounds.width - 32)) < 1e-9)
        #expect(cell.frame.height == labelHeight + 22, "\(cell.frame.height) \(labelHeight)")
        #expect(cell.title.frame.minX == 16 && cell.title.frame.minY == 11, "\(cell.title.frame)")
    }

    /// The built-in label, the separator and the table's default `separatorInset` start at the cell
    /// margin: 20 pt from iOS 8 on an iPad or a 414-pt-wide phone, 15/16 pt otherwise, 15 everywhere on iOS 7.
    @Test func builtInLabelsAndSeparatorsStartAtTheDevicesCellMargin() throws {
        let cases: [(PlatformProfile, Device, CGFloat)] = [
            (.iOS13, .iPhone8Plus, 20), (.iOS13, .iPad, 20), (.iOS13, .iPhone8, 16), (.iOS11, .iPhoneSE, 16),
            (.iOS10, .iPhone8Plus, 20), (.iOS8, .iPhone8Plus, 20), (.iOS10, .iPhoneSE, 15), (.iOS7, .iPad, 15),
        ]
        for (profile, device, margin) in cases {
            let t = TestWorld(profile: profile, device: device)
            let table = TableView(frame: t.window.bounds, style: .plain)
            let source = TextRowSource()
            table.dataSource = source
            t.window.addSubview(table)
            table.layoutIfNeeded()
            let cell = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
            cell.layoutIfNeeded()
            let label = try #require(cell.textLabel)
            let separator = try #require(cell.subviews.first { "\(type(of: $0))".contains("Separator") })
            #expect(label.frame.minX == margin && separator.frame.minX == margin && table.separatorInset.left == margin,
                    "\(profile) \(device.name): label \(label.frame), separator \(separator.frame), inset \(table.separatorInset)")
            #expect(label.frame.maxX <= cell.contentView.bounds.width - margin, "\(profile) \(device.name)")
        }
    }
}

private final class TextRowSource: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        return cell
    }
}
