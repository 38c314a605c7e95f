import Foundation
import Testing
import ViewTree

@Suite struct ValueControlTests {
    // MARK: Switch

    @Test(arguments: [(PlatformProfile.iOS6, CGSize(width: 79, height: 27)), (.iOS7, CGSize(width: 51, height: 31)),
                      (.iOS13, CGSize(width: 51, height: 31))])
    func aSwitchHasTheErasFixedSize(profile: PlatformProfile, size: CGSize) {
        let (world, window) = makeControlWorld(profile); defer { withExtendedLifetime(world) {} }
        let toggle = Switch(frame: CGRect(x: 10, y: 40, width: 80, height: 30))
        window.addSubview(toggle)
        #expect(toggle.frame == CGRect(origin: CGPoint(x: 10, y: 40), size: size))
        toggle.frame = CGRect(x: 5, y: 5, width: 200, height: 200)
        #expect(toggle.frame == CGRect(origin: CGPoint(x: 5, y: 5), size: size))
        #expect(toggle.sizeThatFits(.zero) == size)
        // The intrinsic size measures the alignment rectangle, 2 pt narrower from iOS 7 (Interface Builder places
        // a trailing-pinned switch without a width constraint by a 49-pt rectangle: `ControlMetrics`).
        let narrower: CGFloat = profile == .iOS6 ? 0 : 2
        #expect(toggle.intrinsicContentSize == CGSize(width: size.width - narrower, height: size.height))
    }

