import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What an eighteenth probe of real files taught (Docs/InterfaceBuilder.md, "An eighteenth probe"): since Xcode 9 a view's
/// layout margins are inset from its safe area (`insetsLayoutMarginsFromSafeArea`), a root view's own margins as much as a
/// subview's that reaches under the status bar. The files that agree are fixtures; what stays open is in the docs.
@Suite struct InterfaceBuilderEighteenthProbeTests {
    /// The shape of icerbox/ModernAutoLayout's `StackProfile-v1` storyboard (Xcode 13.2, iPhone 11, no markers; a
    /// fixture), without its navigation controller: a root view with 20-pt directional margins holds a view on its top
    /// margin. Xcode saves it 20 pt below the 44-pt sensor housing, at y = 64; with `insetsLayoutMarginsFromSafeArea="NO"`
    /// the margins are measured from the root's edges (UIView documentation), at y = 20. Before Xcode 9 there was no
    /// safe area to inset from.
    @Test(arguments: [("19529", "", 64.0), ("19529", #"insetsLayoutMarginsFromSafeArea="NO""#, 20)] as [(String, String, Double)])
    func aRootViewsOwnMarginsAreInsetFromItsSafeArea(tools: String, attribute: String, y: Double) throws {
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="tne-QT-ifu">
                        <objects>
                            <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" \(attribute) id="8bC-Xf-vdC">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="YiE-Ml-fqa">
                                            <rect key="frame" x="20" y="\(y)" width="374" height="63"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="63" id="Hgt-Yl-018"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                    <constraints>
                                        <constraint firstItem="YiE-Ml-fqa" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leadingMargin" id="9JS-Lf-gQn"/>
                                        <constraint firstItem="YiE-Ml-fqa" firstAttribute="top" secondItem="8bC-Xf-vdC" secondAttribute="topMargin" id="FbD-7Q-n9g"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="YiE-Ml-fqa" secondAttribute="trailing" id="M5v-d9-y9X"/>
                                    </constraints>
                                    <directionalEdgeInsets key="directionalLayoutMargins" top="20" leading="20" bottom="20" trailing="20"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "YiE-Ml-fqa") == CGRect(x: 20, y: y, width: 374, height: 63))
    }

    /// icerbox/ModernAutoLayout's `ScrollView-v1` (Xcode 13.2, iPhone 11, no markers; a fixture): a container 20 pt down
    /// a full-screen scroll view reaches 24 pt under the 44-pt sensor housing, so its top margin is 24 + 8 and the label
    /// on it is saved at y = 32; the container, sized by its content, is 458 tall (32 + 67 + 300 + 51 + 8).
    @Test func aSubviewUnderTheSensorHousingHasItsMarginsInsetFromItsSafeArea() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("icerbox-ScrollView-Main.storyboard"))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "x2j-6j-4vf") == CGRect(x: 8, y: 32, width: 398, height: 67))
        #expect(check.frame(ofViewWithID: "G0L-e3-AV4") == CGRect(x: 20, y: 20, width: 414, height: 458))
    }

    /// The real files that agree lay out where Xcode saved them: StackProfile's stack 20 pt below a navigation bar's
    /// safe area, Margins' red view between 50-pt root margins, SafeArea's halves 49 % of a safe area between a
    /// navigation bar and a tab bar, Challenge 7.3's square between two priority-750 equalities, EqualSpacing's
    /// "Ok" as wide as "Cancel" between three hidden spacers of equal widths, Challenge 7.1's labels
    /// found misplaced as marked (a ≥ 160 width beating a priority-750 ratio), Priorities' images at their sizes as marked,
    /// and an Xcode 15 iPhone 15 stack at third-points.
    @Test(arguments: [("icerbox-StackProfile-Main.storyboard", "YiE-Ml-fqa", CGRect(x: 20, y: 108, width: 374, height: 63)),
                      ("icerbox-Margins-Main.storyboard", "X8G-md-jcP", CGRect(x: 50, y: 88, width: 314, height: 774)),
                      ("icerbox-SafeArea-Main.storyboard", "m5X-9e-Cxs", CGRect(x: 0, y: 458, width: 414, height: 355)),
                      ("icerbox-Challenge7_3-Main.storyboard", "5BO-kK-tGH", CGRect(x: 0, y: 241, width: 414, height: 414)),
                      ("icerbox-Challenge7_2-Main.storyboard", "MTx-JH-MG7", CGRect(x: 128, y: 44, width: 266, height: 57.5)),
                      ("icerbox-EqualSpacing-Main.storyboard", "W7P-0l-gJa", CGRect(x: 235, y: 427, width: 123, height: 52)),
                      ("Rio-UIStackViewAutoLayoutSample.storyboard", "EcS-y0-Ptn", CGRect(x: 71.33, y: 337.67, width: 57.33, height: 34.33)),
                      ("stack3-ResizeLabel-Xcode5.storyboard", "3b0-We-bqy", CGRect(x: 233, y: 68, width: 67, height: 30))])
    func aRealFilesViewIsWhereXcodeSavedIt(name: String, viewID: String, saved: CGRect) throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document(name))
        #expect(check.issues.isEmpty, "\(check.issues)")
        let frame = try #require(check.frame(ofViewWithID: viewID))
        #expect(frame.isWithinAPoint(of: saved), "\(frame)")
    }

    /// The marked files: the checker finds the views Xcode saved `misplaced="YES"` and where they belong. Challenge 7.1's
    /// author label must be at least 160 wide, so the priority-750 "twice as wide" gives way (160 and 214, saved 148
    /// and 218); Priorities' image views belong at their images' 100- and 150-pt sizes (saved 141 × 154 and 184 × 211).
    @Test(arguments: [("icerbox-Challenge7_1-Main.storyboard", "akf-fL-Xeg", CGRect(x: 20, y: 71, width: 160, height: 29)),
                      ("icerbox-Priorities-Main.storyboard", "XBp-Sr-ZH9", CGRect(x: 244, y: 44, width: 150, height: 150))])
    func aMarkedFilesViewsAreMisplacedAsXcodeSaid(name: String, viewID: String, expected: CGRect) throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document(name))
        #expect(!check.markedMisplacedViewIDs.isEmpty)
        #expect(check.misplacedViewIDs == check.markedMisplacedViewIDs, "\(check.issues)")
        #expect(check.ambiguousViewIDs.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: viewID) == expected)
    }
}
