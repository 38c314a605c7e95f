import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a seventeenth probe of real files taught (Docs/InterfaceBuilder.md, "A seventeenth probe"): Xcode 6's canvas
/// gives a root view 16-pt side margins whatever its width; since Xcode 8 a freeform scene of another size than the
/// device's screen is drawn without the status bar. The files that agree are fixtures; what stays open is in the docs.
@Suite struct InterfaceBuilderSeventeenthProbeTests {
    /// The shape of kharrison/CodeExamples' `AnimatedConstraints` storyboard (Xcode 6.3, a 600 × 600 root without a
    /// device, no markers; a fixture): a view on the root's leading margin, another on its trailing margin. Xcode 6.3
    /// saves them at x = 16 and ending at 584; Xcode 7's "w Any" canvas (tools 9531) at 20 and 580, as Skyscanner's demo.
    @Test(arguments: [("7706", 16.0), ("9531", 20)] as [(String, Double)])
    func aRootViewsSideMarginsOnXcode6sCanvas(tools: String, margin: Double) throws {
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="BYZ-38-t0r">
                <scenes>
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
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Jn4-Fc-5wA">
                                            <rect key="frame" x="\(margin)" y="100" width="\(600 - 2 * margin)" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="50" id="Hgt-Yl-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Jn4-Fc-5wA" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leadingMargin" id="5rH-4Y-RBI"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="Jn4-Fc-5wA" secondAttribute="trailing" id="Fhn-Ts-zfQ"/>
                                        <constraint firstItem="Jn4-Fc-5wA" firstAttribute="top" secondItem="8bC-Xf-vdC" secondAttribute="top" constant="100" id="Top-Yl-001"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "Jn4-Fc-5wA")?.minX == CGFloat(margin))
    }

    /// The real file: two views of equal width between the margins, 8 pt apart, each pinned to the trailing margin at
    /// priority 750. Only the blue view's pin can hold; the yellow's breaks, and the widths come out 280, as saved.
    @Test func constraintsBelowRequiredResolveTheRealFilesWidths() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("kharrison-AnimatedConstraints-Main.storyboard"))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "Jn4-Fc-5wA") == CGRect(x: 16, y: 111, width: 280, height: 481))
        #expect(check.frame(ofViewWithID: "zC1-3A-yfR") == CGRect(x: 304, y: 111, width: 280, height: 481))
    }

    /// The shape of kickstarter/ios-oss' `Video.storyboard` (Xcode 10.2, iPhone 8, no markers; a fixture): a view pinned
    /// 12 pt below the top layout guide of a 400 × 231 freeform scene is saved at y = 12, no status bar above it. A
    /// full-screen scene of the same file keeps the 20-pt bar; so do Xcode 7's freeform scenes (tools 9531, no device).
    @Test(arguments: [("14490.70", true, true, 12.0), ("14490.70", false, true, 32), ("9531", true, false, 32)]
          as [(String, Bool, Bool, Double)])
    func aFreeformScenesStatusBar(tools: String, freeform: Bool, device: Bool, y: Double) throws {
        let size = freeform ? (400, 231) : (375, 667)
        let metrics = freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="400" height="231"/>"# : ""
        let deviceElement = device ? #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"# : ""
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                \(deviceElement)
                <scenes>
                    <scene sceneID="fFA-t1-SEC">
                        <objects>
                            <viewController storyboardIdentifier="VideoViewController" id="p8T-Mu-0By" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="xk2-fv-789"/>
                                    <viewControllerLayoutGuide type="bottom" id="Up2-lq-jO6"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="qLv-n8-tLe">
                                    <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="xRP-Dy-zdg">
                                            <rect key="frame" x="12" y="\(y)" width="\(size.0 - 24)" height="100"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="100" id="Hgt-Vd-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="xRP-Dy-zdg" firstAttribute="leading" secondItem="qLv-n8-tLe" secondAttribute="leading" constant="12" id="3ej-al-UlW"/>
                                        <constraint firstItem="xRP-Dy-zdg" firstAttribute="top" secondItem="xk2-fv-789" secondAttribute="bottom" constant="12" id="M80-UO-okJ"/>
                                        <constraint firstAttribute="trailing" secondItem="xRP-Dy-zdg" secondAttribute="trailing" constant="12" id="Wc5-gz-wxb"/>
                                    </constraints>
                                </view>
                                \(metrics)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "xRP-Dy-zdg")?.minY == CGFloat(y))
    }

    /// The real files that agree lay out where Xcode saved them: Video's 16:9 image 12 pt below the guide, AdaptivePopover's
    /// sheet scenes 647 pt tall (a label centred at y = 311.5), SettingsNewslettersCell's switch found misplaced as marked
    /// (a 47-pt width constraint on a 49-pt switch), GSKStretchyHeaderView's label 10 pt below the centre as marked.
    @Test(arguments: [("kickstarter-Video.storyboard", "Z6Z-Qr-3Gq", CGRect(x: 12, y: 12, width: 376, height: 211.5)),
                      ("kharrison-AdaptivePopover-Main.storyboard", "Vbp-BG-PQr", CGRect(x: 85, y: 311.5, width: 205, height: 24)),
                      ("kharrison-SelfSize-Main.storyboard", "wVn-Be-UzL", CGRect(x: 20, y: 42, width: 335, height: 38)),
                      ("kickstarter-SettingsNewslettersCell.xib", "SR9-Fi-BXj", CGRect(x: 12, y: 65, width: 343, height: 35)),
                      ("GSKStretchyHeaderView-NibStretchyHeaderView.xib", "QRt-Jw-3vW", CGRect(x: 12, y: 340, width: 576, height: 21))])
    func aRealFilesViewIsWhereXcodeSavedIt(name: String, viewID: String, saved: CGRect) throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document(name))
        #expect(check.misplacedViewIDs == check.markedMisplacedViewIDs, "\(check.issues)")
        #expect(check.ambiguousViewIDs == check.markedAmbiguousViewIDs, "\(check.issues)")
        let frame = try #require(check.frame(ofViewWithID: viewID))
        #expect(frame.isWithinAPoint(of: saved), "\(frame)")
    }
}
