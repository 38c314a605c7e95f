import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting

/// A storyboard table's prototype cells at run time: each dequeue makes a new cell from the prototype (its class,
/// subviews and outlets), and a styled prototype has its own `textLabel` and `detailTextLabel`, configured by the
/// file's labels, as UIKit unarchives them.
@Suite struct StoryboardPrototypeCellTests {
    final class BadgeCell: TableViewCell, NibOwner {
        var badge: Label?
        func registerConnections(_ connections: NibConnections) {
            connections.outlet("badge") { [weak self] (label: Label) in self?.badge = label }
        }
    }

    final class InboxController: TableViewController {
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            if indexPath.row == 0 {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Subtitle", for: indexPath)
                cell.detailTextLabel?.text = "3 unread"
                return cell
            }
            let cell = tableView.dequeueReusableCell(withIdentifier: "Badge", for: indexPath)
            (cell as? BadgeCell)?.badge?.text = "\(indexPath.row)"
            return cell
        }
    }

    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="inb-vc-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="inb-sc-001">
                    <objects>
                        <tableViewController id="inb-vc-001" customClass="InboxController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="inb-tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Subtitle" textLabel="sub-tl-001" detailTextLabel="sub-dl-001" style="IBUITableViewCellStyleSubtitle" id="sub-cl-001">
                                        <rect key="frame" x="0.0" y="50" width="375" height="55.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="sub-cl-001" id="sub-cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="348.5" height="55.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Inbox" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="sub-tl-001">
                                                    <rect key="frame" x="16" y="10" width="42" height="20.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="sub-dl-001">
                                                    <rect key="frame" x="16" y="31.5" width="44" height="14.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="Badge" id="bdg-cl-001" customClass="BadgeCell" customModule="App" customModuleProvider="target">
                                        <rect key="frame" x="0.0" y="105.5" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="bdg-cl-001" id="bdg-cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-lb-001">
                                                    <rect key="frame" x="16" y="11.5" width="10" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="bdg-lb-001" firstAttribute="leading" secondItem="bdg-cv-001" secondAttribute="leadingMargin" id="bdg-c1-001"/>
                                                <constraint firstItem="bdg-lb-001" firstAttribute="centerY" secondItem="bdg-cv-001" secondAttribute="centerY" id="bdg-c2-001"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="badge" destination="bdg-lb-001" id="bdg-ot-001"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="inb-vc-001" id="inb-ds-001"/>
                                    <outlet property="delegate" destination="inb-vc-001" id="inb-dl-001"/>
                                </connections>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="inb-fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func eachDequeueMakesANewCellFromThePrototype() throws {
        var registry = InterfaceBuilderRegistry.standard
        registry.registerViewController("InboxController") { InboxController(style: .plain) }
        registry.registerClass("BadgeCell", BadgeCell.self)
        let storyboard = Storyboard(document: try InterfaceBuilderDocument(string: Self.text), registry: registry)
        let inbox = try #require(storyboard.instantiateInitialViewController() as? InboxController)
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        t.show(inbox)
        let table = inbox.tableView!
        table.layoutIfNeeded()

        let styled = try #require(table.cellForRow(at: TableIndexPath(row: 0, section: 0)))
        #expect(styled.style == .subtitle && styled.accessoryType == .disclosureIndicator)
        #expect(styled.textLabel?.text == "Inbox" && styled.detailTextLabel?.text == "3 unread")
        #expect(styled.detailTextLabel?.font.pointSize == 12)
        // The file's labels are the cell's own, not extra subviews.
        #expect(styled.contentView.subviews.filter { $0 is Label }.count == 2)

        let first = try #require(table.cellForRow(at: TableIndexPath(row: 1, section: 0)) as? BadgeCell)
        let second = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)) as? BadgeCell)
        #expect(first !== second && first.badge !== second.badge)
        #expect(first.badge?.text == "1" && second.badge?.text == "2")
        #expect(first.badge?.superview === first.contentView)
        #expect(first.selectionStyle == .none && first.reuseIdentifier == "Badge")
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(!t.simulation.diagnostics.contains { $0.message.contains("no class registered") })
    }
}
