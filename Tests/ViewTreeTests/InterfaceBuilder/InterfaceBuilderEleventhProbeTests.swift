import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What an eleventh probe of real files taught (Docs/InterfaceBuilder.md, "An eleventh probe"): a table view sizes
/// its content itself, so Interface Builder never finds its scrollable content size ambiguous.
@Suite struct InterfaceBuilderEleventhProbeTests {
    /// A xib whose File's Owner `view` is a top-level table view of `style` carrying the safe-area guide Xcode 9+
    /// writes for every top-level view: the structure of owncloud's `ServerListTableViewController.xib` and
    /// `BookmarkViewController.xib` and of enricofg/SUM's `TableViewController.xib`.
    static func topLevel(_ element: String, style: String = "plain", toolsVersion: Int = 19529, device: String = "retina6_1",
                         size: CGSize = CGSize(width: 414, height: 896), guides: String = "") throws -> InterfaceBuilderCheck {
        try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <\(element) opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" style="\(style)" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="guide"/>\(guides)
                    </\(element)>
                </objects>
            </document>
            """)
    }

    /// enricofg/SUM's `TableViewController.xib` (Xcode 13, tools 19529, iPhone 11, a grouped table) and owncloud's
    /// `BookmarkViewController.xib` (Xcode 9.0, tools 13142, a plain table on the 375 × 667 default): Xcode saved both
    /// without markers. ViewTree pinned the safe-area guide to the table's content and, with nothing to size that
    /// content, reported "Scrollable Content Size Ambiguity" for its width and height (2 errors each).
    @Test(arguments: [("grouped", 19529, "retina6_1", CGSize(width: 414, height: 896)),
                      ("plain", 13142, "retina4_7", CGSize(width: 375, height: 667))])
    func aTopLevelTableViewHasNoScrollableContentAmbiguity(style: String, toolsVersion: Int, device: String, size: CGSize) throws {
        let check = try Self.topLevel("tableView", style: style, toolsVersion: toolsVersion, device: device, size: size)
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.ambiguousViewIDs.isEmpty && check.misplacedViewIDs.isEmpty)
    }

    /// A plain scroll view keeps the check: IBDecodable's `ScrollViewWithLayoutGuides.xib` (a fixture), an empty
    /// top-level scroll view with its content and frame guides, is saved `ambiguous="YES"`.
    @Test func anEmptyTopLevelScrollViewStillHasAmbiguousContent() throws {
        let check = try Self.topLevel("scrollView", guides: """

                    <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                    <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
            """)
        #expect(check.ambiguousViewIDs == ["table"])
        #expect(check.issues.map(\.kind) == [.scrollableContentSizeAmbiguity, .scrollableContentSizeAmbiguity])
    }

    /// The rule is the checker's named one.
    @Test func theRuleIsNamed() {
        #expect(!InterfaceBuilderChecker.checksScrollableContentSize(of: TableView(frame: .zero, style: .plain)))
        #expect(InterfaceBuilderChecker.checksScrollableContentSize(of: ScrollView(frame: .zero)))
    }
}
