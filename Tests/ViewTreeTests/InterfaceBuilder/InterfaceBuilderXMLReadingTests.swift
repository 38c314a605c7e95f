import Foundation
import Testing
import ViewTreeInterfaceBuilder

/// What the reader gives for each element: the values and positions `XMLParser` gives (libxml2's), whether
/// the file is read from its bytes or through `XMLParser`.
@Suite struct InterfaceBuilderXMLReadingTests {
    /// Entities, character references, a tab and a line feed in values, a tag over two lines, non-ASCII
    /// text, a comment, CDATA and text content; the expected positions were printed by `XMLParser`.
    static let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Xcode writes comments before scenes -->\n"
        + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"21701\">\n"
        + "    <objects>\n"
        + "        <label text=\"Café &amp; &quot;bar&quot;&#10;two\" id=\"lbl\"\n            userLabel=\"a\tb\"/>\n"
        + "        <view id=\"v\"><string key=\"text\">x &lt; y</string><![CDATA[ <raw> ]]></view>\n"
        + "    </objects>\n</document>\n"

    @Test func valuesAndPositionsAreXMLParsers() throws {
        let document = try InterfaceBuilderDocument(string: Self.text)
        let root = document.root
        #expect((root.line, root.column) == (3, 95))
        let objects = try #require(root.child("objects"))
        #expect((objects.line, objects.column) == (4, 13))
        let label = try #require(objects.children.first)
        #expect(label["text"] == "Café & \"bar\"\ntwo")
        #expect(label["userLabel"] == "a b", "a literal tab is a space in an attribute value (XML 1.0 §3.3.3)")
        #expect((label.line, label.column) == (6, 28), "the line and character column of the `/` of `/>`")
        let view = try #require(objects.children.last)
        #expect((view.line, view.column) == (7, 21))
        #expect(view.child("string")?.column == 40)
        #expect(label.attributes == ["text": "Café & \"bar\"\ntwo", "id": "lbl", "userLabel": "a b"])
    }

    @Test func aFileWithCarriageReturnsReadsTheSameThroughXMLParser() throws {
        let crlf = Self.text.replacingOccurrences(of: "\n", with: "\r\n")
        let document = try InterfaceBuilderDocument(string: crlf)
        let label = try #require(document.root.child("objects")?.children.first)
        #expect(label["text"] == "Café & \"bar\"\ntwo")
        #expect((label.line, label.column) == (6, 28))
    }

    @Test(arguments: [
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" id=\"a\" id=\"b\"/>",
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" text=\"&nope;\"/>",
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" text=\"<\"/>",
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects></document>",
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><!-- a -- b --></document>",
    ])
    func whatTheBytesReaderRefusesIsStillAnErrorWithItsPosition(text: String) {
        #expect {
            try InterfaceBuilderDocument(string: text)
        } throws: { error in
            guard let error = error as? InterfaceBuilderError else { return false }
            return error.kind == .malformedXML && error.line == 1 && error.column > 1
        }
    }
}
