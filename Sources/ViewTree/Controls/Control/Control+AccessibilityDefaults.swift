import Foundation

// The accessibility defaults of UIKit's standard controls, as assistive technologies read them: VoiceOver, and the
// UI-test clients that ask the same properties (XCUITest, KIF, EarlGrey, Appium's WebDriverAgent). UIKit answers
// them from its accessibility bundle (`UIKit.axbundle`: `UISwitchAccessibility`, `UISliderAccessibility`, … override
// `isAccessibilityElement`, `accessibilityTraits`, `accessibilityLabel` and `accessibilityValue`), which loads when
// an assistive technology or a UI-test client is running. A plain unit-test process without one reads `nil` values
// instead (banksalad's AXSnapshot falls back to its own strings because "most standard UIKit controls expose
// proper values to VoiceOver even though accessibilityLabel, accessibilityValue are nil"): ViewTree answers as a
// UI test sees the app, which is what its accessibility queries imitate. A value the app sets wins over these
// defaults (`View+Accessibility.swift`); setting `nil` goes back to them, as the bundle's getters do.
extension View {
    /// Whether this view is a standard control that assistive technologies read as one element: a switch, a
    /// slider, a page control, a progress view, an activity indicator, a text field. (A stepper's and a segmented
    /// control's elements are their buttons, so they are not elements themselves.)
    var isStandardAccessibleControl: Bool {
        self is Switch || self is Slider || self is PageControl || self is ProgressView || self is ActivityIndicatorView
            || self is TextField
    }

    /// The traits of a standard control until the app sets its own:
    /// - a switch: `.button` and `.toggleButton` (Blueprint's `test_toggleSwitch`; AccessibilitySnapshot's parser
    ///   reads a switch as `[.button, 1 << 53]`);
    /// - a slider and a page control: `.adjustable` (VoiceOver reads an unconfigured slider as "50%. Adjustable",
    ///   ronnqvi.st "Accessible Sliders and Adjustable Controls"; a page control "Identifies as adjustable",
    ///   a11yengineer.com "Page control");
    /// - any of them disabled: also `.notEnabled` (VoiceOver's "dimmed": a11yengineer.com's slider and page-control
    ///   pages, "Disabled: UIAccessibilityTraitNotEnabled").
    var standardControlAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits
        switch self {
        case is Switch: traits = [.button, .toggleButton]
        case is Slider, is PageControl: traits = .adjustable
        default: return .none
        }
        if let control = self as? Control, !control.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// The label of a standard control until the app sets one: an activity indicator is "In progress" while it
    /// animates (UI tests find spinners as `app.activityIndicators["In progress"]`, found in many public test
    /// suites) and "Progress halted" when stopped (material-components-ios' `MDCActivityIndicator`, which mirrors
    /// UIKit's strings). Other controls have none.
    var standardControlAccessibilityLabel: String? {
        guard let indicator = self as? ActivityIndicatorView else { return nil }
        return indicator.isAnimating ? ActivityIndicatorView.animatingAccessibilityLabel
            : ActivityIndicatorView.stoppedAccessibilityLabel
    }

    /// The value of a standard control until the app sets one:
    /// - a switch: "1" on, "0" off (Appium's page source of a settings switch, `XCUIElementTypeSwitch … value="1"`,
    ///   appium/appium#13691; UIKitCatalog's UI tests read a switch's value "0");
    /// - a slider: its position between `minimumValue` and `maximumValue` as a whole percentage ("50%" for a new
    ///   slider; UIKitCatalog's UI tests read "91%" after a drag);
    /// - a progress view: `progress` as a whole percentage (UIKitCatalog's UI tests read "0%", then "10%");
    /// - a page control: "page N of M", N counted from 1 (UIKitCatalog's UI tests read "page 3 of 10" for
    ///   `currentPage` 2 of 10; a UI-test log's tree prints `value: page 1 of 1`); none without pages (**ours**);
    /// - a text field: its text (bullets for secure entry, as it shows them), none while empty.
    var standardControlAccessibilityValue: String? {
        switch self {
        case let toggle as Switch: return toggle.isOn ? "1" : "0"
        case let slider as Slider:
            let span = slider.maximumValue - slider.minimumValue
            return View.accessibilityPercent(span > 0 ? Double((slider.value - slider.minimumValue) / span) : 0)
        case let bar as ProgressView: return View.accessibilityPercent(Double(bar.progress))
        case let pages as PageControl:
            return pages.numberOfPages > 0 ? "page \(pages.currentPage + 1) of \(pages.numberOfPages)" : nil
        case let field as TextField:
            guard let text = field.text, !text.isEmpty else { return nil }
            return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
        default: return nil
        }
    }

    /// A fraction (0…1) as the whole percentage VoiceOver reads, rounded to the nearest ("50%"). The sources
    /// disagree for values set in code: UIKitCatalog's UI tests read "40%" for a slider set to 42 of 0…100, and
    /// material-components-ios once wrote that a progress of 0.476 reads "fifty percent", while the same suite
    /// reads "91%" after a drag and material-components' later text says "a whole number percentage". ViewTree
    /// rounds to the whole percent (see `Docs/Fidelity.md`).
    static func accessibilityPercent(_ fraction: Double) -> String {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return "\(Int((clamped * 100).rounded(.toNearestOrAwayFromZero)))%"
    }
}

extension ActivityIndicatorView {
    /// "In progress": an animating indicator's accessibility label (UI tests query `activityIndicators["In progress"]`).
    public static let animatingAccessibilityLabel = "In progress"
    /// "Progress halted": a stopped indicator's accessibility label (material-components-ios' `MDCActivityIndicator`,
    /// which mirrors UIKit's).
    public static let stoppedAccessibilityLabel = "Progress halted"
}

extension Slider {
    /// A tenth of the range: how far one VoiceOver swipe moves a slider.
    public static let accessibilityAdjustmentFraction: Float = 0.1

    /// VoiceOver's swipe up (`direction` 1) or down (−1) on a slider (`accessibilityIncrement()`): the value moves by
    /// a tenth of the range and `.valueChanged` is sent ("Swiping up or down changes the value in 10 percentage point
    /// increments", ronnqvi.st "Accessible Sliders and Adjustable Controls"). Nothing happens while disabled or at
    /// the end of the range.
    func adjustForAccessibility(by direction: Float) {
        guard isEnabled else { return }
        let before = value
        value = before + direction * Slider.accessibilityAdjustmentFraction * (maximumValue - minimumValue)
        if value != before { sendValueChangedActions() }
    }
}

extension PageControl {
    /// VoiceOver's swipe up (`step` 1) or down (−1) on a page control (`accessibilityIncrement()`): the next or
    /// previous page, with `.valueChanged` ("To change pages, swipe up or down with one finger", a11yengineer.com
    /// "Page control"). Nothing happens while disabled or past the first or last page.
    func turnPageForAccessibility(by step: Int) {
        let target = currentPage + step
        guard isEnabled, target >= 0, target < numberOfPages else { return }
        moveToPage(target)
        sendValueChangedActions()
    }
}
