import Foundation
import Testing
import ViewTree

/// `UITextView.attributedText` and `typingAttributes`.
@Suite struct TextViewAttributedTextTests {
    @Test func attributedTextSetsTheStringAndItsUniformFont() {
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let big = Font.systemFont(ofSize: 24)
        let string = NSAttributedString(string: "Hello", attributes: [.font: big, .foregroundColor: Color.red])
        view.attributedText = string
        #expect(view.text == "Hello")
        #expect(view.font == big)
        #expect(view.attributedText == string)
        #expect(view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == Color.red)
        view.text = "Plain"                          // a plain string in the view's font from now on
        #expect(view.attributedText.string == "Plain")
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? Font == big)
        #expect(view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color == Color.black)
        view.attributedText = nil
        #expect(view.text.isEmpty)
    }

    @Test func mixedFontsLeaveTheFontAndKeepTheAttributes() {
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = Font.systemFont(ofSize: 15)
        let mixed = NSMutableAttributedString(string: "Bold plain")
        mixed.addAttribute(.font, value: Font(pointSize: 15, name: "System-Bold"), range: NSRange(location: 0, length: 4))
        view.attributedText = mixed
        #expect(view.font == Font.systemFont(ofSize: 15))
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? Font == Font(pointSize: 15, name: "System-Bold"))
    }

    @Test func typingAttributesDefaultToTheFontAndColourAndAreStored() {
        let view = TextView(frame: .zero)
        #expect(view.typingAttributes[.font] as? Font == Font.attributedStringDefault)
        view.font = Font.systemFont(ofSize: 17)
        view.textColor = Color.blue
        #expect(view.typingAttributes[.font] as? Font == Font.systemFont(ofSize: 17))
        #expect(view.typingAttributes[.foregroundColor] as? Color == Color.blue)
        view.typingAttributes = [.font: Font(pointSize: 17, name: "System-Bold")]
        view.text = "x"
        #expect(view.typingAttributes[.font] as? Font == Font(pointSize: 17, name: "System-Bold"))
        #expect(view.typingAttributes[.foregroundColor] == nil)
    }
}
