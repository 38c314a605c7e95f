import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct ContainmentTests {
    @Test func addingAndRemovingAChildFollowsUIKitsOrder() {
        let t = TestWorld()
        let log = EventLog()
        let parent = LoggingController("parent", log: log)
        t.show(parent)
        log.clear()
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        #expect(log.entries == ["child.willMove(toParent: parent)"])
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        t.waitForTransitions()
        #expect(log.withoutLayout == ["child.willMove(toParent: parent)", "child.loadView", "child.viewDidLoad",
                                      "child.viewWillAppear(false)", "child.didMove(toParent: parent)",
                                      "child.viewDidAppear(false)"])
        #expect(parent.children.count == 1)
        #expect(child.parent === parent)
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries == ["child.willMove(toParent: nil)", "child.viewWillDisappear(false)",
                                "child.viewDidDisappear(false)", "child.didMove(toParent: nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test func appearanceIsForwardedToChildrenAfterTheParent() {
        let t = TestWorld()
        let log = EventLog()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.clear()
        t.show(parent)
        #expect(log.withoutLayout == ["parent.viewWillAppear(false)", "child.viewWillAppear(false)",
                                      "parent.viewDidAppear(false)", "child.viewDidAppear(false)"])
    }

    @Test func aControllerCannotContainItselfOrItsAncestor() {
        let t = TestWorld()
        let parent = ViewController(), child = ViewController()
        t.show(parent)
        parent.addChild(child)
        child.addChild(parent)
        parent.addChild(parent)
        #expect(child.children.isEmpty)
        #expect(parent.children.count == 1)
        #expect(t.simulation.diagnostics.filter { $0.code == .viewController }.count == 2)
    }

    @Test func aControllerWithoutAutomaticForwardingIsLeftAlone() {
        final class ManualContainer: ViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let t = TestWorld()
        let log = EventLog()
        let parent = ManualContainer()
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        log.clear()
        t.show(parent)
        #expect(log.withoutLayout.isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.withoutLayout == ["child.viewWillAppear(false)", "child.viewDidAppear(false)"])
    }
}
