import Foundation
import Testing
import ViewTree
import ViewTreeDemoKit

/// The event-log scenarios (view controllers, controls, touches): what they log, in which order, when.
@Suite struct DemoEventLogTests {
    /// The log of one variant of a scenario, run to 3 s: `"0.850 detail viewDidAppear(true)"` lines.
    func log(_ name: String, _ label: String, profile: PlatformProfile = .default) throws -> [String] {
        let scenario = try #require(DemoScenario.named(name))
        let demoCase = try #require(scenario.build(profile).first { $0.label == label }, "\(name) has a case '\(label)'")
        demoCase.world.run(until: 3)
        let entries = try #require(demoCase.log).entries
        return entries.map { "\(DemoEventLogTests.ms($0.time)) \($0.subject) \($0.message)" }
    }

    static func ms(_ t: TimeInterval) -> Int { Int((t * 1000).rounded()) }

    /// The lines about `subjects`, in order.
    func only(_ subjects: Set<String>, _ lines: [String]) -> [String] {
        lines.filter { subjects.contains(String($0.split(separator: " ")[1])) }
    }

    @Test func aPushAndAPopCallTheAppearanceMethodsInUIKitsOrder() throws {
        let lines = try log("navigation", "push and pop")
        let push = Array(lines.drop { !$0.hasPrefix("500 test nav.push") })
        #expect(Array(push.prefix(11)) == [
            "500 test nav.pushViewController(detail, animated: true)",
            "500 detail willMove(toParent: nav)",
            "500 detail loadView()",
            "500 detail viewDidLoad()",
            "500 list viewWillDisappear(true)",
            "500 detail viewWillAppear(true)",
            "500 nav delegate: willShow detail (animated: true)",
            "850 list viewDidDisappear(true)",           // after the 0.35 s transition
            "850 detail viewDidAppear(true)",
            "850 detail didMove(toParent: nav)",
            "850 nav delegate: didShow detail (animated: true)",
        ])
        let pop = Array(lines.drop { !$0.hasPrefix("1500 test nav.pop") })
        #expect(only(["list", "detail"], pop) == [
            "1500 detail willMove(toParent: nil)",
            "1500 detail viewWillDisappear(true)",
            "1500 list viewWillAppear(true)",
            "1850 detail viewDidDisappear(true)",
            "1850 list viewDidAppear(true)",
            "1850 detail didMove(toParent: nil)",
        ])
        #expect(only(["list"], lines).prefix(6) == [
            "0 list willMove(toParent: nav)", "0 list didMove(toParent: nav)", "0 list loadView()",
            "0 list viewDidLoad()", "0 list viewWillAppear(false)", "0 list viewDidAppear(false)",
        ])
    }

    @Test func aFullScreenPresentationTellsThePresenterAndASheetDoesNot() throws {
        let fullScreen = only(["home"], try log("modal", "present and dismiss", profile: .iOS7))
        #expect(fullScreen.dropFirst(4) == [
            "500 home viewWillDisappear(true)", "1000 home viewDidDisappear(true)",   // a 0.5 s presentation
            "1500 home viewWillAppear(true)", "2000 home viewDidAppear(true)",
        ])
        let sheet = try log("modal", "present and dismiss", profile: .iOS13)
        #expect(only(["home"], sheet).count == 4, "only home's own appearance at 0 s")
        #expect(only(["sheet"], sheet).suffix(4) == [
            "500 sheet viewWillAppear(true)", "1000 sheet viewDidAppear(true)",
            "1500 sheet viewWillDisappear(true)", "2000 sheet viewDidDisappear(true)",
        ])
        let text = DemoCommand.run(arguments: ["run", "modal"], stdoutIsTerminal: false).stdout
        #expect(text.contains(".automatic is .pageSheet on iOS 13+"))
    }

    @Test func aTappedButtonSendsTouchDownThenTheTargetsActionAndTouchUpInside() throws {
        #expect(try log("controls", "button: a tap") == [
            "200 finger down at {160, 62}",
            "200 button beginTracking → true",
            "200 button sends touchDown",
            "250 finger lifts",
            "250 button endTracking",
            "250 saver save() (the target's action)",
            "250 button sends touchUpInside",
            "250 button sends primaryActionTriggered",
        ])
        let slid = try log("controls", "button: the finger slides off")
        #expect(only(["button"], slid).filter { $0.contains("sends") } == [
            "200 button sends touchDown", "300 button sends touchDragInside",    // 38 pt below: inside the 70 pt
            "400 button sends touchDragExit", "400 button sends touchDragOutside", "500 button sends touchUpOutside",
        ])
    }

    @Test func aSwitchFlipsBeforeTouchUpInsideAndASliderSendsValueChangedOnEveryMove() throws {
        #expect(only(["switch"], try log("controls", "switch: a tap")).suffix(4) == [
            "250 switch endTracking", "250 switch sends valueChanged (isOn true)", "250 switch sends primaryActionTriggered",
            "250 switch sends touchUpInside",
        ])
        let slider = only(["slider"], try log("controls", "slider: a drag")).filter { $0.contains("sends") }
        #expect(slider.first == "200 slider sends touchDown")
        #expect(slider.filter { $0.contains("valueChanged") }.count == 3, "one per move")
        #expect(slider.last == "400 slider sends touchUpInside")
        let values = slider.compactMap { line in line.split(separator: " ").last.flatMap { Double($0.dropLast()) } }
        #expect(values == values.sorted() && values.count == 3 && values[0] > 0)
    }

    @Test func recognizersGoThroughTheirStateMachines() throws {
        #expect(only(["tap", "card"], try log("gestures", "tap")) == [
            "200 card touchesBegan",
            "250 tap possible → ended (recognized)",
            "250 tap action (state ended)",
            "250 card touchesCancelled",                  // cancelsTouchesInView; the end was held back
            "250 tap ended → possible (reset)",
        ])
        let pan = only(["pan", "card"], try log("gestures", "pan"))
        #expect(pan.filter { $0.contains("→") } == [
            "300 pan possible → began", "350 pan began → changed", "400 pan changed → ended", "400 pan ended → possible (reset)",
        ])
        #expect(pan.contains("250 card touchesMoved"), "5 pt: the view still sees the move")
        #expect(pan.contains("300 card touchesCancelled"))
        #expect(pan.contains("400 pan action (state ended, translation {60, 0})"))
        let slow = try log("gestures", "swipe too slow")
        #expect(slow.contains("700 swipe possible → failed"), "0.5 s after the touch began, by the recognizer's timer")
        #expect(!slow.contains { $0.contains("action") })
        #expect(slow.contains("1400 card touchesEnded"), "a failed recognizer leaves the view its touches")
        #expect(try log("gestures", "swipe right").contains("267 swipe possible → ended (recognized)"))
    }

    @Test func aButtonInAScrollViewWaitsForTheContentTouchDelay() throws {
        let held = try log("scrolltouch", "held, then lifted")
        #expect(held.contains("350 button sends touchDown"), "0.2 s + 150 ms")
        #expect(held.contains("500 button sends touchUpInside"))
        let quick = try log("scrolltouch", "a quick tap")
        #expect(only(["button"], quick).first == "250 button beginTracking → true", "passed on when the finger lifts")
        let scroll = try log("scrolltouch", "moves at once: a scroll")
        #expect(only(["button"], scroll).isEmpty, "the button never hears of a touch that scrolls at once")
        #expect(scroll.contains("250 scroll pan possible → began"))
        // UIKit's default touchesShouldCancel(in:) is false for a control: the held button keeps the touch.
        let kept = try log("scrolltouch", "held, then moves: the button keeps it")
        #expect(only(["button"], kept).suffix(2) == ["600 button sends touchUpInside", "600 button sends primaryActionTriggered"])
        #expect(!kept.contains { $0.contains("scroll pan possible → began") })
        let cancelled = try log("scrolltouch", "held, then scrolls (touchesShouldCancel true)")
        #expect(only(["button"], cancelled).suffix(2) == ["550 button cancelTracking", "550 button sends touchCancel"])
        let undelayed = try log("scrolltouch", "no delay: a quick tap")
        #expect(undelayed.contains("200 button sends touchDown"))
    }

    @Test func everyEventLogScenarioIsTheSameBytesEveryRunAndRejectsAtInText() {
        for scenario in DemoScenario.catalog() where scenario.kind == .eventLog {
            let a = DemoCommand.run(arguments: ["run", scenario.name], stdoutIsTerminal: false)
            #expect(a.exitCode == 0 && a.stderr.isEmpty)
            #expect(a == DemoCommand.run(arguments: ["run", scenario.name], stdoutIsTerminal: false))
            #expect(a.stdout.contains("What happens, in order"))
            let at = DemoCommand.run(arguments: ["run", scenario.name, "--at", "1"], stdoutIsTerminal: false)
            #expect(at.exitCode == 2)
            #expect(at.stderr.hasPrefix("error: --at with the text format: \(scenario.name) prints its log of calls from 0 to 3 s"))
            let tree = DemoCommand.run(arguments: ["run", scenario.name, "--format", "tree", "--at", "1"], stdoutIsTerminal: false)
            #expect(tree.exitCode == 0 && tree.stdout.contains("<Window: 0x1;"))
            let svg = DemoCommand.run(arguments: ["run", scenario.name, "--format", "svg"], stdoutIsTerminal: false).stdout
            #expect(svg.contains("What happens: ") && svg.hasSuffix("</svg>\n"))
        }
    }

    @Test func aProfileThatIsNotTheScenariosOwnSaysWhetherTheLogDiffers() {
        let same = DemoCommand.run(arguments: ["run", "controls", "--platform", "ios8"], stdoutIsTerminal: false).stdout
        #expect(same.contains("On iOS 8 (ios8) every call comes in the same order at the same time as on"))
        let differs = DemoCommand.run(arguments: ["run", "modal", "--platform", "ios6"], stdoutIsTerminal: false).stdout
        #expect(differs.contains("Written for "))
    }

    /// The demo's logging objects (controllers, controls, recognizers' actions, the finger's timers)
    /// keep nothing alive: dropping a case frees its world.
    @Test func aDroppedCaseFreesItsWorld() throws {
        for scenario in DemoScenario.catalog() where scenario.kind == .eventLog {
            weak var world: Simulation?
            weak var window: Window?
            do {
                let cases = scenario.build(.default)
                world = cases.first?.world
                window = cases.first?.window
                cases.first?.world.run(until: 3)
            }
            #expect(world == nil, "\(scenario.name): the world is freed")
            #expect(window == nil, "\(scenario.name): the window is freed")
        }
    }
}
