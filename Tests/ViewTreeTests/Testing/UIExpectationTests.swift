import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// The checks behind `expect…`: they hold when they should, and fail with messages that say what was
/// expected and what was found.
@Suite struct UIExpectationTests {
    let t = TestWorld()
    let scroll: ScrollView

    init() {
        scroll = ScrollView(frame: t.window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        t.window.addSubview(scroll)
    }

    @Test func indicatorVisibleAndHiddenFollowTheScreenOverTime() {
        #expect(UICheck.indicatorHidden(scroll) == nil)
        scroll.flashScrollIndicators()
        #expect(UICheck.indicatorVisible(scroll, at: 0.2) == nil)
        #expect(UICheck.indicatorVisible(scroll, at: 1.7) == nil, "fading out, but still on screen")
        #expect(UICheck.indicatorHidden(scroll, at: 2) == nil)
        #expect(t.now == 2, "checking at a time ran the clock there")
        #expect(UICheck.indicatorHidden(scroll, axis: .horizontal) == nil, "the content is not wider")
    }

    @Test func aVisibleIndicatorThatIsNotSaysWhatItFound() {
        scroll.flashScrollIndicators()
        #expect(UICheck.indicatorVisible(scroll, at: 0) ==
                "[ios11] expected the vertical scroll indicator of ScrollView:0x3 to be visible at t=0.00, but its alpha on screen is 0 (model alpha 1, animating toward it)")
        #expect(UICheck.indicatorHidden(scroll, at: 0.5) ==
                "[ios11] expected the vertical scroll indicator of ScrollView:0x3 to be hidden at t=0.50, but its alpha on screen is 1 (model alpha 1)")
    }

    @Test func checkingInThePastOrWithoutAWorldFails() {
        t.run(until: 1)
        #expect(UICheck.indicatorVisible(scroll, at: 0.5)?.hasSuffix("at t=0.50: the world's clock is already at t=1.00 and does not go back") == true)
    }

    @Test func aMissingIndicatorIsHiddenButNotVisible() {
        scroll.showsVerticalScrollIndicator = false
        #expect(UICheck.indicatorHidden(scroll) == nil)
        #expect(UICheck.indicatorVisible(scroll)?.hasSuffix("but there is none (showsVerticalScrollIndicator is false)") == true)
    }

    @Test func alphaModelAndPresentation() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        t.run(until: 0.25)
        #expect(UICheck.alpha(of: view, equals: 0) == nil)
        #expect(UICheck.alpha(of: view, equals: 0.75, in: .presentation) == nil)
        #expect(UICheck.alpha(of: view, equals: 0.7, accuracy: 0.1, in: .presentation) == nil)
        #expect(UICheck.alpha(of: view, equals: 0.5, in: .presentation) ==
                "[ios11] expected the alpha on screen (presentation) of View:0x9 to be 0.5 ± 0.001 at t=0.25, but found 0.75")
    }

    @Test func frameModelAndPresentation() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        t.window.addSubview(view)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame.origin.x = 100 })
        t.run(until: 0.5)
        #expect(UICheck.frame(of: view, equals: CGRect(x: 100, y: 0, width: 100, height: 50)) == nil)
        #expect(UICheck.frame(of: view, equals: CGRect(x: 50, y: 0, width: 100, height: 50), in: .presentation) == nil)
        #expect(UICheck.frame(of: view, equals: CGRect(x: 0, y: 0, width: 100, height: 50)) ==
                "[ios11] expected the frame of View:0x9 to be (0 0; 100 50) at t=0.50, but found (100 0; 100 50)")
    }

    @Test func subviewOrderExactAndRelative() {
        let w = TestWorld()
        let parent = View(frame: .zero)
        w.window.addSubview(parent)
        let a = View(), b = View(), c = View()
        [a, b, c].forEach(parent.addSubview)
        // Ids are handed out in creation order (window 0x1, parent 0x3, a 0x5, b 0x7, c 0x9: each
        // view's layer takes the id after it), as in its recursiveDescription.
        _ = w.window.recursiveDescription()
        #expect(UICheck.subviewOrder(of: parent, is: [a, b, c]) == nil)
        #expect(UICheck.subviewOrder(of: parent, is: [a, c], allowingOthers: true) == nil)
        #expect(UICheck.subviewOrder(of: parent, is: [c, a], allowingOthers: true) ==
                "[ios11] expected the subviews of View:0x3 in the order [View:0x9, View:0x5] (back to front), but found [View:0x5, View:0x7, View:0x9]")
        parent.bringSubviewToFront(a)
        #expect(UICheck.subviewOrder(of: parent, is: [a, b, c]) ==
                "[ios11] expected the subviews of View:0x3 to be exactly [View:0x5, View:0x7, View:0x9] (back to front), but found [View:0x7, View:0x9, View:0x5]")
        a.removeFromSuperview()
        #expect(UICheck.subviewOrder(of: parent, is: [a, b]) ==
                "[ios11] expected the subviews of View:0x3 to include [View:0x5], but they are not subviews; found [View:0x7, View:0x9]")
    }

    @Test func subviewOrderOfAScrollViewAllowsItsIndicators() {
        let content = View(frame: .zero)
        scroll.addSubview(content)
        #expect(UICheck.subviewOrder(of: scroll, is: [content]) != nil, "the indicators are subviews too")
        #expect(UICheck.subviewOrder(of: scroll, is: [content], allowingOthers: true) == nil)
        #expect(UICheck.subviewOrder(of: scroll, is: [content, scroll.horizontalScrollIndicatorView!, scroll.verticalScrollIndicatorView!]) == nil,
                "content goes below the indicators")
    }

    @Test func noDiagnosticsListsThem() {
        #expect(UICheck.noDiagnostics(in: t.simulation) == nil)
        t.window.addSubview(t.window)
        let message = UICheck.noDiagnostics(in: t.simulation)
        #expect(message?.hasPrefix("[ios11] expected no diagnostics, but the world recorded 1:\n  [hierarchyCycle] ") == true)
    }

    @Test func theExpectFunctionsRecordIssuesWithTheMessage() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        #expect(expectAlpha(view, equals: 1), "a passing expectation records nothing and returns true")
        #expect(expectFrame(view, equals: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(expectSubviewOrder(t.window, [scroll, view]))
        #expect(expectIndicatorHidden(scroll))
        #expect(expectNoDiagnostics(in: t.simulation))
        withKnownIssue {
            #expect(!expectAlpha(view, equals: 0.5))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("[ios11] expected the alpha of View:0x") && $0.rawValue.hasSuffix("but found 1") }
        }
        withKnownIssue {
            expectIndicatorVisible(scroll, at: 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("to be visible at t=1.00") }
        }
    }

    @Test func failuresPointAtTheCaller() {
        let view = View(frame: .zero)
        let line = #line + 2
        withKnownIssue {
            expectAlpha(view, equals: 0)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "UIExpectationTests.swift"
        }
    }
}

/// Checks on views made where no world is current (a test that never made one): they have no
/// profile and no clock, and the messages say so.
@Test func checksOfAViewInNoWorldSaySo() {
    let loose = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(loose.simulation == nil)
    #expect(UICheck.indicatorHidden(loose, at: 1)?.contains("is in no world, so it has no clock") == true)
    #expect(UICheck.alpha(of: View(frame: .zero), equals: 0.5) == "expected the alpha of View:0x1 to be 0.5 ± 0.001, but found 1",
            "a view in no world has no profile and no time")
}
