// `UICollectionViewListCell`'s accessory and indentation members, spelled as UIKit code spells them.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

@Suite struct ListCellAccessorySpellingTests {
    @Test func indentationAndAccessoriesCompileAsInUIKit() {
        let t = TestWorld()
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        t.window.addSubview(cell)
        cell.indentationLevel = 1
        cell.indentationWidth = 20
        cell.indentsAccessories = false
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
        let leading = UICellAccessory.CustomViewConfiguration(customView: badge, placement: .leading(displayed: .always),
                                                              reservedLayoutWidth: .custom(30))
        cell.accessories = [.disclosureIndicator(), .customView(configuration: leading)]
        t.window.layoutIfNeeded()
        let margin = cell.contentView.frame.minX - 30 - 20
        // The badge is centred in its 30-pt slot at the margin; the content view starts the indentation past it and
        // ends at the chevron's 14-pt box, the margin from the trailing edge.
        #expect(badge.frame.midX == margin + 15)
        #expect(cell.contentView.frame.maxX == 320 - margin - 14)
        #expect(margin == 16)
        #expect(t.simulation.diagnostics.isEmpty)
    }
}
