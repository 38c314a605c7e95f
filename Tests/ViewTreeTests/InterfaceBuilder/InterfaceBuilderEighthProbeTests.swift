import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What an eighth probe of real files taught (Docs/InterfaceBuilder.md, "An eighth probe"): a table view cell's side
/// margins on the canvas follow the cell's own width, not the device's (20 pt from 400 pt on, 16 below), and Xcode
/// 9.3 already gave a cell's content view its own margins (11 pt above and below). Every file below was saved without
/// markers, so Xcode found it clean at the frames it saved.
@Suite struct InterfaceBuilderEighthProbeTests {
    /// nRF Toolbox's `FindMeTableViewCell.xib` (Xcode 11, iPhone 11): a 412-pt cell, a stack 16 pt inside the content
    /// view's leading margin saved at x = 36 (margin 20, as in a cell 400 pt wide or wider); `StepperTableViewCell.xib`
    /// (the same Xcode, a 438-pt cell): a stack on the four margins saved at (20, 11), 398 × 35.
    @Test func nRFToolboxCellsTakeTheirMarginsFromTheirOwnWidth() throws {
        let findMe = InterfaceBuilderChecker.check(try Fixtures.document("nRFToolbox-FindMeTableViewCell.xib"))
        #expect(findMe.issues.isEmpty, "\(findMe.issues)")
        #expect(findMe.frame(ofViewWithID: "VZB-AM-c0z") == CGRect(x: 36, y: 43.5, width: 340, height: 261))
        let stepper = InterfaceBuilderChecker.check(try Fixtures.document("nRFToolbox-StepperTableViewCell.xib"))
        #expect(stepper.issues.isEmpty, "\(stepper.issues)")
        #expect(stepper.frame(ofViewWithID: "Pl8-jd-cPR") == CGRect(x: 20, y: 11, width: 398, height: 35))
    }

    /// The views the checker finds misplaced in a free-standing xib table view cell `cellWidth` wide, saved by
    /// `toolsVersion` on `device`, holding a 40 × 40 view `box` saved at `saved` and pinned `leading` pt after the content
    /// view's leading margin and `top` pt below its top margin.
    static func misplaced(toolsVersion: String, device: String, cellWidth: CGFloat, leading: CGFloat = 0, top: CGFloat = 0,
                          saved: CGPoint) throws -> [String] {
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <device id="\(device)" orientation="portrait"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="74" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="74"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="74"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="\(saved.x)" y="\(saved.y)" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="40" id="w"/>
                                        <constraint firstAttribute="height" constant="40" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="\(leading)" id="c1"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="\(top)" id="c2"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """)
        #expect(check.ambiguousViewIDs.isEmpty, "\(check.issues)")
        return check.misplacedViewIDs
    }

    /// pocket-casts-ios' `TimeStepperCell.xib` (Xcode 13.3, tools 20037): a 320-pt cell on a 414-pt iPhone 11, an image
    /// view at the content view's leading margin saved at x = 16 (the device's 20 made it 4 pt off).
    @Test func aNarrowCellOnAWidePhoneHas16PointMargins() throws {
        #expect(try Self.misplaced(toolsVersion: "20037", device: "retina6_1", cellWidth: 320, saved: CGPoint(x: 16, y: 11)) == [])
        #expect(try Self.misplaced(toolsVersion: "20037", device: "retina6_1", cellWidth: 320, saved: CGPoint(x: 20, y: 11)) == ["box"])
    }

    /// element-ios' `RoomTableViewCell.xib` (tools 14113, Xcode 9.3, iPhone 8): a 600-pt cell, an avatar at the content
    /// view's leading margin + 6 saved at x = 26, an icon at the top margin + 34 saved at y = 45: the content view has
    /// Xcode 11's margins already, 20 at the sides because the cell is 400 pt wide or wider. An Xcode 9.0 file (IBLinter's
    /// `TableViewCell.xib`, tools 13196) still had 8 (a label at the top margin + 1 saved at y = 9).
    @Test func anXcode9Point3CellContentViewHasItsOwnMargins() throws {
        #expect(try Self.misplaced(toolsVersion: "14113", device: "retina4_7", cellWidth: 600, leading: 6, top: 34,
                                   saved: CGPoint(x: 26, y: 45)) == [])
        #expect(try Self.misplaced(toolsVersion: "13196", device: "retina4_7", cellWidth: 375, top: 1, saved: CGPoint(x: 8, y: 9)) == [])
        #expect(try Self.misplaced(toolsVersion: "13196", device: "retina4_7", cellWidth: 375, top: 1, saved: CGPoint(x: 16, y: 12)) == ["box"])
    }

    /// A cell as wide as a 375-pt iPhone keeps 16-pt margins (kharrison's `DarkTheme` prototypes, WordPress' Xcode 10.1
    /// `QuickStartChecklistCell.xib`); from 400 pt on it has 20 (the 412-pt nRF Toolbox cell), on any device.
    @Test func theWideMarginStartsBetween375And412Points() throws {
        #expect(try Self.misplaced(toolsVersion: "17701", device: "retina4_7", cellWidth: 375, saved: CGPoint(x: 16, y: 11)) == [])
        #expect(try Self.misplaced(toolsVersion: "17701", device: "retina4_7", cellWidth: 412, saved: CGPoint(x: 20, y: 11)) == [])
        #expect(try Self.misplaced(toolsVersion: "17701", device: "retina4_7", cellWidth: 412, saved: CGPoint(x: 16, y: 11)) == ["box"])
    }
}