    @Test func aTapFlipsTheSwitchAndSendsValueChangedSetOnSendsNothing() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let toggle = Switch(frame: CGRect(x: 10, y: 40, width: 0, height: 0))
        window.addSubview(toggle)
        let log = EventLog()
        log.record(toggle, EventLog.touchEvents)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn && log.entries.isEmpty)
        tapCenter(of: toggle, in: window)
        #expect(!toggle.isOn)
        #expect(log.entries == ["down", "valueChanged", "primary", "upInside"])
    }

    // MARK: Slider

    @Test func aSliderHasOnlyAnIntrinsicHeight() {
        #expect(Slider(frame: .zero).intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 30))
        let (world, window) = makeControlWorld(.iOS6); defer { withExtendedLifetime(world) {} }
        let old = Slider(frame: .zero)
        window.addSubview(old)
        #expect(old.intrinsicContentSize.height == 23)
    }

    @Test func valueIsClampedAndNaNIsRejected() {
        let (world, window) = makeControlWorld()
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        window.addSubview(slider)
        slider.value = 2
        #expect(slider.value == 1)
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.value == 5)
        slider.value = .nan
        #expect(slider.value == 5)
        #expect(world.diagnostics.last?.code == .invalidValue)
        #expect(window.recursiveDescription().contains("value: 5.000000>"))
    }

    @Test func draggingTheThumbMovesTheValueContinuously() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let slider = Slider(frame: CGRect(x: 0, y: 100, width: 228, height: 30))   // thumb travel 200
        window.addSubview(slider)
        var values: [Float] = []
        slider.addAction(Action { [weak slider] _ in values.append(slider?.value ?? -1) }, for: .valueChanged)
        let finger = Finger(down: CGPoint(x: 14, y: 115), in: window)              // on the thumb at 0
        finger.move(to: CGPoint(x: 64, y: 115))
        finger.move(to: CGPoint(x: 114, y: 115))
        finger.lift()
        #expect(values == [0.25, 0.5])
        #expect(slider.value == 0.5)
    }

    @Test func aNonContinuousSliderSendsOnceAtTheEnd() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let slider = Slider(frame: CGRect(x: 0, y: 100, width: 228, height: 30))
        slider.isContinuous = false
        window.addSubview(slider)
        var count = 0
        slider.addAction(Action { _ in count += 1 }, for: .valueChanged)
        let finger = Finger(down: CGPoint(x: 14, y: 115), in: window)
        finger.move(to: CGPoint(x: 64, y: 115))
        finger.move(to: CGPoint(x: 214, y: 115))
        finger.lift()
        #expect(count == 1 && slider.value == 1)
    }

    @Test func aTouchOffTheThumbDoesNotMoveIt() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let slider = Slider(frame: CGRect(x: 0, y: 100, width: 228, height: 30))
        window.addSubview(slider)
        let finger = Finger(down: CGPoint(x: 150, y: 115), in: window)
        finger.move(to: CGPoint(x: 200, y: 115))
        finger.lift()
        #expect(slider.value == 0)
    }

    // MARK: Segmented control

    @Test(arguments: [(PlatformProfile.iOS6, CGFloat(44)), (.iOS7, 29), (.iOS8, 29), (.iOS13, 32)])
    func aSegmentedControlHasTheErasHeight(profile: PlatformProfile, height: CGFloat) {
        let (world, window) = makeControlWorld(profile); defer { withExtendedLifetime(world) {} }
        let segmented = SegmentedControl(items: ["One", "Two"])
        window.addSubview(segmented)
        #expect(segmented.intrinsicContentSize.height == height)
        // Equal widths: "One"/"Two" are 3 × 6.5 = 19.5 wide at 13 pt, + 2 × 10, rounded up = 40 each.
        #expect(segmented.intrinsicContentSize.width == 80)
    }

    @Test func tappingASegmentSelectsItAndSendsValueChanged() {
        let (world, window) = makeControlWorld()
        let segmented = SegmentedControl(items: ["A", "B", "C"])
        segmented.frame = CGRect(x: 0, y: 100, width: 300, height: 29)
        window.addSubview(segmented)
        var selected: [Int] = []
        segmented.addAction(Action { [weak segmented] _ in selected.append(segmented?.selectedSegmentIndex ?? -9) }, for: .valueChanged)
        #expect(segmented.selectedSegmentIndex == SegmentedControl.noSegment)
        Finger(down: CGPoint(x: 250, y: 110), in: window).lift()
        Finger(down: CGPoint(x: 250, y: 110), in: window).lift()   // same segment: no event
        Finger(down: CGPoint(x: 50, y: 110), in: window).lift()
        #expect(selected == [2, 0])
        segmented.selectedSegmentIndex = 1
        #expect(selected == [2, 0])
        segmented.selectedSegmentIndex = 7
        #expect(segmented.selectedSegmentIndex == 1)
        #expect(world.diagnostics.last?.code == .indexOutOfRange)
        segmented.isMomentary = true
        Finger(down: CGPoint(x: 250, y: 110), in: window).lift()
        #expect(selected == [2, 0, 2])
        #expect(segmented.selectedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test func insertingAndRemovingSegmentsKeepsTheSelection() {
        let segmented = SegmentedControl(items: ["A", "B"])
        segmented.selectedSegmentIndex = 1
        segmented.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(segmented.selectedSegmentIndex == 2 && segmented.titleForSegment(at: 0) == "Z")
        segmented.removeSegment(at: 2, animated: false)
        #expect(segmented.selectedSegmentIndex == SegmentedControl.noSegment)
        segmented.insertSegment(withTitle: "end", at: 99, animated: false)
        #expect(segmented.numberOfSegments == 3 && segmented.titleForSegment(at: 2) == "end")
    }

    // MARK: Stepper, page control, activity indicator, progress view

    @Test(arguments: [(PlatformProfile.iOS6, CGSize(width: 94, height: 27)), (.iOS7, CGSize(width: 94, height: 29)),
                      (.iOS13, CGSize(width: 94, height: 32))])
    func aStepperHasTheErasSize(profile: PlatformProfile, size: CGSize) {
        let (world, window) = makeControlWorld(profile); defer { withExtendedLifetime(world) {} }
        let stepper = Stepper(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
        window.addSubview(stepper)
        #expect(stepper.frame == CGRect(origin: CGPoint(x: 10, y: 10), size: size))
    }

    @Test func tappingTheHalvesOfAStepperStepsAndWraps() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let stepper = Stepper(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        window.addSubview(stepper)
        stepper.maximumValue = 2
        var count = 0
        stepper.addAction(Action { _ in count += 1 }, for: .valueChanged)
        let plus = CGPoint(x: 80, y: 15), minus = CGPoint(x: 10, y: 15)
        Finger(down: plus, in: window).lift()
        Finger(down: plus, in: window).lift()
        Finger(down: plus, in: window).lift()      // at the maximum: no change
        #expect(stepper.value == 2 && count == 2)
        stepper.wraps = true
        Finger(down: plus, in: window).lift()
        #expect(stepper.value == 0)
        Finger(down: minus, in: window).lift()
        #expect(stepper.value == 2 && count == 4)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
    }

    @Test func aPageControlSizesItselfAndPagesOnTaps() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let pages = PageControl(frame: .zero)
        pages.numberOfPages = 3
        #expect(pages.intrinsicContentSize == CGSize(width: 3 * 7 + 2 * 9, height: 37))
        pages.frame = CGRect(x: 0, y: 0, width: 200, height: 37)
        window.addSubview(pages)
        Finger(down: CGPoint(x: 190, y: 18), in: window).lift()
        #expect(pages.currentPage == 1)
        Finger(down: CGPoint(x: 5, y: 18), in: window).lift()
        #expect(pages.currentPage == 0)
        pages.currentPage = 10
        #expect(pages.currentPage == 2)
        pages.numberOfPages = -1
        #expect(pages.numberOfPages == 3)
    }

    @Test func anActivityIndicatorIsHiddenWhileStopped() {
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37) && spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.style = .medium
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test(arguments: [(PlatformProfile.iOS6, CGFloat(9)), (.iOS7, 2), (.iOS13, 4)])
    func aProgressViewHasOnlyAnIntrinsicHeight(profile: PlatformProfile, height: CGFloat) {
        let (world, window) = makeControlWorld(profile); defer { withExtendedLifetime(world) {} }
        let bar = ProgressView(progressViewStyle: .default)
        window.addSubview(bar)
        #expect(bar.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: height))
        bar.progress = 1.5
        #expect(bar.progress == 1)
    }
}
