import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A phone-number field that reformats as the user types and puts the caret back where it belongs, the way
/// public code does it with `UITextInput`.
private final class PhoneFormatter: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let swift = Range(range, in: current) else { return false }
        let digits = current.replacingCharacters(in: swift, with: string).filter(\.isNumber)
        var formatted = ""
        for (i, digit) in digits.enumerated() {
            if i == 3 || i == 6 { formatted.append("-") }
            formatted.append(digit)
        }
        textField.text = formatted
        if let end = textField.position(from: textField.beginningOfDocument, offset: formatted.utf16.count) {
            textField.selectedTextRange = textField.textRange(from: end, to: end)
        }
        return false
    }
}

@Suite struct TextInputTests {
    @Test func theCaretMovesAndTypingGoesThere() {
        let t = TestWorld()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        t.window.addSubview(field)
        field.text = "world"
        #expect(field.selectedTextRange?.start.offset == 5)  // not editing: the caret at the end (iOS 11 on)
        field.becomeFirstResponder()
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 5)

        let start = field.beginningOfDocument
        field.selectedTextRange = field.textRange(from: start, to: start)
        field.insertText("hello ")
        #expect(field.text == "hello world")
        #expect(field.selectedTextRange?.start.offset == 6)

        // Select "world" and type over it.
        field.selectedTextRange = field.textRange(from: field.position(from: start, offset: 6)!, to: field.endOfDocument)
        #expect(field.text(in: field.selectedTextRange!) == "world")
        field.insertText("there")
        #expect(field.text == "hello there")
        field.deleteBackward()
        #expect(field.text == "hello ther")
    }

    @Test func deleteBackwardTakesAWholeCharacterBeforeTheCaret() {
        let t = TestWorld()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        t.window.addSubview(field)
        field.text = "a👍🏽b"
        field.becomeFirstResponder()
        let afterThumb = field.position(from: field.beginningOfDocument, offset: 1 + "👍🏽".utf16.count)!
        field.selectedTextRange = field.textRange(from: afterThumb, to: afterThumb)
        field.deleteBackward()
        #expect(field.text == "ab")
        #expect(field.selectedTextRange?.start.offset == 1)
    }

    @Test func aFormatterPutsTheCaretAtTheEnd() {
        let t = TestWorld()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        t.window.addSubview(field)
        let formatter = PhoneFormatter()
        field.delegate = formatter
        type("5551234567", into: field)
        #expect(field.text == "555-123-4567")
        #expect(field.selectedTextRange?.start.offset == 12)
    }

    @Test func positionsOutsideTheTextAreRefusedOrClamped() {
        let t = TestWorld()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        t.window.addSubview(field)
        field.text = "abc"
        #expect(field.position(from: field.beginningOfDocument, offset: 4) == nil)
        #expect(field.position(from: field.endOfDocument, offset: Int.max) == nil)
        #expect(field.textRange(from: field.beginningOfDocument, to: UITextPosition(offset: 9)) == nil)
        field.becomeFirstResponder()
        field.selectedTextRange = UITextRange(start: UITextPosition(offset: -3), end: UITextPosition(offset: 99))
        #expect(field.selectedTextRange?.start.offset == 0 && field.selectedTextRange?.end.offset == 3)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("clamped to 0–3") })
        #expect(field.compare(field.beginningOfDocument, to: field.endOfDocument) == .orderedAscending)
    }

    @Test func theCaretRectFollowsTheTextAndCanBeOverridden() {
        let t = TestWorld()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        t.window.addSubview(field)
        field.text = "abc"
        let start = field.caretRect(for: field.beginningOfDocument)
        let end = field.caretRect(for: field.endOfDocument)
        #expect(start.minX == 0 && end.minX > start.minX)
        #expect(start.width == UITextField.caretWidth)
        #expect(field.closestPosition(to: CGPoint(x: end.minX + 1, y: 15))?.offset == 3)
        #expect(field.selectionRects(for: field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!).count == 1)
    }

    @Test func aTextViewSharesTheProtocol() {
        let t = TestWorld()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        t.window.addSubview(textView)
        textView.text = "line"
        let input: UITextInput = textView
        input.selectedTextRange = input.textRange(from: input.beginningOfDocument, to: input.beginningOfDocument)
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
        input.replace(input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)!, withText: "new")
        #expect(textView.text == "new")
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
    }
}
