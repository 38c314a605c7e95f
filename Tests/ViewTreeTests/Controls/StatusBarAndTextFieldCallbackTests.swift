import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// The status-bar tap (scroll to top) and the text field's newer delegate methods.
@Suite struct StatusBarAndTextFieldCallbackTests {
    final class TopLog: ScrollViewDelegate {
        var log: [String] = []
        var allow = true
        func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { log.append("should"); return allow }
        func scrollViewDidScrollToTop(_ scrollView: ScrollView) { log.append("did \(UIKitFormat.point(scrollView.contentOffset))") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { log.append("endScrollingAnimation") }
    }

    func scrollView(in t: TestWorld) -> ScrollView {
        let scroll = ScrollView(frame: t.window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        scroll.contentOffset = CGPoint(x: 0, y: 800)
        t.window.addSubview(scroll)
        return scroll
    }

    @Test func tappingTheStatusBarScrollsTheOneScrollViewToItsTop() {
        let t = TestWorld()
        t.window.makeKeyAndVisible()
        let scroll = scrollView(in: t)
        let log = TopLog()
        scroll.delegate = log
        #expect(t.simulation.tapStatusBar())
        #expect(scroll.contentOffset.y == 800)            // animated
        t.run(for: 1)
        #expect(scroll.contentOffset.y == 0)
        #expect(log.log == ["should", "did {0, 0}"])       // not scrollViewDidEndScrollingAnimation
    }

    @Test func twoScrollViewsOnScreenOrARefusingDelegateScrollNothing() {
        let t = TestWorld()
        t.window.makeKeyAndVisible()
        let first = scrollView(in: t)
        let second = scrollView(in: t)
        #expect(!t.simulation.tapStatusBar())
        second.scrollsToTop = false
        let log = TopLog()
        log.allow = false
        first.delegate = log
        #expect(!t.simulation.tapStatusBar())
        t.run(for: 1)
        #expect(first.contentOffset.y == 800 && log.log == ["should"])
        second.isHidden = true
        second.scrollsToTop = true
        log.allow = true
        #expect(t.simulation.tapStatusBar())              // the hidden one does not count
    }

    final class FieldLog: TextFieldDelegate {
        var log: [String] = []
        func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) { log.append("didEnd reason \(reason.rawValue)") }
        func textFieldDidChangeSelection(_ textField: TextField) { log.append("selection \(textField.text ?? "")") }
    }

    final class PlainFieldLog: TextFieldDelegate {
        var ended = 0
        func textFieldDidEndEditing(_ textField: TextField) { ended += 1 }
    }

    @Test func theReasonVariantIsCalledInsteadAndTheCaretMovesWithEachKeystroke() {
        let t = TestWorld()
        t.window.makeKeyAndVisible()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        t.window.addSubview(field)
        let log = FieldLog()
        field.delegate = log
        var events: [String] = []
        field.addAction(Action { _ in events.append("changed") }, for: .editingChanged)
        field.becomeFirstResponder()
        field.insertText("a")
        field.insertText("b")
        field.resignFirstResponder()
        #expect(log.log == ["selection a", "selection ab", "didEnd reason 0"])
        #expect(events == ["changed", "changed"])
        let plain = PlainFieldLog()
        field.delegate = plain
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(plain.ended == 1)                         // a delegate with only the plain method still hears it
    }
}
