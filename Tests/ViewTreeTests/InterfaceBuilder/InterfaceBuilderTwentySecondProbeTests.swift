import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a twenty-second probe of real files taught (Docs/InterfaceBuilder.md, "A twenty-second probe"): a root view's
/// custom margins are raised to the system minimum; one-line labels of the same text and font measure alike, whatever
/// width their constraints stretched one of them to; a frame saved in third-points a whole point from the solution is
/// within the tolerance. Files of repositories without a licence are checked through minimal copies written here.
@Suite struct InterfaceBuilderTwentySecondProbeTests {
    /// NSHipster/UITableViewHeaderFooterView-Demo's `SectionHeaderView.xib` (Xcode 10.2, iPhone XR, no markers), its
    /// structure: a 414 × 50 top-level view with 8-pt directional margins; a label on its leading and top margins, an
    /// image on its trailing margin. Xcode saved the label at x = 20 (the 414-pt phone's system minimum), y = 8.
    static func sectionHeader(device: String = "retina6_1", width: Int = 414, sideMargin: Int = 8) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait"><adaptation id="fullscreen"/></device>
            <objects>
                <view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="PP6-gs-ilv">
                            <rect key="frame" x="\(width - 44)" y="10" width="24" height="24"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="24" id="fKh-ZO-WD0"/>
                                <constraint firstAttribute="height" constant="24" id="tlu-72-PxJ"/>
                            </constraints>
                        </imageView>
                        <label opaque="NO" text="Milk" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="aNw-iB-ROZ">
                            <rect key="frame" x="20" y="8" width="\(width - 76)" height="37.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="topMargin" secondItem="aNw-iB-ROZ" secondAttribute="top" id="C3t-lc-LID"/>
                        <constraint firstItem="PP6-gs-ilv" firstAttribute="baseline" secondItem="aNw-iB-ROZ" secondAttribute="firstBaseline" constant="11.5" symbolType="layoutAnchor" id="M0b-ND-paE"/>
                        <constraint firstItem="aNw-iB-ROZ" firstAttribute="trailing" secondItem="PP6-gs-ilv" secondAttribute="leadingMargin" constant="-20" id="OrG-6F-au2"/>
                        <constraint firstItem="aNw-iB-ROZ" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leadingMargin" id="UeO-wj-NEl"/>
                        <constraint firstAttribute="bottomMargin" relation="greaterThanOrEqual" secondItem="PP6-gs-ilv" secondAttribute="bottom" id="j8O-v8-fKr"/>
                        <constraint firstAttribute="trailingMargin" secondItem="PP6-gs-ilv" secondAttribute="trailing" id="s7l-uy-bBG"/>
                        <constraint firstAttribute="bottomMargin" secondItem="aNw-iB-ROZ" secondAttribute="baseline" id="vdK-w5-rYv"/>
                    </constraints>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="\(sideMargin)" bottom="8" trailing="\(sideMargin)"/>
                </view>
            </objects>
        </document>
        """
    }

    /// The margins a root view was given are raised to the system minimum at the sides (20 pt on a 414-pt phone), and
    /// kept where they are larger (the top's 8 pt over the minimum's 0).
    @Test func aRootViewsMarginsAreRaisedToTheSystemMinimum() throws {
        let check = try InterfaceBuilderCheck.of(Self.sectionHeader())
        #expect(!check.misplacedViewIDs.contains("aNw-iB-ROZ"), "\(check.issues)")
        #expect(check.ambiguousViewIDs.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "aNw-iB-ROZ") == CGRect(x: 20, y: 8, width: 338, height: 37.5))
        #expect(check.frame(ofViewWithID: "PP6-gs-ilv")?.minX == 370)
    }

    /// An image view has no text: its baseline is its bottom edge. Its bottom 11.5 pt below the 15-pt label's first
    /// baseline (8 + 14.28) puts it at y = 9.78, where Xcode saved it at 10; a 17-pt descender (4.1 pt above the
    /// bottom, the checker's rule before) put it at 13.88, misplaced.
    @Test func anImageViewsBaselineIsItsBottomEdge() throws {
        let check = try InterfaceBuilderCheck.of(Self.sectionHeader())
        #expect(!check.misplacedViewIDs.contains("PP6-gs-ilv"), "\(check.issues)")
        let image = try #require(check.frame(ofViewWithID: "PP6-gs-ilv"))
        #expect(abs(image.minY - 10) < 0.5, "\(image)")
        #expect(check.issues.isEmpty, "\(check.issues)")
    }

    /// On a 375-pt phone the minimum is 16 pt, and side margins above it are kept: 30-pt ones place the label at x = 30.
    @Test func theMinimumFollowsTheDeviceAndLargerMarginsStand() throws {
        let narrow = try InterfaceBuilderCheck.of(Self.sectionHeader(device: "retina4_7", width: 375))
        #expect(narrow.frame(ofViewWithID: "aNw-iB-ROZ")?.minX == 16, "\(narrow.issues)")
        let wide = try InterfaceBuilderCheck.of(Self.sectionHeader(sideMargin: 30))
        #expect(wide.frame(ofViewWithID: "aNw-iB-ROZ")?.origin == CGPoint(x: 30, y: 8), "\(wide.issues)")
    }

    /// dasdom/TwitterCellStackViewDemo's `Main.storyboard` (Xcode 7.0), its structure: two "Label" labels in 14-pt
    /// semibold side by side in a fill stack 495 wide, saved 458 and 37 wide, both hugging at 251, both `ambiguous="YES"`.
    static func twinLabels(secondText: String = "Label") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="8191" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="515" height="37"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Crp-vI-h35">
                            <rect key="frame" x="10" y="10" width="495" height="17"/>
                            <subviews>
                                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" ambiguous="YES" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="bhE-Yk-Uqy">
                                    <rect key="frame" x="0.0" y="0.0" width="458" height="17"/>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="14"/>
                                </label>
                                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" ambiguous="YES" text="\(secondText)" textAlignment="right" translatesAutoresizingMaskIntoConstraints="NO" id="T8o-Va-yrW">
                                    <rect key="frame" x="458" y="0.0" width="37" height="17"/>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="14"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Crp-vI-h35" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c1"/>
                        <constraint firstItem="Crp-vI-h35" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="Crp-vI-h35" secondAttribute="trailing" constant="10" id="c3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    /// Twins measure alike: both labels are 37 wide, and the 421 pt left in the row may go to either (Xcode's marks).
    @Test func oneLineLabelsOfTheSameTextAndFontMeasureAlike() throws {
        let check = try InterfaceBuilderCheck.of(Self.twinLabels())
        #expect(Set(check.ambiguousViewIDs) == ["bhE-Yk-Uqy", "T8o-Va-yrW"], "\(check.issues)")
        #expect(check.ambiguousViewIDs.sorted() == check.markedAmbiguousViewIDs.sorted())
    }

    /// Without a twin each saved width stands for the label's own: the row is exactly full and nothing is ambiguous.
    @Test func aLabelWithoutATwinKeepsItsSavedWidth() throws {
        let check = try InterfaceBuilderCheck.of(Self.twinLabels(secondText: "Date"))
        #expect(check.ambiguousViewIDs.isEmpty, "\(check.issues)")
    }

    /// TimOliver/TOSegmentedControl's example (tools 16097, iPhone 11 Pro Max, no markers) saves the second of two
    /// stacks at y = 130.33333333333331 where the checker lays it out a whole point lower (the first holds an iOS 13
    /// segmented control, whose frame is a point taller than the 31 pt Xcode stacks it by): the decimals alone made the
    /// difference 1.00000000000003, past the tolerance.
    @Test func aWholePointInThirdPointsIsWithinTheTolerance() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("TimOliver-TOSegmentedControl-Main.storyboard"))
        #expect(check.issues.isEmpty, "\(check.issues)")
        let stack = try #require(check.frame(ofViewWithID: "5od-9A-AUH"))
        #expect(abs(stack.minY - 130.33333333333331) > InterfaceBuilderChecker.misplacementTolerance)
        #expect(abs(stack.minY - 130.33333333333331) < InterfaceBuilderChecker.misplacementTolerance + 0.001)
    }

    /// The files lay out where Xcode saved them: a standalone 44-pt toolbar on an iPhone 8's safe area above a tab
    /// bar, a label 16 pt below a navigation bar; a fill-equally column of a button and three labels on Xcode 7's
    /// 600 × 600 canvas (145 pt each); an equal-centring column of a label and a 320-pt custom control.
    @Test(arguments: [
        ("chemistreeapps-SafeAreaDemo-Main.storyboard", "s1t-Il-ScQ", CGRect(x: 0, y: 574, width: 375, height: 44)),
        ("chemistreeapps-SafeAreaDemo-Main.storyboard", "byA-H9-iGb", CGRect(x: 173, y: 80, width: 29, height: 21)),
        ("chemistreeapps-SafeAreaDemo-Main.storyboard", "z23-4x-Voi", CGRect(x: 159, y: 581, width: 56, height: 21)),
        ("PJayRushton-StackViewDemo-Main.storyboard", "d3r-QN-CTo", CGRect(x: 250, y: 290, width: 100, height: 145)),
        ("PJayRushton-StackViewDemo-Main.storyboard", "Ikj-Yd-CaP", CGRect(x: 0, y: 20, width: 600, height: 580)),
        ("TimOliver-TOSegmentedControl-Main.storyboard", "8wQ-al-Ecf", CGRect(x: 0, y: 52.33, width: 320, height: 32)),
        ("TimOliver-TOSegmentedControl-Main.storyboard", "0Qa-CG-QHl", CGRect(x: 47, y: 345.67, width: 320, height: 214.67)),
    ])
    func aRealFilesViewIsWhereXcodeSavedIt(name: String, viewID: String, saved: CGRect) throws {
        try Fixtures.expectClean(name, viewID: viewID, savedAt: saved)
    }
}
