import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a seventh probe of real files taught (Docs/InterfaceBuilder.md, "A seventh probe"): from Xcode 11 to Xcode 15
/// an iPhone's canvas draws no status bar in a storyboard scene either, so a home-button iPhone's safe area starts at
/// the top of the screen (a navigation bar, a tab bar and a sensor housing still inset it); Xcode 16 draws it again.
/// Every file below was saved without markers, so Xcode found it clean at the frames it saved.
@Suite struct InterfaceBuilderSeventhProbeTests {
    /// kharrison/CodeExamples' `DarkTheme` (Xcode 11.4, iPhone 8): a tab's navigation root pins a text view to its safe
    /// area, saved at y = 44 and 574 tall: the navigation bar above, the tab bar below, no status bar. The same
    /// repository's `Vector` (Xcode 9, iPhone 8) pins an image view in a tab to its safe area at y = 20, 598 tall: the
    /// status bar and the tab bar.
    @Test func anXcode11IPhoneSceneHasNoStatusBarAndAnXcode9OneHasIt() throws {
        let darkTheme = InterfaceBuilderChecker.check(try Fixtures.document("kharrison-DarkTheme.storyboard"))
        #expect(darkTheme.issues.isEmpty, "\(darkTheme.issues)")
        #expect(darkTheme.frame(ofViewWithID: "71z-Nx-vRH") == CGRect(x: 16, y: 44, width: 343, height: 574))
        let vector = InterfaceBuilderChecker.check(try Fixtures.document("kharrison-Vector.storyboard"))
        #expect(vector.issues.isEmpty, "\(vector.issues)")
        #expect(vector.frame(ofViewWithID: "9Hm-e8-aWm") == CGRect(x: 16, y: 20, width: 343, height: 598))
    }

    /// A one-scene storyboard saved by `toolsVersion` on `device`: a root view of `size` holding a fixed-size view `box`
    /// saved at `boxFrame` and placed by `constraints` against the root's safe area `safe`; `documentAttributes` and
    /// `controllerMetrics` go on the document and after the controller's view.
    static func storyboard(toolsVersion: String, device: String, size: CGSize, boxFrame: CGRect, constraints: String,
                           documentAttributes: String = "", controllerMetrics: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \(documentAttributes) useSafeAreas="YES" initialViewController="vc">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(size.width)" height="\(size.height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="\(boxFrame.minX)" y="\(boxFrame.minY)" width="\(boxFrame.width)" height="\(boxFrame.height)"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="\(boxFrame.width)" id="w"/>
                                            <constraint firstAttribute="height" constant="\(boxFrame.height)" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
        \(constraints)
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                            </view>
        \(controllerMetrics)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A view 9 pt below the safe area's top and 28 pt from its leading edge, saved at `savedY` (the structure of
    /// mattneub's `conditionalConstraints` storyboard: an Xcode 11 beta, an iPhone 5s).
    static func pinnedBelowSafeArea(toolsVersion: String, device: String = "retina4_0",
                                    size: CGSize = CGSize(width: 320, height: 568), savedY: CGFloat) -> String {
        storyboard(toolsVersion: toolsVersion, device: device, size: size, boxFrame: CGRect(x: 28, y: savedY, width: 46, height: 30),
                   constraints: """
                       <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="28" id="c1"/>
                       <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="9" id="c2"/>
                       """)
    }

    /// mattneub's `conditionalConstraints` (tools 14845, an Xcode 11 beta) saved its button at y = 9; an Xcode 10.2 file
    /// (tools 14490.70) with the same structure has the 20-pt status bar, as kharrison's `Margins` (its navigation bar at
    /// y = 20) and mattneub's `SafeAreaLimits` (Xcode 10: a view 24 pt below the safe area at y = 44) were saved.
    @Test func theStatusBarLeftTheIPhoneCanvasWithXcode11() throws {
        let xcode11 = try InterfaceBuilderCheck.of(Self.pinnedBelowSafeArea(toolsVersion: "14845", savedY: 9))
        #expect(xcode11.issues.isEmpty, "\(xcode11.issues)")
        #expect(xcode11.frame(ofViewWithID: "box")?.minY == 9)
        let xcode10 = try InterfaceBuilderCheck.of(Self.pinnedBelowSafeArea(toolsVersion: "14490.70", savedY: 29))
        #expect(xcode10.issues.isEmpty, "\(xcode10.issues)")
        #expect(xcode10.frame(ofViewWithID: "box")?.minY == 29)
        // The Xcode 11 frame read with Xcode 10's canvas is 20 pt off, which is what ViewTree reported before.
        let stale = try InterfaceBuilderCheck.of(Self.pinnedBelowSafeArea(toolsVersion: "14490.70", savedY: 9))
        #expect(stale.misplacedViewIDs == ["box"])
    }

    /// Xcode 16 draws the status bar again. kickstarter ios-oss' `SettingsPrivacySwitchCell.xib` (tools 23094, iPhone 8, a
    /// fixture) pins a full-screen view's content to its safe area at y = 20; easemob's EaseCall quick start (a README's
    /// copy of a storyboard saved by tools 23504, iPhone 8) has views 109 and 171 pt below the top layout guide at
    /// y = 129 and 191; the same structure against the safe area is clean at y = 29.
    @Test func xcode16DrawsTheStatusBarAgain() throws {
        let xib = InterfaceBuilderChecker.check(try Fixtures.document("kickstarter-SettingsPrivacySwitchCell.xib"))
        #expect(xib.issues.isEmpty, "\(xib.issues)")
        #expect(xib.frame(ofViewWithID: "7cu-CT-WhZ") == CGRect(x: 0, y: 20, width: 375, height: 570))
        let scene = try InterfaceBuilderCheck.of(Self.pinnedBelowSafeArea(toolsVersion: "23504", device: "retina4_7",
                                                       size: CGSize(width: 375, height: 667), savedY: 29))
        #expect(scene.issues.isEmpty, "\(scene.issues)")
        #expect(scene.frame(ofViewWithID: "box")?.minY == 29)
    }

    /// A sensor housing still insets an Xcode 11+ scene: on an iPhone 11 the view sits 9 pt below the 44-pt housing.
    @Test func aSensorHousingStillInsetsTheTop() throws {
        let check = try InterfaceBuilderCheck.of(Self.pinnedBelowSafeArea(toolsVersion: "16096", device: "retina6_1",
                                                       size: CGSize(width: 414, height: 896), savedY: 53))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "box")?.minY == 53)
    }

