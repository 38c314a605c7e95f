import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// Hostile documents the earlier sweeps did not cover (Docs/InterfaceBuilder.md, "An eighteenth probe"): a constraint
/// naming a constraint as its item, a second attribute without a second item, a location equal to a constant, priorities
/// of 0, 1001, NaN and −0, an unknown content mode or key, entity declarations (billion laughs, external entities) and a
/// 10 MB file of siblings. Each is refused with its own diagnostic or loads with a report line; none crashes or hangs.
@Suite struct InterfaceBuilderHostileDocumentSweepTests {
    /// A xib whose 100 × 100 root holds one 10 × 10 subview (`child`, with `childAttributes`) and `constraints`.
    static func xib(constraints: String, childAttributes: String = "") -> String {
        InterfaceBuilderHostileDocumentTests.xib("""
            <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" \(childAttributes) id="child"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                </subviews>
                <constraints>
            \(constraints)
                </constraints>
            </view>
            """)
    }

    /// The load report's lines, by the id of the element each is about.
    static func reportLines(_ text: String) throws -> [String: String] {
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text))
        return Dictionary(check.report.entries.map { ($0.id, $0.message) }, uniquingKeysWith: { first, _ in first })
    }

    /// A constraint whose item is another constraint's id was "not in the file", which it is: now the line says what it is.
    @Test func aConstraintAsAnItemIsNamedAsOne() throws {
        let lines = try Self.reportLines(Self.xib(constraints: """
            <constraint firstItem="c1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="child" firstAttribute="leading" secondItem="c1" secondAttribute="leading" id="c2"/>
            <constraint firstItem="gone" firstAttribute="width" constant="5" id="c3"/>
            """))
        #expect(lines["c1"] == "first item c1 is a constraint, not a view or a layout guide")
        #expect(lines["c2"] == "second item c1 is a constraint, not a view or a layout guide")
        #expect(lines["c3"] == "first item gone is not in the file")
    }

    /// A second attribute without a second item was silently read as a location equal to a constant (which UIKit refuses);
    /// a multiplier of 0 on a location, or a location with no second item, is refused with UIKit's words (it was made
    /// and never activated, without a line). A size equal to a constant is a constraint like any other.
    @Test func locationsEqualToConstantsAreRefused() throws {
        let lines = try Self.reportLines(Self.xib(constraints: """
            <constraint firstItem="child" firstAttribute="top" secondAttribute="top" constant="5" id="c1"/>
            <constraint firstItem="child" firstAttribute="leading" secondItem="root" secondAttribute="leading" multiplier="0" id="c2"/>
            <constraint firstItem="child" firstAttribute="centerX" constant="5" id="c3"/>
            <constraint firstItem="child" firstAttribute="left" secondItem="root" secondAttribute="leading" id="c4"/>
            <constraint firstItem="child" firstAttribute="width" constant="5" id="c5"/>
            """))
        #expect(lines["c1"] == "second attribute top has no second item")
        #expect(lines["c2"] == LayoutConstraint.locationEqualToConstantMessage)
        #expect(lines["c3"] == LayoutConstraint.locationEqualToConstantMessage)
        #expect(lines["c4"] == LayoutConstraint.mixedHorizontalDirectionsMessage)
        #expect(lines["c5"] == nil)
    }

    /// Priorities of 0, 1001, NaN and −0 are outside Interface Builder's 1…1000: each leaves its constraint required, with a line.
    @Test(arguments: ["0", "1001", "nan", "-0", "1e309"])
    func prioritiesOutsideOneToAThousandAreReported(priority: String) throws {
        let text = Self.xib(constraints: #"<constraint firstItem="child" firstAttribute="width" constant="10" priority="\#(priority)" id="c1"/>"#)
        #expect(try Self.reportLines(text)["c1"] == "priority \"\(priority)\" is not a number in 1…1000; the constraint is required")
        let loaded = Nib(document: try InterfaceBuilderDocument(string: text)).instantiateHierarchy(withOwner: nil)
        #expect(loaded.constraint(withID: "c1")?.priority == .required)
    }

    /// An unknown content mode is reported and left at the default (it was silent); an unknown key on a subview is not
    /// Interface Builder's, and the view loads as a subview like any other.
    @Test func anUnknownContentModeIsReportedAndAnUnknownKeyIgnored() throws {
        let text = Self.xib(constraints: "", childAttributes: #"contentMode="sideways" key="bogus""#)
        #expect(try Self.reportLines(text)["child"] == "content mode sideways is not one of UIView's; the view keeps scaleToFill")
        let loaded = Nib(document: try InterfaceBuilderDocument(string: text)).instantiateHierarchy(withOwner: nil)
        let child = try #require(loaded.view(withID: "child"))
        #expect(child.contentMode == .scaleToFill && child.superview === loaded.view(withID: "root"))
    }

    /// Entity declarations are refused at their line before the parser expands them: ten levels of ten "lol"s (a
    /// gigabyte expanded; libxml2 stopped it with a bare "error 89"), an external entity reading a local file (a bare
    /// "error 29"), and a harmless internal entity (it was expanded). A comment before the declaration is still prolog.
    @Test(arguments: [
        ("lol", (1...9).map { #"<!ENTITY lol\#($0) "\#(String(repeating: "&lol\($0 - 1 == 0 ? "" : "\($0 - 1)");", count: 10))">"# }
            .joined(separator: "\n")),
        ("ext", #"<!ENTITY ext SYSTEM "file:///etc/hostname">"#),
        ("name", #"<!ENTITY name "Hello">"#),
    ] as [(String, String)])
    func documentTypeDeclarationsAreRefused(entity: String, declarations: String) throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [ <!ENTITY lol "lol">
            \(declarations) ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES"><objects><label text="&\(entity)\(entity == "lol" ? "9" : "");" id="l"><rect key="frame" x="0" y="0" width="10" height="10"/></label></objects></document>
            """
        let error = try #require(InterfaceBuilderHostileDocumentTests.error(text))
        #expect(error.kind == .malformedXML && error.line == 2, "\(error)")
        #expect(error.message == "a document type declaration (<!DOCTYPE …>) is not part of an Interface Builder file; its entities are not expanded")
        let commented = "<!-- <view/> -->\n" + text.replacingOccurrences(of: "<?xml version=\"1.0\"?>\n", with: "")
        #expect(InterfaceBuilderHostileDocumentTests.error(commented)?.line == 2)
    }

    /// A 10 MB xib of 128,000 fixed-frame sibling views loads and checks to the end, each view in place.
    @Test func tenMegabytesOfSiblingsLoadAndCheck() throws {
        let siblings = (0..<128_000).map { #"<view id="v\#($0)"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"# }
        let text = InterfaceBuilderHostileDocumentTests.xib("""
            <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>
            \(siblings.joined(separator: "\n"))
            </subviews></view>
            """)
        #expect(text.utf8.count > 10_000_000)
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text))
        #expect(check.issues.isEmpty && check.report.entries.isEmpty)
        #expect(check.hierarchies.first?.view(withID: "root")?.subviews.count == 128_000)
    }
}
