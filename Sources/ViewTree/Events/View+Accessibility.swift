import Foundation

// The accessibility properties tests use to find views, as UI tests (XCUITest, KIF) find them.
extension View {
    /// `accessibilityIdentifier`: a stable name for tests, never spoken. Default `nil`.
    public var accessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set {
            if newValue == nil, extras == nil { return }
            layoutExtras.accessibilityIdentifier = newValue
        }
    }

    /// `accessibilityLabel`: what VoiceOver says. Default `nil`, except a `Label`'s, which is its
    /// text (as UILabel's); setting it overrides that.
    public var accessibilityLabel: String? {
        get { extras?.accessibilityLabel ?? (self as? Label)?.text }
        set {
            if newValue == nil, extras == nil { return }
            layoutExtras.accessibilityLabel = newValue
        }
    }

    /// `isAccessibilityElement`: whether assistive technologies see this view as one element.
    /// Default `false`, except a `Label`'s (`true`, as UILabel's).
    public var isAccessibilityElement: Bool {
        get { extras?.isAccessibilityElement ?? (self is Label) }
        set { layoutExtras.isAccessibilityElement = newValue }
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
