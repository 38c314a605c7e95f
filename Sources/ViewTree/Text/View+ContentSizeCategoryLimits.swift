import Foundation

// iOS 15's content size limits: `minimumContentSizeCategory` and `maximumContentSizeCategory` on a view keep the
// text size it and its subviews report between two categories (a button title that must not grow past AX2, say).
// They act as a clamp on the inherited `preferredContentSizeCategory`, applied after the view's trait overrides.

/// A view's limits on the text size (either may be `nil`).
struct ContentSizeCategoryLimits: Equatable {
    var minimum: ContentSizeCategory?
    var maximum: ContentSizeCategory?

    /// Clamps the collection's category (an unspecified one stays unspecified: a view in no window has no size).
    func apply(to traits: inout TraitCollection) {
        let category = traits.preferredContentSizeCategory
        guard category != .unspecified else { return }
        if let maximum, category > maximum { traits.preferredContentSizeCategory = maximum }
        if let minimum, traits.preferredContentSizeCategory < minimum { traits.preferredContentSizeCategory = minimum }
    }

    /// `appliedContentSizeCategoryLimitsDescription`'s text for these limits.
    var description: String {
        switch (minimum, maximum) {
        case (nil, nil): return ""
        case let (minimum?, nil): return "minimum \(minimum.rawValue)"
        case let (nil, maximum?): return "maximum \(maximum.rawValue)"
        case let (minimum?, maximum?): return "minimum \(minimum.rawValue), maximum \(maximum.rawValue)"
        }
    }
}

extension View {
    /// `minimumContentSizeCategory` (iOS 15): the smallest text size this view and its subviews report in
    /// `traitCollection` (`nil`: no limit). A limit that is not one of the twelve sizes is refused with a diagnostic;
    /// a minimum above the maximum wins, as UIKit's documentation says the minimum does.
    public var minimumContentSizeCategory: ContentSizeCategory? {
        get { extras?.contentSizeCategoryLimits?.minimum }
        set { setContentSizeCategoryLimit(newValue, keyPath: \.minimum, name: "minimumContentSizeCategory") }
    }

    /// `maximumContentSizeCategory` (iOS 15): the largest text size this view and its subviews report in
    /// `traitCollection` (`nil`: no limit). Adjusting labels below it stop growing there.
    public var maximumContentSizeCategory: ContentSizeCategory? {
        get { extras?.contentSizeCategoryLimits?.maximum }
        set { setContentSizeCategoryLimit(newValue, keyPath: \.maximum, name: "maximumContentSizeCategory") }
    }

    /// `appliedContentSizeCategoryLimitsDescription` (iOS 15): the limits that apply to this view, its own and its
    /// ancestors', nearest first, for debugging (empty with none).
    public var appliedContentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var current: View? = self
        while let view = current {
            if let limits = view.extras?.contentSizeCategoryLimits, !limits.description.isEmpty {
                lines.append("\(view.diagnosticName): \(limits.description)")
            }
            current = view.superview
        }
        return lines.joined(separator: "\n")
    }

    private func setContentSizeCategoryLimit(_ value: ContentSizeCategory?,
                                             keyPath: WritableKeyPath<ContentSizeCategoryLimits, ContentSizeCategory?>,
                                             name: String) {
        if let value, value.sizeIndex == nil {
            return reject(.invalidValue, "\(name) = \(value.rawValue) rejected: not one of the twelve text sizes; it stays \(extras?.contentSizeCategoryLimits?[keyPath: keyPath]?.rawValue ?? "nil")")
        }
        var limits = extras?.contentSizeCategoryLimits ?? ContentSizeCategoryLimits()
        guard limits[keyPath: keyPath] != value else { return }
        limits[keyPath: keyPath] = value
        TraitUpdateSnapshot.recordingChange(below: self, in: simulation) {
            layoutExtras.contentSizeCategoryLimits = limits == ContentSizeCategoryLimits() ? nil : limits
        }
    }
}
