import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Every new kind of object, created, used and dropped: nothing keeps its world alive.
@Suite struct ControlLeakTests {
    @Test(arguments: ["Switch", "Slider", "SegmentedControl", "Stepper", "PageControl", "ActivityIndicatorView", "ProgressView", "TextField"])
    func aControlInAWorldIsReleasedWithIt(kind: String) {
        weak var weakWorld: Simulation?
        weak var weakView: View?
        weak var weakKeyboard: Keyboard?
        weak var weakCenter: WorldNotificationCenter?
        do {
            let world = Simulation()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            window.makeKeyAndVisible()
            let view: View
            switch kind {
            case "Switch": view = Switch()
            case "Slider": view = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            case "SegmentedControl": view = SegmentedControl(items: ["A", "B"])
            case "Stepper": view = Stepper(frame: .zero)
            case "PageControl": view = PageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 37))
            case "ActivityIndicatorView": view = ActivityIndicatorView(style: .medium)
            case "ProgressView": view = ProgressView(progressViewStyle: .default)
            default: view = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            }
            window.addSubview(view)
            if let control = view as? Control {
                control.addAction(Action { [weak control] _ in _ = control?.state }, for: .allEvents)
                tap(control)
            }
            if let field = view as? TextField { type("abc", into: field) }
            world.notificationCenter.addObserver(forName: Responder.keyboardWillShowNotification, object: nil) { [weak view] _ in _ = view?.frame }
            world.run(for: 1)
            weakWorld = world
            weakView = view
            weakKeyboard = world.keyboard
            weakCenter = world.notificationCenter
        }
        #expect(weakWorld == nil)
        #expect(weakView == nil)
        #expect(weakKeyboard == nil && weakCenter == nil)
    }
}
