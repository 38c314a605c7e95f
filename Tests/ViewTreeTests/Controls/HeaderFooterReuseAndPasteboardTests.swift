import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct HeaderFooterReuseAndPasteboardTests {
    final class CountHeader: TableViewHeaderFooterView {
        var reuses = 0
        override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    @Test func aRegisteredHeaderClassIsMadeThenReusedWhenNotShown() throws {
        let t = TestWorld()
        let table = TableView(frame: t.window.bounds, style: .plain)
        t.window.addSubview(table)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "H") == nil, "unregistered: nil, as UIKit")
        table.register(CountHeader.self, forHeaderFooterViewReuseIdentifier: "H")
        let first = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "H") as? CountHeader)
        #expect(first.reuseIdentifier == "H" && first.reuses == 0)
        table.addSubview(first)                                  // shown: not free
        let second = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "H") as? CountHeader)
        #expect(second !== first)
        first.removeFromSuperview()                              // off screen again: reused
        let third = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "H") as? CountHeader)
        #expect(third === first && first.reuses == 1)
        #expect(table.sectionHeaderTopPadding == TableView.automaticDimension && !table.cellLayoutMarginsFollowReadableWidth)
    }

    @Test func eachWorldHasItsOwnGeneralPasteboard() {
        let a = Simulation()
        Pasteboard.general.string = "from a"
        #expect(a.pasteboard.string == "from a" && a.pasteboard.hasStrings)
        let b = Simulation()                                     // now current
        #expect(Pasteboard.general.string == nil, "another world's copy is not seen")
        Pasteboard.general.strings = ["x", "y"]
        #expect(b.pasteboard.numberOfItems == 2 && a.pasteboard.string == "from a")
        let before = b.pasteboard.changeCount
        b.pasteboard.url = URL(string: "https://example.com")
        #expect(b.pasteboard.hasURLs && !b.pasteboard.hasStrings && b.pasteboard.changeCount == before + 1)
    }
}
