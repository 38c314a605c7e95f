import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// While a field edits, iOS 7–12 host its text in a private `UIFieldEditor` (printed `FieldEditor`) above the placeholder
/// label, in the editing rectangle (`PlatformProfile.textFieldHostsTextInFieldEditor`).
@Suite struct TextFieldFieldEditorTests {
    private func classNames(_ view: View) -> [String] { view.subviews.map { "\(type(of: $0))" } }

    /// An iOS 10 device (a 2019 Cycript walk-through), a 288 × 43 field with a 31-pt left view, editing and empty:
    /// `<UITextFieldLabel: …; frame = (31 0; 257 42.5); …>`
    /// `<UIFieldEditor: 0x104bbc000; frame = (31 0; 257 43); text = ''; clipsToBounds = YES; opaque = NO; gestureRecognizers = <NSArray: 0x170645400>; layer = <CALayer: 0x170232940>; contentOffset: {0, 0}; contentSize: {257, 43}>`
    /// `   | <_UIFieldEditorContentView: 0x118b25060; frame = (0 0; 257 43); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x170827380>>`
    /// `   |    | <UITextSelectionView: 0x11a5bc270; frame = (0 0; 0 0); userInteractionEnabled = NO; layer = <CALayer: 0x17423c240>>`
    @Test func anEditingFieldHostsItsTextInAFieldEditorAboveItsLabel() throws {
        let t = TestWorld(profile: .iOS10)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 288, height: 43))
        field.placeholder = "Phone"
        field.leftView = View(frame: CGRect(x: 0, y: 0, width: 31, height: 45))
        field.leftViewMode = .always
        t.window.addSubview(field)
        t.window.layoutIfNeeded()
        #expect(!classNames(field).contains("FieldEditor"))
        #expect(field.becomeFirstResponder())
        t.window.layoutIfNeeded()
        let editor = try #require(field.subviews.first { "\(type(of: $0))" == "FieldEditor" })
        let names = classNames(field)
        #expect(names.firstIndex(of: "FieldEditor") == names.firstIndex(of: "TextFieldLabel").map { $0 + 1 })
        let lines = editor.recursiveDescription().split(separator: "\n").map { withoutAddresses(String($0)) }
        #expect(lines == [
            "<FieldEditor: 0x…; frame = (31 0; 257 43); text = ''; clipsToBounds = YES; opaque = NO; gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>; contentOffset: {0, 0}; contentSize: {257, 43}>",
            "   | <_UIFieldEditorContentView: 0x…; frame = (0 0; 257 43); opaque = NO; userInteractionEnabled = NO; layer = <Layer: 0x…>>",
            "   |    | <TextSelectionView: 0x…; frame = (0 0; 0 0); userInteractionEnabled = NO; layer = <Layer: 0x…>>",
        ])
        #expect(editor.frame == field.editingRect(forBounds: field.bounds))
    }

    /// The editor leaves when editing ends; the placeholder label, gone while there was text, comes back under it.
    @Test func theEditorLeavesWhenEditingEnds() {
        let t = TestWorld(profile: .iOS11)
        let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        field.placeholder = "Name"
        t.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(classNames(field) == ["TextFieldLabel", "FieldEditor"])
        field.insertText("Ada")
        #expect(classNames(field) == ["FieldEditor"])
        field.deleteBackward(); field.deleteBackward(); field.deleteBackward()
        #expect(classNames(field) == ["TextFieldLabel", "FieldEditor"])
        #expect(field.resignFirstResponder())
        #expect(classNames(field) == ["TextFieldLabel"])
    }

    /// The editor prints the field's text as a text view prints its own, and its rectangle follows the field.
    @Test func theEditorPrintsTheTextAndFollowsTheEditingRect() throws {
        let t = TestWorld(profile: .iOS11)
        let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        field.borderStyle = .roundedRect
        t.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.insertText("Hello")
        #expect(classNames(field) == ["_UITextFieldRoundedRectBackgroundViewNeue", "FieldEditor"])
        let editor = try #require(field.subviews.last)
        #expect(editor.description.contains("text = 'Hello'"))
        field.frame.size.width = 260
        t.window.layoutIfNeeded()
        #expect(editor.frame == field.editingRect(forBounds: field.bounds))
        #expect(editor.frame.width == 260 - 2 * TextField.roundedRectHorizontalPadding)
    }

    /// A tap on an editing field lands on the editor and keeps the field editing; the clear button, outside the editing
    /// rectangle, still clears.
    @Test func tapsOnAnEditingFieldStillReachIt() {
        let t = TestWorld(profile: .iOS11)
        let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        field.clearButtonMode = .whileEditing
        t.window.addSubview(field)
        #expect(tap(field))
        #expect(field.isEditing)
        field.insertText("Ada")
        t.window.layoutIfNeeded()
        #expect(t.window.hitTest(CGPoint(x: 60, y: 115), with: nil).map { "\(type(of: $0))" } == "FieldEditor")
        #expect(tap(field, at: CGPoint(x: 40, y: 15)))
        #expect(field.isEditing)
        let clear = field.clearButtonRect(forBounds: field.bounds)
        #expect(tap(field, at: CGPoint(x: clear.midX, y: clear.midY)))
        #expect(field.text == "")
    }

    /// The iOS 13+ profile (TextKit 2 fields, their text in the canvas) and iOS 6 make no editor.
    @Test func modernAndIOS6FieldsHaveNoEditor() {
        for profile in [PlatformProfile.iOS13, .iOS6] {
            let t = TestWorld(profile: profile)
            let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
            t.window.addSubview(field)
            #expect(field.becomeFirstResponder())
            #expect(!classNames(field).contains("FieldEditor"))
        }
    }
}
