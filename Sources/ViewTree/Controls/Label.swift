import Foundation

/// A single-line (or wrapped) piece of text with an intrinsic size: ViewTree's `UILabel`, enough to
/// reproduce seed claim C3 (a control with an intrinsic size needs only position constraints).
open class Label: View {
    /// The text; changing it changes the intrinsic size.
    open var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font (UILabel's default: the system font at 17 pt).
    open var font = Font.systemFont(ofSize: Font.labelDefaultPointSize) {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The text colour; `nil` draws black (UILabel's default). Stored only: ViewTree draws no glyphs.
    open var textColor: Color?

    /// Lines to show; 1 (the default) never wraps, 0 wraps at `preferredMaxLayoutWidth`.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width at which a multi-line label wraps for its intrinsic size (0: never).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// `initWithFrame:`; like UILabel, not opaque and not interactive.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// The text's size in the font, rounded up to device pixels; (0, 0) without text.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        let layout = TextLayout(text: text, font: font, width: wraps ? preferredMaxLayoutWidth : .infinity)
        let scale = simulation?.profile.screenScale ?? PlatformProfile.default.screenScale
        let lines = numberOfLines > 0 ? min(numberOfLines, layout.lines.count) : layout.lines.count
        let height = CGFloat(lines) * font.lineHeight
        return CGSize(width: (layout.usedWidth * scale).rounded(.up) / scale, height: (height * scale).rounded(.up) / scale)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// `text = '…'`, as UILabel's description prints it.
    open override func descriptionFieldsAfterFrame() -> [String] {
        guard let text else { return super.descriptionFieldsAfterFrame() }
        return super.descriptionFieldsAfterFrame() + ["text = '\(TextView.descriptionExcerpt(of: text))'"]
    }

    override var libraryClassName: String { "Label" }
}
