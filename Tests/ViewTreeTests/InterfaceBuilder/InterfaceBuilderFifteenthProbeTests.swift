import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a fifteenth probe of real files taught (Docs/InterfaceBuilder.md, "A fifteenth probe"): on Xcode 7's "w Any h
/// Any" canvas a view controller's root view has 20-pt side margins whatever its width; a scroll view holding only
/// fixed-frame views has an ambiguous content size and is not misplaced; the files that agree are fixtures, and what
/// stays open is pinned down as it is.
@Suite struct InterfaceBuilderFifteenthProbeTests {
    /// The structure of the "Setting text properties" scene of Skyscanner/SkyFloatingLabelTextField's example
    /// `Main.storyboard` (@08924b6b, Xcode 7.2, tools 9531, no `<device>`, size classes on, a 400 × 600 freeform root, no
    /// markers): a view pinned 50 pt inside the root's leading and trailing margins saved at x = 70, 260 wide, and a label
    /// on both margins at x = 20, 360 wide. The real view is an `@IBDesignable` text field without a height constraint
    /// (the fourteenth probe's open question), so the copy gives it one, and a view of the label's saved height stands
    /// for the label. The margin is `margin` in the copy's frames: 20 on the Any-width canvas; the width rule's 16 on a
    /// canvas without size classes, on Xcode 8's device-less default iPhone, and on a named 375-pt device.
    @Test(arguments: [("9531", true, nil, 20.0), ("9531", false, nil, 16), ("11201", true, nil, 16),
                      ("9531", true, "retina4_7", 16)] as [(String, Bool, String?, Double)])
    func aRootViewsSideMarginsOnTheAnyWidthCanvas(tools: String, sizeClasses: Bool, device: String?, margin: Double) throws {
        let traits = sizeClasses ? #" useTraitCollections="YES""# : ""
        let deviceElement = device.map { #"<device id="\#($0)" orientation="portrait"><adaptation id="fullscreen"/></device>"# } ?? ""
        let m = Int(margin)
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" systemVersion="14F1021" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(traits) initialViewController="BYZ-38-t0r">
                \(deviceElement)
                <scenes>
                    <scene sceneID="tne-QT-ifu">
                        <objects>
                            <viewController storyboardIdentifier="ViewController" title="Setting text properties" id="BYZ-38-t0r" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="y3c-jy-aDJ"/>
                                    <viewControllerLayoutGuide type="bottom" id="wfy-db-euE"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                    <rect key="frame" x="0.0" y="0.0" width="400" height="600"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SqB-4f-slo">
                                            <rect key="frame" x="\(m + 50)" y="40" width="\(300 - 2 * m)" height="44"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="44" id="Fnb-fV-7QL"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wBj-r2-GJ8">
                                            <rect key="frame" x="\(m)" y="104" width="\(400 - 2 * m)" height="27"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="27" id="wBj-hh-027"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="SqB-4f-slo" firstAttribute="top" secondItem="y3c-jy-aDJ" secondAttribute="bottom" constant="20" id="23x-LK-CW3"/>
                                        <constraint firstItem="wBj-r2-GJ8" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leadingMargin" id="KwU-xV-Sge"/>
                                        <constraint firstItem="SqB-4f-slo" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leadingMargin" constant="50" id="q6s-O5-wiY"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="wBj-r2-GJ8" secondAttribute="trailing" id="qRx-Pj-kbi"/>
                                        <constraint firstItem="wBj-r2-GJ8" firstAttribute="top" secondItem="SqB-4f-slo" secondAttribute="bottom" constant="20" id="qh0-1F-CAA"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="SqB-4f-slo" secondAttribute="trailing" constant="50" id="yE8-KW-9Sz"/>
                                    </constraints>
                                </view>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <size key="freeformSize" width="400" height="600"/>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "SqB-4f-slo")?.minX == CGFloat(margin + 50))
        #expect(check.frame(ofViewWithID: "wBj-r2-GJ8")?.width == CGFloat(400 - 2 * margin))
    }

    /// The same rule on the marked file: SkyFloatingLabelTextField's demo `Main.storyboard` (@022a9e6f, Xcode 7.2, the
    /// same 400 × 600 Any-width canvas; a fixture) saves all twelve views of its first scene `misplaced="YES"` (they sit
    /// 44 pt above where the navigation bar that now shows the scene puts them); the checker finds those twelve, and its
    /// labels on the root's margins keep their saved x = 20 and 360-pt width.
    @Test func theMarkedAnyWidthFileAgreesAndKeepsItsMargins() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("SkyFloatingLabelTextField-Demo-Main.storyboard"))
        #expect(check.markedMisplacedViewIDs.count == 12)
        #expect(Set(check.misplacedViewIDs) == Set(check.markedMisplacedViewIDs))
        #expect(check.ambiguousViewIDs.isEmpty && check.markedAmbiguousViewIDs.isEmpty)
        let label = try #require(check.frame(ofViewWithID: "wBj-r2-GJ8"))
        #expect(label.minX == 20 && label.width == 360, "\(label)")
    }

    /// yycking/DatePicker-iOS13.4's `Main.storyboard` (Xcode 12.4, iPhone 11; a fixture): two static cells 43.5 pt tall
    /// hold a 44-pt view pinned to their content views' four edges. Xcode saved both content views `ambiguous="YES"` (the
    /// holders of the constraint it breaks) and not the 44-pt cell's; the checker reports the two conflicts there.
    @Test func xcode12MarksTheHolderOfABrokenConstraint() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("yycking-DatePicker-Main.storyboard"))
        #expect(Set(check.markedAmbiguousViewIDs) == ["u6D-p3-FqB", "qOh-AJ-gOk"])
        #expect(Set(check.ambiguousViewIDs) == Set(check.markedAmbiguousViewIDs))
        #expect(check.misplacedViewIDs.isEmpty)
        #expect(check.issues.filter { $0.kind == .conflictingConstraints }.count == 2, "\(check.issues)")
    }

    /// The new unmarked fixtures, each clean with a frame that tests a rule: Pulley's `Main.storyboard` (Xcode 12.0,
    /// iPhone 8: two embedded controllers' 375 × 333.5 roots; a drawer view 10 pt below its root's bottom margin and a
    /// table 20 pt above the root's bottom at priority 751; a 0-pt-tall visual effect view between the root's top and its
    /// safe area); XLActionController's `SpotifyCell.xib` (Xcode 11.0: a collection view cell whose content view has no
    /// id, a `customSize` unlike its frame, a `default` variation excluding a constraint); PagingKit's
    /// `TwoLineMenuCell.xib` (Xcode 9.0: a 294 × 89 freeform top-level view, a bottom-aligned stack 4 pt above its safe
    /// area holding a 16-pt image and a fill-proportionally stack of 9- and 14-pt labels); Hero's `MusicPlayer.storyboard`
    /// (Xcode 8.2, iPhone 8: a card centred in the root, 20 pt inside its margins, a 1:1 image and Avenir Next labels
    /// stacked to 398 pt; runtime attributes).
    @Test(arguments: [("Pulley-Main.storyboard", "JBT-De-7Vh", CGRect(x: 0, y: 0, width: 375, height: 343.5)),
                      ("Pulley-Main.storyboard", "njO-tj-uAV", CGRect(x: 0, y: 68, width: 375, height: 245.5)),
                      ("Pulley-Main.storyboard", "S4A-9H-sT4", CGRect(x: 323, y: 8, width: 44, height: 74)),
                      ("XLActionController-SpotifyCell.xib", "K8o-Ub-adM", CGRect(x: 70, y: 25.5, width: 100, height: 23)),
                      ("PagingKit-TwoLineMenuCell.xib", "vun-Ni-HYQ", CGRect(x: 118, y: 57, width: 59.5, height: 28)),
                      ("Hero-MusicPlayer.storyboard", "5TW-BY-tRV", CGRect(x: 36, y: 135, width: 303, height: 398))])
    func anUnmarkedFixtureIsClean(name: String, viewID: String, saved: CGRect) throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document(name))
        #expect(check.issues.isEmpty, "\(check.issues)")
        let frame = try #require(check.frame(ofViewWithID: viewID))
        #expect(frame.isWithinAPoint(of: saved), "\(frame)")
    }

    /// dmirain/ImageFeed's `Main.storyboard` (@003fca40, Xcode 14.3, iPhone 14 Pro) pins a scroll view to its root's four
    /// edges and gives it only a fixed-frame image view: nothing sizes its content, so Xcode saves it `ambiguous="YES"`
    /// (its "Ambiguity" set to "Never Verify": no issue shown), and not misplaced, though it is saved at (-20, -20, 433,
    /// 892). The checker found its content unambiguous (no constraint reaches it) and the scroll view misplaced. Both
    /// sides: with the default setting the two "Scrollable Content Size Ambiguity" errors show; a content layout guide
    /// given a size, or a constrained subview, sizes the content, and the view is misplaced again.
    @Test(arguments: [("off", "fixed", true), ("", "fixed", true), ("", "guide", false), ("", "constrained", false)])
    func aScrollViewHoldingOnlyFixedFrameContentIsAmbiguous(verify: String, content: String, ambiguous: Bool) throws {
        let setting = verify.isEmpty ? "" : #"verifyAmbiguity="\#(verify)" "#
        let subview = content == "constrained"
            ? #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="2UE-I7-dzy"><rect key="frame" x="20" y="20" width="393" height="852"/></imageView>"#
            : #"<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="2UE-I7-dzy"><rect key="frame" x="20" y="20" width="393" height="852"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></imageView>"#
        let contentConstraints = switch content {
        case "guide": #"""
            <constraint firstItem="M6p-U3-MKZ" firstAttribute="width" constant="433" id="cw1-00-001"/>
            <constraint firstItem="M6p-U3-MKZ" firstAttribute="height" constant="892" id="ch1-00-001"/>
            """#
        case "constrained": #"""
            <constraint firstItem="2UE-I7-dzy" firstAttribute="leading" secondItem="M6p-U3-MKZ" secondAttribute="leading" id="cl1-00-001"/>
            <constraint firstItem="2UE-I7-dzy" firstAttribute="top" secondItem="M6p-U3-MKZ" secondAttribute="top" id="ct1-00-001"/>
            <constraint firstItem="2UE-I7-dzy" firstAttribute="trailing" secondItem="M6p-U3-MKZ" secondAttribute="trailing" id="cr1-00-001"/>
            <constraint firstItem="2UE-I7-dzy" firstAttribute="bottom" secondItem="M6p-U3-MKZ" secondAttribute="bottom" id="cb1-00-001"/>
            <constraint firstItem="2UE-I7-dzy" firstAttribute="width" constant="433" id="cw2-00-001"/>
            <constraint firstItem="2UE-I7-dzy" firstAttribute="height" constant="892" id="ch2-00-001"/>
            """#
        default: ""
        }
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="xgf-xr-mAD">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="Qyd-6s-GIJ">
                        <objects>
                            <viewController id="xgf-xr-mAD" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="lID-db-tlg">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <scrollView \(setting)clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="EHu-rv-FNt">
                                            <rect key="frame" x="-20" y="-20" width="433" height="892"/>
                                            <subviews>
                                                \(subview)
                                            </subviews>
                                            <constraints>
                                                \(contentConstraints)
                                            </constraints>
                                            <viewLayoutGuide key="contentLayoutGuide" id="M6p-U3-MKZ"/>
                                            <viewLayoutGuide key="frameLayoutGuide" id="Klc-Gv-V23"/>
                                        </scrollView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sQM-Xi-Y7Y"/>
                                    <constraints>
                                        <constraint firstAttribute="top" secondItem="EHu-rv-FNt" secondAttribute="top" id="8ql-ff-co8"/>
                                        <constraint firstAttribute="leading" secondItem="EHu-rv-FNt" secondAttribute="leading" id="eGG-Dz-y68"/>
                                        <constraint firstItem="EHu-rv-FNt" firstAttribute="bottom" secondItem="lID-db-tlg" secondAttribute="bottom" id="lOM-vl-gNG"/>
                                        <constraint firstItem="EHu-rv-FNt" firstAttribute="trailing" secondItem="lID-db-tlg" secondAttribute="trailing" id="u8o-xU-QQK"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        #expect(check.markedAmbiguousViewIDs == ["EHu-rv-FNt"])
        #expect((check.ambiguousViewIDs == ["EHu-rv-FNt"]) == ambiguous, "\(check.issues)")
        #expect(check.misplacedViewIDs.isEmpty == ambiguous, "\(check.issues)")
        let contentErrors = check.issues.filter { $0.kind == .scrollableContentSizeAmbiguity }.count
        #expect(contentErrors == (ambiguous && verify.isEmpty ? 2 : 0), "\(check.issues)")
    }

    /// Left open: a sub-point misplacement in a fill-equally stack. GSKStretchyHeaderView's `GSKTabsStretchyHeaderView.xib`
    /// (@09207552, Xcode 7.3, no device, 600 × 600) saves three buttons of a 600-pt fill-equally stack with 1-pt spacing at
    /// x = 0, 201 and 401, 200, 199 and 200 wide (199.33 each at 0, 200.33 and 400.67), and marks only the middle one
    /// `misplaced="YES"`: 0.67 pt off in x, where the first is 0.67 pt off in width and the third 0.33 in x, 0.67 in width
    /// (its right edge 1 pt off), both unmarked. At the canvas's 2× pixels the checker rounds the edges (0, 199.33,
    /// 200.33, 399.67, 400.67, 600) to 0, 199.5, 200.5, 399.5, 400.5, 600: the three at x = 0, 200.5 and 400.5, 199.5,
    /// 199 and 199.5 wide, each within a point of its saved frame, and its one-point tolerance flags none.
    @Test func aSubPointMisplacementInAFillEquallyStackIsOpen() throws {
        func button(_ id: String, x: Int, width: Int, marked: Bool) -> String {
            #"""
            <button opaque="NO" contentMode="scaleToFill"\#(marked ? #" misplaced="YES""# : "") contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">
                <rect key="frame" x="\#(x)" y="0.0" width="\#(width)" height="36"/>
                <state key="normal" title="Tab"/>
            </button>
            """#
        }
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9532" systemVersion="15D21" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="1" translatesAutoresizingMaskIntoConstraints="NO" id="jMx-3v-PzL">
                                <rect key="frame" x="0.0" y="564" width="600" height="36"/>
                                <subviews>
                                    \(button("XK0-Ht-YnQ", x: 0, width: 200, marked: false))
                                    \(button("mJp-YM-NAk", x: 201, width: 199, marked: true))
                                    \(button("YDN-ZF-9Ih", x: 401, width: 200, marked: false))
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="36" id="2Ae-yq-IE7"/>
                                </constraints>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="bottom" secondItem="jMx-3v-PzL" secondAttribute="bottom" id="3jL-Wg-7Bb"/>
                            <constraint firstAttribute="trailing" secondItem="jMx-3v-PzL" secondAttribute="trailing" id="CDS-se-0R7"/>
                            <constraint firstItem="jMx-3v-PzL" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" id="Fz4-pR-AbH"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """)
        #expect(check.markedMisplacedViewIDs == ["mJp-YM-NAk"])
        #expect(check.misplacedViewIDs.isEmpty)                                  // Xcode: the middle button
        // The solution's edges at the 2× canvas's pixels: (0, 199.5), (200.5, 199), (400.5, 199.5).
        #expect(check.frame(ofViewWithID: "XK0-Ht-YnQ") == CGRect(x: 0, y: 0, width: 199.5, height: 36))
        #expect(check.frame(ofViewWithID: "mJp-YM-NAk") == CGRect(x: 200.5, y: 0, width: 199, height: 36))
        #expect(check.frame(ofViewWithID: "YDN-ZF-9Ih") == CGRect(x: 400.5, y: 0, width: 199.5, height: 36))
    }

    /// A navigation controller's own bar, left open here and settled by the sixteenth probe
    /// (`InterfaceBuilderSixteenthProbeTests`). lmacfadyen/InlineUIDatePickerSwift's `Main.storyboard` (@40c78a10, Xcode
    /// 8.3.3, iPhone 8) saves its opaque navigation bar at y = 0 `misplaced="YES"` (the status bar puts it at y = 20), as
    /// the twelfth probe's Backendless template (Xcode 8.3) did its translucent one. The checker now reads the bar's marker
    /// and finds it misplaced; the root under the opaque bar, saved at y = 64 and 603 tall, is laid out at its frame, its
    /// stack at its top.
    @Test func aNavigationControllersBarMarkerIsRead() throws {
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" systemVersion="16G29" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="ncZ-o1-eXA">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes>
                    <scene sceneID="tne-QT-ifu">
                        <objects>
                            <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="y3c-jy-aDJ"/>
                                    <viewControllerLayoutGuide type="bottom" id="wfy-db-euE"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                    <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="9Fs-er-TSe">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                            <subviews>
                                                <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="9Gx-7P-5Su">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                                </mapView>
                                            </subviews>
                                        </stackView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="9Fs-er-TSe" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leading" id="8LH-sA-wZy"/>
                                        <constraint firstAttribute="trailing" secondItem="9Fs-er-TSe" secondAttribute="trailing" id="DhK-MX-lby"/>
                                        <constraint firstItem="wfy-db-euE" firstAttribute="top" secondItem="9Fs-er-TSe" secondAttribute="bottom" id="Pj0-5e-Jcx"/>
                                        <constraint firstItem="9Fs-er-TSe" firstAttribute="top" secondItem="y3c-jy-aDJ" secondAttribute="bottom" id="sRQ-mh-bYs"/>
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" title="Inline Start/End Date Picker Swift" id="iXF-1A-dQg"/>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="WJA-DL-PLB">
                        <objects>
                            <navigationController automaticallyAdjustsScrollViewInsets="NO" id="ncZ-o1-eXA" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" misplaced="YES" barStyle="black" translucent="NO" id="0Zx-Zh-wxR">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="BYZ-38-t0r" kind="relationship" relationship="rootViewController" id="KLv-aT-vH1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        // Xcode: the bar, 20 pt above the status bar's bottom.
        #expect(check.markedMisplacedViewIDs == ["0Zx-Zh-wxR"] && check.misplacedViewIDs == ["0Zx-Zh-wxR"] && check.ambiguousViewIDs.isEmpty)
        #expect(check.frame(ofViewWithID: "9Fs-er-TSe") == CGRect(x: 0, y: 0, width: 375, height: 603))
    }
}
