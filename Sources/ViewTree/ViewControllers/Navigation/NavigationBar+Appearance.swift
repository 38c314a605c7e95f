import Foundation

// The bar's iOS 13 appearance: which `NavigationBarAppearance` is shown, its title attributes on the title label,
// and `UINavigationBar.appearance()`.
extension NavigationBar: AppearanceCustomizable {
    /// The appearance UIKit shows now: the top item's, else the bar's; the compact one in a compact-height
    /// environment when one is set (UINavigationBar documentation: `compactAppearance` "for a navigation bar
    /// of compact height"; an item's appearance "overrides the navigation bar's").
    public var shownAppearance: NavigationBarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        if compact, let a = topItem?.compactAppearance ?? compactAppearance { return a }
        return topItem?.standardAppearance ?? standardAppearance
    }


    func appearanceDidChange(_ key: String) {
        appearanceSetKeys.insert(key)
        rebuild()
    }

    func copyAppearanceProperty(_ key: String, from proxy: NavigationBar) {
        switch key {
        case "standardAppearance": standardAppearance = proxy.standardAppearance.copy()
        case "compactAppearance": compactAppearance = proxy.compactAppearance?.copy()
        case "scrollEdgeAppearance": scrollEdgeAppearance = proxy.scrollEdgeAppearance?.copy()
        case "compactScrollEdgeAppearance": compactScrollEdgeAppearance = proxy.compactScrollEdgeAppearance?.copy()
        case "titleTextAttributes": titleTextAttributes = proxy.titleTextAttributes
        case "largeTitleTextAttributes": largeTitleTextAttributes = proxy.largeTitleTextAttributes
        case "barTintColor": barTintColor = proxy.barTintColor
        case "isTranslucent": isTranslucent = proxy.isTranslucent
        case "barStyle": barStyle = proxy.barStyle
        case "prefersLargeTitles": prefersLargeTitles = proxy.prefersLargeTitles
        default: break
        }
    }

    /// Styles the title label with the shown appearance's `titleTextAttributes` (`.font`, `.foregroundColor`),
    /// else the bar's own `titleTextAttributes`, else the label's defaults.
    func applyTitleTextAttributes() {
        let style: (font: Font, color: Color?) = defaultTitleStyle ?? (titleLabel.font, titleLabel.textColor)
        defaultTitleStyle = style
        let shown = shownAppearance.titleTextAttributes
        let attributes = shown.isEmpty ? (titleTextAttributes ?? [:]) : shown
        titleLabel.font = attributes[.font] as? Font ?? style.font
        titleLabel.textColor = attributes[.foregroundColor] as? Color ?? style.color
    }
}
