import Foundation
import Testing
import ViewTree

/// A value control's primary control event is Value Changed (iOS 9+), so `init(frame:primaryAction:)` runs its action
/// when the user changes the value; segments made from actions run them (iOS 14, `UISegmentedControl.h`).
@Suite struct PrimaryActionOfValueControlsTests {
    @Test func aSwitchMadeWithAPrimaryActionRunsItWhenTheUserFlipsIt() {
        let (world, window) = makeControlWorld(.iOS13); defer { withExtendedLifetime(world) {} }
        var seen: [Bool] = []
        let toggle = Switch(frame: CGRect(x: 10, y: 40, width: 0, height: 0), primaryAction: Action { action in
            seen.append((action.sender as? Switch)?.isOn ?? false)
        })
        window.addSubview(toggle)
        let log = EventLog()
        log.record(toggle, EventLog.touchEvents)
        toggle.setOn(true, animated: false)
        #expect(seen.isEmpty, "setOn sends no action")
        tapCenter(of: toggle, in: window)
        #expect(seen == [false])
        #expect(log.entries == ["down", "valueChanged", "primary", "upInside"])
    }

    @Test func aSliderRunsItsPrimaryActionOnEveryMoveOrOnceWhenNotContinuous() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        var values: [Float] = []
        let slider = Slider(frame: CGRect(x: 0, y: 100, width: 228, height: 30), primaryAction: Action { action in
            values.append((action.sender as? Slider)?.value ?? -1)
        })
        window.addSubview(slider)
        let finger = Finger(down: CGPoint(x: 14, y: 115), in: window)
        finger.move(to: CGPoint(x: 64, y: 115))
        finger.move(to: CGPoint(x: 114, y: 115))
        finger.lift()
        #expect(values == [0.25, 0.5])
        slider.isContinuous = false
        let second = Finger(down: CGPoint(x: 114, y: 115), in: window)
        second.move(to: CGPoint(x: 164, y: 115))
        second.move(to: CGPoint(x: 214, y: 115))
        second.lift()
        #expect(values == [0.25, 0.5, 1])
        slider.setValue(0.3, animated: false)
        #expect(values.count == 3, "code that sets the value sends nothing")
    }

    @Test func aStepperAndAPageControlSendThePrimaryEventWithValueChanged() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let stepper = Stepper(frame: .zero)
        let pages = PageControl(frame: CGRect(x: 0, y: 100, width: 200, height: 37))
        pages.numberOfPages = 3
        window.addSubview(stepper)
        window.addSubview(pages)
        var events: [String] = []
        for (control, name) in [(stepper as Control, "stepper"), (pages, "pages")] {
            control.addAction(Action { _ in events.append("\(name) valueChanged") }, for: .valueChanged)
            control.addAction(Action { _ in events.append("\(name) primary") }, for: .primaryActionTriggered)
        }
        Finger(down: CGPoint(x: 80, y: 15), in: window).lift()
        Finger(down: CGPoint(x: 190, y: 118), in: window).lift()
        #expect(events == ["stepper valueChanged", "stepper primary", "pages valueChanged", "pages primary"])
    }

    @Test func segmentsMadeFromActionsShowTheImageElseTheTitleAndRunTheirAction() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        var log: [String] = []
        let star = Image(name: "star", size: CGSize(width: 20, height: 20))
        let segmented = SegmentedControl(frame: CGRect(x: 0, y: 100, width: 300, height: 29), actions: [
            Action(title: "List", identifier: Action.Identifier("list")) { action in
                log.append("list action, selected \((action.sender as? SegmentedControl)?.selectedSegmentIndex ?? -9)")
            },
            Action(title: "Starred", image: star, identifier: Action.Identifier("starred")) { _ in log.append("starred action") },
        ])
        window.addSubview(segmented)
        segmented.addAction(Action { _ in log.append("valueChanged") }, for: .valueChanged)
        segmented.addAction(Action { _ in log.append("primary") }, for: .primaryActionTriggered)
        #expect(segmented.numberOfSegments == 2)
        #expect(segmented.titleForSegment(at: 0) == "List" && segmented.imageForSegment(at: 0) == nil)
        #expect(segmented.titleForSegment(at: 1) == nil && segmented.imageForSegment(at: 1) === star, "the image wins")
        Finger(down: CGPoint(x: 50, y: 110), in: window).lift()
        #expect(log == ["list action, selected 0", "valueChanged", "primary"])
        Finger(down: CGPoint(x: 50, y: 110), in: window).lift()
        #expect(log.count == 3, "the selected segment again: nothing")
        Finger(down: CGPoint(x: 250, y: 110), in: window).lift()
        #expect(log.suffix(3) == ["starred action", "valueChanged", "primary"])
        #expect(segmented.segmentIndex(identifiedBy: Action.Identifier("starred")) == 1)
        #expect(segmented.segmentIndex(identifiedBy: Action.Identifier("missing")) == NSNotFound)
        #expect(segmented.actionForSegment(at: 0)?.identifier == Action.Identifier("list"))
        #expect(segmented.actionForSegment(at: 5) == nil)
    }

    @Test func initWithItemsTakesActionsBesideTitlesAndImages() {
        let segmented = SegmentedControl(items: ["Plain", Action(title: "Acting") { _ in }])
        #expect(segmented.numberOfSegments == 2)
        #expect(segmented.titleForSegment(at: 1) == "Acting")
        #expect(segmented.actionForSegment(at: 0) == nil && segmented.actionForSegment(at: 1)?.title == "Acting")
    }

    @Test func insertingAnActionWhoseIdentifierASegmentHasUpdatesOrMovesThatSegment() {
        let id = Action.Identifier("sort")
        let segmented = SegmentedControl(frame: .zero, actions: [
            Action(title: "A") { _ in }, Action(title: "Sort", identifier: id) { _ in }, Action(title: "C") { _ in },
        ])
        segmented.selectedSegmentIndex = 2
        segmented.insertSegment(action: Action(title: "Sort ↓", identifier: id) { _ in }, at: 1, animated: false)
        #expect(segmented.numberOfSegments == 3, "same index: the segment is updated")
        #expect(segmented.titleForSegment(at: 1) == "Sort ↓" && segmented.selectedSegmentIndex == 2)
        segmented.insertSegment(action: Action(title: "Sort ↑", identifier: id) { _ in }, at: 0, animated: false)
        #expect(segmented.numberOfSegments == 3, "another index: the old segment is removed")
        #expect((0..<3).map { segmented.titleForSegment(at: $0) } == ["Sort ↑", "A", "C"])
        #expect(segmented.segmentIndex(identifiedBy: id) == 0)
        #expect(segmented.selectedSegmentIndex == 2, "the selected segment C kept its place")
    }

    @Test func setActionRefusesAnIdentifierAnotherSegmentHasAndAnIndexOutOfRange() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let segmented = SegmentedControl(frame: .zero, actions: [
            Action(title: "A", identifier: Action.Identifier("a")) { _ in },
            Action(title: "B", identifier: Action.Identifier("b")) { _ in },
        ])
        window.addSubview(segmented)
        segmented.setAction(Action(title: "B again", identifier: Action.Identifier("b")) { _ in }, forSegmentAt: 0)
        #expect(segmented.titleForSegment(at: 0) == "A" && segmented.actionForSegment(at: 0)?.identifier == Action.Identifier("a"))
        #expect(world.diagnostics.last?.code == .invalidValue)
        #expect(world.diagnostics.last?.message.contains("segment 1 already has an action identified as b") == true)
        segmented.setAction(Action(title: "A2", identifier: Action.Identifier("a")) { _ in }, forSegmentAt: 0)
        #expect(segmented.titleForSegment(at: 0) == "A2", "the same identifier at the same index is a reconfiguration")
        segmented.setAction(Action(title: "New") { _ in }, forSegmentAt: 1)
        #expect(segmented.titleForSegment(at: 1) == "New" && segmented.segmentIndex(identifiedBy: Action.Identifier("b")) == NSNotFound)
        segmented.setAction(Action(title: "Far") { _ in }, forSegmentAt: 9)
        #expect(world.diagnostics.last?.code == .indexOutOfRange && segmented.numberOfSegments == 2)
    }

    @Test func aMomentarySegmentRunsItsActionEveryTime() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        var runs = 0
        let segmented = SegmentedControl(frame: CGRect(x: 0, y: 100, width: 200, height: 29),
                                         actions: [Action(title: "Again") { _ in runs += 1 }])
        segmented.isMomentary = true
        window.addSubview(segmented)
        Finger(down: CGPoint(x: 100, y: 110), in: window).lift()
        Finger(down: CGPoint(x: 100, y: 110), in: window).lift()
        #expect(runs == 2 && segmented.selectedSegmentIndex == SegmentedControl.noSegment)
    }
}
