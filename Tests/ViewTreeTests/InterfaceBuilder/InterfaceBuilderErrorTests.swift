import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// Damaged files get an error with a line and a column, never a crash or a partial tree.
@Suite struct InterfaceBuilderErrorTests {
    func error(_ text: String) -> InterfaceBuilderError? {
        do {
            _ = try InterfaceBuilderDocument(string: text)
            return nil
        } catch let error as InterfaceBuilderError {
            return error
        } catch {
            return nil
        }
    }

    @Test func aTruncatedFileIsMalformedAtItsEnd() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n    <objects>\n        <view id=\"a\">"
        let found = try #require(error(text))
        #expect(found.kind == .malformedXML)
        #expect(found.line == 4)
        #expect(found.column > 1)
    }

    @Test func mismatchedTagsNameTheLine() throws {
        let found = try #require(error("<document type=\"x\" version=\"3.0\">\n<objects>\n</view>\n</document>"))
        #expect(found.kind == .malformedXML)
        #expect(found.line == 3)
        #expect(found.message.contains("76") || !found.message.isEmpty)
    }

    /// A README's copy of an Xcode 16 storyboard (easemob's EaseCall UIKit quick start, the seventh probe) lost the space
    /// between two attributes: the error says where and what is missing.
    @Test func twoAttributesWithoutASpaceBetweenThemAreNamed() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="vc" customModule="EaseCallUIKitQuickStart"customModuleProvider="target" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let found = try #require(error(text))
        #expect(found.kind == .malformedXML)
        #expect(found.line == 5)
        #expect(found.message.contains("a space is missing"), "\(found.message)")
    }

    @Test(arguments: ["", "garbage \u{0} bytes", "{\"json\": true}", "<<<>>>", "<a><b></a>"])
    func garbageIsMalformed(text: String) throws {
        let found = try #require(error(text))
        #expect(found.kind == .malformedXML)
        #expect(found.line >= 1 && found.column >= 1)
    }

    @Test func wellFormedXMLOfAnotherKindIsNotADocument() throws {
        #expect(error("<plist version=\"1.0\"><dict/></plist>")?.kind == .notAnInterfaceBuilderDocument)
        #expect(error("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"2.0\"/>")?.kind == .notAnInterfaceBuilderDocument)
        // A macOS xib is an Interface Builder document, of a platform ViewTree does not read.
        #expect(error("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>")?.kind == .unsupportedDocument)
    }

    @Test func hostileNestingIsRejected() throws {
        let deep = String(repeating: "<view>", count: 5000)
        let found = try #require(error("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">" + deep))
        #expect(found.kind == .malformedXML)
    }

    @Test func anUnreadableFileIsAnError() {
        #expect(throws: InterfaceBuilderError.self) {
            try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/file.xib"))
        }
    }

    /// Every prefix of a real file (at a stride) is either an error or loads and checks without crashing.
    @Test(arguments: ["AmbiguousConstraint.storyboard", "TableViewCell.xib"])
    func everyTruncationOfARealFileFailsCleanly(file: String) throws {
        let data = try Data(contentsOf: Fixtures.url(file))
        var errors = 0
        for length in stride(from: 0, to: data.count, by: 97) {
            do {
                let document = try InterfaceBuilderDocument(data: data.prefix(length))
                _ = InterfaceBuilderChecker.check(document)
            } catch let error as InterfaceBuilderError {
                #expect(error.line >= 1)
                errors += 1
            }
        }
        #expect(errors == (data.count + 96) / 97, "every truncated prefix is malformed")
    }

    /// A well-formed file with nonsense in it (unknown ids, bad numbers) loads with a report.
    @Test func nonsenseValuesLoadWithAReport() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
                <objects>
                    <view id="root">
                        <rect key="frame" x="NaN" y="inf" width="-5" height="abc"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" alpha="nan" tag="x" id="child">
                                <rect key="frame" x="1e400" y="0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="missing" firstAttribute="top" id="c1"/>
                            <constraint firstItem="child" firstAttribute="sideways" constant="3" id="c2"/>
                            <constraint firstItem="child" firstAttribute="width" multiplier="1:0" constant="1e999" priority="5000" id="c3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let document = try InterfaceBuilderDocument(string: text)
        let check = InterfaceBuilderChecker.check(document)
        #expect(check.report.entries.map(\.id) == ["c1", "c2", "c3"], "a ratio with a zero denominator is rejected")
        let views = Nib(document: document).instantiate(withOwner: nil)
        #expect(views.count == 1)
    }

    /// A constant that is not a finite number skips its constraint with a report line (UIKit raises for one), and a
    /// priority outside 1…1000 leaves the constraint required with a line (the probe found both silent).
    @Test func nonFiniteConstantsAndPrioritiesOutOfRangeAreReported() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
                <objects>
                    <view id="root">
                        <rect key="frame" x="0" y="0" width="100" height="100"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="child">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="child" firstAttribute="width" constant="nan" id="c1"/>
                            <constraint firstItem="child" firstAttribute="height" constant="inf" id="c2"/>
                            <constraint firstItem="child" firstAttribute="top" secondItem="root" secondAttribute="top" priority="2000" id="c3"/>
                            <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" priority="-5" id="c4"/>
                            <constraint firstItem="child" firstAttribute="width" constant="10" priority="750" id="c5"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text))
        #expect(check.report.entries.map(\.id) == ["c1", "c2", "c3", "c4"])
        #expect(check.report.entries.allSatisfy { !$0.message.isEmpty })
        let loaded = Nib(document: try InterfaceBuilderDocument(string: text)).instantiateHierarchy(withOwner: nil)
        #expect(loaded.constraint(withID: "c1") == nil && loaded.constraint(withID: "c2") == nil)
        #expect(loaded.constraint(withID: "c3")?.priority == .required && loaded.constraint(withID: "c4")?.priority == .required)
        #expect(loaded.constraint(withID: "c5")?.priority == LayoutPriority(750))
    }
}
