import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a twenty-fourth probe of real files taught (Docs/InterfaceBuilder.md, "A twenty-fourth probe"): the tabs of a
/// presented tab bar controller are drawn without the device's insets since Xcode 14.3, a freeform scene of the screen's
/// own size without the status bar, and an iPhone 11 has its 48-pt inset from Xcode 14 on. Files of repositories
/// without a licence are checked through minimal copies written here.
@Suite struct InterfaceBuilderTwentyFourthProbeTests {
    /// maulanaahmadjobs/InstagramCloneFirebaseXcode15's `Base.lproj/Main.storyboard` (Xcode 15, iPhone 14 Pro), its
    /// structure: a login scene presents a tab bar controller full screen; one tab pins an image view 104 pt below its
    /// safe area's top (saved at y = 104), another a 67-pt button 393 pt below it and 343 pt above its bottom (saved at
    /// y = 393: 393 + 67 + 343 = 803, the screen's 852 less the 49-pt tab bar).
    static func presentedTabs(toolsVersion: String = "32700.99.1234") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                            </view>
                            <connections>
                                <segue destination="w5T-eZ-1af" kind="presentation" identifier="toFeedVC" modalPresentationStyle="fullScreen" id="3ip-zE-MWc"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Q11-Np-jGj">
                    <objects>
                        <viewController id="gKh-Oj-HfB" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="L46-dK-HQq">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="AHG-qr-zLs">
                                        <rect key="frame" x="16" y="104" width="361" height="239"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="361" id="mOe-MK-66n"/>
                                            <constraint firstAttribute="height" constant="239" id="uvC-aW-eeG"/>
                                        </constraints>
                                    </imageView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="yxD-pT-ydc"/>
                                <constraints>
                                    <constraint firstItem="AHG-qr-zLs" firstAttribute="top" secondItem="yxD-pT-ydc" secondAttribute="top" constant="104" id="VuC-Ql-rMg"/>
                                    <constraint firstItem="AHG-qr-zLs" firstAttribute="leading" secondItem="yxD-pT-ydc" secondAttribute="leading" constant="16" id="joU-c6-pbb"/>
                                </constraints>
                            </view>
                            <tabBarItem key="tabBarItem" title="Upload" image="u.circle.fill" catalog="system" id="2bL-2S-wX8"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="4ar-3d-boC">
                    <objects>
                        <viewController id="YvL-ho-aoD" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="tLl-MS-DJw">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="EEW-Ap-rYI">
                                        <rect key="frame" x="125" y="393" width="142" height="67"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="67" id="E7a-1P-d3a"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="twD-Zy-1cu"/>
                                <constraints>
                                    <constraint firstItem="twD-Zy-1cu" firstAttribute="trailing" secondItem="EEW-Ap-rYI" secondAttribute="trailing" constant="126" id="477-ez-clV"/>
                                    <constraint firstItem="EEW-Ap-rYI" firstAttribute="leading" secondItem="twD-Zy-1cu" secondAttribute="leading" constant="125" id="Yek-mt-YBp"/>
                                    <constraint firstItem="twD-Zy-1cu" firstAttribute="bottom" secondItem="EEW-Ap-rYI" secondAttribute="bottom" constant="343" id="kMO-O9-IxE"/>
                                    <constraint firstItem="EEW-Ap-rYI" firstAttribute="top" secondItem="twD-Zy-1cu" secondAttribute="top" constant="393" id="rXh-qh-p9r"/>
                                </constraints>
                            </view>
                            <tabBarItem key="tabBarItem" title="Settings" image="s.circle.fill" catalog="system" id="52C-a5-brj"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="8pc-hm-TLm">
                    <objects>
                        <tabBarController storyboardIdentifier="tabBar" id="w5T-eZ-1af" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="ytP-E7-lyi">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                            </tabBar>
                            <connections>
                                <segue destination="gKh-Oj-HfB" kind="relationship" relationship="viewControllers" id="LVr-B9-bqc"/>
                                <segue destination="YvL-ho-aoD" kind="relationship" relationship="viewControllers" id="Z8B-ay-eKz"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The tabs of a presented tab bar controller have no inset but the tab bar's: the image view lies 104 pt from the
    /// screen's top, and the button's pins to the safe area and its height agree (no conflict).
    @Test func aPresentedTabBarControllersTabsHaveOnlyTheTabBarsInset() throws {
        let check = try InterfaceBuilderCheck.of(Self.presentedTabs())
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "AHG-qr-zLs") == CGRect(x: 16, y: 104, width: 361, height: 239))
        #expect(check.frame(ofViewWithID: "EEW-Ap-rYI") == CGRect(x: 125, y: 393, width: 142, height: 67))
    }

    /// Xcode 14.2 still drew presented scenes with the device's insets (`presentedSceneWithoutInsetsToolsVersion`): the
    /// same tabs then lie under the 59-pt sensor housing and above the home indicator, and the button cannot fit.
    @Test func beforeXcode14Point3TheTabsKeepTheDevicesInsets() throws {
        let check = try InterfaceBuilderCheck.of(Self.presentedTabs(toolsVersion: "21507"))
        #expect(check.frame(ofViewWithID: "AHG-qr-zLs")?.minY == 163)
        #expect(check.misplacedViewIDs.contains("AHG-qr-zLs"), "\(check.issues)")
        #expect(check.issues.contains { $0.kind == .conflictingConstraints }, "\(check.issues)")
    }

    /// y-okudera/iPadOSPopoverSafeAreaDemo's `PopoverViewController.storyboard` (Xcode 11.2, a landscape iPad 9.7"), its
    /// structure: a 1024 × 768 freeform scene, the screen's own size, whose label is pinned 16 pt below the safe area's
    /// top and saved at y = 16, a table view 16 pt below the label and 16 pt above the safe area's bottom.
    static func freeformPad(freeform: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="oRK-Nq-1WS">
            <device id="ipad9_7" orientation="landscape" layout="fullscreen" appearance="light"/>
            <scenes>
                <scene sceneID="Rb4-OX-W4A">
                    <objects>
                        <viewController storyboardIdentifier="PopoverViewController" id="oRK-Nq-1WS" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="nXi-Im-C3o">
                                <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mXQ-lt-FZQ">
                                        <rect key="frame" x="16" y="16" width="992" height="20.5"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="20.5" id="hgt-aa-001"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="UtN-9f-vbn">
                                        <rect key="frame" x="0.0" y="52.5" width="1024" height="699.5"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="UtN-9f-vbn" firstAttribute="leading" secondItem="hFB-lR-vG6" secondAttribute="leading" id="Qoa-Bh-TBl"/>
                                    <constraint firstItem="hFB-lR-vG6" firstAttribute="bottom" secondItem="UtN-9f-vbn" secondAttribute="bottom" constant="16" id="Yhi-Ah-MdS"/>
                                    <constraint firstItem="hFB-lR-vG6" firstAttribute="trailing" secondItem="mXQ-lt-FZQ" secondAttribute="trailing" constant="16" id="dj8-Jo-iay"/>
                                    <constraint firstItem="mXQ-lt-FZQ" firstAttribute="top" secondItem="hFB-lR-vG6" secondAttribute="top" constant="16" id="gPY-RW-p6O"/>
                                    <constraint firstItem="hFB-lR-vG6" firstAttribute="trailing" secondItem="UtN-9f-vbn" secondAttribute="trailing" id="lGH-E1-w0F"/>
                                    <constraint firstItem="UtN-9f-vbn" firstAttribute="top" secondItem="mXQ-lt-FZQ" secondAttribute="bottom" constant="16" id="mQv-tc-dyz"/>
                                    <constraint firstItem="mXQ-lt-FZQ" firstAttribute="leading" secondItem="hFB-lR-vG6" secondAttribute="leading" constant="16" id="wyk-S8-AwI"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="hFB-lR-vG6"/>
                            </view>
                            \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A freeform scene of the screen's own size is drawn without the iPad's 20-pt status bar, as one of another size.
    @Test func aFreeformSceneOfTheScreensSizeHasNoStatusBar() throws {
        let check = try InterfaceBuilderCheck.of(Self.freeformPad())
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "mXQ-lt-FZQ")?.minY == 16)
        #expect(check.frame(ofViewWithID: "UtN-9f-vbn") == CGRect(x: 0, y: 52.5, width: 1024, height: 699.5))
    }

    /// Without the freeform metrics the iPad's canvas keeps its status bar: both views are then 20 pt too high.
    @Test func aSceneThatIsNotFreeformKeepsThePadsStatusBar() throws {
        let check = try InterfaceBuilderCheck.of(Self.freeformPad(freeform: false))
        #expect(check.frame(ofViewWithID: "mXQ-lt-FZQ")?.minY == 36)
        #expect(Set(check.misplacedViewIDs) == ["mXQ-lt-FZQ", "UtN-9f-vbn"], "\(check.issues)")
    }

    /// trickart/Xcode14Beta5TitleViewBug's `MainViewController.storyboard` (tools 21223 = Xcode 14.0, iPhone 11, no
    /// markers), its structure: a navigation controller's bar saved at y = 48.
    static func navigationBar(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="xjw-zc-2p2">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="33R-Ly-cgU">
                    <objects>
                        <navigationController id="xjw-zc-2p2" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="6g8-n5-oWl">
                                <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                            </navigationBar>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// From Xcode 14 on an iPhone 11's canvas has a 48-pt top inset; Xcode 13 (tools 20037) still drew 44.
    @Test(arguments: [("21223", true), ("20037", false)])
    func anIPhone11HasA48PointInsetFromXcode14(toolsVersion: String, barInPlace: Bool) throws {
        let check = try InterfaceBuilderCheck.of(Self.navigationBar(toolsVersion: toolsVersion))
        #expect(check.misplacedViewIDs.isEmpty == barInPlace, "\(check.issues)")
    }

    /// dasdom/TwitterCellStackViewDemo's `Main.storyboard` (Xcode 7.0, no device), its structure: stacks nested four deep
    /// in a prototype cell, whose innermost horizontal fill stack holds two labels of equal hugging priority, both saved
    /// `ambiguous="YES"`. The checker finds both widths ambiguous and nothing else.
    @Test func twoLabelsOfEqualHuggingInANestedStackAreAmbiguous() throws {
        let label = { (id: String, x: Int, width: Int) in
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" ambiguous="YES" text="Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="0.0" width="\(width)" height="17"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="14"/>
            </label>
            """
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="8191" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="121"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="top" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="PPl-AX-ULy">
                                <rect key="frame" x="10" y="10" width="580" height="101"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="SDU-81-LLt">
                                        <rect key="frame" x="0.0" y="0.0" width="580" height="17"/>
                                        <subviews>
                                            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Crp-vI-h35">
                                                <rect key="frame" x="0.0" y="0.0" width="580" height="17"/>
                                                <subviews>
                                                    \(label("bhE-Yk-Uqy", 0, 543))
                                                    \(label("T8o-Va-yrW", 543, 37))
                                                </subviews>
                                            </stackView>
                                        </subviews>
                                    </stackView>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="PPl-AX-ULy" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="5tX-sA-s6k"/>
                            <constraint firstAttribute="trailing" secondItem="PPl-AX-ULy" secondAttribute="trailing" constant="10" id="65V-OD-vAQ"/>
                            <constraint firstItem="PPl-AX-ULy" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="XKp-97-trF"/>
                            <constraint firstAttribute="bottom" secondItem="PPl-AX-ULy" secondAttribute="bottom" constant="10" id="eHu-a3-s4X"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let check = try InterfaceBuilderCheck.of(text)
        #expect(check.ambiguousViewIDs == check.markedAmbiguousViewIDs, "\(check.issues)")
        #expect(Set(check.ambiguousViewIDs) == ["bhE-Yk-Uqy", "T8o-Va-yrW"])
        #expect(check.misplacedViewIDs.isEmpty, "\(check.issues)")
    }

    /// The kept file (bangiqi/ScrollViewStoryboard, Xcode 4.6, MIT): a scroll view saved without a frame, pinned to its
    /// root's four edges by Xcode 4's `type="default"` constraints, fills the 548-pt root below the status bar.
    @Test func anXcode4ScrollViewWithoutASavedFrameFillsItsRoot() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("bangiqi-ScrollViewStoryboard-MainStoryboard.storyboard"))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "bdf-SU-fUd") == CGRect(x: 0, y: 0, width: 320, height: 548))
    }
}
