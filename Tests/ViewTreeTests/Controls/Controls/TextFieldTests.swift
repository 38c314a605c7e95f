import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct TextFieldTests {
    final class Recorder: TextFieldDelegate {
        var log: [String] = []
        var allowBegin = true, allowEnd = true, allowReturn = true
        var forbidden: Character?
        let name: String
        init(_ name: String = "") { self.name = name }
        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { log.append("\(name)shouldBegin"); return allowBegin }
        func textFieldDidBeginEditing(_ textField: TextField) { log.append("\(name)didBegin") }
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool { log.append("\(name)shouldEnd"); return allowEnd }
        func textFieldDidEndEditing(_ textField: TextField) { log.append("\(name)didEnd") }
        func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change \(range.location),\(range.length) '\(string)'")
            return forbidden.map { !string.contains($0) } ?? true
        }
        func textFieldShouldReturn(_ textField: TextField) -> Bool { log.append("\(name)return"); return allowReturn }
    }

    let world: Simulation
    let window: Window
    let field = TextField(frame: CGRect(x: 20, y: 500, width: 200, height: 30))
    let other = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))

    init() {
        (world, window) = makeControlWorld()
        window.addSubview(field)
        window.addSubview(other)
    }

    @Test func becomingFirstResponderCallsTheDelegateThenSendsTheEvent() {
        let d = Recorder()
        field.delegate = d
        field.addAction(Action { _ in d.log.append("event editingDidBegin") }, for: .editingDidBegin)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(window.firstResponder === field)
        #expect(d.log == ["shouldBegin", "didBegin", "event editingDidBegin"])
        #expect(field.becomeFirstResponder())       // already: no second round
        #expect(d.log.count == 3)
    }

    @Test func aRefusingDelegateKeepsTheFieldOut() {
        let d = Recorder()
        d.allowBegin = false
        field.delegate = d
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder && window.firstResponder == nil)
    }

    @Test func aViewOutsideAWindowCannotBecomeFirstResponder() {
        let loose = TextField(frame: .zero)
        #expect(!loose.becomeFirstResponder())
        #expect(!View().becomeFirstResponder())
    }

    @Test func movingToAnotherFieldFollowsUIKitsOrder() {
        let a = Recorder("A."), b = Recorder("B.")
        var log: [String] = []
        let shared = Recorder()
        _ = shared
        field.delegate = a
        other.delegate = b
        field.becomeFirstResponder()
        a.log.removeAll()
        other.becomeFirstResponder()
        log = b.log.prefix(1) + a.log + b.log.dropFirst()
        #expect(log == ["B.shouldBegin", "A.shouldEnd", "A.didEnd", "B.didBegin"])
        #expect(other.isFirstResponder && !field.isFirstResponder)
    }

    @Test func aFieldThatRefusesToEndKeepsFirstResponder() {
        let a = Recorder()
        a.allowEnd = false
        field.delegate = a
        field.becomeFirstResponder()
        #expect(!other.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(!field.resignFirstResponder())
        #expect(!window.endEditing(false))
        #expect(window.endEditing(true))           // forced: the delegate is not asked
        #expect(!field.isFirstResponder && a.log.last == "didEnd")
    }

    @Test func typingGoesThroughTheDelegateOneKeystrokeAtATime() {
        let d = Recorder()
        d.forbidden = "!"
        field.delegate = d
        var changes = 0
        field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
        #expect(type("hi!", into: field))
        #expect(field.text == "hi")
        #expect(changes == 2)
        #expect(d.log.filter { $0.hasPrefix("change") } == ["change 0,0 'h'", "change 1,0 'i'", "change 2,0 '!'"])
        type("\u{8}", into: field)
        #expect(field.text == "h" && d.log.last == "change 1,1 ''")
    }

    @Test func typingIntoAFieldThatIsNotEditingIsRejected() {
        field.insertText("x")
        #expect(field.text == "")
        #expect(world.diagnostics.last?.code == .invalidValue)
    }

    @Test func settingTextInCodeIsSilent() {
        let d = Recorder()
        field.delegate = d
        var events = 0
        field.addAction(Action { _ in events += 1 }, for: .allEditingEvents)
        field.text = "code"
        field.text = nil
        #expect(field.text == "" && d.log.isEmpty && events == 0)
    }

    @Test func theReturnKeyAsksTheDelegateAndEndsOnExitWhenSomethingListens() {
        let d = Recorder()
        field.delegate = d
        var log: [String] = []
        field.addAction(Action { _ in log.append("primary") }, for: .primaryActionTriggered)
        type("a\n", into: field)
        #expect(d.log.contains("return") && log == ["primary"])
        #expect(field.isFirstResponder)             // nothing handles .editingDidEndOnExit
        field.addAction(Action { _ in log.append("exit") }, for: .editingDidEndOnExit)
        type("\n", into: field)
        #expect(log == ["primary", "exit", "primary"])
        #expect(!field.isFirstResponder)
    }

    @Test func aTapBeginsEditing() {
        tapCenter(of: field, in: window)
        #expect(field.isFirstResponder)
    }

    @Test func removingTheFieldFromTheWindowEndsEditing() {
        let d = Recorder()
        field.delegate = d
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(!field.isEditing && d.log.last == "didEnd" && window.firstResponder == nil)
    }

    @Test func intrinsicSizeFollowsTheTextAndTheBorder() {
        field.text = "Hello"                         // 5 × 8.5 at 17 pt
        #expect(field.intrinsicContentSize == CGSize(width: 42.5, height: 20.5))
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize == CGSize(width: 56.5, height: 30))
        field.text = ""
        field.placeholder = "Edit Me"
        // iOS 11 (the default profile): no style fields, clipped, with its recognizers in a window.
        #expect(withoutAddresses(window.recursiveDescription()).contains("text = ''; clipsToBounds = YES; opaque = NO; gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>>"))
    }

    @Test func aTextViewJoinsTheSameFirstResponderModel() {
        let notes = TextView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        window.addSubview(notes)
        field.becomeFirstResponder()
        #expect(notes.becomeFirstResponder())
        #expect(!field.isFirstResponder && notes.isFirstResponder)
        #expect(type("ok", into: notes) && notes.text == "ok")
        #expect(window.endEditing(false) && !notes.isFirstResponder)
    }

    @Test func aFieldDoesNotLeakItsWorld() {
        weak var weakWorld: Simulation?
        weak var weakField: TextField?
        do {
            let (w, win) = makeControlWorld()
            weakWorld = w
            let f = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            weakField = f
            win.addSubview(f)
            let d = Recorder()
            f.delegate = d
            type("abc", into: f)
            w.run(for: 1)
        }
        #expect(weakWorld == nil && weakField == nil)
    }
}
