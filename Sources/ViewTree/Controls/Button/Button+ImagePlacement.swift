import Foundation

// `UIButton.Configuration.imagePlacement`: the image after the title, above it or below it, `imagePadding` apart.
extension Button {
    /// Where a configured button puts its image when that is not the legacy row (image, then title).
    enum ImageArrangement: Equatable {
        /// The title, `imagePadding`, then the image, on one row.
        case afterTitle
        /// The image, `imagePadding`, then the title, in a column.
        case aboveTitle
        /// The title, `imagePadding`, then the image, in a column.
        case belowTitle
    }

    /// The arrangement `configuration.imagePlacement` asks for: "Use this property to place the image along the top,
    /// leading, trailing, or bottom edge of the button" (Apple's `imagePlacement` documentation). Only a button that
    /// shows both a title and an image has one. `.leading`, and an edge set that is not one of the four single edges
    /// (`.all`, which the documentation does not describe; **ours**), keep the legacy row; `.trailing` is after the
    /// title in a left-to-right layout and before it (the legacy row) in a right-to-left one.
    var configuredImageArrangement: ImageArrangement? {
        guard let configuration, currentImage != nil, currentTitleSize != .zero else { return nil }
        switch configuration.imagePlacement {
        case .trailing: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? nil : .afterTitle
        case .top: return .aboveTitle
        case .bottom: return .belowTitle
        default: return nil
        }
    }

    /// `imagePadding` as laid out: negative is 0; NaN or infinite is 0 (`configuration` refused it when set).
    var configuredImagePadding: CGFloat {
        guard let padding = configuration?.imagePadding, padding.isFinite else { return 0 }
        return max(0, padding)
    }

    /// `contentFittingSize()` for an arrangement: the row or column of title and image with the padding between,
    /// plus `contentEdgeInsets` (a configuration's `contentInsets`).
    func arrangedFittingSize(_ arrangement: ImageArrangement) -> CGSize {
        let title = currentTitleSize
        let image = currentImageSize
        let padding = configuredImagePadding
        var size: CGSize
        switch arrangement {
        case .afterTitle:
            size = CGSize(width: title.width + padding + image.width, height: max(title.height, image.height))
        case .aboveTitle, .belowTitle:
            size = CGSize(width: max(title.width, image.width), height: title.height + padding + image.height)
        }
        size.width += contentEdgeInsets.horizontal
        size.height += contentEdgeInsets.vertical
        return size
    }

    /// `componentRects(in:)` for an arrangement: the group is placed by the content alignments as the legacy row is
    /// (centred by default); in a column each part is aligned across on its own, so a narrow image centres over a
    /// wide title. A title wider (or, in a column, taller) than the room left is narrowed (shortened). The edge
    /// insets of the legacy layout are not applied ("ignored when using UIButtonConfiguration", as Apple's
    /// `titleEdgeInsets`/`imageEdgeInsets` deprecations say).
    func arrangedComponentRects(_ arrangement: ImageArrangement, in contentRect: CGRect) -> (title: CGRect, image: CGRect) {
        let image = currentImageSize
        var title = currentTitleSize
        let padding = configuredImagePadding
        let horizontal = effectiveContentHorizontalAlignment
        func across(_ length: CGFloat) -> CGFloat {
            switch horizontal {
            case .left, .leading, .fill: return contentRect.minX
            case .right, .trailing: return contentRect.maxX - length
            case .center: return contentRect.minX + (contentRect.width - length) / 2
            }
        }
        func down(_ length: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return contentRect.minY
            case .bottom: return contentRect.maxY - length
            case .center: return contentRect.minY + (contentRect.height - length) / 2
            }
        }
        switch arrangement {
        case .afterTitle:
            title.width = max(0, min(title.width, contentRect.width - image.width - padding))
            let x = across(title.width + padding + image.width)
            let titleRect = CGRect(x: roundToPixels(x), y: roundToPixels(down(title.height)), width: title.width, height: title.height)
            let imageRect = CGRect(x: roundToPixels(x + title.width + padding), y: roundToPixels(down(image.height)),
                                   width: image.width, height: image.height)
            return (titleRect, imageRect)
        case .aboveTitle, .belowTitle:
            title.width = max(0, min(title.width, contentRect.width))
            title.height = max(0, min(title.height, contentRect.height - image.height - padding))
            let top = down(title.height + padding + image.height)
            let imageY = arrangement == .aboveTitle ? top : top + title.height + padding
            let titleY = arrangement == .aboveTitle ? top + image.height + padding : top
            let titleRect = CGRect(x: roundToPixels(across(title.width)), y: roundToPixels(titleY), width: title.width, height: title.height)
            let imageRect = CGRect(x: roundToPixels(across(image.width)), y: roundToPixels(imageY), width: image.width, height: image.height)
            return (titleRect, imageRect)
        }
    }
}
