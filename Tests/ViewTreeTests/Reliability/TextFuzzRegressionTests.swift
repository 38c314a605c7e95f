import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// What the texts family of the fuzzer found (`TextFuzzTests`, `--text-weight`), each kept as the user's code that
/// reproduced it, shrunk.
@Suite struct TextFuzzRegressionTests {
    /// A world of its own, and a text field in its window.
    func field() -> (TestWorld, TextField) {
        let t = TestWorld()
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 89, height: 268))
        t.window.addSubview(field)
        return (t, field)
    }

    /// Bug 101: a text emptied in code during a composition, then typed into, committed the marked range of the old
    /// text, past the end of the new one, and trapped (seed 333 of the texts family, shrunk to these lines).
    @Test func textSetInCodeEndsTheComposition() {
        let (t, field) = field()
        defer { withExtendedLifetime(t) {} }
        #expect(field.becomeFirstResponder())
        field.setMarkedText("\tcol\tcol", selectedRange: NSRange(location: 18, length: 2))
        #expect(field.markedTextRange != nil)
        field.text = ""
        #expect(field.markedTextRange == nil, "the composition ended with the text it marked")
        field.insertText("a\r\nb\rc")
        #expect(field.text == "a\r\nb\rc")
        #expect(field.selectedTextRange?.start.offset == 6)
    }

    /// Bug 101, the other ways the text changes under a composition: `replace(_:withText:)` and the clear button.
    @Test func aReplacementOrTheClearButtonEndsTheComposition() {
        let (t, field) = field()
        defer { withExtendedLifetime(t) {} }
        field.text = "abcdef"
        #expect(field.becomeFirstResponder())
        field.setMarkedText("日本", selectedRange: NSRange(location: 2, length: 0))
        field.replace(TextRange(start: TextPosition(offset: 0), end: TextPosition(offset: 8)), withText: "x")
        #expect(field.markedTextRange == nil)
        field.insertText("y")
        #expect(field.text == "xy")
        field.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
        field.clearButtonMode = .always
        field.pressClearButton()
        #expect(field.markedTextRange == nil)
        field.insertText("z")
        #expect(field.text == "z")
    }
}

