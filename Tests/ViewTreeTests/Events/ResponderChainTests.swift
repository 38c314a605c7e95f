import Foundation
import Testing
import ViewTree

@Suite struct ResponderChainTests {
    final class Recorder: View {
        var log: [String] = []
        var handles = false
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            log.append("began \(touches.count)")
            if !handles { super.touchesBegan(touches, with: event) }
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            log.append("ended")
            if !handles { super.touchesEnded(touches, with: event) }
        }
    }

    @Test func aViewsNextIsItsSuperviewAndAWindowsIsNil() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = View(frame: window.bounds)
        let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next === window)
        #expect(window.next == nil)
    }

    @Test func anUnhandledTouchTravelsUpToTheFirstViewThatHandlesIt() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let handler = Recorder(frame: window.bounds)
        handler.handles = true
        let passer = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(handler)
        handler.addSubview(passer)
        window.makeKeyAndVisible()

        let touch = Touch(at: CGPoint(x: 50, y: 50), in: window)
        window.sendEvent(Event(touches: [touch], timestamp: 0))
        touch.update(phase: .ended)
        window.sendEvent(Event(touches: [touch], timestamp: 0.1))

        #expect(touch.view === passer)
        #expect(passer.log == ["began 1", "ended"])
        #expect(handler.log == ["began 1", "ended"])
        #expect(touch.location(in: passer) == CGPoint(x: 50, y: 50))
    }

    @Test func firstResponderStubsRefuseByDefault() {
        let view = View()
        #expect(view.canBecomeFirstResponder == false)
        #expect(view.becomeFirstResponder() == false)
        #expect(view.isFirstResponder == false)
        #expect(view.resignFirstResponder())
    }

    final class Target {
        var calls: [String] = []
        func plain() { calls.append("plain") }
        func withSender(_ sender: TapGestureRecognizerStandIn) { calls.append("sender") }
        func withBase(_ sender: GestureRecognizer) { calls.append("base \(sender.state)") }
    }
    typealias TapGestureRecognizerStandIn = GestureRecognizer

    @Test func typedMethodReferencesAreAcceptedAsActions() {
        let target = Target()
        let recognizer = GestureRecognizer()
        recognizer.addTarget(target, action: Target.plain)
        recognizer.addTarget(target, action: Target.withBase)
        recognizer.removeTarget(target)
        recognizer.addTarget(target, action: Target.withSender)
        #expect(target.calls.isEmpty)
    }

    @Test func anActionsIdentifierIsUniqueUnlessNamed() {
        let a = Action { _ in }
        let b = Action { _ in }
        #expect(a.identifier != b.identifier)
        #expect(a.identifier == a.identifier)
        #expect(Action(identifier: .init("save")) { _ in }.identifier == Action.Identifier("save"))
        #expect(a.sender == nil)
    }
}
