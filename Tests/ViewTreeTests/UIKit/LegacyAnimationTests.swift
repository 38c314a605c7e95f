import Testing
import ViewTreeTesting
import ViewTreeUIKit

@Suite struct LegacyAnimationTests {
    @Test func changesBetweenBeginAndCommitAnimate() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(view)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationBeginsFromCurrentState(true)
        view.alpha = 0
        UIView.commitAnimations()
        #expect(view.alpha == 0)                                   // the model value at once
        t.run(for: 0.5)
        #expect(abs(view.presentation().alpha - 0.5) < 0.01)       // linear, over one second
        t.run(for: 0.6)
        #expect(view.presentation().alpha == 0)
    }

    @Test func theDefaultDurationIsAFifthOfASecond() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(view)
        UIView.beginAnimations("move", context: nil)
        view.center = CGPoint(x: 200, y: 50)
        UIView.commitAnimations()
        t.run(for: 0.1)
        #expect(view.hasRunningAnimations)
        t.run(for: 0.15)
        #expect(!view.hasRunningAnimations)
    }

    @Test func aCommitWithoutABeginIsReported() {
        let t = TestWorld()
        UIView.commitAnimations()
        #expect(t.simulation.diagnostics.contains { $0.message.contains("without an open beginAnimations") })
    }

    @Test func aContextLeftOpenDoesNotReachTheNextWorld() {
        do {
            _ = TestWorld()
            UIView.beginAnimations(nil, context: nil)           // never committed
        }
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(view)
        view.alpha = 0
        #expect(!view.hasRunningAnimations)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("left open on this thread") })
    }
}
