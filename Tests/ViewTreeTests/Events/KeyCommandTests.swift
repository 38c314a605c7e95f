import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Hardware-keyboard shortcuts (`UIKeyCommand`) through the responder chain, and a view controller as the
/// first responder.
@Suite struct KeyCommandTests {
    final class Editor: ViewController {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [KeyCommand]? {
            [KeyCommand(input: "s", modifierFlags: .command, action: Editor.save),
             KeyCommand(title: "Close", action: Editor.close, input: KeyCommand.inputEscape)]
        }
        func save() { log.append("save") }
        func close(_ command: KeyCommand) { log.append("close \(command.title)") }
    }

    /// A field inside the editor that offers its own shortcut, handled by the editor.
    final class Field: TextField {
        override var keyCommands: [KeyCommand]? {
            [KeyCommand(input: "b", modifierFlags: [.command, .shift], action: Editor.bold)]
        }
    }

    @Test func aControllerThatIsFirstResponderGetsItsShortcuts() {
        let t = TestWorld(device: .iPhoneSE)
        let editor = Editor()
        t.show(editor)
        #expect(!t.simulation.pressKey("s", modifierFlags: .command))   // not first responder: not in the chain
        #expect(editor.becomeFirstResponder())
        #expect(editor.isFirstResponder && t.window.firstResponder === editor)
        #expect(t.simulation.pressKey("S", modifierFlags: .command))     // the same key with Shift's letter
        #expect(!t.simulation.pressKey("s"))                             // modifiers must match exactly
        #expect(!t.simulation.pressKey("s", modifierFlags: [.command, .alternate]))
        #expect(t.simulation.pressKey(KeyCommand.inputEscape))
        #expect(editor.log == ["save", "close Close"])
    }

    @Test func aShortcutOfaSubviewGoesToTheFirstResponderUpTheChainThatHasTheAction() {
        let t = TestWorld(device: .iPhoneSE)
        let editor = Editor()
        t.show(editor)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        editor.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(t.simulation.pressKey("b", modifierFlags: [.command, .shift]))   // the field's command, the editor's method
        #expect(t.simulation.pressKey("s", modifierFlags: .command))             // the editor's, found up the chain
        #expect(editor.log == ["bold", "save"])
        #expect(KeyCommand.ModifierFlags.command.rawValue == 1 << 20)
    }

    @Test func aFirstResponderThatLeftTheWindowNoLongerCountsOrBlocksAnother() {
        let t = TestWorld(device: .iPhoneSE)
        let editor = Editor()
        t.show(editor)
        #expect(editor.becomeFirstResponder())
        editor.view.removeFromSuperview()
        #expect(t.window.firstResponder == nil && !editor.isFirstResponder)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        t.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(!t.simulation.pressKey("s", modifierFlags: .command))
    }
}

extension KeyCommandTests.Editor {
    func bold() { log.append("bold") }
}
