import Foundation

// How a tab bar spreads its items (iOS 7): across the whole width (`.fill`), or centred at `itemWidth` with
// `itemSpacing` between them (`.centered`); `.automatic` fills in a horizontally compact environment and centres in a
// regular one (UITabBar documentation). UIKit's own width and spacing for centred items (used while `itemWidth` or
// `itemSpacing` is 0) are not published: ViewTree centres the items only when both are given, and fills otherwise.
extension TabBar {
    /// `UITabBar.ItemPositioning`, with UIKit's raw values.
    public enum ItemPositioning: Int, Sendable, Hashable {
        /// `.automatic`: `.fill` in a horizontally compact environment, `.centered` in a regular one.
        case automatic = 0
        /// `.fill`: the items share the whole width.
        case fill = 1
        /// `.centered`: the items are `itemWidth` wide, `itemSpacing` apart, in the middle of the bar.
        case centered = 2
    }

    /// The positioning in effect: `.automatic` resolved by the bar's horizontal size class.
    public var effectiveItemPositioning: ItemPositioning {
        guard itemPositioning == .automatic else { return itemPositioning }
        return traitCollection.horizontalSizeClass == .regular ? .centered : .fill
    }

    /// The buttons' frames when the items are centred with a width and a spacing of the app's; `nil` when they
    /// fill the bar (also when the system's width or spacing would be used: see the file's notes).
    func centeredItemFrames() -> [CGRect]? {
        guard effectiveItemPositioning == .centered, itemWidth > 0, itemSpacing > 0 else { return nil }
        let count = CGFloat(buttons.count)
        let total = count * itemWidth + (count - 1) * itemSpacing
        let start = roundToPixels((bounds.width - total) / 2)
        return buttons.indices.map { i in
            CGRect(x: start + CGFloat(i) * (itemWidth + itemSpacing), y: 0, width: itemWidth, height: TabBar.height)
        }
    }

    /// `itemWidth` / `itemSpacing` changed: a negative value becomes 0, one that is not finite is rejected.
    func itemMetricDidChange(_ key: ReferenceWritableKeyPath<TabBar, CGFloat>, _ old: CGFloat, _ name: String) {
        let new = self[keyPath: key]
        if !new.isFinite {
            self[keyPath: key] = old
            return reject(.invalidValue, "\(name) \(new) is not finite; it stays \(old)")
        }
        if new < 0 { self[keyPath: key] = 0; return }
        if new != old { setNeedsLayout() }
    }
}

/// `UIBarStyle`, with UIKit's raw values (default 0, black 1, blackTranslucent 2).
public enum BarStyle: Int, Sendable, Hashable {
    /// `.default`: a light bar.
    case `default` = 0
    /// `.black`: a dark bar.
    case black = 1
    /// `.blackTranslucent` (deprecated): a dark translucent bar.
    case blackTranslucent = 2
    /// `.blackOpaque` (deprecated): the same value as `.black`.
    public static var blackOpaque: BarStyle { .black }
}
