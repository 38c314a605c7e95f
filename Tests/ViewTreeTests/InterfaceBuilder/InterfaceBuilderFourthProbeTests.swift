import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a fourth probe of 44 real files taught (Docs/InterfaceBuilder.md, "A fourth probe"): each file is a fixture
/// Xcode saved without markers (so Xcode found it clean), and the frames below are the ones Xcode saved.
@Suite struct InterfaceBuilderFourthProbeTests {
    func check(_ file: String) throws -> InterfaceBuilderCheck {
        InterfaceBuilderChecker.check(try Fixtures.document(file))
    }

    func frame(_ id: String, in check: InterfaceBuilderCheck) -> CGRect? {
        check.hierarchies.lazy.compactMap { $0.view(withID: id)?.frame }.first
    }

    /// WordPress-iOS's `SingleButtonTableViewCell.xib` (Xcode 13; GPL, so not kept: `Synthetic-SFSymbolImageView`
    /// reproduces its structure) shows the SF Symbol `info.circle` (`<imageReference … catalog="system">`, catalog size
    /// 128 × 121) in an image view sized by its image, saved 20 × 19: without the symbol the image view had no
    /// intrinsic size, and Xcode's verdict (clean) was 4 "Missing Constraints" errors.
    @Test func aSystemSymbolImageViewHasTheSizeXcodeLaysTheSymbolOutAt() throws {
        let check = try check("Synthetic-SFSymbolImageView.storyboard")
        #expect(check.issues.isEmpty, "\(check.issues)")
        let icon = try #require(frame("img", in: check))
        #expect(icon.width == 20 && abs(icon.height - 19) <= 0.5, "\(icon)")
        // At run time the image view shows the symbol image.
        let storyboard = try Fixtures.document("Synthetic-SFSymbolImageView.storyboard")
        let loaded = InterfaceBuilderChecker.check(storyboard).hierarchies.lazy.compactMap { $0.view(withID: "img") as? ImageView }.first
        #expect(loaded?.image?.isSymbolImage == true)
        #expect(loaded?.image?.name == "info.circle")
    }

