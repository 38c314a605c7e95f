import Foundation

// What a toolbar puts behind and around its items from iOS 11 (`PlatformProfile.toolbarContent`, `ToolbarMetrics`,
// Docs/Fidelity.md, "Tab bars and toolbars from iOS 11"): a `_UIBarBackground` first, reaching below a bar at the
// bottom of the screen over the home indicator, and a `_UIToolbarContentView` filling the bar, holding the items' views.

/// iOS 11+'s holder of a toolbar's items (`ToolbarContentKind.contentView`). It takes touches, so it covers the
/// toolbar's other subviews added before it.
final class _UIToolbarContentView: View {
    override var libraryClassName: String { "_UIToolbarContentView" }
}

extension Toolbar {
    /// Whether `profile` puts the items in a content view.
    func usesContentView(_ profile: PlatformProfile) -> Bool { profile.toolbarContent == .contentView }

    /// The view the items' views go in: the content view from iOS 11 once the toolbar is in a world, else the toolbar.
    var itemHost: View { toolbarContentView ?? self }

    /// Makes the era's chrome once the toolbar is in a world (when it joins one, at the latest at its first layout or
    /// items): from iOS 11 the background at index 0 and the content view on top (views the app added before stay
    /// under it), the items' views moved into it; before iOS 11 removes both, the items' views back in the toolbar.
    func updateChrome() {
        guard let profile = simulation?.profile else { return }
        if usesContentView(profile) {
            if !(subviews.first is _UIBarBackground) {
                let background = _UIBarBackground(frame: .zero)
                background.isUserInteractionEnabled = false
                insertSubview(background, at: 0)
            }
            if toolbarContentView == nil {
                let content = _UIToolbarContentView(frame: bounds)
                addSubview(content)
                toolbarContentView = content
            }
            // A translucent toolbar is not opaque (`-[_UIToolbarVisualProviderModernIOS updateBarForStyle:]`:
            // `setOpaque:!isTranslucent`; `<UIToolbar: 0x7fde2d50e9b0; frame = (0 623; 375 44); opaque = NO; …>`).
            isOpaque = !isTranslucent
        } else {
            for view in subviews where view is _UIBarBackground { view.removeFromSuperview() }
            toolbarContentView?.removeFromSuperview()
            toolbarContentView = nil
        }
        for view in shownItemViews where view.superview !== itemHost { itemHost.addSubview(view) }
    }

    /// The background fills the bar and reaches `backgroundExtension` below it; the content view fills the bar.
    func layoutChrome() {
        if let background = subviews.first as? _UIBarBackground {
            background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
        }
        toolbarContentView?.frame = bounds
    }

    /// The items' top padding: `ToolbarMetrics.topPaddingOverHomeIndicator` in a bar of the profile's height over the
    /// home indicator, else 0.
    var itemTopPadding: CGFloat {
        guard backgroundExtension > 0, let height = simulation?.profile.toolbarHeightOverHomeIndicator,
              bounds.height == height else { return 0 }
        return ToolbarMetrics.topPaddingOverHomeIndicator
    }
}
