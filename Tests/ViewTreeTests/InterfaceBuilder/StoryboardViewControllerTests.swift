import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting

/// Storyboard scenes as view controllers: classes, lazy views, outlets and actions on the controller,
/// segues performed with the navigation and presentation APIs.
@Suite struct StoryboardViewControllerTests {
    /// The root scene of `NavigationControllerTutorial.storyboard` (`customClass="ViewController"`): its
    /// button's action performs the controller's segue, as the tutorial's Swift code does.
    final class TutorialRootController: ViewController, NibOwner {
        var prepared: [(identifier: String?, destinationLoaded: Bool, sender: Any?)] = []
        var awoke = 0
        func registerConnections(_ connections: NibConnections) {
            connections.action("showFirstViewController:") { [weak self] _ in
                self?.performSegue(withIdentifier: "SegueToFirstVC", sender: self)
            }
        }
        override func awakeFromNib() {
            super.awakeFromNib()
            awoke += 1
        }
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            prepared.append((segue.identifier, segue.destination.isViewLoaded, sender))
        }
    }

    final class FirstController: ViewController {}

    static func tutorialRegistry() -> InterfaceBuilderRegistry {
        var registry = InterfaceBuilderRegistry.standard
        registry.registerViewController("ViewController") { TutorialRootController() }
        registry.registerViewController("FirstViewController") { FirstController() }
        return registry
    }

    @Test func theInitialNavigationControllerHoldsItsRootAndTheButtonPushesTheShowSegue() throws {
        let storyboard = try Storyboard(contentsOf: Fixtures.url("NavigationControllerTutorial.storyboard"), registry: Self.tutorialRegistry())
        let navigation = try #require(storyboard.instantiateInitialViewController() as? NavigationController)
        let root = try #require(navigation.viewControllers.first as? TutorialRootController)
        #expect(navigation.viewControllers.count == 1)
        #expect(root.awoke == 1)
        #expect(!root.isViewLoaded)                      // UIKit loads the scene's view on first use
        #expect(root.storyboard === storyboard)

        let t = TestWorld(device: .iPhoneX)
        t.show(navigation)
        let button = try #require(root.view.subviews.first as? Button)
        #expect(button.title(for: .normal) == "Show First View Controller")
        #expect(button.buttonType == .system)            // buttonType="roundedRect"
        tap(button, in: t)
        #expect(root.prepared.count == 1)
        #expect(root.prepared.first?.identifier == "SegueToFirstVC")
        #expect(root.prepared.first?.destinationLoaded == false)   // outlets of the destination are nil in prepare
        #expect(root.prepared.first?.sender as? TutorialRootController === root)
        t.waitForTransitions()
        #expect(navigation.viewControllers.count == 2)
        let first = try #require(navigation.topViewController as? FirstController)
        #expect(first.view.backgroundColor == Color(red: 1, green: 0.14913141730000001, blue: 0))
        #expect(first.storyboardLoadReport?.isEmpty == true)
    }

    @Test func theRealFileIsNotAmbiguousForTheChecker() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("NavigationControllerTutorial.storyboard"))
        #expect(check.issues.isEmpty)
        #expect(check.ambiguousViewIDs.isEmpty)
    }

    /// Written with the structure Xcode 14 saves: a home scene whose stack view holds two buttons, one
    /// with a modal segue, one with an action; a collection view scene with a flow layout and a prototype
    /// cell.
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="hom-vc-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <!--Home-->
                <scene sceneID="hom-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Home" title="Home" id="hom-vc-001" customClass="HomeController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="hom-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-vw-001">
                                        <rect key="frame" x="20" y="64" width="374" height="68"/>
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-pr-001">
                                                <rect key="frame" x="147" y="0.0" width="80" height="30"/>
                                                <state key="normal" title="Present"/>
                                                <connections>
                                                    <segue destination="grd-vc-001" kind="presentation" identifier="presentGrid" modalPresentationStyle="fullScreen" id="seg-pr-001"/>
                                                </connections>
                                            </button>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-tp-001">
                                                <rect key="frame" x="162" y="38" width="50" height="30"/>
                                                <state key="normal" title="Tap"/>
                                                <connections>
                                                    <action selector="tapped:" destination="hom-vc-001" eventType="touchUpInside" id="act-tp-001"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </stackView>
                                    <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" translatesAutoresizingMaskIntoConstraints="NO" id="dtp-vw-001">
                                        <rect key="frame" x="20" y="140" width="374" height="216"/>
                                    </datePicker>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="saf-gd-001"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="stk-vw-001" firstAttribute="top" secondItem="saf-gd-001" secondAttribute="top" constant="20" id="con-st-001"/>
                                    <constraint firstItem="stk-vw-001" firstAttribute="leading" secondItem="saf-gd-001" secondAttribute="leading" constant="20" id="con-sl-001"/>
                                    <constraint firstItem="saf-gd-001" firstAttribute="trailing" secondItem="stk-vw-001" secondAttribute="trailing" constant="20" id="con-sr-001"/>
                                    <constraint firstItem="dtp-vw-001" firstAttribute="top" secondItem="stk-vw-001" secondAttribute="bottom" constant="8" id="con-dt-001"/>
                                    <constraint firstItem="dtp-vw-001" firstAttribute="leading" secondItem="stk-vw-001" secondAttribute="leading" id="con-dl-001"/>
                                    <constraint firstItem="dtp-vw-001" firstAttribute="trailing" secondItem="stk-vw-001" secondAttribute="trailing" id="con-dr-001"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="stack" destination="stk-vw-001" id="out-st-001"/>
                                <segue destination="grd-vc-001" kind="push" identifier="pushGrid" id="seg-pu-001"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-rp-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
                <!--Grid-->
                <scene sceneID="grd-sc-001">
                    <objects>
                        <collectionViewController storyboardIdentifier="Grid" id="grd-vc-001" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grd-cv-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="1" minimumInteritemSpacing="2" id="grd-fl-001">
                                    <size key="itemSize" width="100" height="120"/>
                                    <size key="headerReferenceSize" width="0.0" height="30"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="4" minY="6" maxX="8" maxY="10"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Photo" id="grd-ce-001">
                                        <rect key="frame" x="4" y="6" width="100" height="120"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                                            <rect key="frame" x="0.0" y="0.0" width="100" height="120"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" id="grd-im-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="100" height="120"/>
                                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                </imageView>
                                            </subviews>
                                        </view>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </collectionViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-rp-002" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="800" y="0.0"/>
                </scene>
            </scenes>
        </document>
        """

    final class HomeController: ViewController, NibOwner {
        var stack: StackView?
        var taps = 0
        var allowsSegues = true
        var asked: [String] = []
        func registerConnections(_ connections: NibConnections) {
            connections.outlet("stack") { [weak self] (stack: StackView) in self?.stack = stack }
            connections.action("tapped:") { [weak self] _ in self?.taps += 1 }
        }
        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            asked.append(identifier)
            return allowsSegues
        }
    }

    static func storyboard() throws -> Storyboard {
        var registry = InterfaceBuilderRegistry.standard
        registry.registerViewController("HomeController") { HomeController() }
        return Storyboard(document: try InterfaceBuilderDocument(string: text), registry: registry)
    }

    @Test func outletsAndActionsGoToTheControllerWhenItsViewLoads() throws {
        let storyboard = try Self.storyboard()
        let home = try #require(storyboard.instantiateInitialViewController() as? HomeController)
        #expect(home.title == "Home")
        #expect(home.stack == nil)
        let t = TestWorld(device: .iPhoneX)
        t.show(home)
        let stack = try #require(home.stack)
        let tapButton = try #require(stack.arrangedSubviews.last as? Button)
        tap(tapButton, in: t)
        #expect(home.taps == 1)
        #expect(home.storyboardLoadReport?.unknownElements == ["datePicker"])
    }

    @Test func aStackViewLoadsWithItsArrangement() throws {
        let home = try #require(try Self.storyboard().instantiateViewController(withIdentifier: "Home") as? HomeController)
        let t = TestWorld(device: .iPhoneX)
        t.show(home)
        let stack = try #require(home.stack)
        #expect(stack.axis == .vertical)
        #expect(stack.distribution == .fillEqually)
        #expect(stack.alignment == .center)
        #expect(stack.spacing == 8)
        #expect(stack.arrangedSubviews.map { ($0 as? Button)?.title(for: .normal) } == ["Present", "Tap"])
        #expect(stack.arrangedSubviews.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        // fillEqually, vertical: two equal rows 8 pt apart; centred horizontally.
        let (present, tapButton) = (stack.arrangedSubviews[0], stack.arrangedSubviews[1])
        #expect(present.frame.height == tapButton.frame.height)
        #expect(tapButton.frame.minY == present.frame.maxY + 8)
        #expect(abs(present.frame.midX - stack.bounds.midX) <= 0.5)   // centred, to the pixel
        #expect(abs(stack.frame.minX - 20) < 0.01)
        // The safe area is pinned at the document's canvas insets: an iPhone 11 on Xcode 14's canvas (48 pt), then 20.
        #expect(abs(stack.frame.minY - (48 + 20)) < 0.01)
    }

    @Test func aButtonsModalSegueAsksTheControllerThenPresentsFullScreen() throws {
        let home = try #require(try Self.storyboard().instantiateInitialViewController() as? HomeController)
        let t = TestWorld(device: .iPhoneX)
        t.show(home)
        let present = try #require(home.stack?.arrangedSubviews.first as? Button)
        home.allowsSegues = false
        tap(present, in: t)
        #expect(home.asked == ["presentGrid"])
        #expect(home.presentedViewController == nil)
        home.allowsSegues = true
        tap(present, in: t)
        t.waitForTransitions()
        let grid = try #require(home.presentedViewController)
        #expect(grid.modalPresentationStyle == .fullScreen)
        #expect(grid.view is CollectionView)
        #expect(grid.presentingViewController === home)
    }

    @Test func aCollectionViewLoadsItsFlowLayoutAndPrototypeCells() throws {
        let storyboard = try Self.storyboard()
        let hierarchy = try storyboard.instantiateScene(withIdentifier: "Grid")
        let collection = try #require(hierarchy.topLevelViews.first as? CollectionView)
        let layout = try #require(collection.collectionViewLayout as? CollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.itemSize == CGSize(width: 100, height: 120))
        #expect(layout.minimumLineSpacing == 1)
        #expect(layout.minimumInteritemSpacing == 2)
        #expect(layout.headerReferenceSize == CGSize(width: 0, height: 30))
        #expect(layout.sectionInset == EdgeInsets(top: 6, left: 4, bottom: 10, right: 8))
        // At run time the prototype is a template, registered for its reuse identifier.
        #expect(hierarchy.collectionPrototypeCells["Photo"] != nil)
        #expect(!collection.subviews.contains { $0 is CollectionViewCell })
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "Photo", for: TableIndexPath(item: 0, section: 0))
        #expect(cell.reuseIdentifier == "Photo")
        // A new cell each time, with the prototype's subviews (not the template's own).
        let template = try #require(hierarchy.collectionPrototypeCells["Photo"])
        let other = collection.dequeueReusableCell(withReuseIdentifier: "Photo", for: TableIndexPath(item: 1, section: 0))
        #expect(cell !== template && other !== cell)
        #expect(cell.contentView.subviews.count == template.contentView.subviews.count)
        #expect(!cell.contentView.subviews.isEmpty && cell.contentView.subviews.first !== template.contentView.subviews.first)
    }

    @Test func aPushSegueOutsideANavigationControllerIsReportedAndShowsNothing() throws {
        let home = try #require(try Self.storyboard().instantiateInitialViewController() as? HomeController)
        let t = TestWorld(device: .iPhoneX)
        t.show(home)
        home.performSegue(withIdentifier: "pushGrid", sender: nil)
        t.waitForTransitions()
        #expect(home.presentedViewController == nil)
        #expect(t.simulation.diagnostics.contains { $0.code == Diagnostic.Code.viewController && $0.message.contains("Push segues") })
    }

    @Test func performingAnUnknownSegueIsADiagnostic() throws {
        let home = try #require(try Self.storyboard().instantiateInitialViewController() as? HomeController)
        let t = TestWorld(device: .iPhoneX)
        t.show(home)
        home.performSegue(withIdentifier: "nope", sender: nil)
        #expect(t.simulation.diagnostics.contains { $0.code == Diagnostic.Code.viewController && $0.message.contains("'nope'") })
        #expect(home.presentedViewController == nil)
    }

    @Test func eachInstantiationIsANewController() throws {
        let storyboard = try Self.storyboard()
        let a = storyboard.instantiateViewController(withIdentifier: "Grid")
        let b = try storyboard.viewController(withIdentifier: "Grid")
        #expect(a !== b && type(of: a) == type(of: b))
        #expect(throws: InterfaceBuilderError.self) { try storyboard.viewController(withIdentifier: "Nope") }
    }

    @Test func anUnregisteredCustomClassLoadsAsTheLibrarysControllerAndIsReported() throws {
        let storyboard = Storyboard(document: try InterfaceBuilderDocument(string: Self.text))
        let home = try #require(storyboard.instantiateInitialViewController())
        #expect(type(of: home) == ViewController.self)
        #expect(home.storyboardLoadReport?.entries.map(\.kind) == [.unknownCustomClass])
    }

    @Test func aStoryboardControllerIsFreedWithItsViewAndSegues() throws {
        weak var weakHome: HomeController?
        weak var weakWorld: Simulation?
        weak var weakButton: View?
        do {
            let home = try #require(try Self.storyboard().instantiateInitialViewController() as? HomeController)
            let t = TestWorld(device: .iPhoneX)
            t.show(home)
            weakHome = home
            weakWorld = t.simulation
            weakButton = home.stack?.arrangedSubviews.first
            #expect(weakButton != nil)
        }
        #expect(weakHome == nil)
        #expect(weakButton == nil)
        #expect(weakWorld == nil)
    }
}

/// A tap on `view` in the test world (touch down, 0.05 s, touch up), then the clock runs a turn.
private func tap(_ view: View, in world: TestWorld) {
    ViewTreeTesting.tap(view)
    world.simulation.run(for: 0)
}
