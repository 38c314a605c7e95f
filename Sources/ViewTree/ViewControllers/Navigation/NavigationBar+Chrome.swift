import Foundation

// The views UIKit puts in a navigation bar besides the item's title and buttons, as device dumps print them
// (Docs/Fidelity.md, "Device dumps, a further probe"): a background first, holding the hairline, and on iOS 7–10 the
// back indicator last. They take no touches, so taps reach the title and buttons as before.

/// iOS 6's bar background (`NavigationBarBackgroundKind.legacyNavigationBarBackground`), UIKit's
/// `UINavigationBarBackground`.
final class NavigationBarBackground: View {
    override var libraryClassName: String { "NavigationBarBackground" }
}

/// iOS 7–9's bar background (`NavigationBarBackgroundKind.navigationBarBackground`).
final class _UINavigationBarBackground: View {
    override var libraryClassName: String { "_UINavigationBarBackground" }
}

/// The bar background from iOS 10 (`NavigationBarBackgroundKind.barBackground`).
final class _UIBarBackground: View {
    override var libraryClassName: String { "_UIBarBackground" }
}

/// The hairline under the bar from iOS 13 (`NavigationBarBackgroundKind.barBackgroundShadowView`).
final class _UIBarBackgroundShadowView: View {
    override var libraryClassName: String { "_UIBarBackgroundShadowView" }
}

/// The back chevron of iOS 7–10 (`PlatformProfile.navigationBarBackIndicator`); shown (alpha 1) while a back
/// button is, as the iOS 7 dump with a back item prints no `alpha`.
final class _UINavigationBarBackIndicatorView: View {
    override var libraryClassName: String { "_UINavigationBarBackIndicatorView" }
}

extension NavigationBar {
    /// Puts `profile`'s background (first), content containers (holding the title and the items) and back indicator
    /// (last) in the bar, replacing any others.
    func installChrome(for profile: PlatformProfile) {
        // The title and the items leave the old containers first (NavigationBar+Content.swift).
        let titleView = topItem?.titleView.flatMap { $0.superview == nil ? nil : $0 }
        let itemViews = shownItemViews.filter { $0.superview != nil && $0 !== titleView }
        titleLabel.removeFromSuperview()
        for view in itemViews { view.removeFromSuperview() }
        titleView?.removeFromSuperview()
        for view in subviews where view.isBarChrome { view.removeFromSuperview() }
        let kind = profile.navigationBarBackground
        let background: View = switch kind {
        case .legacyNavigationBarBackground: NavigationBarBackground(frame: .zero)
        case .navigationBarBackground: _UINavigationBarBackground(frame: .zero)
        case .barBackground, .barBackgroundShadowView: _UIBarBackground(frame: .zero)
        }
        if kind == .navigationBarBackground || kind == .legacyNavigationBarBackground { background.isOpaque = false }
        if kind == .navigationBarBackground { background.autoresizingMask = .flexibleWidth }
        background.isUserInteractionEnabled = false
        switch kind {
        case .legacyNavigationBarBackground:
            break                                   // iOS 6 draws its shadow itself: no hairline view
        case .barBackgroundShadowView:
            background.addSubview(_UIBarBackgroundShadowView(frame: .zero))
        case .navigationBarBackground, .barBackground:
            // An image view that says it is opaque: the dumps print `userInteractionEnabled = NO` and no `opaque = NO`.
            let hairline = ImageView(frame: .zero)
            hairline.isOpaque = true
            background.addSubview(hairline)
        }
        insertSubview(background, at: 0)
        installContent(profile.navigationBarContent, itemViews: (titleView.map { [$0] } ?? []) + itemViews)
        if let metrics = profile.navigationBarBackIndicator {
            let indicator = _UINavigationBarBackIndicatorView(frame: metrics.frame)
            indicator.isOpaque = false
            indicator.isUserInteractionEnabled = false
            addSubview(indicator)
        }
        // The items' views are the era's classes (NavigationBar+Buttons.swift): a bar made outside a world, joining
        // one of another era, makes them again.
        if topItem != nil { rebuild() } else { layoutChrome() }
    }

    /// Whether the bar's chrome is `profile`'s.
    func hasChrome(of profile: PlatformProfile) -> Bool {
        let background = subviews.first { $0 is NavigationBarBackground || $0 is _UINavigationBarBackground || $0 is _UIBarBackground }
        let shadowView = background?.subviews.first is _UIBarBackgroundShadowView
        let kind: NavigationBarBackgroundKind? = switch background {
        case is NavigationBarBackground: .legacyNavigationBarBackground
        case is _UINavigationBarBackground: .navigationBarBackground
        case is _UIBarBackground: shadowView ? .barBackgroundShadowView : .barBackground
        default: nil
        }
        let indicator = subviews.contains { $0 is _UINavigationBarBackIndicatorView }
        return kind == profile.navigationBarBackground && indicator == (profile.navigationBarBackIndicator != nil)
            && installedContentKind == profile.navigationBarContent
    }

    /// Places the background (reaching up to the top of the screen over a navigation controller's bar, which sits
    /// under the status bar) and its hairline, and shows the back indicator while there is a back button, on top.
    func layoutChrome() {
        let width = bounds.width
        // A navigation controller's bar is attached to the top of the screen: its background covers the status bar.
        let above = onBack != nil && frame.minY.isFinite ? max(0, frame.minY) : 0
        var indicator: View?
        for view in subviews {
            if view is NavigationBarBackground {
                view.frame = bounds                 // iOS 6: the bar's own bounds, under no status bar
            } else if view is _UINavigationBarBackground || view is _UIBarBackground {
                let height = bounds.height + above
                view.frame = CGRect(x: 0, y: -above, width: width, height: height)
                view.subviews.first?.frame = CGRect(x: 0, y: height, width: width, height: 1 / pixelScale)
            } else if view is _UINavigationBarBackIndicatorView {
                indicator = view
            }
        }
        guard let indicator else { return }
        indicator.alpha = backButtonItem == nil ? 0 : 1
        if subviews.last !== indicator { bringSubviewToFront(indicator) }
    }
}

extension View {
    /// A navigation bar's background, back indicator or content containers (`NavigationBar+Chrome.swift`,
    /// `NavigationBar+Content.swift`).
    var isBarChrome: Bool {
        self is NavigationBarBackground || self is _UINavigationBarBackground || self is _UIBarBackground
            || self is _UINavigationBarBackIndicatorView
            || self is NavigationItemView || self is _UINavigationBarContentView || self is _UINavigationBarLargeTitleView
            || self is _UINavigationBarModernPromptView
    }
}
