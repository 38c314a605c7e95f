import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a twenty-fifth probe of real files taught (Docs/InterfaceBuilder.md, "A twenty-fifth probe"): a stack with a
/// non-fill alignment hugs its views through its own length, without pulling them towards it, and a navigation bar
/// Xcode never laid out (not as wide as the screen) says nothing about where a bar sits. Files of repositories without
/// a licence are checked through minimal copies written here.
@Suite struct InterfaceBuilderTwentyFifthProbeTests {
    /// Lidalu/UIStackViewDemo-SB's `UIStackViewDemo/Base.lproj/Main.storyboard` (@34b9a01e, Xcode 7.3, an iPhone 6 Plus
    /// scene, no markers), its structure: a column (vertical, equal spacing, centred) pinned between the top layout guide
    /// and 200 pt above the bottom holds a label, an image and a row (horizontal, equal spacing, centred, spacing 10) of
    /// two buttons saved 66 and 87 wide; the row is saved 163 wide (66 + 10 + 87) at x = 126. The copy leaves out the label.
    static let equalSpacingRow = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10116" systemVersion="15E65" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="BYZ-38-t0r">
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="y3c-jy-aDJ"/>
                                <viewControllerLayoutGuide type="bottom" id="wfy-db-euE"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="center" spacing="30" translatesAutoresizingMaskIntoConstraints="NO" id="9ri-GA-sj5">
                                        <rect key="frame" x="0.0" y="20" width="414" height="516"/>
                                        <subviews>
                                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="rbb-K0-L0m">
                                                <rect key="frame" x="53" y="0.0" width="308" height="321"/>
                                            </imageView>
                                            <stackView opaque="NO" contentMode="scaleToFill" distribution="equalSpacing" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="fYV-a5-hpp">
                                                <rect key="frame" x="126" y="486" width="163" height="30"/>
                                                <subviews>
                                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="8sR-9G-3eb">
                                                        <rect key="frame" x="0.0" y="0.0" width="66" height="30"/>
                                                        <state key="normal" title="Add star  "/>
                                                    </button>
                                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="j7b-Ql-LkW">
                                                        <rect key="frame" x="76" y="0.0" width="87" height="30"/>
                                                        <state key="normal" title="Remove Star"/>
                                                    </button>
                                                </subviews>
                                            </stackView>
                                        </subviews>
                                    </stackView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="9ri-GA-sj5" firstAttribute="top" secondItem="y3c-jy-aDJ" secondAttribute="bottom" id="34S-iF-HNE"/>
                                    <constraint firstAttribute="trailing" secondItem="9ri-GA-sj5" secondAttribute="trailing" id="nnG-nU-NuX"/>
                                    <constraint firstItem="9ri-GA-sj5" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="rWg-xF-gUV"/>
                                    <constraint firstAttribute="bottom" secondItem="9ri-GA-sj5" secondAttribute="bottom" constant="200" id="ryZ-aX-PKL"/>
                                </constraints>
                            </view>
                            <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina55"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="logo" width="308" height="321"/>
            </resources>
        </document>
        """

    /// The row hugs its buttons at the minimum gap, as Xcode saved it: the column's hold on its views' widths no longer
    /// pulls the row towards the column's 414 pt against the row's own fit (a tie, so the gap was ambiguous).
    @Test func anEqualSpacingRowInACentredColumnHugsItsButtons() throws {
        let check = try InterfaceBuilderCheck.of(Self.equalSpacingRow)
        #expect(check.issues.isEmpty, "\(check.issues)")
        let row = try #require(check.frame(ofViewWithID: "fYV-a5-hpp"))
        #expect(row.isWithinAPoint(of: CGRect(x: 126, y: 486, width: 163, height: 30)), "\(row)")
        #expect(check.frame(ofViewWithID: "j7b-Ql-LkW") == CGRect(x: 76, y: 0, width: 87, height: 30))
    }

    /// A storyboard of Xcode 8.3 (an iPhone 7 canvas) whose navigation controller's bar is saved at y = 0, `width` wide.
    static func barAtTheTop(width: Int, height: Int = 44) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12118" systemVersion="16D32" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="RMx-3f-FxP">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="pY4-Hu-kfo">
                    <objects>
                        <navigationController title="Master" id="RMx-3f-FxP" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="Pmd-2v-anx">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// LenaMay/PageViewController's `PageVC/Base.lproj/Main.storyboard` (@de02c609, tools 12118) saves the bars of a split
    /// view controller's master navigation controller and of an unconnected one 1000 × 1000 at y = 0, and
    /// muyexi/StaticTableViewController's `Demo/Base.lproj/Main.storyboard` (@0f0d767d, tools 12121) its initial
    /// navigation controller's bar 320 wide on the 375-pt canvas, none marked: bars Xcode did not lay out. A bar as wide
    /// as the screen at y = 0 is still misplaced on that canvas (lmacfadyen/InlineUIDatePickerSwift marks it).
    @Test(arguments: [(1000, 1000, false), (320, 44, false), (375, 44, true)])
    func aBarXcodeDidNotLayOutIsNotChecked(width: Int, height: Int, checked: Bool) throws {
        let check = try InterfaceBuilderCheck.of(Self.barAtTheTop(width: width, height: height))
        #expect(check.misplacedViewIDs == (checked ? ["Pmd-2v-anx"] : []), "\(check.issues)")
    }

    /// The kept files (MIT): liwangqiang/SizeclassWithStackView's iPad storyboard (Xcode 8.2, size-class variations of a
    /// stack's axis, alignment and spacing, constraints a variation's `<mask>` includes or excludes, stacks nested two
    /// deep with baseline pins) and Bestmer/FixedCollectionViewHeaderDemo's storyboard and section header xib (Xcode 9.3:
    /// a flow layout's prototype cell whose label is centred on the cell, a header of a 160-pt label over a 40-pt row
    /// of two labels, one half the row's width). All lay out where Xcode saved them.
    @Test func theKeptFilesLayOutAsSaved() throws {
        try Fixtures.expectClean("liwangqiang-SizeclassWithStackView-Main.storyboard", viewID: "FDF-Nb-3Aw",
                                 savedAt: CGRect(x: 20, y: 482, width: 728, height: 60.5))
        try Fixtures.expectClean("liwangqiang-SizeclassWithStackView-Main.storyboard", viewID: "Dpc-0C-Hsh",
                                 savedAt: CGRect(x: 481.5, y: 5.5, width: 246.5, height: 50))
        try Fixtures.expectClean("Bestmer-FixedCollectionViewHeaderDemo-Main.storyboard", viewID: "Cod-tk-9Lm",
                                 savedAt: CGRect(x: 0, y: 20, width: 375, height: 647))
        try Fixtures.expectClean("Bestmer-FixedCollectionViewHeaderDemo-MyCollectionReusableHeaderView.xib", viewID: "gcK-Mw-CWi",
                                 savedAt: CGRect(x: 208, y: 0, width: 208, height: 40))
    }
}
