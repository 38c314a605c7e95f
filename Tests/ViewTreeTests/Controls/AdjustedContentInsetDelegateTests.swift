import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Logs `scrollViewDidChangeAdjustedContentInset` with the inset the scroll view has during the call.
private final class InsetLog: ScrollViewDelegate {
    var insets: [EdgeInsets] = []
    /// Set `contentInset.top` one point higher from inside every call (a delegate that never settles).
    var keepsChanging = false

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        insets.append(scrollView.adjustedContentInset)
        if keepsChanging { scrollView.contentInset.top += 1 }
    }
}

/// A controller whose view is a scroll view that adds every safe-area inset.
private final class ScrollController: ViewController {
    let scroll = ScrollView(frame: .zero)
    override func loadView() {
        scroll.contentInsetAdjustmentBehavior = .always
        view = scroll
    }
}

@Suite struct AdjustedContentInsetDelegateTests {
    @Test func settingContentInsetTellsTheDelegateOnlyWhenTheValueChanges() {
        let t = TestWorld()
        let scroll = ScrollView(frame: t.window.bounds)
        let log = InsetLog()
        scroll.delegate = log
        t.window.addSubview(scroll)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        #expect(log.insets == [EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)])
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)   // the same value
        #expect(log.insets.count == 1)
        scroll.contentInset = .zero
        #expect(log.insets == [EdgeInsets(top: 10, left: 0, bottom: 5, right: 0), .zero])
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func aSafeAreaChangeAndTheAdjustmentBehaviourTellTheDelegate() {
        let t = TestWorld(device: .iPhoneX)
        let controller = ScrollController()
        let log = InsetLog()
        controller.loadViewIfNeeded()
        controller.scroll.delegate = log
        t.show(controller)
        // On screen, the scroll view takes the iPhone X's safe area (44 top, 34 bottom upright).
        #expect(log.insets == [EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)])
        controller.scroll.contentInsetAdjustmentBehavior = .never
        #expect(log.insets.last == .zero && log.insets.count == 2)
        controller.scroll.contentInsetAdjustmentBehavior = .never
        controller.scroll.contentInsetAdjustmentBehavior = .never
        #expect(log.insets.count == 2)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
        #expect(log.insets.count == 2)                                 // `.never`: the safe area is not added
        controller.scroll.contentInsetAdjustmentBehavior = .always
        #expect(log.insets.last == EdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func anIOS10ProfileHasNoAdjustedInsetToReport() {
        let t = TestWorld(profile: .iOS10)
        let scroll = ScrollView(frame: t.window.bounds)
        let log = InsetLog()
        scroll.delegate = log
        t.window.addSubview(scroll)
        scroll.contentInset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        #expect(log.insets.isEmpty)
        #expect(scroll.adjustedContentInset.top == 64)
    }

    @Test func aSubclassHearsAdjustedContentInsetDidChangeBeforeTheDelegate() {
        final class Watching: ScrollView {
            var calls: [String] = []
            override func adjustedContentInsetDidChange() {
                calls.append("subclass \(UIKitFormat.insets(adjustedContentInset))")
                super.adjustedContentInsetDidChange()
            }
        }
        final class Delegate: ScrollViewDelegate {
            weak var scroll: Watching?
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) { scroll?.calls.append("delegate") }
        }
        let t = TestWorld()
        let scroll = Watching(frame: t.window.bounds)
        let delegate = Delegate()
        delegate.scroll = scroll
        scroll.delegate = delegate
        t.window.addSubview(scroll)
        scroll.contentInset.left = 3
        #expect(scroll.calls == ["subclass {0, 3, 0, 0}", "delegate"])
    }

    @Test func aDelegateThatNeverSettlesIsStoppedWithADiagnostic() {
        let t = TestWorld()
        let scroll = ScrollView(frame: t.window.bounds)
        let log = InsetLog()
        log.keepsChanging = true
        scroll.delegate = log
        t.window.addSubview(scroll)
        scroll.contentInset.top = 1
        #expect(log.insets.count == ScrollView.maximumAdjustedContentInsetReportDepth)
        #expect(t.simulation.diagnostics.last?.code == .invalidValue)
        #expect(t.simulation.diagnostics.last?.message.contains("scrollViewDidChangeAdjustedContentInset") == true)
        // The scroll view is usable afterwards: the next change is told again.
        log.keepsChanging = false
        scroll.contentInset.top = 0
        #expect(log.insets.last?.top == 0)
    }
}
