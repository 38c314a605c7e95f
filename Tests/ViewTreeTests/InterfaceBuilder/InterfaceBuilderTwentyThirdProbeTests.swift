import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a twenty-third probe of real files taught (Docs/InterfaceBuilder.md, "A twenty-third probe"): since Xcode 11 the
/// canvas draws a controller presented as a card inside a page sheet, below the status bar or sensor housing, with a 56-pt
/// navigation bar. Files of repositories without a licence are checked through minimal copies written here.
@Suite struct InterfaceBuilderTwentyThirdProbeTests {
    /// Fab1n/UIKeyboardLayoutGuide-UINavigationController-Test's `KeyboardTest/Base.lproj/Main.storyboard` (Xcode 13.2,
    /// iPhone 11, no markers), its structure: a root controller outside any navigation stack whose button `show`s a
    /// navigation controller (UIKit presents it: a page sheet), the bar saved at (0, 0, 414, 56) and its root's stack
    /// on the safe area's top at y = 56; a controller a `presentation` segue leads to, its button on the safe area's top
    /// at y = 0. Both presented roots are saved 842 tall: the sheet's height on a 896-pt screen.
    static func sheets(rootHeight: Int = 842, segueStyle: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19455" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="nCY-Cw-KVZ">
                                        <rect key="frame" x="146" y="432.5" width="122" height="31"/>
                                        <buttonConfiguration key="configuration" style="plain" title="open nav stack"/>
                                        <connections>
                                            <segue destination="fLz-bQ-Frx" kind="show" \(segueStyle) id="Nai-K7-Nzw"/>
                                            <segue destination="Cxp-4H-EOl" kind="presentation" \(segueStyle) id="MmV-HR-oKv"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                <constraints>
                                    <constraint firstItem="nCY-Cw-KVZ" firstAttribute="centerX" secondItem="8bC-Xf-vdC" secondAttribute="centerX" id="Sj6-WL-zgO"/>
                                    <constraint firstItem="nCY-Cw-KVZ" firstAttribute="centerY" secondItem="8bC-Xf-vdC" secondAttribute="centerY" id="ipo-de-mY3"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="2nQ-Ul-Zt8">
                    <objects>
                        <navigationController id="fLz-bQ-Frx" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="5GF-76-nXy">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                            </navigationBar>
                            <connections>
                                <segue destination="H5f-7p-aJt" kind="relationship" relationship="rootViewController" id="zSv-QL-xJc"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="TdT-yw-Acr">
                    <objects>
                        <viewController id="H5f-7p-aJt" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="zAb-gJ-3Fn">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="\(rootHeight)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="0XE-9O-7rL">
                                        <rect key="frame" x="107" y="56" width="200" height="96"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="Uec-az-5KR"/>
                                            <constraint firstAttribute="height" constant="96" id="Uec-az-5KS"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="99I-zM-odz"/>
                                <constraints>
                                    <constraint firstItem="0XE-9O-7rL" firstAttribute="centerX" secondItem="zAb-gJ-3Fn" secondAttribute="centerX" id="fq6-CT-CqZ"/>
                                    <constraint firstItem="0XE-9O-7rL" firstAttribute="top" secondItem="99I-zM-odz" secondAttribute="top" id="zjj-gw-XTG"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="AeZ-GM-rLi"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="qO4-cf-zj1">
                    <objects>
                        <viewController id="Cxp-4H-EOl" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="jhW-vK-64X">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="\(rootHeight)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="LmX-Y7-am9">
                                        <rect key="frame" x="20" y="0.0" width="61" height="31"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="61" id="w61-aa-aaa"/>
                                            <constraint firstAttribute="height" constant="31" id="h31-aa-aaa"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="XFI-RQ-T4G"/>
                                <constraints>
                                    <constraint firstItem="LmX-Y7-am9" firstAttribute="top" secondItem="XFI-RQ-T4G" secondAttribute="top" id="COA-au-tq3"/>
                                    <constraint firstItem="LmX-Y7-am9" firstAttribute="leading" secondItem="jhW-vK-64X" secondAttribute="leadingMargin" id="aU4-tO-Ucr"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A scene in a sheet has no top inset, and a navigation controller in one shows a 56-pt bar at the sheet's top:
    /// the stack lies at y = 56, the presented view's box at y = 0, the bar where Xcode saved it.
    @Test func aSceneInAPageSheetHasNoTopInsetAndA56PointBar() throws {
        let check = try InterfaceBuilderCheck.of(Self.sheets())
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "0XE-9O-7rL")?.minY == 56)
        #expect(check.frame(ofViewWithID: "LmX-Y7-am9")?.minY == 0)
    }

    /// Roots saved full screen were not drawn as sheets, nor were scenes a full-screen segue presents: they keep the
    /// device's 44-pt top inset and a 44-pt bar, so the views saved at the sheet's positions are misplaced.
    @Test(arguments: [(896, ""), (842, "modalPresentationStyle=\"fullScreen\"")])
    func aFullScreenPresentationKeepsTheInsets(rootHeight: Int, segueStyle: String) throws {
        let check = try InterfaceBuilderCheck.of(Self.sheets(rootHeight: rootHeight, segueStyle: segueStyle))
        #expect(check.frame(ofViewWithID: "0XE-9O-7rL")?.minY == 88, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "LmX-Y7-am9")?.minY == 44)
        #expect(Set(check.misplacedViewIDs) == ["5GF-76-nXy", "0XE-9O-7rL", "LmX-Y7-am9"], "\(check.issues)")
    }

    /// Before Xcode 11's iOS 13 canvas there were no cards: a presented scene is not a sheet, whatever its saved size.
    @Test func anOlderCanvasDrawsNoSheet() throws {
        let older = Self.sheets().replacingOccurrences(of: "toolsVersion=\"19455\"", with: "toolsVersion=\"14490.70\"")
        let check = try InterfaceBuilderCheck.of(older)
        #expect(check.frame(ofViewWithID: "0XE-9O-7rL")?.minY == 88, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "LmX-Y7-am9")?.minY == 44)
    }

    /// The kept files lay out where Xcode saved them: an equal-spacing column of six 34-pt text fields 770 pt tall (gaps of
    /// 113.2 rounded to the pixel as Xcode did), a text field 10 pt above the safe area's bottom by a priority-250 pin
    /// alone, a label 10 and 20 pt inside a 146 × 42 collection view cell constrained to the cell itself.
    @Test(arguments: [
        ("Sab-swiftlin-KeyboardLayoutGuideSample-Multiple.storyboard", "jzC-Bk-Fbz", CGRect(x: 16, y: 68, width: 382, height: 770)),
        ("Sab-swiftlin-KeyboardLayoutGuideSample-Multiple.storyboard", "uyy-Ab-lsz", CGRect(x: 0, y: 294.5, width: 382, height: 34)),
        ("Sab-swiftlin-KeyboardLayoutGuideSample-Multiple.storyboard", "Ddn-ef-2dA", CGRect(x: 0, y: 736, width: 382, height: 34)),
        ("Sab-swiftlin-KeyboardLayoutGuideSample-Storyboard.storyboard", "ZqS-0Q-ufx", CGRect(x: 107, y: 812, width: 200, height: 40)),
        ("mischa-hildebrand-AlignedCollectionViewFlowLayout-Main.storyboard", "dCO-bB-Nit", CGRect(x: 20, y: 10, width: 106, height: 22)),
    ])
    func aRealFilesViewIsWhereXcodeSavedIt(name: String, viewID: String, saved: CGRect) throws {
        try Fixtures.expectClean(name, viewID: viewID, savedAt: saved)
    }
}
