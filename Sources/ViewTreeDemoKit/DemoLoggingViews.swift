import Foundation
import ViewTree

// The event-log scenarios' instruments: subclasses that write each UIKit callback they receive to a
// `DemoLog` before doing what their superclass does, as a developer's `print` in an override would.

/// Something the log names (a controller, a view, a control).
protocol DemoNamed: AnyObject {
    var demoName: String { get }
}

/// The name the log gives a controller: its demo name, else its class.
func demoName(of object: AnyObject?) -> String {
    guard let object else { return "nil" }
    return (object as? DemoNamed)?.demoName ?? String(describing: type(of: object))
}

/// A controller that logs its view's loading, its appearance callbacks and its containment calls.
final class LoggedViewController: ViewController, DemoNamed {
    let demoName: String
    let log: DemoLog

    init(_ name: String, log: DemoLog) {
        demoName = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() { log.record(demoName, "loadView()"); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); log.record(demoName, "viewDidLoad()") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.record(demoName, "viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.record(demoName, "viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.record(demoName, "viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.record(demoName, "viewDidDisappear(\(animated))") }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.record(demoName, "willMove(toParent: \(ViewTreeDemoKit.demoName(of: parent)))")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log.record(demoName, "didMove(toParent: \(ViewTreeDemoKit.demoName(of: parent)))")
    }
}

/// A navigation controller the log calls `nav`, and its delegate's two calls.
final class LoggedNavigationController: NavigationController, DemoNamed, NavigationControllerDelegate {
    let demoName = "nav"
    let log: DemoLog

    init(rootViewController: ViewController, log: DemoLog) {
        self.log = log
        super.init(rootViewController: rootViewController)
        delegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        log.record("nav", "delegate: willShow \(ViewTreeDemoKit.demoName(of: viewController)) (animated: \(animated))")
    }

    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        log.record("nav", "delegate: didShow \(ViewTreeDemoKit.demoName(of: viewController)) (animated: \(animated))")
    }
}

/// A view that logs the touches it receives (what is left after the gesture recognizers).
final class LoggedView: View, DemoNamed {
    var demoName = "view"
    var log: DemoLog?

    override func touchesBegan(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        log?.record(demoName, "touchesBegan"); super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        log?.record(demoName, "touchesMoved"); super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        log?.record(demoName, "touchesEnded"); super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        log?.record(demoName, "touchesCancelled"); super.touchesCancelled(touches, with: event)
    }
}

/// A button that logs `UIControl`'s tracking calls.
final class LoggedButton: Button, DemoNamed {
    var demoName = "button"
    var log: DemoLog?

    override func beginTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
        let tracks = super.beginTracking(touch, with: event)
        log?.record(demoName, "beginTracking → \(tracks)")
        return tracks
    }
    override func continueTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
        log?.record(demoName, "continueTracking")
        return super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: Touch?, with event: ViewTree.Event?) {
        log?.record(demoName, "endTracking"); super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: ViewTree.Event?) {
        log?.record(demoName, "cancelTracking"); super.cancelTracking(with: event)
    }
}

/// A switch that logs `UIControl`'s tracking calls.
final class LoggedSwitch: Switch, DemoNamed {
    var demoName = "switch"
    var log: DemoLog?

    override func beginTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
        let tracks = super.beginTracking(touch, with: event)
        log?.record(demoName, "beginTracking → \(tracks)")
        return tracks
    }
    override func endTracking(_ touch: Touch?, with event: ViewTree.Event?) {
        log?.record(demoName, "endTracking"); super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: ViewTree.Event?) {
        log?.record(demoName, "cancelTracking"); super.cancelTracking(with: event)
    }
}

/// A slider that logs `UIControl`'s tracking calls (its value moves in `continueTracking`).
final class LoggedSlider: Slider, DemoNamed {
    var demoName = "slider"
    var log: DemoLog?

    override func beginTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
        let tracks = super.beginTracking(touch, with: event)
        log?.record(demoName, "beginTracking → \(tracks)")
        return tracks
    }
    override func continueTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool {
        log?.record(demoName, "continueTracking")
        return super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: Touch?, with event: ViewTree.Event?) {
        log?.record(demoName, "endTracking"); super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: ViewTree.Event?) {
        log?.record(demoName, "cancelTracking"); super.cancelTracking(with: event)
    }
}

/// The touch events a control sends, in the order the log's actions are added (one action per event:
/// when the control sends two events at once, `touchDragExit` with `touchDragOutside`, they print in this
/// order). Enter before Inside and Exit before Outside is what developers logged on devices ("TouchDragOutside
/// is called after TouchDragExit, then repeatedly while the finger moves": Stack Overflow question 1304774,
/// "What's the difference between UIControlEventTouchDragOutside and UIControlEventTouchDragExit?").
let demoControlEvents: [(Control.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
    (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
    (.valueChanged, "valueChanged"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    (.primaryActionTriggered, "primaryActionTriggered"), (.touchCancel, "touchCancel"),
]

/// Adds an action per control event that writes `sends <event>` to the log, with `value()` after
/// `valueChanged`.
func logEvents(of control: Control, as name: String, to log: DemoLog, value: ((Control) -> String)? = nil) {
    for (event, eventName) in demoControlEvents {
        control.addAction(Action { [weak control] _ in
            var message = "sends \(eventName)"
            if event == .valueChanged, let value, let control { message += " (" + value(control) + ")" }
            log.record(name, message)
        }, for: event)
    }
}

/// A recognizer's action: logs its state (and a pan's translation).
func logAction(of recognizer: GestureRecognizer, as name: String, to log: DemoLog, in view: View) {
    recognizer.addAction { [weak view] recognizer in
        var message = "action (state \(recognizer.state))"
        if let pan = recognizer as? PanGestureRecognizer, let view {
            message = "action (state \(recognizer.state), translation \(UIKitFormat.point(pan.translation(in: view))))"
        }
        log.record(name, message)
    }
}
