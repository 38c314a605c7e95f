import Foundation

/// `CATextLayer`: a layer that would draw a string. ViewTree stores the properties (it does not draw) and
/// measures the string for `preferredFrameSize()`. Defaults are Core Animation's (CATextLayer documentation):
/// 36-pt Helvetica, opaque white, not wrapped, no truncation, natural alignment. `fontSize` and
/// `foregroundColor` animate. A NaN, infinite or negative font size is rejected with a diagnostic.
open class TextLayer: Layer {
    /// `CATextLayerAlignmentMode`.
    public enum AlignmentMode: String, Sendable {
        /// `natural` (the default).
        case natural
        /// `left`.
        case left
        /// `right`.
        case right
        /// `center`.
        case center
        /// `justified`.
        case justified
    }

    /// `CATextLayerTruncationMode`.
    public enum TruncationMode: String, Sendable {
        /// `none` (the default).
        case none
        /// `start`.
        case start
        /// `end`.
        case end
        /// `middle`.
        case middle
    }

    /// 36 pt: `fontSize`'s default (CATextLayer documentation: "Defaults to 36.0").
    public static let defaultFontSize: CGFloat = 36

    /// `string`: a `String` or an `NSAttributedString`; default `nil`.
    public var string: Any?
    /// `font`: a `Font` (`UIFont`), or a font name; default `nil` (Helvetica). Only its name is used: the size
    /// is `fontSize`, as in Core Animation.
    public var font: Any?
    /// `fontSize`; default 36.
    public var fontSize: CGFloat = TextLayer.defaultFontSize {
        didSet { keepValid(&fontSize, old: oldValue, "fontSize", nonNegative: true) }
    }
    /// `foregroundColor`; default opaque white.
    public var foregroundColor: CGColor? = Color.white.cgColor
    /// `isWrapped`; default `false`.
    public var isWrapped = false
    /// `truncationMode`; default `.none`.
    public var truncationMode: TruncationMode = .none
    /// `alignmentMode`; default `.natural`.
    public var alignmentMode: AlignmentMode = .natural
    /// `allowsFontSubpixelQuantization`; default `false`.
    public var allowsFontSubpixelQuantization = false

    /// The text the layer shows: `string` as a `String`, or an attributed string's characters.
    public var shownText: String? {
        if let text = string as? String { return text }
        return (string as? NSAttributedString)?.string
    }

    /// `preferredFrameSize()`: the string's size in the font at `fontSize` (wrapped at the bounds' width when
    /// `isWrapped`), rounded up to whole points; (0, 0) without a string.
    open override func preferredFrameSize() -> CGSize {
        guard let text = shownText, !text.isEmpty else { return .zero }
        let name = (font as? Font)?.name ?? (font as? String) ?? Font.systemFontName
        let measuring = Font(pointSize: fontSize, name: name)
        let width = isWrapped && bounds.width > 0 ? bounds.width : CGFloat.infinity
        let layout = TextLayout(text: text, font: measuring, width: width)
        return CGSize(width: layout.usedWidth.rounded(.up), height: (CGFloat(layout.lines.count) * measuring.lineHeight).rounded(.up))
    }

    override class var subclassProperties: [LayerSubclassProperty] {
        typealias T = TextLayer
        return [.copied("string", \T.string), .copied("font", \T.font), .animatable("fontSize", \T.fontSize),
                .animatable("foregroundColor", \T.foregroundColor), .copied("isWrapped", \T.isWrapped),
                .copied("truncationMode", \T.truncationMode), .copied("alignmentMode", \T.alignmentMode)]
    }
}
