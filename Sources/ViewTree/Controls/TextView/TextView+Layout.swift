import Foundation

/// A layout and what it was made from: the text (by generation), the font and the line width.
struct CachedTextLayout {
    let generation: Int
    let font: Font
    let lineWidth: CGFloat
    let layout: TextLayout

    func matches(generation: Int, font: Font, lineWidth: CGFloat) -> Bool {
        self.generation == generation && self.font == font && self.lineWidth == lineWidth
    }
}

// The layout cache and the content size. A layout is made at most once per (text, font, line width):
// reads are free, and an edit relays out only the paragraphs it touched (`TextLayout+Editing`).
extension TextView {
    /// The font the text is laid out in: `font`, or `Font.attributedStringDefault` (12 pt) when nil.
    public var effectiveFont: Font { font ?? Font.attributedStringDefault }

    /// The layout of the text at the current width (ViewTree's stand-in for `layoutManager`): lines
    /// are `textLineWidth` wide; positions are relative to the line fragment, so a line's x in the
    /// text view adds `textContainerInset.left + lineFragmentPadding`, and its y adds
    /// `textContainerInset.top`.
    public var textLayout: TextLayout { layout(forLineWidth: textLineWidth) }

    /// The width available to each line: `bounds.width − inset.left − inset.right − 2 × padding`
    /// (a negative value lays out one character per line).
    public var textLineWidth: CGFloat { lineWidth(forViewWidth: bounds.width) }

    func lineWidth(forViewWidth width: CGFloat) -> CGFloat {
        width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
    }

    /// The profile of the world the view is in, or the default one in no world.
    var textProfile: PlatformProfile { simulation?.profile ?? .default }

    /// The layout at `lineWidth`, from the cache when the text, font and width are the same.
    func layout(forLineWidth lineWidth: CGFloat) -> TextLayout {
        let font = effectiveFont
        if let cached = primaryLayout, cached.matches(generation: textGeneration, font: font, lineWidth: lineWidth) {
            return cached.layout
        }
        if let cached = measuringLayout, cached.matches(generation: textGeneration, font: font, lineWidth: lineWidth) {
            return cached.layout
        }
        let layout = TextLayout(text: storedText, font: font, width: lineWidth)
        let entry = CachedTextLayout(generation: textGeneration, font: font, lineWidth: lineWidth, layout: layout)
        if lineWidth == textLineWidth { primaryLayout = entry } else { measuringLayout = entry }
        return layout
    }

    /// The text, the font, the insets, the padding or the width changed.
    func textLayoutInputsDidChange() {
        updateAutomaticContentSize()
    }

    /// Recomputes `contentSize` from the layout (and sizes the container view to it) — unless the profile keeps it at (0, 0) (iOS 8, seed
    /// claim A7), where a computed value is reset to zero and a value set by hand is left alone.
    func updateAutomaticContentSize() {
        laidOutBoundsWidth = bounds.width
        // Measured once for the container view and the content size.
        let size = textContentSize
        updateTextContainerViewFrame(to: size)
        let profile = textProfile
        if profile.textViewContentSizeStaysZero {
            if contentSizeIsAutomatic { setAutomaticContentSize(.zero) }
            return
        }
        setAutomaticContentSize(size)
    }

    private func setAutomaticContentSize(_ size: CGSize) {
        applyingAutomaticContentSize = true
        contentSize = size
        applyingAutomaticContentSize = false
        contentSizeIsAutomatic = true
    }

    /// `sizeThatFits(_:)`'s answer (see there).
    func fittingSize(for size: CGSize) -> CGSize {
        let inset = textContainerInset
        let padding = textContainer.lineFragmentPadding
        let requested = size.width.isNaN ? bounds.width : size.width
        let unconstrained = requested.isInfinite || requested >= .greatestFiniteMagnitude
        let width = max(0, requested)
        let layout = self.layout(forLineWidth: unconstrained ? .infinity : lineWidth(forViewWidth: width))
        let height = layout.usedHeight(roundedUpToScale: pixelScale) + inset.top + inset.bottom
        guard unconstrained else { return CGSize(width: width, height: height) }
        let textWidth = TextView.roundedUp(layout.usedWidth, scale: pixelScale)
        return CGSize(width: textWidth + 2 * padding + inset.left + inset.right, height: height)
    }

    /// `value` rounded up to a whole number of device pixels.
    static func roundedUp(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return value }
        return ((value * scale) - 1e-9).rounded(.up) / scale
    }
}
