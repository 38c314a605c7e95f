import Foundation
import Testing
import ViewTree

/// The accessibility defaults of the standard controls, as UI tests (XCUITest, Appium, KIF) read them
/// (`Controls/Control/Control+AccessibilityDefaults.swift`; sources in `Docs/Fidelity.md`).
@Suite struct ControlAccessibilityDefaultsTests {
    @Test func aSwitchIsAToggleButtonElementWhoseValueIsOneOrZero() {
        let (world, window) = makeControlWorld(.iOS13); defer { withExtendedLifetime(world) {} }
        let toggle = Switch(frame: .zero)
        window.addSubview(toggle)
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityTraits == [.button, .toggleButton])
        #expect(AccessibilityTraits.toggleButton.rawValue == 0x0020_0000_0000_0000)
        #expect(toggle.accessibilityValue == "0" && toggle.accessibilityLabel == nil)
        tapCenter(of: toggle, in: window)
        #expect(toggle.accessibilityValue == "1")
        toggle.isEnabled = false
        #expect(toggle.accessibilityTraits == [.button, .toggleButton, .notEnabled])
    }

    @Test func aSliderReadsItsPositionAsAWholePercentage() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        #expect(slider.isAccessibilityElement && slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "0%")
        slider.value = 0.5
        #expect(slider.accessibilityValue == "50%")
        slider.maximumValue = 100
        slider.value = 90.6
        #expect(slider.accessibilityValue == "91%")
        slider.minimumValue = 50
        slider.value = 75
        #expect(slider.accessibilityValue == "50%")
    }

    @Test func voiceOverSwipesMoveASliderByATenthAndSendValueChanged() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.maximumValue = 100
        slider.value = 42
        window.addSubview(slider)
        var changes = 0
        slider.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(abs(slider.value - 52) < 1e-4 && changes == 1)
        slider.value = 100
        slider.accessibilityIncrement()
        #expect(slider.value == 100 && changes == 1)
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 90) < 1e-4 && changes == 2)
        slider.isEnabled = false
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 90) < 1e-4 && changes == 2)
        #expect(slider.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test func aPageControlReadsPageNOfMAndTurnsOnVoiceOverSwipes() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let pages = PageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 37))
        window.addSubview(pages)
        #expect(pages.accessibilityValue == nil)
        pages.numberOfPages = 10
        pages.currentPage = 2
        #expect(pages.isAccessibilityElement && pages.accessibilityTraits == .adjustable)
        #expect(pages.accessibilityValue == "page 3 of 10")
        var changes = 0
        pages.addAction(Action { _ in changes += 1 }, for: .valueChanged)
        pages.accessibilityDecrement()
        #expect(pages.accessibilityValue == "page 2 of 10" && changes == 1)
        pages.currentPage = 9
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 9 && changes == 1)
    }

    @Test func aProgressViewAndAnActivityIndicatorReadTheirProgress() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let bar = ProgressView(progressViewStyle: .default)
        window.addSubview(bar)
        #expect(bar.isAccessibilityElement && bar.accessibilityValue == "0%")
        bar.progress = 0.1
        #expect(bar.accessibilityValue == "10%")
        bar.accessibilityValue = "Halfway"
        #expect(bar.accessibilityValue == "Halfway")
        bar.accessibilityValue = nil
        #expect(bar.accessibilityValue == "10%")

        let spinner = ActivityIndicatorView(style: .medium)
        window.addSubview(spinner)
        #expect(spinner.isAccessibilityElement && spinner.accessibilityLabel == "Progress halted")
        spinner.startAnimating()
        #expect(spinner.accessibilityLabel == "In progress")
        #expect(window.views(withAccessibilityLabel: "In progress") == [spinner])
    }

    @Test func aTextFieldReadsItsTextAndHidesASecureOne() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement && field.accessibilityValue == nil)
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••")
    }

    @Test func aStepperAndASegmentedControlAreContainersNotElements() {
        let stepper = Stepper(frame: .zero)
        let segments = SegmentedControl(items: ["First", "Second"])
        #expect(!stepper.isAccessibilityElement && stepper.accessibilityTraits == .none)
        #expect(!segments.isAccessibilityElement && segments.accessibilityValue == nil)
        // Set values still win, as on any view.
        stepper.isAccessibilityElement = true
        stepper.accessibilityTraits = .adjustable
        #expect(stepper.isAccessibilityElement && stepper.accessibilityTraits == .adjustable)
    }
}
