import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// Hostile documents the earlier error tests did not cover (Docs/InterfaceBuilder.md, "A seventeenth probe"): repeated
/// ids, a well-formed 10,000-deep hierarchy, a 50 MB attribute, segue and relationship cycles, unknown elements inside
/// unknown elements, and multipliers and constants at the edges of the finite numbers. Each is refused with its own
/// diagnostic or loads with a report, and none crashes or hangs.
@Suite struct InterfaceBuilderHostileDocumentTests {
    static func xib(_ objects: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// The error a document's text is refused with, if any.
    static func error(_ text: String) -> InterfaceBuilderError? {
        do {
            _ = try InterfaceBuilderDocument(string: text)
            return nil
        } catch {
            return error as? InterfaceBuilderError
        }
    }

    /// A repeated id is reported on the view that repeats it (it was silent); the later view takes the id.
    @Test func aRepeatedIDIsReported() throws {
        let text = Self.xib("""
            <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="dup"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                    <label text="a" translatesAutoresizingMaskIntoConstraints="NO" id="dup"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                </subviews>
                <constraints>
                    <constraint firstItem="dup" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                </constraints>
            </view>
            """)
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text))
        let entry = try #require(check.report.entries.first { $0.kind == .duplicateID })
        #expect(entry.id == "dup" && entry.element == "label" && entry.line == 6, "\(entry)")
        let hierarchy = Nib(document: try InterfaceBuilderDocument(string: text)).instantiateHierarchy(withOwner: nil)
        #expect(hierarchy.view(withID: "dup") is Label)
    }

    /// 10,000 views, each in the one before, well formed: refused at the reader's depth bound with its own message
    /// (the earlier test's unclosed tags were malformed anyway).
    @Test func tenThousandNestedViewsAreRefused() throws {
        let open = #"<view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>"#
        let text = Self.xib(String(repeating: open, count: 10_000) + String(repeating: "</subviews></view>", count: 10_000))
        let error = try #require(Self.error(text))
        #expect(error.kind == .malformedXML && error.message == "elements nested deeper than 512 levels", "\(error)")
    }

    /// A 50 MB attribute value is refused once it passes a megabyte, at its line (it was read whole, in seconds), and
    /// one of exactly a megabyte still loads.
    @Test func aFiftyMegabyteAttributeIsRefused() throws {
        let huge = String(repeating: "A", count: 50 << 20)
        let text = Self.xib("""
            <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
                    <label text="\(huge)" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
                </subviews>
            </view>
            """)
        let error = try #require(Self.error(text))
        #expect(error.kind == .malformedXML && error.line == 5, "\(error)")
        #expect(error.message == "an attribute value is longer than 1048576 bytes")
        let largest = Self.xib(#"<view id="root" userLabel="\#(String(repeating: "A", count: 1 << 20))"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#)
        #expect(Self.error(largest) == nil)
    }

    /// The same through `XMLParser`, which reads what the fast reader leaves to it (a carriage return here).
    @Test func aLongAttributeIsRefusedByTheSlowReaderToo() throws {
        let text = Self.xib("<view id=\"root\" userLabel=\"\(String(repeating: "A", count: (1 << 20) + 1))\">\r\n</view>")
        let error = try #require(Self.error(text))
        #expect(error.message == "an attribute value is longer than 1048576 bytes", "\(error)")
    }

    static let cycles = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES" initialViewController="n1">
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="n1" sceneMemberID="viewController">
                        <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="a" sceneMemberID="viewController">
                        <view key="view" id="va"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                        <connections><segue destination="b" kind="show" id="g1"/><segue destination="n1" kind="presentation" id="g3"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="b" sceneMemberID="viewController">
                        <view key="view" id="vb"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
                        <connections><segue destination="a" kind="show" id="g2"/><segue destination="b" kind="embed" id="g4"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <tabBarController id="t1" sceneMemberID="viewController">
                        <connections><segue destination="n2" kind="relationship" relationship="viewControllers" id="r2"/></connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <navigationController id="n2" sceneMemberID="viewController">
                        <connections><segue destination="t1" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                    </navigationController>
                </objects></scene>
            </scenes>
        </document>
        """

    /// Segues that lead round in a circle (a → b → a, b embedding itself, a presenting its own navigation controller) and
    /// a tab bar controller whose tab's navigation controller has the tab bar controller as its root: the storyboard
    /// checks clean, its initial controller and every scene load once, and nothing recurses.
    @Test func segueAndRelationshipCyclesEnd() throws {
        let document = try InterfaceBuilderDocument(string: Self.cycles)
        #expect(InterfaceBuilderChecker.check(document).issues.isEmpty)
        let storyboard = Storyboard(document: document)
        let initial = try #require(storyboard.instantiateInitialViewController() as? NavigationController)
        #expect(initial.viewControllers.count == 1)
        for scene in storyboard.scenes { _ = storyboard.instantiateViewController(of: scene) }
        let tabScene = try #require(storyboard.scene(withControllerID: "t1"))
        let tabs = try #require(storyboard.instantiateViewController(of: tabScene) as? TabBarController)
        #expect((tabs.viewControllers ?? []).count <= 1)
    }

    /// Unknown element kinds, one inside another, load as plain views with a line each.
    @Test func unknownElementsInsideUnknownElementsAreReported() throws {
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: Self.xib("""
            <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
                    <hologramView translatesAutoresizingMaskIntoConstraints="NO" id="h1"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews><fooBar id="f"/></subviews></hologramView>
                </subviews>
            </view>
            """)))
        #expect(check.report.entries.map(\.kind) == [.unknownElement, .unknownElement])
        #expect(check.report.entries.map(\.id) == ["h1", "f"])
    }

    /// Multipliers and constants at the edges of the finite numbers (negative, zero, 1e300, −1e300) and frames of ±1e300:
    /// the document loads and checks, and every frame the checker gives is finite.
    @Test(arguments: [("-2", "0", "10"), ("0", "0", "10"), ("1e300", "0", "10"), ("1", "1e300", "10"), ("1", "-1e300", "10"),
                      ("1", "0", "1e300"), ("1", "0", "-1e300")])
    func extremeNumbersLoadAndCheck(multiplier: String, constant: String, frame: String) throws {
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: Self.xib("""
            <view id="root"><rect key="frame" x="0" y="0" width="\(frame)" height="\(frame)"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="\(frame)" y="0" width="\(frame)" height="10"/></view>
                    <label text="x" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="\(frame)" width="10" height="10"/></label>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="\(multiplier)" constant="\(constant)" id="c1"/>
                    <constraint firstItem="a" firstAttribute="height" secondItem="a" secondAttribute="width" multiplier="\(multiplier)" id="c2"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(constant)" id="c3"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(constant)" id="c4"/>
                    <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" multiplier="\(multiplier)" constant="\(constant)" id="c5"/>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="\(constant)" id="c6"/>
                </constraints>
            </view>
            """)))
        for id in ["root", "a", "b"] {
            let rect = try #require(check.frame(ofViewWithID: id))
            let finite = [rect.minX, rect.minY, rect.width, rect.height].allSatisfy { $0.isFinite }
            #expect(finite, "\(id): \(rect)")
        }
    }
}
