import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a second probe of 30 real files taught (Docs/InterfaceBuilder.md, "Checked against real files"): each
/// test is the part of a real file that showed a false error, trimmed to Xcode's structure, and what Xcode
/// saved for it (the files carry no markers, so Xcode found them clean).
@Suite struct InterfaceBuilderCorpusTests {
    static func document(kind: String = "XIB", device: String = "retina4_7", toolsVersion: String = "21701", _ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(kind)" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
        \(body)
        </document>
        """
    }

    /// A tools version of Xcode 10.2, for trims of files whose iPhone canvas has the 20-pt status bar.
    static let preXcode11 = "14490.70"

    static func scene(_ view: String, controller: String = "vc") -> String {
        """
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="\(controller)" customClass="MemeViewController" sceneMemberID="viewController">
        \(view)
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
        """
    }

    func check(_ text: String) throws -> InterfaceBuilderCheck {
        InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text))
    }

    func frame(_ id: String, in check: InterfaceBuilderCheck) -> CGRect? {
        check.hierarchies.lazy.compactMap { $0.view(withID: id)?.frame }.first
    }

    // MARK: Bars

    /// MemeMe's `Main.storyboard`: toolbars pinned by their edges and no height; Pingy's: a navigation bar
    /// dropped in a view with an item titled "About". Their 20-pt status bar is that of an Xcode 8–10 canvas (an
    /// Xcode 11+ iPhone canvas has none, `canvasWithoutStatusBarToolsVersion`), so the trim says Xcode 10.2.
    static let bars = document(kind: "Storyboard.XIB", device: "retina5_5", toolsVersion: preXcode11, scene("""
        <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
            <subviews>
                <navigationBar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nav">
                    <rect key="frame" x="0.0" y="20" width="414" height="44"/>
                    <items>
                        <navigationItem title="About" id="navItem">
                            <barButtonItem key="leftBarButtonItem" title="Back" id="back">
                                <connections>
                                    <action selector="done:" destination="vc" id="a0"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                    </items>
                </navigationBar>
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="image">
                    <rect key="frame" x="0.0" y="64" width="414" height="628"/>
                </imageView>
                <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                    <rect key="frame" x="0.0" y="692" width="414" height="44"/>
                    <items>
                        <barButtonItem systemItem="camera" id="camera"/>
                        <barButtonItem title="Album" width="42" id="album"/>
                    </items>
                </toolbar>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="nav" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="nav" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="nav" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="image" firstAttribute="top" secondItem="nav" secondAttribute="bottom" id="c4"/>
                <constraint firstItem="image" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                <constraint firstAttribute="trailing" secondItem="image" secondAttribute="trailing" id="c6"/>
                <constraint firstItem="bar" firstAttribute="top" secondItem="image" secondAttribute="bottom" id="c7"/>
                <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c8"/>
                <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="c9"/>
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="bar" secondAttribute="bottom" id="c10"/>
            </constraints>
        </view>
        """))

    @Test func toolbarsAndNavigationBarsLoadAsTheirClassesWith44PointHeights() throws {
        let check = try check(Self.bars)
        #expect(check.issues.isEmpty, "\(check.issues)")
        let hierarchy = try #require(check.hierarchies.first)
        let toolbar = try #require(hierarchy.view(withID: "bar") as? Toolbar)
        #expect(toolbar.items?.map(\.title) == ["Camera", "Album"])
        #expect(toolbar.items?.last?.width == 42)
        #expect(toolbar.frame == CGRect(x: 0, y: 692, width: 414, height: 44))
        let bar = try #require(hierarchy.view(withID: "nav") as? NavigationBar)
        #expect(bar.topItem?.title == "About" && bar.topItem?.leftBarButtonItem?.title == "Back")
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 414, height: 44))
        #expect(frame("image", in: check) == CGRect(x: 0, y: 64, width: 414, height: 628))
        #expect(!check.report.unknownElements.contains("toolbar"))
        // At run time too: a bar's intrinsic height is UIKit's 44 pt.
        #expect(Toolbar(frame: .zero).intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 44))
        #expect(NavigationBar(frame: .zero).intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 44))
    }

    // MARK: Stack views

    /// open-market's `ProductRegisterView.xib`: an `equalSpacing` vertical stack with Xcode's "Standard"
    /// spacing in a scroll view's content layout guide; Xcode saved its fields at y = 0, 42, 84, 126 (34-pt
    /// fields 8 pt apart) and the stack 160 tall.
    static let standardSpacing = document("""
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="10" y="0.0" width="394" height="160"/>
                                <subviews>
                                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="34" translatesAutoresizingMaskIntoConstraints="NO" id="f1">
                                        <rect key="frame" x="0.0" y="0.0" width="394" height="34"/>
                                    </view>
                                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="34" translatesAutoresizingMaskIntoConstraints="NO" id="f2">
                                        <rect key="frame" x="0.0" y="42" width="394" height="34"/>
                                    </view>
                                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="34" translatesAutoresizingMaskIntoConstraints="NO" id="f3">
                                        <rect key="frame" x="0.0" y="84" width="394" height="34"/>
                                    </view>
                                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="34" translatesAutoresizingMaskIntoConstraints="NO" id="f4">
                                        <rect key="frame" x="0.0" y="126" width="394" height="34"/>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="top" id="c1"/>
                            <constraint firstItem="stack" firstAttribute="width" secondItem="content" secondAttribute="width" constant="-20" id="c2"/>
                            <constraint firstItem="stack" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c3"/>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="frameGuide" secondAttribute="leading" constant="10" id="c4"/>
                            <constraint firstItem="stack" firstAttribute="trailing" secondItem="frameGuide" secondAttribute="trailing" constant="-10" id="c5"/>
                        </constraints>
                        <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                        <viewLayoutGuide key="frameLayoutGuide" id="frameGuide"/>
                    </scrollView>
                </subviews>
                <constraints>
                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
                    <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                    <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                    <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
                </constraints>
            </view>
        </objects>
        """)

    @Test func standardSpacingIs8PointsAndAnEqualSpacingStackHugsItsViews() throws {
        let check = try check(Self.standardSpacing)
        #expect(check.issues.isEmpty, "\(check.issues)")
        let stack = try #require(check.hierarchies.first?.view(withID: "stack") as? StackView)
        #expect(stack.spacing == StackView.spacingUseSystem && stack.spacing.sign == .minus)
        #expect(["f1", "f2", "f3", "f4"].map { frame($0, in: check)?.minY } == [0, 42, 84, 126])
        #expect(frame("stack", in: check)?.height == 160)
    }

    @Test func aTextViewThatDoesNotScrollKeepsTheHeightXcodeMeasured() throws {
        // open-market's `ProductRegisterView.xib`: a non-scrolling body-style text view saved 35 tall, placed by its
        // top, leading and trailing only.
        let check = try check(Self.document(toolsVersion: "12000", """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" textAlignment="justified" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                            <rect key="frame" x="0.0" y="326" width="414" height="35"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </textView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="text" firstAttribute="top" secondItem="root" secondAttribute="top" constant="326" id="c1"/>
                        <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" id="c3"/>
                    </constraints>
                </view>
            </objects>
            """))
        #expect(frame("text", in: check)?.height == 35)
        #expect(check.issues.isEmpty, "\(check.issues)")
    }

    // MARK: Collection view cells

    /// ExampleApp's `Photo.storyboard`: a 100 × 100 prototype cell whose image view is pinned to the cell.
    static let photoCell = document(kind: "Storyboard.XIB", toolsVersion: "14460.31", scene("""
        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="collection">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="1" minimumInteritemSpacing="1" id="layout">
                <size key="itemSize" width="100" height="100"/>
            </collectionViewFlowLayout>
            <cells>
                <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="Photo" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="photo">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            </imageView>
                        </subviews>
                    </view>
                    <constraints>
                        <constraint firstItem="photo" firstAttribute="leading" secondItem="cell" secondAttribute="leading" id="c1"/>
                        <constraint firstItem="photo" firstAttribute="top" secondItem="cell" secondAttribute="top" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="photo" secondAttribute="trailing" id="c3"/>
                        <constraint firstAttribute="bottom" secondItem="photo" secondAttribute="bottom" id="c4"/>
                    </constraints>
                </collectionViewCell>
            </cells>
        </collectionView>
        """).replacingOccurrences(of: "<viewController id", with: "<collectionViewController id")
            .replacingOccurrences(of: "</viewController>", with: "</collectionViewController>"))

    @Test func aCollectionViewCellIsSizedByItsLayoutNotByItsConstraints() throws {
        // The file's tools version has a build suffix ("14460.31"): Xcode 10.1, which writes
        // translatesAutoresizingMaskIntoConstraints itself, so the cell its constraints name is not placed by them.
        #expect(try InterfaceBuilderDocument(string: Self.photoCell).toolsVersion == 14460)
        let check = try check(Self.photoCell)
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("cell", in: check)?.size == CGSize(width: 100, height: 100))
        #expect(frame("photo", in: check) == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    // MARK: Buttons

    /// Pingy's `Main.storyboard`: a 33-pt "Start" button in the 17-pt system font, and a label in 17-pt bold
    /// whose baseline is the button's (Xcode saved the label at y = 32, 21 tall: its baseline at about 48.9,
    /// the button's title baseline at 26 + 6.4 + 16.2).
    static let buttonBaseline = document(toolsVersion: "8191", """
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="start">
                        <rect key="frame" x="20" y="26" width="46" height="33"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <state key="normal" title="Start"/>
                        <connections>
                            <action selector="startPing:" destination="-1" eventType="touchUpInside" id="a1"/>
                            <action selector="copy:" destination="-2" eventType="touchUpInside" id="a2"/>
                        </connections>
                    </button>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Pingy" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="136" y="32" width="47" height="21"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="stop">
                        <rect key="frame" x="254" y="26" width="46" height="33"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <state key="normal" title="Stop"/>
                        <connections>
                            <action selector="stopPing:" destination="-1" eventType="touchUpInside" id="a3"/>
                        </connections>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="start" firstAttribute="top" secondItem="root" secondAttribute="top" constant="26" id="c1"/>
                    <constraint firstItem="start" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                    <constraint firstItem="start" firstAttribute="baseline" secondItem="title" secondAttribute="baseline" id="c3"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="start" secondAttribute="trailing" constant="70" id="c4"/>
                    <constraint firstItem="title" firstAttribute="baseline" secondItem="stop" secondAttribute="baseline" id="c5"/>
                    <constraint firstItem="stop" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="71" id="c6"/>
                </constraints>
            </view>
        </objects>
        """)

    @Test func aButtonsFontIsItsTitlesAndItsBaselineIsItsCentredTitles() throws {
        let check = try check(Self.buttonBaseline)
        #expect(!check.misplacedViewIDs.contains("title"), "\(check.issues)")
        let button = try #require(check.hierarchies.first?.view(withID: "start") as? Button)
        #expect(button.titleLabel?.font.pointSize == 17)
        let label = try #require(frame("title", in: check))
        #expect(abs(label.minY - 32) <= 1)
    }

    @Test func actionsToFirstResponderAreNotReportedAndAnUnregisteredTargetIsSaidOnce() throws {
        let check = try check(Self.buttonBaseline)
        let actions = check.report.entries.filter { $0.kind == .unconnectedAction }
        #expect(actions.count == 1)
        #expect(actions.first?.id == "a1")
        #expect(actions.first?.message.contains("startPing:, stopPing:") == true)
    }

    /// open-market's `ImageAddHeaderView.xib` (Xcode 13): a button with an iOS 15 configuration.
    static let configuredButton = document("""
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <collectionReusableView opaque="NO" clipsSubviews="YES" contentMode="center" id="header">
                <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                        <rect key="frame" x="16" y="16" width="96" height="96"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="filled" imagePlacement="top" title="0 / 5" imagePadding="4" cornerStyle="capsule">
                            <imageReference key="image" image="camera.fill" catalog="system" symbolScale="small"/>
                            <preferredSymbolConfiguration key="preferredSymbolConfigurationForImage" configurationType="font" scale="large">
                                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
                            </preferredSymbolConfiguration>
                            <color key="baseForegroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </buttonConfiguration>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="add" secondAttribute="trailing" constant="16" id="c1"/>
                    <constraint firstAttribute="bottom" secondItem="add" secondAttribute="bottom" constant="16" id="c2"/>
                    <constraint firstItem="add" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="16" id="c3"/>
                    <constraint firstItem="add" firstAttribute="top" secondItem="header" secondAttribute="top" constant="16" id="c4"/>
                </constraints>
            </collectionReusableView>
        </objects>
        """)

    @Test func aButtonConfigurationIsAppliedAndWhatItDoesNotModelIsReported() throws {
        let loaded = Nib(document: try InterfaceBuilderDocument(string: Self.configuredButton)).instantiateHierarchy(withOwner: nil)
        let button = try #require(loaded.view(withID: "add") as? Button)
        let configuration = try #require(button.configuration)
        #expect(configuration.title == "0 / 5")
        #expect(configuration.imagePlacement == .top && configuration.imagePadding == 4)
        #expect(configuration.cornerStyle == .capsule)
        #expect(configuration.image == Image(systemName: "camera.fill"))
        #expect(configuration.baseForegroundColor == Color(white: 0, alpha: 1))
        #expect(button.titleLabel?.text == "0 / 5")
        let entries = loaded.report.entries.filter { $0.kind == .unmodelledContent }
        #expect(entries.map(\.element) == ["buttonConfiguration"])
        #expect(entries.first?.message.contains("preferredSymbolConfigurationForImage") == true)
    }

    // MARK: Safe area

    /// A scene's root view with one view, `content`, pinned to its safe area's four edges.
    static func safeAreaRoot(screen: CGSize, content: CGRect) -> String {
        """
        <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="\(screen.width)" height="\(screen.height)"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="\(content.minX)" y="\(content.minY)" width="\(content.width)" height="\(content.height)"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
            </constraints>
        </view>
        """
    }

    /// MemeMe's `Main.storyboard`: a tab bar controller whose tabs are navigation controllers; Xcode saved
    /// their root controllers' collection view (pinned to the safe area) 623 pt tall on a 736-pt iPhone
    /// (64 above for the status and navigation bars, 49 below for the tab bar: an Xcode 8–10 canvas).
    static let tabs = document(kind: "Storyboard.XIB", device: "retina5_5", toolsVersion: preXcode11, """
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tabBar">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                        </tabBar>
                        <connections>
                            <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                            <rect key="frame" x="0.0" y="20" width="414" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="r2"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <viewController id="list" sceneMemberID="viewController">
        \(safeAreaRoot(screen: CGSize(width: 414, height: 736), content: CGRect(x: 0, y: 64, width: 414, height: 623)))
                        <navigationItem key="navigationItem" title="Sent Memes" id="item"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
        """)

    @Test func aTabsNavigationRootLosesTheTabBarFromItsSafeArea() throws {
        let check = try check(Self.tabs)
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("content", in: check) == CGRect(x: 0, y: 64, width: 414, height: 623))
    }

    @Test func anIPadsNavigationBarIs50PointsTall() throws {
        // ios-project-manager's `TaskListViewController.storyboard` (Xcode 13, iPad Pro 11" landscape): its navigation
        // controller's bar is saved at y = 24, 50 tall, and the content pinned to the safe area at y = 74. (The
        // navigation controller scene was left out of this trim before; the navigation item alone gives no bar.)
        let text = Self.document(kind: "Storyboard.XIB", device: "ipad11_0rounded", """
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                                <rect key="frame" x="0.0" y="24" width="834" height="50"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
            \(Self.safeAreaRoot(screen: CGSize(width: 834, height: 1194), content: CGRect(x: 0, y: 74, width: 834, height: 1100)))
                            <navigationItem key="navigationItem" title="Project Manager" id="item"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            """)
        let check = try check(text)
        #expect(frame("content", in: check)?.minY == 74)
        #expect(check.issues.isEmpty, "\(check.issues)")
    }

    /// home-assistant's `ClientEvents.storyboard` (Xcode 12, iPhone 8): a view pinned to a table cell's content-view
    /// margins is saved at (16, 11).
    @Test func aTableCellsContentMarginsAre16AtTheSidesAnd11AboveAndBelow() throws {
        let text = Self.document(toolsVersion: "17154", """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="11" width="343" height="28"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                            <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c3"/>
                            <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
            """)
        let check = try check(text)
        #expect(frame("box", in: check) == CGRect(x: 16, y: 11, width: 343, height: 28))
        #expect(check.issues.isEmpty, "\(check.issues)")
    }

    /// kickstarter's `SettingsTableViewCell.xib` (Xcode 10.1, tools 14460, iPhone 8): a full-screen top-level view
    /// still showed the 20-pt status bar; a view pinned 6 pt below its safe area is saved at y = 26. From Xcode 11
    /// the same view has no status bar (IBLinter's `DuplicateConstraint.xib`, a fixture).
    @Test func anXcode10XibsFullScreenViewHasTheStatusBarInItsSafeArea() throws {
        func body(_ y: Int) -> String {
            """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="\(y)" width="355" height="45"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="45" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="c2"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="6" id="c3"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </objects>
            """
        }
        let xcode10 = try check(Self.document(toolsVersion: "14460.31", body(26)))
        #expect(frame("box", in: xcode10)?.minY == 26)
        #expect(xcode10.issues.isEmpty, "\(xcode10.issues)")
        let xcode11 = try check(Self.document(toolsVersion: "16097", body(6)))
        #expect(frame("box", in: xcode11)?.minY == 6)
        #expect(xcode11.issues.isEmpty, "\(xcode11.issues)")
    }

    // MARK: A stretched multi-line label

    /// eurofurence's `MessageTableViewCell.xib` (Xcode 9): a two-line "Label" that the lowest vertical hugging
    /// priority stretched to 26 pt is one line of text; counted as two lines from its frame, it was compressed
    /// against another label of the same compression resistance, and both were reported ambiguous.
    static let stretchedMultilineLabel = document(toolsVersion: "13196", """
        <objects>
            <tableViewCell contentMode="scaleToFill" rowHeight="96" id="cell">
                <rect key="frame" x="0.0" y="0.0" width="320" height="96"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                    <rect key="frame" x="0.0" y="0.0" width="287" height="95.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" lineBreakMode="tailTruncation" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="synopsis">
                            <rect key="frame" x="22" y="61" width="257" height="26"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" text="Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="subject">
                            <rect key="frame" x="22" y="35" width="257" height="18"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="subject" firstAttribute="top" secondItem="content" secondAttribute="top" constant="35" id="c1"/>
                        <constraint firstItem="synopsis" firstAttribute="top" secondItem="subject" secondAttribute="bottom" constant="8" id="c2"/>
                        <constraint firstAttribute="bottomMargin" secondItem="synopsis" secondAttribute="bottom" id="c3"/>
                        <constraint firstItem="subject" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="22" id="c4"/>
                        <constraint firstItem="synopsis" firstAttribute="leading" secondItem="subject" secondAttribute="leading" id="c5"/>
                        <constraint firstAttribute="trailingMargin" secondItem="subject" secondAttribute="trailing" id="c6"/>
                        <constraint firstAttribute="trailingMargin" secondItem="synopsis" secondAttribute="trailing" id="c7"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </objects>
        """)

    @Test func aStretchedMultilineLabelIsOneLineOfTextAndNotAmbiguous() throws {
        let check = try check(Self.stretchedMultilineLabel)
        #expect(!check.issues.contains { $0.kind == .missingConstraints }, "\(check.issues.map(\.message))")
        let synopsis = check.hierarchies.lazy.compactMap { $0.view(withID: "synopsis") }.first
        #expect(synopsis?.placeholderIntrinsicContentSize?.height == 16)   // one 13-pt line at 2×, not two
    }
}
