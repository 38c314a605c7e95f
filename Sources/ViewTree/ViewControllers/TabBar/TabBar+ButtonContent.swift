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

    /// On iOS 7–10 (`TabBarButtonContentKind.stackedImageAndTitle`) puts a `TabBarSwappableImageView` first, showing the
    /// item's image (its selected image while selected), sets the title's 10-pt font and shows a badge value in a
    /// `_UIBadgeView`; elsewhere removes the image view and appends the value to the title, in brackets.
    func updateStackedContent(for profile: PlatformProfile? = nil) {
        let stacked = (profile ?? simulation?.profile ?? .default).tabBarButtonContent == .stackedImageAndTitle
        let existing = subviews.first as? TabBarSwappableImageView
        let badgeIsAView = updateBadgeView(stacked: stacked)
        let badge = badgeIsAView ? "" : item?.badgeValue.map { " (\($0))" } ?? ""
        titleLabel.text = (item?.displayedTitle ?? "") + badge
        guard stacked else { existing?.removeFromSuperview(); return }
        let imageView = existing ?? {
            let view = TabBarSwappableImageView(frame: .zero)
            view.isOpaque = false
            view.isUserInteractionEnabled = false
            insertSubview(view, at: 0)
            return view
        }()
        imageView.image = isSelected ? item?.selectedImage : item?.image
        titleLabel.font = .systemFont(ofSize: TabBarButtonMetrics.titleFontSize)
    }

    /// iOS 7–10: the image centred across the button with its centre `TabBarButtonMetrics.imageCenterY` down, the title
    /// under it at `TabBarButtonMetrics.titleTop`, centred across, as large as its text.
    func layOutStacked(_ imageView: ImageView) {
        let width = bounds.width
        let image = imageView.image?.size ?? .zero
        imageView.frame = CGRect(x: roundToPixels((width - image.width) / 2),
                                 y: roundToPixels(TabBarButtonMetrics.imageCenterY - image.height / 2),
                                 width: image.width, height: image.height)
        titleLabel.sizeToFit()
        let title = titleLabel.frame.size
        titleLabel.frame = CGRect(x: roundToPixels((width - title.width) / 2), y: TabBarButtonMetrics.titleTop,
                                  width: title.width, height: title.height)
        layOutBadge(besides: imageView)
    }
}
