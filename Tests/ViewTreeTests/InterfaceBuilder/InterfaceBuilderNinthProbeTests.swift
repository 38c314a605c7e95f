import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a ninth probe of real files taught (Docs/InterfaceBuilder.md, "A ninth probe"): a navigation bar that prefers
/// large titles is 96 pt tall on an iPhone canvas in portrait, and beside an accessory a table view cell's content view
/// has an 8-pt trailing margin on Xcode 11's canvas. The files named below were saved without markers, so Xcode found
/// them clean at the frames they hold.
@Suite struct InterfaceBuilderNinthProbeTests {
    /// The views the checker finds misplaced in a storyboard on an iPhone 11 (Xcode 10.2, tools 14490.70) whose
    /// navigation controller's bar has `largeTitles` (`YES`, or absent when `nil`), its root holding a 100-pt-tall view
    /// pinned to the top of the safe area and saved at `rootY`, and a controller the root `show`s holding the same
    /// view saved at `pushedY`; `rootDisplayMode` is the root's navigation item's `largeTitleDisplayMode`.
    static func misplaced(largeTitles: String?, rootDisplayMode: String? = nil, orientation: String = "portrait",
                          rootY: CGFloat, pushedY: CGFloat) throws -> [String] {
        let size = orientation == "portrait" ? (w: 414, h: 896) : (w: 896, h: 414)
        func scene(_ id: String, view: String, box: String, y: CGFloat, displayMode: String?, segue: String) -> String {
            let mode = displayMode.map { " largeTitleDisplayMode=\"\($0)\"" } ?? ""
            return """
                <scene sceneID="s-\(id)">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(view)">
                                <rect key="frame" x="0.0" y="0.0" width="\(size.w)" height="\(size.h)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                                        <rect key="frame" x="0.0" y="\(y)" width="\(size.w)" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="\(box)-h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(view)-safe" secondAttribute="top" id="\(box)-t"/>
                                    <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(view)" secondAttribute="leading" id="\(box)-l"/>
                                    <constraint firstAttribute="trailing" secondItem="\(box)" secondAttribute="trailing" id="\(box)-r"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="\(view)-safe"/>
                            </view>
                            <navigationItem key="navigationItem" title="Title"\(mode) id="\(id)-item"/>
                            \(segue)
                        </viewController>
                    </objects>
                </scene>
                """
        }
        let bar = largeTitles.map { " largeTitles=\"\($0)\"" } ?? ""
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="nav">
                <device id="retina6_1" orientation="\(orientation)"/>
                <scenes>
                    <scene sceneID="s-nav">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill"\(bar) id="bar">
                                    <rect key="frame" x="0.0" y="44" width="414" height="96"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="root" kind="relationship" relationship="rootViewController" id="rel"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    \(scene("root", view: "rootView", box: "rootBox", y: rootY, displayMode: rootDisplayMode,
                            segue: #"<connections><segue destination="pushed" kind="show" id="push"/></connections>"#))
                    \(scene("pushed", view: "pushedView", box: "pushedBox", y: pushedY, displayMode: nil, segue: ""))
                </scenes>
            </document>
            """)
        #expect(check.ambiguousViewIDs.isEmpty, "\(check.issues)")
        return check.misplacedViewIDs.sorted()
    }

    /// nRF Toolbox's `Initial.storyboard` (Xcode 10.2, iPhone 11): the navigation controller's bar `largeTitles="YES"`
    /// saved at (0, 44, 414, 96), the root's table pinned to the safe area's top saved at y = 140; nRF Blinky's
    /// `Main.storyboard` (Xcode 11.4, iPhone X): the bar saved 96 tall at y = 44, a controller the root shows saved
    /// 812 − 140 = 672 pt tall. Without large titles the bar is 44 pt (y = 88).
    @Test func aLargeTitleBarIs96PointsTallOnAnIPhoneInPortrait() throws {
        let initial = InterfaceBuilderChecker.check(try Fixtures.document("nRFToolbox-Initial-LargeTitles.storyboard"))
        #expect(initial.issues.isEmpty, "\(initial.issues)")
        #expect(initial.frame(ofViewWithID: "k23-N6-Q0w") == CGRect(x: 0, y: 140, width: 414, height: 722))
        #expect(try Self.misplaced(largeTitles: "YES", rootY: 140, pushedY: 140) == [])
        #expect(try Self.misplaced(largeTitles: "YES", rootY: 88, pushedY: 88) == ["pushedBox", "rootBox"])
        #expect(try Self.misplaced(largeTitles: nil, rootY: 88, pushedY: 88) == [])
        #expect(try Self.misplaced(largeTitles: nil, rootY: 140, pushedY: 140) == ["pushedBox", "rootBox"])
    }

    /// `largeTitleDisplayMode="never"` keeps the small bar for that controller and for what it shows (`automatic`
    /// inherits the previous item's mode); a landscape iPhone shows no large title.
    @Test func neverAndLandscapeKeepTheSmallBar() throws {
        #expect(try Self.misplaced(largeTitles: "YES", rootDisplayMode: "never", rootY: 88, pushedY: 88) == [])
        #expect(try Self.misplaced(largeTitles: "YES", orientation: "landscape", rootY: 44, pushedY: 44) == [])
    }

    /// The views the checker finds misplaced in a free-standing xib table view cell, 375 pt wide on an iPhone X, saved
    /// by `toolsVersion` with `accessory` (an `accessoryType`, or none), whose content view (`contentWidth` wide, as
    /// the accessory leaves it) holds a 38 × 34 view pinned to its trailing margin and saved at x = `savedX`.
    static func misplacedBesideAccessory(toolsVersion: String = "15705", accessory: String?, contentWidth: CGFloat,
                                         savedX: CGFloat) throws -> [String] {
        let type = accessory.map { " accessoryType=\"\($0)\"" } ?? ""
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina5_9" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default"\(type) indentationWidth="10" rowHeight="50" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="50"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="\(savedX)" y="8" width="38" height="34"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="38" id="w"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c1"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c2"/>
                                <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="8" id="c3"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """)
        #expect(check.ambiguousViewIDs.isEmpty, "\(check.issues)")
        return check.misplacedViewIDs
    }

    /// nRF Blinky's `Main.storyboard` (Xcode 11.4, iPhone X): beside a disclosure indicator, an image view pinned to the
    /// 348-pt content view's trailing margin saved ending at x = 340 (margin 8); the built-in labels of Alamofire's
    /// (Xcode 11.6) and NetNewsWire's (Xcode 11.2) styled cells end 8 pt short of such a content view, 16 or 20 pt
    /// without an accessory.
    @Test func besideAnAccessoryTheContentViewsTrailingMarginIs8() throws {
        #expect(try Self.misplacedBesideAccessory(accessory: "disclosureIndicator", contentWidth: 348, savedX: 302) == [])
        #expect(try Self.misplacedBesideAccessory(accessory: "disclosureIndicator", contentWidth: 348, savedX: 294) == ["box"])
        #expect(try Self.misplacedBesideAccessory(accessory: "checkmark", contentWidth: 336, savedX: 290) == [])
        #expect(try Self.misplacedBesideAccessory(accessory: nil, contentWidth: 375, savedX: 321) == [])
        #expect(try Self.misplacedBesideAccessory(accessory: nil, contentWidth: 375, savedX: 329) == ["box"])
    }
}
