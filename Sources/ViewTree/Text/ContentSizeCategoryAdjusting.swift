import Foundation

/// `UIContentSizeCategoryAdjusting`: a view whose font can follow the user's text size. When
/// `adjustsFontForContentSizeCategory` is true and its font came from `Font.preferredFont(forTextStyle:)` (or
/// `FontMetrics.scaledFont(for:)`), a change of `Simulation.preferredContentSizeCategory` gives it that font at
/// the new size. A font of a fixed size (`systemFont(ofSize:)`) is left alone, as in UIKit.
public protocol ContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the content size category.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// The views the world re-fonts when the category changes (`Simulation.preferredContentSizeCategory`).
protocol FontAdjustingForContentSizeCategory: ContentSizeCategoryAdjusting {
    /// Makes the font again at `category`, through the `font` setter, when the view adjusts and its font came
    /// from Dynamic Type.
    func adjustFont(to category: ContentSizeCategory)
}

extension FontAdjustingForContentSizeCategory where Self: View {
    /// UIKit makes an adjusting view's font again whenever its traits change, and they change when it joins a
    /// window: a label that was out of every window when the category changed (a cell in a reuse pool), or whose
    /// font was made for other traits, takes its own traits' category as it joins (the window's, unless an override
    /// or a content size limit above it says otherwise; a font of the same size is equal, so nothing is invalidated
    /// then).
    func adjustFontToWindowCategory() {
        guard adjustsFontForContentSizeCategory, window != nil else { return }
        let category = traitCollection.preferredContentSizeCategory
        if category != .unspecified { adjustFont(to: category) }
    }
}

extension Label: ContentSizeCategoryAdjusting, FontAdjustingForContentSizeCategory {
    func adjustFont(to category: ContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, let remade = font.remade(at: category) else { return }
        font = remade
    }
}

extension TextField: ContentSizeCategoryAdjusting, FontAdjustingForContentSizeCategory {
    func adjustFont(to category: ContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, let remade = font?.remade(at: category) else { return }
        font = remade
    }
}

extension TextView: ContentSizeCategoryAdjusting, FontAdjustingForContentSizeCategory {
    func adjustFont(to category: ContentSizeCategory) {
        guard adjustsFontForContentSizeCategory, let remade = font?.remade(at: category) else { return }
        font = remade
    }
}
