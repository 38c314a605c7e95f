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

    /// nRF Toolbox's `LogTableViewCell.xib` (Xcode 11.3, iPhone 11): a horizontal first-baseline stack of two
    /// 16.5-pt labels pinned to the four edges of a 59-pt content view, the labels saved at its bottom (y = 42.5): UIKit
    /// ties the first view's top to the stack's only by `<=` and the stack's bottom to a guide spanning the views (Use
    /// Your Loaf's constraint dump, kean's Arranged). The last baseline mirrors it: the views at the top.
    @Test func aBaselineAlignedStackTallerThanItsViewsKeepsThemAtTheBottom() throws {
        let log = InterfaceBuilderChecker.check(try Fixtures.document("nRFToolbox-LogTableViewCell.xib"))
        #expect(log.issues.isEmpty, "\(log.issues)")
        #expect(abs((log.frame(ofViewWithID: "3mm-UU-vYE")?.minY ?? 0) - 42.5) < 0.01)
        func check(alignment: String, savedY: CGFloat) throws -> [String] {
            let check = try InterfaceBuilderCheck.of("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                    <device id="retina6_1" orientation="portrait"/>
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="354" height="59"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" alignment="\(alignment)" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                    <rect key="frame" x="0.0" y="0.0" width="354" height="59"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="88:88:88" translatesAutoresizingMaskIntoConstraints="NO" id="time">
                                            <rect key="frame" x="0.0" y="\(savedY)" width="80" height="16.5"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="80" id="w"/>
                                            </constraints>
                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="message">
                                            <rect key="frame" x="96" y="\(savedY)" width="258" height="16.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        </label>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                                <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """)
            #expect(check.ambiguousViewIDs.isEmpty, "\(check.issues)")
            return check.misplacedViewIDs.sorted()
        }
        #expect(try check(alignment: "firstBaseline", savedY: 42.5) == [])
        #expect(try check(alignment: "firstBaseline", savedY: 0) == ["message", "time"])
        #expect(try check(alignment: "lastBaseline", savedY: 0) == [])
    }

    /// Left free, a first-baseline stack is as short as its ties allow: its top is its first view's, so a view whose
    /// text rises higher than the first one's sticks out above it (open radar 32291130, iOS 10.3: "the top edge of the
    /// stack view is set to the top edge of the first (and smaller) text label"); its bottom is the lowest view's.
    @Test func aFreeFirstBaselineStackTakesItsTopFromItsFirstView() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300), simulation: world)
        window.makeKeyAndVisible()
        let small = Label(frame: .zero)
        small.text = "Hello"
        small.font = .systemFont(ofSize: 28)
        let large = Label(frame: .zero)
        large.text = "Ciao"
        large.font = .systemFont(ofSize: 56)
        let stack = StackView(arrangedSubviews: [small, large])
        stack.axis = .horizontal
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                                   stack.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
        window.layoutIfNeeded()
        #expect(abs(small.frame.minY) < 0.01, "the stack's top is its first view's")
        #expect(large.frame.minY < 0, "the larger text rises above the stack")
        #expect(abs(stack.bounds.height - max(small.frame.maxY, large.frame.maxY)) < 0.01, "its bottom is the lowest view's")
    }

    /// kodecocodes/alt-materials' `PitchControl.xib` (Xcode 11.3, an iPhone 8 in landscape: compact height): a stack
    /// saved `hidden="YES"` with `<variation key="heightClass=compact" hidden="NO"/>` is laid out visible (288 × 620).
    /// The size class's `hidden` is the canvas's: here a view hidden but in compact height, above one always shown.
    @Test func aSizeClassShowsAndHidesViews() throws {
        func check(orientation: String) throws -> InterfaceBuilderCheck {
            try InterfaceBuilderCheck.of("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="\(orientation)"/>
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="340" height="620"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                    <rect key="frame" x="0.0" y="0.0" width="340" height="150"/>
                                    <subviews>
                                        <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shown">
                                            <rect key="frame" x="0.0" y="0.0" width="340" height="100"/>
                                            <constraints>
                                                <constraint firstAttribute="height" priority="999" constant="100" id="h1"/>
                                            </constraints>
                                            <variation key="heightClass=compact" hidden="NO"/>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="other">
                                            <rect key="frame" x="0.0" y="100" width="340" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="50" id="h2"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                                <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                                <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """)
        }
        let landscape = try check(orientation: "landscape")
        #expect(landscape.issues.isEmpty, "\(landscape.issues)")
        #expect(landscape.frame(ofViewWithID: "shown") == CGRect(x: 0, y: 0, width: 340, height: 100))
        #expect(landscape.frame(ofViewWithID: "other") == CGRect(x: 0, y: 100, width: 340, height: 50))
        // Regular height: the base configuration hides it, and the view below moves up.
        let portrait = try check(orientation: "portrait")
        #expect(portrait.frame(ofViewWithID: "other") == CGRect(x: 0, y: 0, width: 340, height: 50))
    }
}