    /// nextcloud's `NCColorPicker.storyboard` (Xcode 13.3, iPhone 5s, GPL and not kept: its structure) is a 180 × 320
    /// freeform scene whose buttons are pinned 40 pt below the safe area and saved at y = 40; its `LaunchScreen`
    /// (Xcode 12.3, iPhone 8) centres a stack on the safe area at the screen's centre (y = 319 for a 29-pt stack).
    @Test func freeformScenesAndLaunchScreensStartTheirSafeAreaAtTheTop() throws {
        let freeform = try InterfaceBuilderCheck.of(Self.storyboard(
            toolsVersion: "20037", device: "retina4_0", size: CGSize(width: 180, height: 320),
            boxFrame: CGRect(x: 15, y: 40, width: 40, height: 40),
            constraints: """
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="c1"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="15" id="c2"/>
                """,
            controllerMetrics: """
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="180" height="320"/>
                """))
        #expect(freeform.issues.isEmpty, "\(freeform.issues)")
        let launchScreen = try InterfaceBuilderCheck.of(Self.storyboard(
            toolsVersion: "17701", device: "retina4_7", size: CGSize(width: 375, height: 667),
            boxFrame: CGRect(x: 121, y: 319, width: 133.5, height: 29),
            constraints: """
                <constraint firstItem="box" firstAttribute="centerY" secondItem="safe" secondAttribute="centerY" id="c1"/>
                <constraint firstItem="box" firstAttribute="centerX" secondItem="safe" secondAttribute="centerX" id="c2"/>
                """,
            documentAttributes: #"launchScreen="YES""#))
        #expect(launchScreen.issues.isEmpty, "\(launchScreen.issues)")
        #expect(launchScreen.frame(ofViewWithID: "box")?.minY == 319)
    }
}
