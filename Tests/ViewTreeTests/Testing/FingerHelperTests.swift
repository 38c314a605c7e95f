import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct FingerHelperTests {
    let t = TestWorld()

    func button() -> View {
        let v = View(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        v.accessibilityIdentifier = "save"
        t.window.addSubview(v)
        return v
    }

    @Test func aTouchableViewHasNoReason() {
        #expect(TouchCheck.reasonUntouchable(button()) == nil)
    }

    @Test func eachReasonNamesTheViewAndWhy() {
        let b = button()
        b.isHidden = true
        #expect(TouchCheck.reasonUntouchable(b) == "View \"save\" (10 10; 100 44) is hidden")
        b.isHidden = false
        b.alpha = 0
        #expect(TouchCheck.reasonUntouchable(b) == "View \"save\" (10 10; 100 44) has alpha 0 (below 0.01, so hit testing skips it)")
        b.alpha = 1
        b.isUserInteractionEnabled = false
        #expect(TouchCheck.reasonUntouchable(b) == "View \"save\" (10 10; 100 44) has isUserInteractionEnabled == false")
        b.isUserInteractionEnabled = true
        let cover = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        cover.tag = 7
        t.window.addSubview(cover)
        #expect(TouchCheck.reasonUntouchable(b) == "View \"save\" (10 10; 100 44) is covered by View (tag 7) (0 0; 320 100) at {60, 32} (window coordinates)")
        cover.removeFromSuperview()
        b.frame = CGRect(x: 400, y: 10, width: 100, height: 44)
        #expect(TouchCheck.reasonUntouchable(b)?.contains("is outside the window") == true)
        b.removeFromSuperview()
        #expect(TouchCheck.reasonUntouchable(b) == "View \"save\" (400 10; 100 44) is not in a window")
    }

    @Test func anAncestorsStateCountsToo() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let child = View(frame: CGRect(x: 60, y: 0, width: 20, height: 20))
        parent.addSubview(child)
        t.window.addSubview(parent)
        #expect(TouchCheck.reasonUntouchable(child)?.hasSuffix("lies outside its ancestor View (0 0; 50 50)'s bounds there, so hit testing does not reach it") == true)
        child.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        parent.isUserInteractionEnabled = false
        #expect(TouchCheck.reasonUntouchable(child) == "its ancestor View (0 0; 50 50) has isUserInteractionEnabled == false")
    }

    @Test func tappingAnUntouchableViewRecordsAFailureAndSendsNothing() {
        let b = TouchLog(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        t.window.addSubview(b)
        b.isHidden = true
        withKnownIssue {
            #expect(tap(b) == false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("tap cannot touch TouchLog (0 0; 50 50): TouchLog (0 0; 50 50) is hidden") }
        }
        #expect(b.log.isEmpty)
    }

    @Test func helpersAdvanceTheVirtualClock() {
        let b = button()
        tap(b)
        #expect(t.now == FingerTiming.tapHold)
        longPress(b, duration: 2)
        #expect(abs(t.now - (FingerTiming.tapHold + 2)) < 1e-9)
    }

    @Test func viewsAreFoundByIdentifierAndLabel() {
        let b = button()
        let label = Label(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        label.text = "Total"
        t.window.addSubview(label)
        #expect(t.window.firstView(withAccessibilityIdentifier: "save") === b)
        #expect(t.window.firstView(withAccessibilityIdentifier: "nope") == nil)
        #expect(t.window.views(withAccessibilityLabel: "Total").first === label)
        #expect(label.isAccessibilityElement)
        #expect(!b.isAccessibilityElement)
        b.accessibilityLabel = "Save"
        #expect(t.window.views(withAccessibilityLabel: "Save") == [b])
    }
}
