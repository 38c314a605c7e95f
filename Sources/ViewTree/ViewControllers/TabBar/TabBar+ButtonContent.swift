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

extension TabBarButton {
    /// On iOS 7–10 (`TabBarButtonContentKind.stackedImageAndTitle`) puts a `TabBarSwappableImageView` first, showing the
    /// item's image (its selected image while selected), and sets the title's 10-pt font; elsewhere removes it.
    func updateStackedContent(for profile: PlatformProfile? = nil) {
        let stacked = (profile ?? simulation?.profile ?? .default).tabBarButtonContent == .stackedImageAndTitle
        let existing = subviews.first as? TabBarSwappableImageView
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
    }
}
