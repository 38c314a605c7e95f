import Foundation
import ViewTree

/// The target of the button's target-action pair: `addTarget(saver, action: Saver.save, for: .touchUpInside)`,
/// the port of `addTarget:self action:@selector(save) forControlEvents:UIControlEventTouchUpInside`.
final class DemoSaver {
    let log: DemoLog
    init(log: DemoLog) { self.log = log }
    func save() { log.record("saver", "save() (the target's action)") }
}

extension DemoScenario {
    /// A button tapped, a finger sliding off a button, a switch toggled, a slider dragged.
    static func controls() -> DemoScenario {
        DemoScenario(
            name: "controls", title: "Controls: the events of a tap, a toggle and a drag", claims: [],
            summary: "a button tapped (target-action), a finger sliding off it, a switch toggled, a slider dragged",
            explanation: [
                "Each variant is one finger on one control; the control logs UIControl's tracking calls and an",
                "action per event logs what it sends. A touch that goes down sends touchDown; moves send",
                "touchDragInside or touchDragOutside (touchDragExit once the finger is more than 70 pt outside);",
                "the lift sends touchUpInside (a button adds primaryActionTriggered) or touchUpOutside. A switch",
                "flips and sends valueChanged, then primaryActionTriggered (a value control's primary event),",
                "before touchUpInside; a slider sends both on every move.",
            ],
            defaultProfiles: [.default], snapshotTimes: [0.5], kind: .eventLog
        ) { profile in
            [tappedButton(profile), buttonLiftedOutside(profile), toggledSwitch(profile), draggedSlider(profile)]
        }
    }

    private static func buttonCase(_ profile: PlatformProfile, label: String,
                                   finger play: (DemoFinger, CGPoint) -> Void) -> DemoCase {
        let (world, window) = demoWindow(profile)
        let log = DemoLog(world: world)
        let button = LoggedButton(type: .system)
        button.log = log
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 110, y: 40, width: 100, height: 44)
        window.addSubview(button)
        let saver = DemoSaver(log: log)
        button.addTarget(saver, action: DemoSaver.save, for: .touchUpInside)
        logEvents(of: button, as: "button", to: log)
        play(DemoFinger(on: window, log: log), CGPoint(x: button.frame.midX, y: button.frame.midY))
        return DemoCase(label: label, world: world, window: window, probes: [],
                        facts: { [weak button] in ["button highlighted: \(button?.isHighlighted ?? false)"] },
                        retaining: [saver], log: log)
    }

    private static func tappedButton(_ profile: PlatformProfile) -> DemoCase {
        buttonCase(profile, label: "button: a tap") { finger, centre in
            finger.down(at: centre, time: 0.2)
            finger.up(time: 0.25)
        }
    }

    private static func buttonLiftedOutside(_ profile: PlatformProfile) -> DemoCase {
        buttonCase(profile, label: "button: the finger slides off") { finger, centre in
            finger.down(at: centre, time: 0.2)
            finger.move(to: CGPoint(x: centre.x, y: centre.y + 60), time: 0.3)    // 38 pt below: still inside (70 pt)
            finger.move(to: CGPoint(x: centre.x, y: centre.y + 130), time: 0.4)   // 108 pt below: outside
            finger.up(time: 0.5)
        }
    }

    private static func toggledSwitch(_ profile: PlatformProfile) -> DemoCase {
        let (world, window) = demoWindow(profile)
        let log = DemoLog(world: world)
        let toggle = LoggedSwitch(frame: CGRect(x: 135, y: 40, width: 0, height: 0))
        toggle.log = log
        window.addSubview(toggle)
        logEvents(of: toggle, as: "switch", to: log) { "isOn \(($0 as? Switch)?.isOn ?? false)" }
        let finger = DemoFinger(on: window, log: log)
        finger.down(at: CGPoint(x: toggle.frame.midX, y: toggle.frame.midY), time: 0.2)
        finger.up(time: 0.25)
        return DemoCase(label: "switch: a tap", world: world, window: window, probes: [],
                        facts: { [weak toggle] in ["isOn \(toggle?.isOn ?? false)"] }, log: log)
    }

    private static func draggedSlider(_ profile: PlatformProfile) -> DemoCase {
        let (world, window) = demoWindow(profile)
        let log = DemoLog(world: world)
        let slider = LoggedSlider(frame: CGRect(x: 60, y: 40, width: 200, height: 30))
        slider.log = log
        window.addSubview(slider)
        logEvents(of: slider, as: "slider", to: log) { "value \(SVGFormat.number(CGFloat(($0 as? Slider)?.value ?? 0), decimals: 2))" }
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window)
        let finger = DemoFinger(on: window, log: log)
        finger.down(at: start, time: 0.2)
        finger.glide(from: start, to: CGPoint(x: start.x + 100, y: start.y), from: 0.2, to: 0.35, steps: 3)
        finger.up(time: 0.4)
        return DemoCase(label: "slider: a drag", world: world, window: window, probes: [],
                        facts: { [weak slider] in ["value \(SVGFormat.number(CGFloat(slider?.value ?? 0), decimals: 2))"] }, log: log)
    }
}
