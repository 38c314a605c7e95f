import Foundation

extension Simulation {
    /// `UIApplication.shared.preferredContentSizeCategory`: the user's text size (Settings > Display & Brightness >
    /// Text Size), `.large` by default. Views in this world's windows see it in their trait collection, and
    /// `Font.preferredFont(forTextStyle:)` and `FontMetrics` size fonts for it.
    ///
    /// Setting it stands for the user changing the setting. An unchanged value does nothing. Otherwise, in this
    /// order, as UIKit does: every label, text field and text view in the world's windows whose
    /// `adjustsFontForContentSizeCategory` is true and whose font came from a text style (or from `FontMetrics`)
    /// gets its font made again at the new size, through its `font` setter (so its intrinsic size and layout are
    /// invalidated); each window's views and controllers get `traitCollectionDidChange(_:)` with the previous
    /// traits; and `ContentSizeCategory.didChangeNotification` is posted on `notificationCenter`, with the new
    /// category under `ContentSizeCategory.newValueUserInfoKey` (and no object: ViewTree has no application
    /// object to send it).
    ///
    /// `.unspecified` is not a text size a user can choose: it is rejected with an `.invalidValue` diagnostic and
    /// the category stays as it was.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { contentSizeCategoryStorage }
        set {
            guard newValue.sizeIndex != nil else {
                report(Diagnostic(code: .invalidValue, subject: "Simulation",
                                  message: "preferredContentSizeCategory = \(newValue.rawValue) rejected: not a text size a user can choose; it stays \(contentSizeCategoryStorage.rawValue)"))
                return
            }
            let old = contentSizeCategoryStorage
            guard newValue != old else { return }
            contentSizeCategoryStorage = newValue
            let windows = allWindows
            for window in windows {
                for view in window.subtreeViews() {
                    // Each view's own category: an override or a content size limit above it may keep another.
                    (view as? FontAdjustingForContentSizeCategory)?.adjustFont(to: view.traitCollection.preferredContentSizeCategory)
                }
            }
            for window in windows {
                window.noteTraitsChanged(from: TraitCollection.of(windowSize: window.bounds.size, in: self,
                                                                  contentSizeCategory: old))
            }
            notificationCenter.post(name: ContentSizeCategory.didChangeNotification, object: nil,
                                    userInfo: [ContentSizeCategory.newValueUserInfoKey: newValue])
        }
    }
}
