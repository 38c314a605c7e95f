import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What real files from public projects taught the loader and the checker (the probe in
/// Docs/InterfaceBuilder.md), one behaviour per test, each on the real file that shows it.
@Suite struct InterfaceBuilderRealFileTests {
    private func check(_ file: String) throws -> InterfaceBuilderCheck {
        InterfaceBuilderChecker.check(try Fixtures.document(file))
    }

    private func frame(_ id: String, in check: InterfaceBuilderCheck) -> CGRect? {
        check.hierarchies.lazy.compactMap { $0.view(withID: id)?.frame }.first
    }

    // MARK: Size-class variations

    @Test func theBaseConfigurationLeavesOutWhatItsDefaultVariationExcludes() throws {
        // CenteredView.xib: the background view's `width <= 500` is excluded in `default` and in
        // `widthClass=regular`; on an iPhone (compact width) it is not installed.
        let check = try check("CenteredView.xib")
        let hierarchy = try #require(check.hierarchies.first)
        #expect(hierarchy.constraint(withID: "Y89-EE-TtG") == nil)
        #expect(hierarchy.constraint(withID: "BRx-pe-2BP")?.constant == 20, "the regular-width constant 30 is not the iPhone's")
        #expect(check.issues.isEmpty, "\(check.issues)")
    }

    @Test func aSizeClassVariationIncludesWhatTheBaseExcludes() throws {
        // TabView.xib's regular-width variation includes `Auy-Yk-HhC` and excludes `tVC-3b-F2x`; the file is
        // shown on an iPhone 11 (compact width), so the base configuration's constraints hold.
        let hierarchy = try #require(try check("TabView.xib").hierarchies.first)
        #expect(hierarchy.constraint(withID: "Auy-Yk-HhC") == nil)
        #expect(hierarchy.constraint(withID: "tVC-3b-F2x") != nil)
        // On an iPad the regular-width variation applies.
        let text = try String(contentsOf: Fixtures.url("TabView.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"<device id="retina6_1""#, with: #"<device id="ipad12_9""#)
        let pad = try #require(InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text)).hierarchies.first)
        #expect(pad.constraint(withID: "Auy-Yk-HhC") != nil)
        #expect(pad.constraint(withID: "tVC-3b-F2x") == nil)
    }

    @Test func aVariationsConstantReplacesTheConstraintsOnItsSizeClass() throws {
        let text = try String(contentsOf: Fixtures.url("CenteredView.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"<device id="retina6_1""#, with: #"<device id="ipad12_9""#)
        let pad = try #require(InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text)).hierarchies.first)
        #expect(pad.constraint(withID: "BRx-pe-2BP")?.constant == 30)

        // A priority and a multiplier vary the same way; a variation of another size class does not apply.
        let varied = try InterfaceBuilderDocument(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" priority="750" constant="100" id="w">
                                        <variation key="widthClass=compact" priority="250"/>
                                        <variation key="heightClass=compact" constant="300"/>
                                    </constraint>
                                    <constraint firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="1:1" id="h">
                                        <variation key="heightClass=regular-widthClass=compact" multiplier="1:2"/>
                                    </constraint>
                                </constraints>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """)
        let hierarchy = try #require(InterfaceBuilderChecker.check(varied).hierarchies.first)
        #expect(hierarchy.constraint(withID: "w")?.priority == LayoutPriority(250))
        #expect(hierarchy.constraint(withID: "w")?.constant == 100)
        #expect(hierarchy.constraint(withID: "h")?.multiplier == 0.5)
    }

    @Test func devicesHaveTheirSizeClasses() throws {
        func classes(_ device: String, _ orientation: String = "portrait") throws -> InterfaceBuilderDevice.SizeClasses {
            try InterfaceBuilderDocument(string: """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
                    <device id="\(device)" orientation="\(orientation)"/><objects/>
                </document>
                """).device.sizeClasses
        }
        #expect(try classes("retina4_7") == .init(width: .compact, height: .regular))
        #expect(try classes("retina4_7", "landscape") == .init(width: .compact, height: .compact))
        #expect(try classes("retina6_5", "landscape") == .init(width: .regular, height: .compact))
        #expect(try classes("ipad9_7", "landscape") == .init(width: .regular, height: .regular))
    }

    // MARK: Root views, safe areas and margins

    @Test func sinceXcode9ATopLevelViewOfAnySizeIsARootInTheDevicesSafeArea() throws {
        // StatusLine.xib: a 600 × 96 view on an iPhone 11; its label is pinned to the margins, which sit
        // 44 pt (the sensor housing) below the top, 34 pt (the home indicator) above the bottom and 20 pt
        // (a 600-pt-wide root's system minimum) in from the sides.
        let check = try check("StatusLine.xib")
        #expect(frame("Jtv-Px-mvN", in: check) == CGRect(x: 20, y: 44, width: 560, height: 18))
        #expect(check.issues.isEmpty, "\(check.issues)")
    }

    @Test func aXibSimulatesNoStatusBar() throws {
        // DuplicateConstraint.xib, on an iPhone 8: a label 303 pt below the safe area's top is at y = 303.
        let check = try check("DuplicateConstraint.xib")
        #expect(frame("ItZ-vi-bgh", in: check)?.minY == 303)
        #expect(check.misplacedViewIDs.isEmpty, "\(check.issues)")
    }

    @Test func aSceneWithStatusBarNoneHasNoStatusBar() throws {
        // MainInterface.storyboard (a Today widget): `<nil key="simulatedStatusBarMetrics"/>`, so the top
        // layout guide is 0 pt tall and the buttons 8 pt below it are at y = 8.
        let check = try check("MainInterface.storyboard")
        #expect(frame("cQJ-NX-RmL", in: check)?.minY == 8)
        #expect(check.issues.isEmpty, "\(check.issues)")
    }

    // MARK: Controls, frames and the canvas

    @Test func aSwitchIsPlacedByItsAlignmentRectangle() throws {
        // MyXIBSwitchCell.xib: label 20 + 211 + 20 + switch 49 + 20 = 320; a 51-pt switch would squeeze the label.
        let check = try check("MyXIBSwitchCell.xib")
        #expect(check.ambiguousViewIDs.isEmpty, "\(check.issues)")
        #expect(check.misplacedViewIDs.isEmpty, "\(check.issues)")
        #expect(frame("8on-J5-uWP", in: check) == CGRect(x: 251, y: 8.5, width: 51, height: 31))
    }

    @Test func aSliderIsPlacedByItsAlignmentRectangleOnePointShorterThanItsFrame() throws {
        // BarChartViewController.xib: two 31-pt sliders 8 pt apart are saved 38 pt apart.
        let check = try check("BarChartViewController.xib")
        #expect(check.misplacedViewIDs.isEmpty, "\(check.issues)")
        #expect(frame("bns-SU-nDd", in: check)?.minY == 611)
    }

    @Test func aViewSavedWithoutAFrameIsNeverMisplaced() throws {
        // PieChartViewController.xib (Xcode 8.0) saves no `<rect key="frame">` for views its constraints place.
        let check = try check("PieChartViewController.xib")
        #expect(check.issues.isEmpty, "\(check.issues)")
        // 667 − 26 − 30 − 8 − 30 − 25 − 47: the sliders' 30-pt alignment rectangles, as in BarChartViewController.xib.
        #expect(frame("Oqd-Ej-1xl", in: check) == CGRect(x: 0, y: 47, width: 375, height: 501))
    }

    @Test func xcode6MeasuredTheCanvasAtOneX() throws {
        // WikipediaSearchCell.xib (Xcode 6.3, no device): 21-pt labels, and a content view 1 pt shorter than its cell.
        let document = try Fixtures.document("WikipediaSearchCell.xib")
        #expect(document.canvasScale == 1)
        let check = InterfaceBuilderChecker.check(document)
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("udN-mT-LHB", in: check) == CGRect(x: 8, y: 69, width: 583, height: 111))
        #expect(try Fixtures.document("MyXIBSwitchCell.xib").canvasScale == 2, "Xcode 7 files without a device are 2x")
    }

    @Test func framesWithinAPointOfTheSolutionAreNotMisplaced() throws {
        // MyXIBInfoCell.xib: buttons centred on a 21.5-pt label are saved 0.75 pt higher than the solution.
        let check = try check("MyXIBInfoCell.xib")
        #expect(check.misplacedViewIDs.isEmpty, "\(check.issues)")
        #expect(InterfaceBuilderChecker.misplacementTolerance == 1)
    }

    @Test func anExcludedSizeClassConstraintOnAFramelessViewLeavesItPlacedByTheOthers() throws {
        // CellView.xib: the selection view's 20 × 20 size is excluded in `default`; its size is 0.7 × the
        // cell's 144-pt height, 100.8 pt, on the 2× canvas's pixels.
        let check = try check("CellView.xib")
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("EbV-Fp-hR6", in: check)?.size == CGSize(width: 101, height: 101))
    }

    // MARK: Elements real files use

    @Test func pickerViewsSearchBarsAndNavigationBarsLoadAsTheirClasses() throws {
        let document = try InterfaceBuilderDocument(string: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <searchBar contentMode="redraw" placeholder="Search" text="tea" prompt="Find" showsCancelButton="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                                <textInputTraits key="textInputTraits"/>
                            </searchBar>
                            <pickerView contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                                <rect key="frame" x="0.0" y="100" width="375" height="216"/>
                            </pickerView>
                            <navigationBar contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="nav">
                                <rect key="frame" x="0.0" y="400" width="375" height="44"/>
                                <items>
                                    <navigationItem title="Rules" id="item"/>
                                </items>
                            </navigationBar>
                        </subviews>
                    </view>
                </objects>
            </document>
            """)
        let loaded = Nib(document: document).instantiateHierarchy(withOwner: nil)
        let bar = try #require(loaded.view(withID: "bar") as? SearchBar)
        #expect(bar.placeholder == "Search" && bar.text == "tea" && bar.prompt == "Find" && bar.showsCancelButton)
        #expect(loaded.view(withID: "picker") is PickerView)
        #expect(loaded.view(withID: "nav") is NavigationBar)
        #expect(loaded.report.unknownElements.isEmpty, "\(loaded.report.entries)")
        let header = try Nib(data: Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" useAutolayout="YES">
                <objects>
                    <collectionReusableView opaque="NO" contentMode="center" reuseIdentifier="Header" id="head">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                    </collectionReusableView>
                </objects>
            </document>
            """.utf8)).instantiate(withOwner: nil)
        #expect(header.first is CollectionReusableView)
    }

    // MARK: Documents ViewTree does not read

    @Test(arguments: [
        ("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data/></archive>", "Xcode 4 and earlier"),
        ("<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" version=\"3.0\"><scenes/></document>", "macOS (AppKit) storyboard"),
        ("<document type=\"com.apple.InterfaceBuilder.AppleTV.XIB\" version=\"3.0\"><objects/></document>", "tvOS xib"),
        ("<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" version=\"3.0\"><scenes/></document>", "watchOS storyboard"),
    ])
    func anotherPlatformsOrEraDocumentIsRejectedSaying(text: String, says: String) {
        do {
            _ = try InterfaceBuilderDocument(string: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + text)
            Issue.record("\(says): loaded")
        } catch let error as InterfaceBuilderError {
            #expect(error.kind == .unsupportedDocument)
            #expect(error.message.contains(says), "\(error.message)")
            #expect(error.line == 2)
        } catch {
            Issue.record("\(error)")
        }
    }
}
