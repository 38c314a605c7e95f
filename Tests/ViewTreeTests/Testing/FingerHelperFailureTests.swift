import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Every finger helper fails readably — naming the helper, the view and the reason — and sends nothing
/// when its target cannot be touched or its arguments make no sense.
@Suite struct FingerHelperFailureTests {
    let t = TestWorld()

    func target() -> TouchLog {
        let v = TouchLog(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        v.accessibilityIdentifier = "card"
        t.window.addSubview(v)
        return v
    }

    /// Runs `body`, expecting one recorded failure whose text contains `text`.
    func expectFailure(_ text: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Bool) {
        withKnownIssue {
            #expect(body() == false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(text) }
        }
    }

    @Test func eachHelperNamesItselfTheViewAndTheReason() {
        let card = target()
        card.isHidden = true
        expectFailure("doubleTap cannot touch TouchLog \"card\" (10 10; 100 100): TouchLog \"card\" (10 10; 100 100) is hidden") { doubleTap(card) }
        card.isHidden = false
        card.alpha = 0
        expectFailure("swipe cannot touch TouchLog \"card\" (10 10; 100 100): TouchLog \"card\" (10 10; 100 100) has alpha 0") { swipe(card, direction: .left) }
        card.alpha = 1
        let cover = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        t.window.addSubview(cover)
        expectFailure("longPress cannot touch TouchLog \"card\" (10 10; 100 100): TouchLog \"card\" (10 10; 100 100) is covered by View (0 0; 320 200)") { longPress(card) }
        cover.removeFromSuperview()
        card.isUserInteractionEnabled = false
        expectFailure("pinch cannot touch TouchLog \"card\" (10 10; 100 100): TouchLog \"card\" (10 10; 100 100) has isUserInteractionEnabled == false") { pinch(card, scale: 2) }
        card.isUserInteractionEnabled = true
        expectFailure("drag cannot touch TouchLog \"card\" (10 10; 100 100): TouchLog \"card\" (10 10; 100 100) is outside the window: the point {510, 60} is not in the window's bounds (0 0; 320 480)") {
            drag(card, from: CGPoint(x: 500, y: 50), to: CGPoint(x: 50, y: 50))
        }
        expectFailure("drag cannot touch TouchLog \"card\" (10 10; 100 100): the point {150, 50} is outside TouchLog \"card\" (10 10; 100 100)'s bounds, so hit testing does not reach it") {
            drag(card, from: CGPoint(x: 150, y: 50), to: CGPoint(x: 50, y: 50))
        }
        card.removeFromSuperview()
        expectFailure("tap cannot touch TouchLog \"card\" (10 10; 100 100): TouchLog \"card\" (10 10; 100 100) is not in a window") { tap(card) }
        #expect(card.log.isEmpty)
        #expect(t.now == 0)                            // no helper ran the clock
    }

    @Test func nonsenseArgumentsAreNamed() {
        let card = target()
        expectFailure("longPress: the duration -1.0 is not a finite, non-negative number of seconds") { longPress(card, duration: -1) }
        expectFailure("drag: the duration must be positive and the end point finite") { drag(card, from: .zero, to: CGPoint(x: 10, y: 10), duration: 0) }
        expectFailure("pinch: the scale must be a positive number, got nan") { pinch(card, scale: .nan) }
        expectFailure("swipe: give one direction (.right, .left, .up or .down), got raw value 3") { swipe(card, direction: [.right, .left]) }
        #expect(card.log.isEmpty)
    }
}