    /// A preferred symbol configuration's point size and scale size the symbol: 34 pt large is twice 17 pt, times the
    /// large scale's factor.
    @Test func aPreferredSymbolConfigurationSizesTheSymbol() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                        <subviews>
                            <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                <imageReference key="image" image="trash" catalog="system"/>
                                <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34" scale="large"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="icon" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                            <constraint firstItem="icon" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                        </constraints>
                    </view>
                </objects>
                <resources>
                    <image name="trash" catalog="system" width="121" height="128"/>
                </resources>
            </document>
            """
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text))
        let side = 34 * Image.symbolLargeScaleFactor * 20 / 17
        let size = try #require(frame("icon", in: check)?.size)
        #expect(abs(size.height - side) <= 0.5 && abs(size.width - side * 121 / 128) <= 0.5, "\(size)")
        #expect(check.issues.allSatisfy { $0.kind != .missingConstraints }, "\(check.issues)")
    }

    /// An empty label (`text=""`) has no intrinsic size on the canvas, as at run time: QGroundControl's launch screen
    /// (a fifth probe, Docs/InterfaceBuilder.md) pins one 20 pt above the bottom; Xcode 8.3 saved it 0 pt tall at
    /// y = 460 with no marker, and Xcode 6.1, 7.0 and 10.1 marked its older frame (y = 439, 21 tall) misplaced. The
    /// file's structure, written out here.
    @Test func anEmptyLabelHasNoIntrinsicSize() throws {
        func document(labelFrame: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                                \(labelFrame)
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="bottom" secondItem="empty" secondAttribute="bottom" constant="20" id="c1"/>
                            <constraint firstItem="empty" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                            <constraint firstAttribute="centerX" secondItem="empty" secondAttribute="centerX" id="c3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        }
        let saved = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: document(labelFrame: #"<rect key="frame" x="20" y="460" width="440" height="0.0"/>"#)))
        #expect(saved.issues.isEmpty, "\(saved.issues)")
        #expect(frame("empty", in: saved) == CGRect(x: 20, y: 460, width: 440, height: 0))
        let older = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: document(labelFrame: #"<rect key="frame" x="20" y="439" width="441" height="21"/>"#)))
        #expect(older.issues.map(\.kind) == [.misplacedView], "\(older.issues)")
    }

    /// kharrison/CodeExamples' `StackMargin` storyboard (Xcode 11.3): a stack view with `<directionalEdgeInsets
    /// key="directionalLayoutMargins">` of 20 and no `layoutMarginsRelativeArrangement` attribute; Xcode saved its
    /// label at (20, 20).
    @Test func aStackViewWithItsOwnMarginsArrangesItsViewsInsideThem() throws {
        let check = try check("kharrison-StackMargin.storyboard")
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("1a2-vI-t12", in: check)?.origin == CGPoint(x: 20, y: 20))
        let stack = try #require(check.hierarchies.lazy.compactMap { $0.view(withID: "B6B-Ar-Vbw") as? StackView }.first)
        #expect(stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.directionalLayoutMargins == DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
    }

    /// kharrison/CodeExamples' `Margins` storyboard (Xcode 10.2, iPhone 8): a view with 8-pt margins preserving its
    /// superview's (the root's 16-pt side margins) has a view pinned to its margins at x = 16; so does a stack view
    /// with fixed 8-pt margins that preserves them (its views at (16, 8)).
    @Test func preservingSuperviewMarginsTakesTheRootsSideMargins() throws {
        let check = try check("kharrison-Margins.storyboard")
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("6oh-2I-dGi", in: check) == CGRect(x: 16, y: 8, width: 343, height: 285.5))
        #expect(frame("Pg6-xB-oLj", in: check) == CGRect(x: 16, y: 8, width: 167.5, height: 285.5))
        // The controller is its navigation controller's root: its safe area starts below the bar (y = 64).
        #expect(frame("oX0-Fe-eY0", in: check)?.minY == 64)
    }

    /// WordPress-iOS's `QuickStartChecklistCell.xib` (Xcode 10.1, iPhone 8; GPL, so not kept:
    /// `Synthetic-CellMarginsXcode10` reproduces its structure): the cell and its content view preserve their
    /// superview's margins, so the content view's are the cell's 16-pt side margins (a label at leadingMargin + 48 was
    /// saved at x = 64).
    @Test func aCellsContentViewPreservingItsMarginsHasTheCells16PointSides() throws {
        let check = try check("Synthetic-CellMarginsXcode10.xib")
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("ttl-l0-001", in: check)?.minX == 64)
    }

    /// A `<navigationItem>` alone gives no navigation bar: PhoneNumberKit's AsYouType `Main.storyboard` (Xcode 7.1,
    /// the initial controller, no navigation controller) saved a text field 0 pt below the top layout guide at y = 20
    /// (nextcloud's `NCCreateFolder.storyboard`, Xcode 15, GPL and not kept, agrees: a label 15 pt below the safe area
    /// at y = 62 on a device with a 47-pt inset).
    @Test func aNavigationItemWithoutANavigationControllerGivesNoBar() throws {
        let asYouType = try check("phonenumberkit-AsYouType.storyboard")
        #expect(asYouType.issues.isEmpty, "\(asYouType.issues)")
        #expect(frame("RfZ-67-gtf", in: asYouType)?.minY == 20)
    }

    /// A controller pushed by a `show` segue from a navigation controller's root is in the navigation stack too. On an
    /// Xcode 11+ iPhone 8 canvas the bar is all there is above the safe area (no status bar: kharrison's `DarkTheme`
    /// storyboard, Xcode 11.4, pins a navigation root's text view to its safe area at y = 44).
    @Test func aControllerPushedFromANavigationRootHasTheBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="listRoot">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                                        <rect key="frame" x="0.0" y="44" width="46" height="30"/>
                                        <connections><segue destination="detail" kind="show" id="s"/></connections>
                                    </button>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="go" firstAttribute="top" secondItem="g1" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="go" firstAttribute="leading" secondItem="listRoot" secondAttribute="leading" id="c2"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="g1"/>
                            </view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="detail" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="detailRoot">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="0.0" y="44" width="100" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="w"/>
                                            <constraint firstAttribute="height" constant="100" id="h"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="g2" secondAttribute="top" id="c3"/>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="detailRoot" secondAttribute="leading" id="c4"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="g2"/>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("box", in: check)?.minY == 44)
    }

    /// ioscreator's `ChangeScreensDemo` storyboard (Xcode 4.6, `version="2.0"`, views saved without frames): Xcode 5
    /// and later open it, and so does ViewTree; Xcode found it clean.
    @Test func anXcode4StoryboardLoadsAndIsClean() throws {
        let document = try Fixtures.document("ioscreator-ChangeScreens-Xcode4.storyboard")
        #expect(document.kind == .storyboard)
        let check = InterfaceBuilderChecker.check(document)
        #expect(check.issues.isEmpty, "\(check.issues)")
    }

    /// kharrison/CodeExamples' `TableView State Restore` storyboard (Xcode 4.6): a Basic prototype's `textLabel`,
    /// saved with `translatesAutoresizingMaskIntoConstraints="NO"` and no frame or constraint, is placed by its cell
    /// (two false "Missing Constraints" errors before).
    @Test func aStyledCellsBuiltInLabelIsPlacedByTheCell() throws {
        let check = try check("kharrison-TableViewStateRestore-Xcode4.storyboard")
        #expect(check.issues.isEmpty, "\(check.issues)")
    }

    /// kharrison/CodeExamples' `ScrollGuide-IB` storyboard (Xcode 11, iPhone 8, a navigation controller's root): a
    /// button 8 pt below its full-screen scroll view's safe area was saved at y = 8, not 72: the scroll view takes the
    /// 64 pt of status and navigation bars into its content inset. The rest of that file (a stack view whose image and
    /// title ViewTree measures differently) is not clean yet, so this is the probe's minimal copy of its structure.
    static let scrollViewUnderABar = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14868" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nc">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sc"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="8" y="8" width="25" height="24"/><constraints><constraint firstAttribute="width" constant="25" id="w"/><constraint firstAttribute="height" constant="24" id="h"/></constraints></view></subviews><constraints><constraint firstItem="b" firstAttribute="leading" secondItem="ssa" secondAttribute="leading" constant="8" id="x1"/><constraint firstItem="b" firstAttribute="top" secondItem="ssa" secondAttribute="top" constant="8" id="x2"/><constraint firstItem="b" firstAttribute="trailing" secondItem="cg" secondAttribute="trailing" id="x3"/><constraint firstItem="b" firstAttribute="bottom" secondItem="cg" secondAttribute="bottom" id="x4"/></constraints><viewLayoutGuide key="safeArea" id="ssa"/><viewLayoutGuide key="contentLayoutGuide" id="cg"/><viewLayoutGuide key="frameLayoutGuide" id="fg"/></scrollView>
                                    </subviews>
                                    <constraints>
            <constraint firstItem="sc" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/><constraint firstAttribute="trailing" secondItem="sc" secondAttribute="trailing" id="c3"/><constraint firstItem="sc" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/><constraint firstAttribute="bottom" secondItem="sc" secondAttribute="bottom" id="c4"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                </view>
            <navigationItem key="navigationItem" title="T" id="ni"/>
                            </viewController>
                        </objects>
                    </scene>
            <scene sceneID="s2"><objects><navigationController id="nc" sceneMemberID="viewController"><navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar><connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="sg"/></connections></navigationController></objects></scene>
                </scenes>
            </document>
            """

    @Test func aScrollViewsSafeAreaUnderANavigationBarStartsAtItsContent() throws {
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: Self.scrollViewUnderABar))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("b", in: check)?.minY == 8)
        // With `contentInsetAdjustmentBehavior="never"` the content is not inset: the guide starts below the bars.
        let never = Self.scrollViewUnderABar.replacingOccurrences(of: "<scrollView clipsSubviews", with: "<scrollView contentInsetAdjustmentBehavior=\"never\" clipsSubviews")
        let unadjusted = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: never))
        #expect(unadjusted.misplacedViewIDs == ["b"], "\(unadjusted.issues)")
    }
}
