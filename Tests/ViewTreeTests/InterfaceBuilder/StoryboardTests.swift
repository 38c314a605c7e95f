import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// Storyboards: scenes, the initial view controller, identifiers and segues.
@Suite struct StoryboardTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc1">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="List" id="vc1" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                                        <rect key="frame" x="0.0" y="48" width="414" height="50"/>
                                        <connections>
                                            <segue destination="vc2" kind="show" identifier="showDetail" id="seg"/>
                                        </connections>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe1"/>
                                <constraints>
                                    <constraint firstItem="banner" firstAttribute="top" secondItem="safe1" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="banner" firstAttribute="leading" secondItem="v1" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="banner" firstAttribute="height" constant="50" id="c4"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="banner" destination="banner" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    final class ListOwner: NibOwner {
        var banner: View?
        func registerConnections(_ connections: NibConnections) {
            connections.outlet("banner") { [weak self] (view: View) in self?.banner = view }
        }
    }

    @Test func theInitialSceneLoadsWithItsOutletsAndSegues() throws {
        let storyboard = Storyboard(document: try InterfaceBuilderDocument(string: Self.text))
        #expect(storyboard.identifiers == ["List", "Detail"])
        let owner = ListOwner()
        let list = try #require(storyboard.instantiateInitialScene(owner: owner))
        #expect(list.topLevelViews.first === list.view(withID: "v1"))
        #expect(owner.banner === list.view(withID: "banner"))
        #expect(list.segues == [InterfaceBuilderSegue(identifier: "showDetail", kind: "show", destinationID: "vc2", relationship: nil, sourceID: "banner")])
        let detail = try #require(storyboard.instantiateDestinationScene(of: list.segues[0]))
        #expect(detail.view(withID: "v2")?.frame.size == CGSize(width: 414, height: 896))
    }

    @Test func scenesByIdentifier() throws {
        let storyboard = Storyboard(document: try InterfaceBuilderDocument(string: Self.text))
        #expect(try storyboard.instantiateScene(withIdentifier: "Detail").view(withID: "v2") != nil)
        #expect(throws: InterfaceBuilderError.self) { try storyboard.instantiateScene(withIdentifier: "Nope") }
    }

    @Test func theCheckerUsesTheDevicesSafeArea() throws {
        // An iPhone 11 (retina6_1) on Xcode 14's canvas: a 48-pt top safe-area inset (the twenty-fourth probe), so the
        // banner at y = 48 is in place.
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: Self.text))
        #expect(check.issues.isEmpty, "\(check.issues)")
        let moved = Self.text.replacingOccurrences(of: "y=\"48\" width=\"414\" height=\"50\"", with: "y=\"10\" width=\"414\" height=\"50\"")
        let misplaced = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: moved))
        #expect(misplaced.misplacedViewIDs == ["banner"])
        let issue = try #require(misplaced.issues.first)
        #expect(issue.message == "Frame for \"View\" will be different at run time. Expected: x=0, y=48, width=414, height=50. Actual: x=0, y=10, width=414, height=50.")
        #expect(!issue.isError && !misplaced.hasErrors)
    }
}
