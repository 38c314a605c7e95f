import Foundation
import Testing
import ViewTree

@Suite struct TargetActionTests {
    final class Screen {
        var log: [String] = []
        func save() { log.append("save") }
        func switched(_ sender: Switch) { log.append("switched \(sender.isOn)") }
        func pressed(_ sender: Button, _ event: ViewTree.Event?) { log.append("pressed \(event?.allTouches?.count ?? -1)") }
        func anything(_ sender: Control) { log.append("anything") }
    }

    @Test func typedMethodReferencesInTheThreeShapes() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let screen = Screen()
        let button = Button(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        window.addSubview(button)
        button.addTarget(screen, action: Screen.save, for: .touchUpInside)
        button.addTarget(screen, action: Screen.pressed, for: .touchUpInside)
        button.addTarget(screen, action: Screen.anything, for: .touchDown)
        tapCenter(of: button, in: window)
        #expect(screen.log == ["anything", "save", "pressed 1"])
    }

    @Test func sendActionsRunsRegistrationsInOrderWithoutATouchEvent() {
        let screen = Screen()
        let toggle = Switch()
        var order: [String] = []
        toggle.addAction(Action { _ in order.append("closure") }, for: .valueChanged)
        toggle.addTarget(screen, action: Screen.switched, for: .valueChanged)
        toggle.addTarget(screen, action: Screen.save, for: .touchUpInside)
        toggle.sendActions(for: .valueChanged)
        #expect(order == ["closure"])
        #expect(screen.log == ["switched false"])
    }

    @Test func aMethodForAnotherSenderTypeIsSkipped() {
        let screen = Screen()
        let slider = Slider(frame: .zero)
        slider.addTarget(screen, action: Screen.switched, for: .valueChanged)   // takes a Switch
        slider.sendActions(for: .valueChanged)
        #expect(screen.log.isEmpty)
    }

    @Test func targetsAreHeldWeaklyAndDroppedWhenReleased() {
        let button = Button(type: .custom)
        weak var released: Screen?
        do {
            let screen = Screen()
            released = screen
            button.addTarget(screen, action: Screen.save, for: .touchUpInside)
            #expect(button.allTargets.count == 1)
        }
        #expect(released == nil)
        button.sendActions(for: .touchUpInside)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents == [])
    }

    @Test func removeTargetAndActionsForTarget() {
        let screen = Screen()
        let other = Screen()
        let button = Button(type: .custom)
        button.addTarget(screen, action: Screen.save, for: [.touchUpInside, .touchDown])
        button.addTarget(other, action: Screen.anything, for: .touchUpInside)
        #expect(button.actions(forTarget: screen, forControlEvent: .touchDown) == ["Screen.action()"])
        #expect(button.actions(forTarget: other, forControlEvent: .touchUpInside) == ["Screen.action(_: Control)"])
        #expect(button.actions(forTarget: other, forControlEvent: .touchDown) == nil)
        #expect(button.allControlEvents == [.touchUpInside, .touchDown])
        button.removeTarget(screen, for: .touchUpInside)
        button.sendActions(for: [.touchUpInside, .touchDown])
        #expect(screen.log == ["save"])
        #expect(other.log == ["anything"])
        button.removeTarget(nil, for: .allEvents)
        #expect(button.allTargets.isEmpty)
    }

    @Test func actionsWithTheSameIdentifierReplaceEachOther() {
        let button = Button(type: .custom)
        var log: [String] = []
        let id = Action.Identifier("save")
        button.addAction(Action(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
        button.addAction(Action(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["second"])
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["second"])
    }

    @Test func theActionsSenderIsTheControl() {
        let button = Button(type: .custom)
        // Weak: the button keeps its action, whose closure keeps this variable (a strong one would be a
        // cycle of the test's making, button → action → closure → button; LeakSanitizer found it).
        weak var sender: AnyObject?
        button.addAction(Action { action in sender = action.sender as AnyObject? }, for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(sender === button)
    }

    @Test func aHandlerThatSendsForeverIsStoppedWithADiagnostic() {
        let (world, window) = makeControlWorld()
        let button = Button(type: .custom)
        window.addSubview(button)
        var count = 0
        button.addAction(Action { [weak button] _ in count += 1; button?.sendActions(for: .valueChanged) }, for: .valueChanged)
        button.sendActions(for: .valueChanged)
        #expect(count == Control.maximumSendDepth)
        #expect(world.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("nested") })
    }

    @Test func aControlWithATargetAndAnActionDoesNotKeepItsWorldAlive() {
        weak var weakWorld: Simulation?
        weak var weakButton: Button?
        do {
            let (world, window) = makeControlWorld()
            weakWorld = world
            let screen = Screen()
            let button = Button(type: .system)
            weakButton = button
            window.addSubview(button)
            button.addTarget(screen, action: Screen.save, for: .touchUpInside)
            button.addAction(Action { [weak button] _ in _ = button?.isHighlighted }, for: .touchDown)
            tapCenter(of: button, in: window)
        }
        #expect(weakWorld == nil)
        #expect(weakButton == nil)
    }
}
