import Foundation

// The views UIKit puts a navigation bar's title and buttons in, per era (`PlatformProfile.navigationBarContent`,
// Docs/Fidelity.md, "Device dumps, a further probe"). The title label and the items' views keep working as before:
// the containers only hold them (a content view takes touches and passes them to the item under the finger).

/// iOS 6–10's holder of the title label (`NavigationBarContentKind.itemView`): as wide as the title, 27 pt high,
/// 8 pt down, not opaque and not touchable. UIKit's `UINavigationItemView`, named without the `UI` as ViewTree's
/// other non-underscored classes are (`NavigationTransitionView`, `WindowLayer`); underscored ones keep their name.
final class NavigationItemView: View {
    override var libraryClassName: String { "NavigationItemView" }
}

/// iOS 11+'s holder of the title and the bar buttons, the bar's bounds.
final class _UINavigationBarContentView: View {
    override var libraryClassName: String { "_UINavigationBarContentView" }
}

/// The large-title view (iOS 11+), hidden while the bar shows no large title (NavigationBar+LargeTitle.swift).
final class _UINavigationBarLargeTitleView: View {
    override var libraryClassName: String { "_UINavigationBarLargeTitleView" }
}

/// iOS 11–12's prompt view, hidden and transparent while the item has no prompt.
final class _UINavigationBarModernPromptView: View {
    override var libraryClassName: String { "_UINavigationBarModernPromptView" }
}

extension NavigationBar {
    /// The view the bar's item views and title view go in: the content view from iOS 11, the bar itself before.
    var contentHost: View { subviews.first { $0 is _UINavigationBarContentView } ?? self }

    /// Adds `kind`'s containers after the background, with the title label and `itemViews` in them (each taken out
    /// of where it was first).
    func installContent(_ kind: NavigationBarContentKind, itemViews: [View]) {
        switch kind {
        case .itemView:
            let itemView = NavigationItemView(frame: .zero)
            itemView.isOpaque = false
            itemView.isUserInteractionEnabled = false
            itemView.addSubview(titleLabel)
            addSubview(itemView)
            for view in itemViews { addSubview(view) }
        case .contentViewWithLargeTitleAndPrompt, .contentView:
            let prompts = kind == .contentViewWithLargeTitleAndPrompt
            if prompts { addSubview(NavigationBar.makeLargeTitleView()) }
            let content = _UINavigationBarContentView(frame: CGRect(origin: .zero, size: bounds.size))
            content.addSubview(titleLabel)
            for view in itemViews { content.addSubview(view) }
            addSubview(content)
            if prompts {
                let prompt = _UINavigationBarModernPromptView(frame: .zero)
                prompt.alpha = 0
                prompt.isHidden = true
                addSubview(prompt)
            } else {
                installLargeTitleViewIfNeeded()   // iOS 13+: only while the bar prefers large titles
            }
        }
    }

    /// The containers the bar has now, as a kind (`nil` for none).
    var installedContentKind: NavigationBarContentKind? {
        if subviews.contains(where: { $0 is NavigationItemView }) { return .itemView }
        // The prompt view tells iOS 11–12 apart: iOS 13+ has a large-title view too while the bar prefers large titles.
        if subviews.contains(where: { $0 is _UINavigationBarModernPromptView }) { return .contentViewWithLargeTitleAndPrompt }
        return subviews.contains(where: { $0 is _UINavigationBarContentView }) ? .contentView : nil
    }

    /// Places the title at `titleFrame` (in the bar's coordinates), or further right at `minX` (a wide left item pushes
    /// it aside, `NavigationBarTitleMetrics`): in iOS 6–10's item view, the item view as wide as the title, centred to
    /// the pixel, `NavigationItemViewMetrics.top` down, the title 2 pt above its bottom; in the content view (the bar's
    /// bounds) at that frame.
    func placeTitle(at titleFrame: CGRect, minX: CGFloat? = nil) {
        let size = titleFrame.size
        if let itemView = titleLabel.superview as? NavigationItemView, itemView.superview === self {
            let height = NavigationItemViewMetrics.height
            itemView.frame = CGRect(x: max(roundToPixels((bounds.width - size.width) / 2), minX ?? -.infinity), y: NavigationItemViewMetrics.top,
                                    width: size.width, height: height)
            titleLabel.frame = CGRect(x: 0, y: height - NavigationItemViewMetrics.titleBottomInset - size.height,
                                      width: size.width, height: size.height)
            return
        }
        let content = contentHost
        if content !== self { content.frame = CGRect(x: 0, y: 0, width: bounds.width, height: contentHeight) }
        var frame = titleFrame
        if let minX, minX > frame.minX { frame.origin.x = minX }
        titleLabel.frame = frame
    }
}
