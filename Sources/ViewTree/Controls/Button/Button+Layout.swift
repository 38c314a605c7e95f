import Foundation

// Sizes and placement of the title and image.
extension Button {
    /// The current title's size in the title font (an attributed title's own `.font` when one font
    /// covers it, as the label measures it), rounded up to device pixels; zero without a title.
    var currentTitleSize: CGSize {
        guard let title = displayedTitle(for: state), !title.isEmpty else { return .zero }
        let font: Font = currentAttributedTitle.flatMap(Label.uniformFont(of:)) ?? titleLabelStorage.font
        let layout = TextLayout(text: title, font: font, width: .infinity)
        let height = CGFloat(max(1, layout.lines.count)) * font.lineHeight
        return CGSize(width: roundUpToPixels(layout.usedWidth), height: roundUpToPixels(height))
    }

    var currentImageSize: CGSize { currentImage?.size ?? .zero }

    /// `intrinsicContentSize` and `sizeThatFits` (a configuration's other image placements: `arrangedFittingSize`):
    /// title + image + `contentEdgeInsets`, with the 6-pt
    /// title padding while the insets are zero, and at least the background image's size.
    func contentFittingSize() -> CGSize {
        if let arrangement = configuredImageArrangement { return arrangedFittingSize(arrangement) }
        let title = currentTitleSize
        let image = currentImageSize
        let hasTitle = title != .zero
        guard hasTitle || currentImage != nil || currentBackgroundImage != nil else {
            return contentEdgeInsets == .zero ? Button.emptyIntrinsicSize
                : CGSize(width: contentEdgeInsets.horizontal, height: contentEdgeInsets.vertical)
        }
        var width = title.width + image.width
        var height = max(title.height, image.height)
        if contentEdgeInsets == .zero {
            if hasTitle { height = max(title.height + 2 * Button.defaultTitleVerticalPadding, image.height) }
        } else {
            width += contentEdgeInsets.horizontal
            height += contentEdgeInsets.vertical
        }
        if let background = currentBackgroundImage?.size {
            width = max(width, background.width)
            height = max(height, background.height)
        }
        return CGSize(width: width, height: height)
    }

    /// The title and image rectangles in `contentRect` (a configuration's other image placements:
    /// `arrangedComponentRects`): side by side (image first), aligned as a
    /// group by `effectiveContentHorizontalAlignment` / `contentVerticalAlignment`, each moved by its edge
    /// insets, origins rounded to device pixels. A title wider than the room left is narrowed.
    func componentRects(in contentRect: CGRect) -> (title: CGRect, image: CGRect) {
        if let arrangement = configuredImageArrangement { return arrangedComponentRects(arrangement, in: contentRect) }
        let imageSize = currentImageSize
        var titleSize = currentTitleSize
        titleSize.width = max(0, min(titleSize.width, contentRect.width - imageSize.width - titleEdgeInsets.horizontal))
        let groupWidth = imageSize.width + titleSize.width
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: x = contentRect.minX
        case .right, .trailing: x = contentRect.maxX - groupWidth
        case .center: x = contentRect.minX + (contentRect.width - groupWidth) / 2
        }
        func vertical(_ height: CGFloat, _ insets: EdgeInsets) -> (y: CGFloat, h: CGFloat) {
            switch contentVerticalAlignment {
            case .top: return (contentRect.minY + insets.top, height)
            case .bottom: return (contentRect.maxY - height - insets.bottom, height)
            case .fill: return (contentRect.minY + insets.top, max(0, contentRect.height - insets.vertical))
            case .center: return (contentRect.minY + (contentRect.height - height) / 2 + (insets.top - insets.bottom) / 2, height)
            }
        }
        func horizontalShift(_ insets: EdgeInsets) -> CGFloat {
            switch effectiveContentHorizontalAlignment {
            case .left, .leading, .fill: return insets.left
            case .right, .trailing: return -insets.right
            case .center: return (insets.left - insets.right) / 2
            }
        }
        if effectiveContentHorizontalAlignment == .fill, imageSize == .zero {
            titleSize.width = max(0, contentRect.width - titleEdgeInsets.horizontal)
        }
        let iv = vertical(imageSize.height, imageEdgeInsets)
        let tv = vertical(titleSize.height, titleEdgeInsets)
        let image = CGRect(x: roundToPixels(x + horizontalShift(imageEdgeInsets)), y: roundToPixels(iv.y),
                           width: imageSize.width, height: iv.h)
        let title = CGRect(x: roundToPixels(x + imageSize.width + horizontalShift(titleEdgeInsets)), y: roundToPixels(tv.y),
                           width: titleSize.width, height: tv.h)
        return (title, image)
    }

    /// Places the parts (called from `layoutSubviews`).
    func layoutContent() {
        let content = contentRect(forBounds: bounds)
        if backgroundImageViewStorage.superview === self { backgroundImageViewStorage.frame = backgroundRect(forBounds: bounds) }
        if imageViewStorage.superview === self { imageViewStorage.frame = imageRect(forContentRect: content) }
        if titleLabelStorage.superview === self { titleLabelStorage.frame = titleRect(forContentRect: content) }
    }

    func insetsDidChange(_ keyPath: ReferenceWritableKeyPath<Button, EdgeInsets>, _ old: EdgeInsets) {
        let new = self[keyPath: keyPath]
        guard new.isFinite else {
            self[keyPath: keyPath] = old
            reject(.nonFiniteGeometry, "edge insets \(UIKitFormat.insets(new)) have a NaN or infinite side; they stay \(UIKitFormat.insets(old))")
            return
        }
        guard new != old else { return }
        if keyPath == \Button.contentEdgeInsets { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }
}
