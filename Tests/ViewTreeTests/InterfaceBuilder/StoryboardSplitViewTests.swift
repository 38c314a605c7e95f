import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting

/// A storyboard shaped as Xcode's Master-Detail template: a split view controller whose master is a navigation
/// controller and whose detail is a plain scene, with a `showDetail` segue from the master.
@Suite struct StoryboardSplitViewTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="spl-vc-001">
            <scenes>
                <scene sceneID="spl-sc-001">
                    <objects>
                        <splitViewController id="spl-vc-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav-vc-001" kind="relationship" relationship="masterViewController" id="seg-ms-001"/>
                                <segue destination="dtl-vc-001" kind="relationship" relationship="detailViewController" id="seg-dt-001"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="nav-sc-001">
                    <objects>
                        <navigationController title="Master" id="nav-vc-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="mst-vc-001" kind="relationship" relationship="rootViewController" id="seg-rt-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="mst-sc-001">
                    <objects>
                        <viewController title="List" id="mst-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="mst-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="768"/>
                            </view>
                            <connections>
                                <segue destination="dtl-vc-002" kind="showDetail" identifier="showDetail" id="seg-sd-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="dtl-sc-001">
                    <objects>
                        <viewController title="Detail" id="dtl-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dtl-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="704" height="768"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="dtl-sc-002">
                    <objects>
                        <viewController title="Chosen" id="dtl-vc-002" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dtl-vw-002">
                                <rect key="frame" x="0.0" y="0.0" width="704" height="768"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func theMasterDetailTemplateLoadsAndItsShowDetailSegueReplacesTheDetail() throws {
        let t = TestWorld(windowSize: CGSize(width: 1024, height: 768))
        let storyboard = Storyboard(document: try InterfaceBuilderDocument(string: Self.text))
        let split = try #require(storyboard.instantiateInitialViewController() as? SplitViewController)
        let master = try #require(split.viewControllers.first as? NavigationController)
        #expect(split.viewControllers.count == 2)
        #expect(master.topViewController?.title == "List")
        #expect(split.viewControllers.last?.title == "Detail")
        t.show(split)
        t.run(for: 0.1)
        #expect(split.displayMode == .oneBesideSecondary && master.view.frame.width == 320)
        let list = try #require(master.topViewController)
        list.performSegue(withIdentifier: "showDetail", sender: nil)
        t.run(for: 1)
        #expect(split.viewController(for: .secondary)?.title == "Chosen")
        #expect(list.presentedViewController == nil, "shown in the split view, not presented")
    }
}
