import Foundation

// The tab bar's iOS 13 appearance: the colour of each tab's title, and `UITabBar.appearance()`.
extension TabBar: AppearanceCustomizable {
    /// The colour of an unselected tab when nothing else sets one: `systemGray`, (142, 142, 147) in the light
    /// style (Apple's HIG "Color", system colours; UIKit draws unselected tab items in it since iOS 13).
    public static let defaultUnselectedItemColor = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)


    /// The colour of a tab's title: the stacked layout's (of the item's own `standardAppearance` when it has one) title attributes (`.foregroundColor`) or icon colour
    /// for the state, else the bar's tint for the selected tab and `unselectedItemTintColor` (or
    /// `defaultUnselectedItemColor`) for the others, as UIKit resolves them.
    func titleColor(selected: Bool, item: TabBarItem? = nil) -> Color {
        // An item's own `standardAppearance` (iOS 15) replaces the bar's for that item.
        let appearance = item?.standardAppearance ?? standardAppearance
        let state = selected ? appearance.stackedLayoutAppearance.selected : appearance.stackedLayoutAppearance.normal
        if let color = state.titleTextAttributes[.foregroundColor] as? Color ?? state.iconColor { return color }
        return selected ? tintColor : (unselectedItemTintColor ?? TabBar.defaultUnselectedItemColor)
    }

    func appearanceDidChange(_ key: String) {
        appearanceSetKeys.insert(key)
        updateButtons()
    }

    func copyAppearanceProperty(_ key: String, from proxy: TabBar) {
        switch key {
        case "standardAppearance": standardAppearance = proxy.standardAppearance.copy()
        case "scrollEdgeAppearance": scrollEdgeAppearance = proxy.scrollEdgeAppearance?.copy()
        case "unselectedItemTintColor": unselectedItemTintColor = proxy.unselectedItemTintColor
        case "barTintColor": barTintColor = proxy.barTintColor
        case "isTranslucent": isTranslucent = proxy.isTranslucent
        default: break
        }
    }
}
