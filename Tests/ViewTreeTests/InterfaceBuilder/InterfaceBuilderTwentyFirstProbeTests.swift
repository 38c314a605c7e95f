import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a twenty-first probe of real files taught (Docs/InterfaceBuilder.md, "A twenty-first probe"): a table view cell
/// lays its content view out to its own height, whatever older frame an Xcode 6 xib kept for it; a label with attributed
/// text keeps the height Xcode measured in its fragments' fonts. The 19 files kept as fixtures (Xcode 6.0 to 15.0) agree
/// with Xcode: size-class variations of collection view cells, of a stack's axis and of installed subviews, an iPhone 8
/// Plus's compact width, search bars, a stepper, a page view controller scene, self-sizing cells, a symbol image view,
/// and one xib saved with three views `misplaced="YES"`.
@Suite struct InterfaceBuilderTwentyFirstProbeTests {
    static let staleCellName = "yatatsu-AutoLayoutDemo-CustomTableViewCell.xib"
    static let attributedLabelName = "Quentin123456-UIStepperDemo-ObjC-Main.storyboard"

    /// yatatsu's `CustomTableViewCell.xib` (Xcode 6.1, no device: the 1× canvas) keeps a 43-pt content view in a 75-pt
    /// cell; the cell lays it out 74 tall (75 less its 1-pt separator), which the saved 56-pt view 8 pt from the top and
    /// 10 from the bottom fills exactly.
    @Test func aTableCellStretchesAStaleContentView() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document(Self.staleCellName))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "H2p-sc-9uM") == CGRect(x: 0, y: 0, width: 320, height: 74))
        #expect(check.frame(ofViewWithID: "s76-rB-GN6") == CGRect(x: 8, y: 8, width: 56, height: 56))
        #expect(check.frame(ofViewWithID: "G15-yR-LOw") == CGRect(x: 72, y: 10, width: 220, height: 22))
    }

    /// The stretch follows the cell: the same cell saved 44 tall (as its content view's 43 was measured) has no room for
    /// the 74 pt its constraints ask, and the conflict is reported.
    @Test func aShortCellStillConflicts() throws {
        let text = try String(contentsOf: Fixtures.url(Self.staleCellName), encoding: .utf8)
            .replacingOccurrences(of: #"rowHeight="75""#, with: #"rowHeight="44""#)
            .replacingOccurrences(of: #"width="320" height="75""#, with: #"width="320" height="44""#)
        let check = try InterfaceBuilderCheck.of(text)
        #expect(check.frame(ofViewWithID: "H2p-sc-9uM")?.height == 43)
        #expect(check.issues.contains { $0.kind == .conflictingConstraints }, "\(check.issues)")
    }

    /// Quentin123456's stepper demo (Xcode 11.3, iPhone 11) saves a label whose attributed text is one character of 15-pt
    /// PingFang SC 17 pt tall; the label has no font description of its own, and is not measured as 17-pt system text.
    @Test func anAttributedLabelKeepsItsMeasuredHeight() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document(Self.attributedLabelName))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "XoX-PJ-9IK") == CGRect(x: 199.5, y: 333, width: 15, height: 17))
        // Without its attributed text the label is plain text in the default 17-pt system font: 20.5 tall at 2×, so the
        // saved 17-pt frame is misplaced.
        let original = try String(contentsOf: Fixtures.url(Self.attributedLabelName), encoding: .utf8)
        let start = try #require(original.range(of: "<attributedString"))
        let end = try #require(original.range(of: "</attributedString>"))
        let plain = original.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "")
        let plainCheck = try InterfaceBuilderCheck.of(plain)
        #expect(plainCheck.misplacedViewIDs == ["XoX-PJ-9IK"], "\(plainCheck.issues)")
        #expect(plainCheck.frame(ofViewWithID: "XoX-PJ-9IK")?.height == 20.5)
    }

    /// SummerWu's `RootViewController.xib` (Xcode 6.1, 600 × 600) keeps its image view, table and button at an iPhone's
    /// 320-pt frames, all three saved `misplaced="YES"`; the checker finds those three and lays them out where the
    /// constraints put them on the 600-pt canvas.
    @Test func threeViewsXcodeMarkedMisplacedAreMisplaced() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("SummerWu-AutoLayout-SizeClasses-RootViewController.xib"))
        #expect(check.misplacedViewIDs == ["whP-st-CCT", "gHN-nx-6jT", "ydr-WS-pW2"], "\(check.issues)")
        #expect(check.misplacedViewIDs == check.markedMisplacedViewIDs)
        #expect(check.frame(ofViewWithID: "gHN-nx-6jT") == CGRect(x: 20, y: 546, width: 560, height: 44))
        #expect(check.frame(ofViewWithID: "ydr-WS-pW2") == CGRect(x: 0, y: 30, width: 600, height: 506))
    }

    /// juanjo-ramos' `CustomView.xib` (Xcode 7.3) leaves a 600 × 600 view out of the default size class
    /// (`<mask key="subviews">`): it is not installed, and the constraints naming it are not made.
    @Test func aSubviewTheDefaultVariationExcludesIsNotInstalled() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("juanjo-ramos-FunWithSizeClasses-CustomView.xib"))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "2Fd-X4-Na5") == nil)
        #expect(check.frame(ofViewWithID: "Zgl-4l-vC2") == CGRect(x: 0, y: 549, width: 600, height: 51))
    }

    /// The files lay out where Xcode saved them: collection view cells with size-class variations and self-sizing cells;
    /// a compact-width iPhone 8 Plus's stacks (the default variation's constraints would stretch the first to the
    /// bottom margin); labels in four corners of a 1× canvas; a 2 × 2 grid of equal views written with duplicate pins;
    /// a multi-line label beside a 240-pt image; a search bar under a top layout guide and one under a navigation bar;
    /// an empty label between a cell's margins; a stepper centred on the screen; a label centred in a scene with
    /// `edgesForExtendedLayout`; a self-sizing cell of a 3× iPhone 14 Pro; a square collection view on the safe area.
    @Test(arguments: [
        ("0xMarK-SelfSizingHorizontalCollectionView-CollectionViewCell.xib", "kyj-kc-vX5", CGRect(x: 10, y: 10, width: 355, height: 80)),
        ("EugChesn-CollectionView_SizeClasses-PortraitViewCell.xib", "CNq-dR-hY7", CGRect(x: 0, y: 15.5, width: 185, height: 96)),
        ("EugChesn-CollectionView_SizeClasses-PortraitViewCell.xib", "OEe-nL-pZC", CGRect(x: 0, y: 116.5, width: 185, height: 20.5)),
        ("Labgoo-CollectionViewSizeClassesDemo-Main.storyboard", "UOC-Zf-BWG", CGRect(x: 10, y: 30, width: 580, height: 560)),
        ("Labgoo-CollectionViewSizeClassesDemo-Main.storyboard", "1Cy-FY-3uK", CGRect(x: 20, y: 31, width: 30, height: 20.5)),
        ("SocialKitLtd-V2CollectionViewSelfSizingIssue-SampleCollectionViewCell.xib", "2Jq-TH-AbG", CGRect(x: 5, y: 5, width: 38, height: 35)),
        ("akio0911-XibSizeClass-CustomView.xib", "ekq-vJ-Ady", CGRect(x: 550, y: 571, width: 42, height: 21)),
        ("almas73-UICollectionViewCell_sizeClass-CustomCell.xib", "S2q-CD-ehC", CGRect(x: 254, y: 8, width: 85, height: 61)),
        ("kkadyrbekov-CustomSelfSizingHorizontally-TagCollectionViewCell.xib", "yj1-B4-9c1", CGRect(x: 16, y: 14.5, width: 72, height: 21)),
        ("mumuyang1-UIStackViewAndSizeClasses-Main.storyboard", "ydc-nJ-yGq", CGRect(x: 20, y: 20, width: 374, height: 40.67)),
        ("mumuyang1-UIStackViewAndSizeClasses-Main.storyboard", "PSM-Lx-FCT", CGRect(x: 20, y: 80.67, width: 374, height: 61)),
        ("yatatsu-AutoLayoutDemo-AlphaView.xib", "BZj-xq-eYt", CGRect(x: 0, y: 0, width: 161, height: 179)),
        ("Quentin123456-UIStepperDemo-ObjC-Main.storyboard", "u1M-zV-odz", CGRect(x: 160, y: 432, width: 94, height: 32)),
        ("taguchi-k-ios-uikit-uisearchbar-demo-Main.storyboard", "mgo-3l-xBZ", CGRect(x: 0, y: 28, width: 375, height: 66)),
        ("stv-yokudera-ios-uisearchbar-incremental-search-SearchResultCell.xib", "ZsA-yd-pO4", CGRect(x: 16, y: 12, width: 288, height: 21)),
        ("stv-yokudera-ios-uisearchbar-incremental-search-SearchViewController.storyboard", "Xv2-X9-ut6", CGRect(x: 0, y: 64, width: 375, height: 56)),
        ("stv-yokudera-ios-uisearchbar-incremental-search-SearchViewController.storyboard", "faL-0T-GuV", CGRect(x: 0, y: 120, width: 375, height: 547)),
        ("rajohns08-UIPageControl-Sample-Main.storyboard", "WIH-0g-1hZ", CGRect(x: 250, y: 55, width: 100, height: 21)),
        ("AppPeterPan-DemoCellSelfSizingInvalidation-Main.storyboard", "IGv-6D-DRx", CGRect(x: 10, y: 10, width: 373, height: 20.67)),
        ("AppPeterPan-DemoHorizontalPageCollectionView-Main.storyboard", "iHL-5g-mNj", CGRect(x: 10, y: 54, width: 394, height: 394)),
    ])
    func aRealFilesViewIsWhereXcodeSavedIt(name: String, viewID: String, saved: CGRect) throws {
        try Fixtures.expectClean(name, viewID: viewID, savedAt: saved)
    }

    /// mumuyang1's storyboard (Xcode 8.2) is laid out on an iPhone 8 Plus in portrait: the compact-width variation takes
    /// the first stack's bottom pin out. Without it (on the regular-width canvas's constraints) the stack is stretched to
    /// the bottom margin and both stacks are misplaced.
    @Test func anIPhonePlusUsesItsCompactWidthVariation() throws {
        let text = try String(contentsOf: Fixtures.url("mumuyang1-UIStackViewAndSizeClasses-Main.storyboard"), encoding: .utf8)
            .replacingOccurrences(of: #"<exclude reference="b5K-9X-dik"/>"#, with: "")
        let check = try InterfaceBuilderCheck.of(text)
        #expect(check.misplacedViewIDs.contains("ydc-nJ-yGq"), "\(check.issues)")
    }
}
