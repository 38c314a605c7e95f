import Foundation

// What a tab bar button shows its item in, per era (`PlatformProfile.tabBarButtonContent`, `TabBarButtonMetrics`,
// Docs/Fidelity.md, "Device dumps, a further probe"). The button takes the touches; its image view and label take none.

/// iOS 7–10's image view in a tab bar button (UIKit's `UITabBarSwappableImageView`), not opaque, not touchable.
final class TabBarSwappableImageView: ImageView {
    override var libraryClassName: String { "TabBarSwappableImageView" }
}

/// A tab bar button's title label (UIKit's `UITabBarButtonLabel`), not opaque.
final class TabBarButtonLabel: Label {
    override var libraryClassName: String { "TabBarButtonLabel" }
}

/// iOS 7–10's badge on a tab bar button (`TabBarBadgeMetrics`), not touchable, holding a label with the value. UIKit's
/// also holds a `_UIBadgeBackground` image (named by code that walks it; no dump prints its frame: **not modelled**).
final class _UIBadgeView: View {
    override var libraryClassName: String { "_UIBadgeView" }
}

extension TabBarButton {
    /// The content kind of `profile` (else of the button's world).
    func contentKind(for profile: PlatformProfile? = nil) -> TabBarButtonContentKind {
        (profile ?? simulation?.profile ?? .default).tabBarButtonContent
    }

    /// The image view, wherever it is among the button's subviews (after the vibrancy view from iOS 13).
    var swappableImageView: TabBarSwappableImageView? {
        subviews.first { $0 is TabBarSwappableImageView } as? TabBarSwappableImageView
    }

    /// iOS 7–10: a `_UIBadgeView` last while the item has a badge value (the title then shows the title alone);
    /// elsewhere none (the title shows the value in brackets). Returns whether the badge is a view.
    func updateBadgeView(stacked: Bool) -> Bool {
        let existing = subviews.last as? _UIBadgeView
        guard stacked, let value = item?.badgeValue else { existing?.removeFromSuperview(); return false }
        let badge = existing ?? {
            let view = _UIBadgeView(frame: .zero)
            view.isUserInteractionEnabled = false
            view.addSubview(Label(frame: .zero))
            addSubview(view)
            return view
        }()
        (badge.subviews.first as? Label)?.text = value
        return true
    }

    /// Places the badge over the image's top-right corner (`TabBarBadgeMetrics`), its label filling it (**ours**).
    func layOutBadge(besides imageView: ImageView) {
        guard let badge = subviews.last as? _UIBadgeView, let value = item?.badgeValue else { return }
        badge.frame = CGRect(x: imageView.frame.maxX - TabBarBadgeMetrics.imageOverlap, y: TabBarBadgeMetrics.top,
                             width: TabBarBadgeMetrics.width(for: value), height: TabBarBadgeMetrics.height)
        badge.subviews.first?.frame = badge.bounds
    }

    /// Puts the era's views in the button (`PlatformProfile.tabBarButtonContent`): on iOS 7–10 a
    /// `TabBarSwappableImageView` first, showing the item's image (its selected image while selected), and a badge
    /// value in a `_UIBadgeView`; from iOS 11 the image view only while the item has an image, after a vibrancy
    /// `VisualEffectView` from iOS 13 (`PlatformProfile.tabBarButtonHasVibrancyView`), and the badge value in brackets
    /// after the title (no dump of an iOS 11+ badge); elsewhere the title alone, the value in brackets. The title
    /// takes the 10-pt font wherever an image view may show.
    func updateStackedContent(for profile: PlatformProfile? = nil) {
        let era = profile ?? simulation?.profile ?? .default
        let kind = contentKind(for: era)
        let badgeIsAView = updateBadgeView(stacked: kind == .stackedImageAndTitle)
        let badge = badgeIsAView ? "" : item?.badgeValue.map { " (\($0))" } ?? ""
        titleLabel.text = (item?.displayedTitle ?? "") + badge
        updateVibrancyView(shown: kind == .imageAndTitle && era.tabBarButtonHasVibrancyView)
        let existing = swappableImageView
        let hasImage = item?.image != nil   // `selectedImage` reads `nil` without one
        guard kind == .stackedImageAndTitle || (kind == .imageAndTitle && hasImage) else {
            existing?.removeFromSuperview()
            if kind == .imageAndTitle { titleLabel.font = .systemFont(ofSize: TabBarButtonMetrics.titleFontSize) }
            return
        }
        let imageView = existing ?? {
            let view = TabBarSwappableImageView(frame: .zero)
            view.isOpaque = false
            view.isUserInteractionEnabled = false
            insertSubview(view, belowSubview: titleLabel)
            return view
        }()
        imageView.image = isSelected ? item?.selectedImage : item?.image
        titleLabel.font = .systemFont(ofSize: TabBarButtonMetrics.titleFontSize)
    }

    /// iOS 13+: a `VisualEffectView` with a vibrancy effect first, not touchable, filling the button (laid out in
    /// `layoutSubviews`); removed elsewhere.
    private func updateVibrancyView(shown: Bool) {
        let existing = subviews.first as? VisualEffectView
        guard shown else { existing?.removeFromSuperview(); return }
        guard existing == nil else { return }
        // The effect the dumps print: `effect=<UIVibrancyEffect: …> style=UIBlurEffectStyleSystemChromeMaterial
        // vibrancyStyle=UIVibrancyEffectStyleFill`.
        let view = VisualEffectView(effect: VibrancyEffect(blurEffect: BlurEffect(style: .systemChromeMaterial), style: .fill))
        view.isUserInteractionEnabled = false
        insertSubview(view, at: 0)
    }

    /// iOS 7–10: the image centred across the button with its centre `TabBarButtonMetrics.imageCenterY` down, the title
    /// under it at `TabBarButtonMetrics.titleTop`, centred across, as large as its text, to the nearest pixel.
    func layOutStacked(_ imageView: ImageView) {
        placeImageAndTitle(imageView, titleTop: TabBarButtonMetrics.titleTop, align: roundToPixels)
        layOutBadge(besides: imageView)
    }

    /// iOS 11+: the vibrancy view fills the button; the image (if any) and the title as on iOS 7–10 but with the title
    /// `TabBarButtonMetrics.iOS11TitleTop` down and the left edges and the image's top floored to the pixel (UIKit's
    /// `UIFloorToViewScale`).
    func layOutModern() {
        (subviews.first as? VisualEffectView)?.frame = bounds
        let scale = pixelScale
        placeImageAndTitle(swappableImageView, titleTop: TabBarButtonMetrics.iOS11TitleTop) { ($0 * scale).rounded(.down) / scale }
    }

    /// The image centred across with its centre `TabBarButtonMetrics.imageCenterY` down, the title `titleTop` down,
    /// centred across, as large as its text; `align` puts the left edges and the image's top on the pixel grid.
    private func placeImageAndTitle(_ imageView: ImageView?, titleTop: CGFloat, align: (CGFloat) -> CGFloat) {
        let width = bounds.width
        if let imageView {
            let image = imageView.image?.size ?? .zero
            imageView.frame = CGRect(x: align((width - image.width) / 2), y: align(TabBarButtonMetrics.imageCenterY - image.height / 2),
                                     width: image.width, height: image.height)
        }
        // Measured, then placed once: a `sizeToFit()` here would set a second frame in every pass, which a category
        // rounding frames turns into a size that changes back and forth, asking for this layout again (bug 111).
        let title = titleLabel.sizeThatFits(titleLabel.bounds.size)
        titleLabel.frame = CGRect(x: align((width - title.width) / 2), y: titleTop, width: title.width, height: title.height)
    }
}
