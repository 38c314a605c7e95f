import Foundation

// The accessibility properties tests use to find views, as UI tests (XCUITest, KIF) find them. The public,
// overridable properties are in the class body (`View.swift`); these are their storage and defaults.
extension View {
    /// `accessibilityIdentifier`: a stable name for tests, never spoken. Default `nil`.
    var baseAccessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set {
            if newValue == nil, extras == nil { return }
            layoutExtras.accessibilityIdentifier = newValue
        }
    }

    /// `accessibilityLabel`: what VoiceOver says. Default `nil`, except a `Label`'s, which is its
    /// text (as UILabel's); setting it overrides that.
    var baseAccessibilityLabel: String? {
        get { extras?.accessibilityLabel ?? (self as? Label)?.text ?? standardControlAccessibilityLabel }
        set {
            if newValue == nil, extras == nil { return }
            layoutExtras.accessibilityLabel = newValue
        }
    }

    /// `isAccessibilityElement`: whether assistive technologies see this view as one element.
    /// Default `false`, except a `Label`'s, a `Button`'s and the standard controls' that are one element each
    /// (`true`; see `Controls/Control/Control+AccessibilityDefaults.swift`): Apple's `isAccessibilityElement`
    /// documentation ("The default value for this property is false unless the receiver is a standard UIKit
    /// control, in which case the value is true"), UILabel being read as one element too. A stepper and a
    /// segmented control stay `false`: they are containers of button elements.
    var baseIsAccessibilityElement: Bool {
        get { extras?.isAccessibilityElement ?? (self is Label || self is Button || isStandardAccessibleControl) }
        set { layoutExtras.isAccessibilityElement = newValue }
    }

    /// `accessibilityTraits`: what kind of element VoiceOver announces. Default `.none`, except a `Button`'s
    /// (`.button`) and a `Label`'s (`.staticText`), as UIButton's and UILabel's; setting it overrides that.
    var baseAccessibilityTraits: AccessibilityTraits {
        get { extras?.accessibilityTraits ?? defaultAccessibilityTraits }
        set { layoutExtras.accessibilityTraits = newValue }
    }

    /// The traits a view of this class has until they are set.
    private var defaultAccessibilityTraits: AccessibilityTraits {
        if isPlainView { return .none }
        if self is Button { return .button }
        if self is Label { return .staticText }
        return standardControlAccessibilityTraits
    }

    /// `accessibilityViewIsModal`: whether VoiceOver ignores the elements beside this view (its siblings' subtrees).
    /// Default `false`. Kept for tests to read: ViewTree runs no VoiceOver.
    public var accessibilityViewIsModal: Bool {
        get { extras?.accessibilityViewIsModal ?? false }
        set {
            if !newValue, extras == nil { return }
            layoutExtras.accessibilityViewIsModal = newValue
        }
    }

    /// `accessibilityHint`: what VoiceOver says after a pause about what the element does. Default `nil`.
    var baseAccessibilityHint: String? {
        get { extras?.accessibilityHint }
        set {
            if newValue == nil, extras == nil { return }
            layoutExtras.accessibilityHint = newValue
        }
    }

    /// `accessibilityValue`: the element's value as VoiceOver says it (a slider's percentage). Default `nil`.
    var baseAccessibilityValue: String? {
        get { extras?.accessibilityValue ?? standardControlAccessibilityValue }
        set {
            if newValue == nil, extras == nil { return }
            layoutExtras.accessibilityValue = newValue
        }
    }

    /// The first view of this subtree (this view included, depth first, back to front as
    /// `subviews` lists them) whose `accessibilityIdentifier` is `identifier`.
    public func firstView(withAccessibilityIdentifier identifier: String) -> View? {
        firstView { $0.accessibilityIdentifier == identifier }
    }

    /// Every view of this subtree (this view included, in the same order) whose `accessibilityLabel`
    /// is `label`.
    public func views(withAccessibilityLabel label: String) -> [View] {
        var found: [View] = []
        visitSubtree { if $0.accessibilityLabel == label { found.append($0) } }
        return found
    }

    private func firstView(where match: (View) -> Bool) -> View? {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            if match(v) { return v }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return nil
    }

    private func visitSubtree(_ body: (View) -> Void) {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            body(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
    }
}

/// `UIAccessibilityTraits`: what kind of element an accessibility element is. UIKit declares each trait as an
/// extern constant, so code combines and compares them by name; the bits here are the values those constants
/// hold at run time (button 1, link 2, image 4, selected 8, … header 65536; **ours**: no header gives them).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = AccessibilityTraits([])
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// `UIAccessibilityTraits.toggleButton` (public from iOS 17; a switch carried it earlier as a private trait):
    /// bit 53, `0x0020000000000000`. Sources: Square Blueprint's `UIAccessibilityTraits_Tests.test_toggleSwitch`
    /// (a new `UISwitch`'s traits contain `1 << 53` before iOS 17, and iOS 17's `.toggleButton` equals it) and Cash
    /// App's AccessibilitySnapshot parser (`switchButton = 1 << 53 // 0x0020000000000000`).
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 53)
}
