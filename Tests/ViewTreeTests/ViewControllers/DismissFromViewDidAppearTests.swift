// A presented controller that dismisses itself from its own viewDidAppear (a splash or a sign-in screen that finds
// nothing to do): the presentation ends first, then the dismissal runs, every controller's callbacks balanced; and the
// state each callback sees at the end of a dismissal (WinObjC's functional tests, written against iOS).
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A controller that records, in each appearance callback, its presentation state; it may dismiss itself once it has
/// appeared.
private final class StateLoggingController: ViewController {
    let name: String
    let log: ControllerEventLog
    var dismissOnAppear = false
    var dismissAnimated = true
    var dismissed = false
    init(_ name: String, log: ControllerEventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    private func state() -> String {
        "presenting=\(presentingViewController == nil ? "nil" : "set") presented=\(presentedViewController == nil ? "nil" : "set")"
            + (isBeingPresented ? " beingPresented" : "") + (isBeingDismissed ? " beingDismissed" : "")
    }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear \(state())") }
    override func viewDidAppear(_ animated: Bool) {
        log.add("\(name).viewDidAppear \(state())")
        if dismissOnAppear {
            dismissOnAppear = false
            dismiss(animated: dismissAnimated) { [self] in dismissed = true; log.add("\(name).dismiss completion") }
        }
    }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear \(state())") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear \(state())") }
}

@Suite struct DismissFromViewDidAppearTests {
    @Test(arguments: [true, false])
    func theDismissalRunsOnceThePresentationHasEnded(animated: Bool) {
        let t = TestWorld(profile: .iOS11, device: .iPhoneSE)              // full screen: the presenter takes part
        let log = ControllerEventLog()
        let a = StateLoggingController("A", log: log), b = StateLoggingController("B", log: log)
        b.dismissOnAppear = true
        b.dismissAnimated = animated
        t.show(a)
        log.clear()
        a.present(b, animated: animated) { log.add("present completion") }
        t.waitForTransitions()
        t.run(for: 1)
        #expect(log.entries == [
            "A.viewWillDisappear presenting=nil presented=set",
            "B.viewWillAppear presenting=set presented=nil beingPresented",
            "B.viewDidAppear presenting=set presented=nil beingPresented",
            "A.viewDidDisappear presenting=nil presented=set",
            "present completion",
            "B.viewWillDisappear presenting=set presented=nil beingDismissed",
            "A.viewWillAppear presenting=nil presented=set",
            "A.viewDidAppear presenting=nil presented=nil",
            "B.viewDidDisappear presenting=nil presented=nil beingDismissed",
            "B.dismiss completion",
        ])
        #expect(b.dismissed && a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.window === t.window && b.view.window == nil)
        #expect(!b.isBeingPresented && !b.isBeingDismissed)
        // Nothing was refused.
        #expect(t.simulation.diagnostics.filter { $0.code == .viewController }.isEmpty, "\(t.simulation.diagnostics)")
    }

    @Test func aSheetDismissesItselfTheSameWayWithoutThePresenter() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)               // a sheet: the presenter hears nothing
        let log = ControllerEventLog()
        let a = StateLoggingController("A", log: log), b = StateLoggingController("B", log: log)
        b.dismissOnAppear = true
        t.show(a)
        log.clear()
        a.present(b, animated: true)
        t.waitForTransitions()
        t.run(for: 1)
        #expect(log.entries == [
            "B.viewWillAppear presenting=set presented=nil beingPresented",
            "B.viewDidAppear presenting=set presented=nil beingPresented",
            "B.viewWillDisappear presenting=set presented=nil beingDismissed",
            "B.viewDidDisappear presenting=nil presented=nil beingDismissed",
            "B.dismiss completion",
        ])
        #expect(a.presentedViewController == nil && b.view.window == nil)
    }

    /// A presented navigation controller's root hears viewDidAppear with the navigation controller, once the
    /// presentation's animation is over (before, it heard it on the next turn, at the animation's start), so its
    /// dismissal from there is accepted as the presented controller's own is.
    @Test func theRootOfAPresentedNavigationControllerDismissesOnceThePresentationHasEnded() {
        let t = TestWorld(profile: .iOS11, device: .iPhoneSE)
        let log = ControllerEventLog()
        let a = StateLoggingController("A", log: log), root = StateLoggingController("root", log: log)
        root.dismissOnAppear = true
        let navigation = NavigationController(rootViewController: root)
        t.show(a)
        log.clear()
        a.present(navigation, animated: true)
        t.waitForTransitions()
        t.run(for: 1)
        #expect(root.dismissed && a.presentedViewController == nil && navigation.view.window == nil)
        #expect(log.entries == [
            "A.viewWillDisappear presenting=nil presented=set",
            "root.viewWillAppear presenting=set presented=nil",
            "root.viewDidAppear presenting=set presented=nil",
            "A.viewDidDisappear presenting=nil presented=set",
            "root.viewWillDisappear presenting=set presented=nil",
            "A.viewWillAppear presenting=nil presented=set",
            "A.viewDidAppear presenting=nil presented=nil",
            "root.viewDidDisappear presenting=nil presented=nil",
            "root.dismiss completion",
        ])
        #expect(t.simulation.diagnostics.filter { $0.code == .viewController }.isEmpty, "\(t.simulation.diagnostics)")
    }

    @Test func aDismissalFromViewWillAppearIsStillRefused() {
        final class Early: ViewController {
            override func viewWillAppear(_ animated: Bool) { dismiss(animated: false) }
        }
        let t = TestWorld(profile: .iOS11, device: .iPhoneSE)
        let a = ViewController(), b = Early()
        t.show(a)
        a.present(b, animated: true)
        t.waitForTransitions()
        t.run(for: 1)
        #expect(a.presentedViewController === b && b.view.window === t.window)
        #expect(t.simulation.diagnostics.contains { $0.code == .viewController && $0.message.contains("while a presentation or dismiss is in progress") })
    }

    @Test func anOrdinaryDismissalEndsTheRelationshipBeforeTheDidCalls() {
        let t = TestWorld(profile: .iOS11, device: .iPhoneSE)
        let log = ControllerEventLog()
        let a = StateLoggingController("A", log: log), b = StateLoggingController("B", log: log)
        t.show(a)
        a.present(b, animated: false)
        t.waitForTransitions()
        log.clear()
        b.dismiss(animated: true)
        t.waitForTransitions()
        #expect(log.entries == [
            "B.viewWillDisappear presenting=set presented=nil beingDismissed",
            "A.viewWillAppear presenting=nil presented=set",
            "A.viewDidAppear presenting=nil presented=nil",
            "B.viewDidDisappear presenting=nil presented=nil beingDismissed",
        ])
    }
}
