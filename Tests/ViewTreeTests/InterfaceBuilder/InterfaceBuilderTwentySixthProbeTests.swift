import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a twenty-sixth probe of real files taught (Docs/InterfaceBuilder.md, "A twenty-sixth probe"): on Xcode 7's canvas a
/// scene that simulates an iPhone's screen has that phone's root margins, not the "w Any" canvas's. The files' repositories
/// carry no licence, so they are checked through minimal copies written here.
@Suite struct InterfaceBuilderTwentySixthProbeTests {
    /// A storyboard of Xcode 7.2 without a device (the "w Any h Any" canvas) holding `scene`.
    static func xcode7(_ scene: String, initial: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9532" systemVersion="14F1605" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="\(initial)">
            <scenes>
        \(scene)
            </scenes>
        </document>
        """
    }

    /// CynthiaStrickland/SizeClassCyn's `SizeClassCyn/Base.lproj/Main.storyboard` (@7961ed2c, Xcode 7.2, no device, no
    /// markers), its structure: a navigation controller's root simulating an iPhone 4.7" (`simulatedMetrics`) holds an image
    /// view 36 pt below the top layout guide, 4 pt inside the root's leading margin and centred, saved at x = 20, 335 wide.
    static func marginScene(simulatedMetrics: String) -> String {
        xcode7("""
            <scene sceneID="tne-QT-ifu">
                <objects>
                    <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="y3c-jy-aDJ"/>
                            <viewControllerLayoutGuide type="bottom" id="wfy-db-euE"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="n4g-5S-Mal">
                                    <rect key="frame" x="20" y="100" width="335" height="489"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="489" id="ydy-mZ-HJ3"/>
                                    </constraints>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="n4g-5S-Mal" firstAttribute="top" secondItem="y3c-jy-aDJ" secondAttribute="bottom" constant="36" id="RgW-oF-Bfx"/>
                                <constraint firstItem="n4g-5S-Mal" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leadingMargin" constant="4" id="ff4-Jm-79Z"/>
                                <constraint firstItem="n4g-5S-Mal" firstAttribute="centerX" secondItem="8bC-Xf-vdC" secondAttribute="centerX" id="ovk-g9-aC8"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" id="9xt-ju-Tbl"/>
                        \(simulatedMetrics)
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="Q87-GV-NZK">
                <objects>
                    <navigationController id="DlA-gw-QcO" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="R1b-bg-tvP">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="BYZ-38-t0r" kind="relationship" relationship="rootViewController" id="eSD-bf-tdP"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """, initial: "DlA-gw-QcO")
    }

    /// The scene simulating an iPhone 4.7" has the 375-pt phone's 16-pt margins: the image view lays out where Xcode saved
    /// it. Without the simulated size the scene is on the "w Any" canvas, whose margins are 20 pt (the fifteenth probe).
    @Test func aSceneSimulatingAnIPhoneHasThePhonesRootMargins() throws {
        let phone = try InterfaceBuilderCheck.of(Self.marginScene(
            simulatedMetrics: #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>"#))
        #expect(phone.issues.isEmpty, "\(phone.issues)")
        #expect(phone.frame(ofViewWithID: "n4g-5S-Mal") == CGRect(x: 20, y: 100, width: 335, height: 489))
        let anyWidth = try InterfaceBuilderCheck.of(Self.marginScene(simulatedMetrics: ""))
        #expect(anyWidth.frame(ofViewWithID: "n4g-5S-Mal") == CGRect(x: 24, y: 100, width: 327, height: 489))
    }

    /// jamalping/SizeClass_Demo's `SizeClass_Demo/Base.lproj/Main.storyboard` (@cea64fc3, Xcode 6.3, no markers), its first
    /// scene's structure: every subview and constraint is excluded from the default canvas by `<mask key="subviews">` and
    /// `<mask key="constraints">` and included by size-class variations; the views are saved unconstrained at y = −21. On
    /// the "w Any h Any" canvas they are not installed, so nothing is checked.
    @Test func viewsExcludedFromTheDefaultCanvasAreNotChecked() throws {
        let check = try InterfaceBuilderCheck.of(Self.xcode7("""
            <scene sceneID="tne-QT-ifu">
                <objects>
                    <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="y3c-jy-aDJ"/>
                            <viewControllerLayoutGuide type="bottom" id="wfy-db-euE"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label one" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="hch-WX-kpP">
                                    <rect key="frame" x="0.0" y="-21" width="42" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Landscape" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Ktc-58-8Na">
                                    <rect key="frame" x="0.0" y="-21" width="42" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="highlightedColor"/>
                                    <variation key="heightClass=compact-widthClass=compact" fixedFrame="YES">
                                        <rect key="frame" x="212" y="189" width="119" height="21"/>
                                    </variation>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="hch-WX-kpP" firstAttribute="top" secondItem="y3c-jy-aDJ" secondAttribute="bottom" constant="30" id="1h3-yS-xRP"/>
                                <constraint firstItem="hch-WX-kpP" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leadingMargin" constant="20" id="FLG-Sk-xcE"/>
                            </constraints>
                            <variation key="default">
                                <mask key="subviews">
                                    <exclude reference="hch-WX-kpP"/>
                                    <exclude reference="Ktc-58-8Na"/>
                                </mask>
                                <mask key="constraints">
                                    <exclude reference="1h3-yS-xRP"/>
                                    <exclude reference="FLG-Sk-xcE"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=compact-widthClass=compact">
                                <mask key="subviews">
                                    <include reference="Ktc-58-8Na"/>
                                </mask>
                            </variation>
                            <variation key="heightClass=regular-widthClass=compact">
                                <mask key="subviews">
                                    <include reference="hch-WX-kpP"/>
                                </mask>
                                <mask key="constraints">
                                    <include reference="1h3-yS-xRP"/>
                                    <include reference="FLG-Sk-xcE"/>
                                </mask>
                            </variation>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """, initial: "BYZ-38-t0r"))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.ambiguousViewIDs.isEmpty && check.misplacedViewIDs.isEmpty)
    }
}
