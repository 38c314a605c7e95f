import Foundation
import ViewTree

// The touch scenarios: a view that logs the touches it receives, recognizers whose state changes
// the log records, and a button inside a scroll view.

extension DemoScenario {
    /// A tap, a pan, a swipe and a swipe too slow, through the recognizers' state machines.
    static func gestures() -> DemoScenario {
        DemoScenario(
            name: "gestures", title: "Gesture recognizers: a tap, a pan, a swipe", claims: [],
            summary: "a tap, a pan and two swipes through the recognizers' state machines, and what the view still sees",
            explanation: [
                "A view (card) with one recognizer per variant; the finger plays at fixed times. Recognizers see",
                "each touch before the view. A tap goes possible → ended (UIKit's recognized) on the lift, which",
                "cancels the view's touches (cancelsTouchesInView; delaysTouchesEnded held the end back); a pan",
                "begins after 10 pt of movement, changes with each move and ends on the lift; a swipe needs 50 pt",
                "within 0.5 s: the slow one fails, its action never runs, and the view gets touchesEnded.",
            ],
            defaultProfiles: [.default], snapshotTimes: [0.5], kind: .eventLog
        ) { profile in
            [gestureCase(profile, label: "tap", recognizer: TapGestureRecognizer(), name: "tap", isDiscrete: true) { finger in
                finger.down(at: CGPoint(x: 160, y: 120), time: 0.2)
                finger.up(time: 0.25)
            },
             gestureCase(profile, label: "pan", recognizer: PanGestureRecognizer(), name: "pan", isDiscrete: false) { finger in
                finger.down(at: CGPoint(x: 100, y: 120), time: 0.2)
                finger.move(to: CGPoint(x: 105, y: 120), time: 0.25)    // 5 pt: not yet a pan
                finger.move(to: CGPoint(x: 120, y: 120), time: 0.3)     // 20 pt: it begins
                finger.move(to: CGPoint(x: 160, y: 120), time: 0.35)
                finger.up(time: 0.4)
            },
             gestureCase(profile, label: "swipe right", recognizer: SwipeGestureRecognizer(), name: "swipe", isDiscrete: true) { finger in
                finger.down(at: CGPoint(x: 60, y: 120), time: 0.2)
                finger.glide(from: CGPoint(x: 60, y: 120), to: CGPoint(x: 180, y: 120), from: 0.2, to: 0.3, steps: 3)
                finger.up(time: 0.3)
            },
             gestureCase(profile, label: "swipe too slow", recognizer: SwipeGestureRecognizer(), name: "swipe", isDiscrete: true) { finger in
                finger.down(at: CGPoint(x: 60, y: 120), time: 0.2)
                finger.glide(from: CGPoint(x: 60, y: 120), to: CGPoint(x: 180, y: 120), from: 0.2, to: 1.4, steps: 4)
                finger.up(time: 1.4)
            }]
        }
    }

    private static func gestureCase(_ profile: PlatformProfile, label: String, recognizer: GestureRecognizer,
                                    name: String, isDiscrete: Bool, finger play: (DemoFinger) -> Void) -> DemoCase {
        let (world, window) = demoWindow(profile)
        let log = DemoLog(world: world)
        let card = LoggedView(frame: CGRect(x: 20, y: 20, width: 280, height: 200))
        card.demoName = "card"
        card.log = log
        card.backgroundColor = Color(red: 0.9, green: 0.9, blue: 1)
        window.addSubview(card)
        card.addGestureRecognizer(recognizer)
        logAction(of: recognizer, as: name, to: log, in: card)
        log.watch(recognizer, as: name, isDiscrete: isDiscrete)
        play(DemoFinger(on: window, log: log))
        return DemoCase(label: label, world: world, window: window, probes: [],
                        facts: { [weak recognizer] in ["\(name) state \(recognizer.map { "\($0.state)" } ?? "gone")"] }, log: log)
    }

    /// A button inside a scroll view: the 150 ms content-touch delay, and a scroll that cancels the touch.
    static func scrollTouch() -> DemoScenario {
        DemoScenario(
            name: "scrolltouch", title: "A button in a scroll view: delaysContentTouches", claims: [],
            summary: "a touch on a button inside a scroll view waits 150 ms to see whether it scrolls",
            explanation: [
                "A Save button on a scroll view's content (delaysContentTouches true, the default). The scroll",
                "view holds a touch back 150 ms to see whether it becomes a scroll: a finger that moves sooner",
                "scrolls and the button never hears of it; one held longer reaches the button (touchDown at",
                "0.35 s), and a scroll that starts after that cancels it (touchCancel, canCancelContentTouches).",
                "A quick tap is passed on when it lifts. With delaysContentTouches false, touchDown comes at once.",
            ],
            defaultProfiles: [.default], snapshotTimes: [0.5], kind: .eventLog
        ) { profile in
            let button = CGPoint(x: 160, y: 62)
            return [
                scrollTouchCase(profile, label: "a quick tap") { finger in
                    finger.down(at: button, time: 0.2)
                    finger.up(time: 0.25)
                },
                scrollTouchCase(profile, label: "held, then lifted") { finger in
                    finger.down(at: button, time: 0.2)
                    finger.up(time: 0.5)
                },
                scrollTouchCase(profile, label: "moves at once: a scroll") { finger in
                    finger.down(at: button, time: 0.2)
                    finger.glide(from: button, to: CGPoint(x: 160, y: 12), from: 0.2, to: 0.3, steps: 2)
                    finger.up(time: 0.3)
                },
                scrollTouchCase(profile, label: "held, then scrolls") { finger in
                    finger.down(at: button, time: 0.2)
                    finger.glide(from: button, to: CGPoint(x: 160, y: 12), from: 0.5, to: 0.6, steps: 2)
                    finger.up(time: 0.6)
                },
                scrollTouchCase(profile, label: "no delay: a quick tap", delays: false) { finger in
                    finger.down(at: button, time: 0.2)
                    finger.up(time: 0.25)
                },
            ]
        }
    }

    private static func scrollTouchCase(_ profile: PlatformProfile, label: String, delays: Bool = true,
                                        finger play: (DemoFinger) -> Void) -> DemoCase {
        let (world, window) = demoWindow(profile)
        let log = DemoLog(world: world)
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 1000)
        scroll.delaysContentTouches = delays
        window.addSubview(scroll)
        let button = LoggedButton(type: .system)
        button.log = log
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 110, y: 40, width: 100, height: 44)
        scroll.addSubview(button)
        logEvents(of: button, as: "button", to: log)
        log.watch(scroll.panGestureRecognizer, as: "scroll pan", isDiscrete: false)
        play(DemoFinger(on: window, log: log))
        return DemoCase(label: label, world: world, window: window, probes: [],
                        facts: { [weak scroll] in ["contentOffset \(scroll.map { UIKitFormat.point($0.contentOffset) } ?? "-")"] }, log: log)
    }
}
