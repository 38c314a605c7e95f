import Foundation

/// A deterministic stand-in for `UIFont`: a point size, a name, and fixed metrics.
///
/// Real fonts have a different advance for every glyph, and the real system font differs between
/// iOS versions, so exact glyph widths cannot be reproduced on Linux. What tests of UI logic need
/// is that text has *some* size that depends on its length, its font size and its script, in the
/// same direction as on a device, and that the same input always gives the same layout. So every
/// character gets one of three advances (narrow, wide or space), each a fixed ratio of the point
/// size, chosen so that widths stay exact in binary floating point.
///
/// The vertical metrics, on the other hand, are the real ones of the iOS system font (SF), so
/// line heights and the heights of text views match a device: see `lineHeightRatio`.
/// The same metrics are used whatever the `name`; the name is kept so that code which
/// distinguishes fonts (or prints them) still can.
///
/// A class, as `UIFont` is, so extensions real code writes (`class func appFont(ofSize:) -> UIFont`,
/// `convenience init?(…)`) port unchanged. Immutable, so `Sendable`; two fonts are equal when their names and
/// sizes are (`UIFont.isEqual(_:)`).
public final class Font: Sendable, Hashable, CustomStringConvertible {
    /// The size in points (the em size), as `UIFont.pointSize`.
    public let pointSize: CGFloat
    /// The font's name, informational only (metrics do not depend on it).
    public let name: String

    /// `UIFont.fontName`: the name the font was made with (`UIFont(name:size:)`'s name, or
    /// `Font.systemFontName` and its weight suffix for the system font).
    public var fontName: String { name }

    /// The name `systemFont(ofSize:)` gives its fonts.
    public static let systemFontName = "System"

    /// Creates a font of the given size. A size that is negative, zero or not finite falls back
    /// to `Font.defaultPointSize`: UIKit documents that a font size must be greater than 0, and a
    /// usable font is more useful to a test than a layout full of NaN.
    public init(pointSize: CGFloat, name: String = Font.systemFontName) {
        self.pointSize = (pointSize.isFinite && pointSize > 0) ? pointSize : Font.defaultPointSize
        self.name = name
        self.dynamicTypeSource = nil
    }

    /// A font that remembers how Dynamic Type made it (`Font+DynamicType.swift`).
    init(pointSize: CGFloat, name: String, dynamicTypeSource: DynamicTypeSource) {
        self.pointSize = (pointSize.isFinite && pointSize > 0) ? pointSize : Font.defaultPointSize
        self.name = name
        self.dynamicTypeSource = dynamicTypeSource
    }

    /// How Dynamic Type made this font (a text style, or `FontMetrics` scaling), `nil` for any other font.
    let dynamicTypeSource: DynamicTypeSource?

    /// `UIFont.isEqual(_:)`: the same name and point size. Where the size came from (a text style or not) is not
    /// compared: UIKit does not document whether it is, and code that compares a preferred font with
    /// `systemFont(ofSize:)` of the same size expects them equal.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.name == rhs.name
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(name)
    }

    /// The system font at the given size, as `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: size, name: systemFontName)
    }

    // MARK: - Defaults that imitate UIKit

    /// 12 pt: the size of the font used for text that has no font attribute.
    /// Source: Apple's documentation of `NSAttributedString.Key.font` ("If you do not specify
    /// this attribute, the string uses a 12-point Helvetica(Neue) font by default"). It is what a
    /// `UITextView` whose `font` was never set lays its text out with (developers reported
    /// `UITextView.font` returning nil until text is set, from iOS 7 on).
    public static let defaultPointSize: CGFloat = 12

    /// The font of text without a font attribute: 12 pt Helvetica Neue (see `defaultPointSize`).
    /// Its metrics here are those of the system font, like every `Font`.
    public static let attributedStringDefault = Font(pointSize: defaultPointSize, name: "HelveticaNeue")

    /// 17 pt: the default size of `UILabel.font` and the body text style.
    /// Source: Apple's documentation of `UILabel.font` ("the system font at a size of 17 points").
    public static let labelDefaultPointSize: CGFloat = 17

    // MARK: - Vertical metrics

    /// The line height as a multiple of the point size: 2444 / 2048 = 1.193359375.
    ///
    /// Source: SF (the iOS system font) has 2048 units per em, an ascender of 1950 and a
    /// descender of −494 units, and no line gap; `UIFont.lineHeight` is ascender − descender.
    /// This reproduces the values reported from devices and in public test suites:
    /// `UIFont.systemFont(ofSize: 12).lineHeight` = 14.3203125 (ascender 11.42578125,
    /// descender −2.89453125) and `UIFont.systemFont(ofSize: 17).lineHeight` = 20.287109375.
    /// `UIFont.lineHeight` is not rounded to pixels, so neither is this.
    public static let lineHeightRatio: CGFloat = 2444.0 / 2048.0

    /// The ascender as a multiple of the point size: 1950 / 2048 (SF; see `lineHeightRatio`).
    public static let ascenderRatio: CGFloat = 1950.0 / 2048.0

    /// The descender as a multiple of the point size: −494 / 2048 (SF; see `lineHeightRatio`).
    public static let descenderRatio: CGFloat = -494.0 / 2048.0

    /// The distance from one baseline to the next in a single-spaced paragraph,
    /// as `UIFont.lineHeight`: `pointSize × lineHeightRatio`.
    public var lineHeight: CGFloat { pointSize * Font.lineHeightRatio }

    /// The distance from the baseline to the top of the line, as `UIFont.ascender`.
    public var ascender: CGFloat { pointSize * Font.ascenderRatio }

    /// The distance from the baseline to the bottom of the line (negative), as
    /// `UIFont.descender`.
    public var descender: CGFloat { pointSize * Font.descenderRatio }

    // MARK: - Horizontal metrics

    /// The advance of an ordinary (Latin, Cyrillic, digit, punctuation…) character, as a
    /// multiple of the point size: 0.5.
    ///
    /// A deliberate simplification, not a measured value: the mean advance of the lower-case
    /// letters of SF at 12 pt on iOS is about 0.53 em (harvested metrics published in public
    /// UIKit re-implementations), narrow letters such as "i" are about 0.25 em and "m" 0.87 em.
    /// 0.5 keeps the right order of magnitude and makes widths exact binary fractions.
    public static let narrowAdvanceRatio: CGFloat = 0.5

    /// The advance of a wide (CJK, Hangul, full-width, emoji) character, as a multiple of the
    /// point size: 1.0. CJK ideographs and kana are designed on a square em (PingFang, the iOS
    /// CJK system font, sets them on a full em), and full-width forms are by definition one em.
    public static let wideAdvanceRatio: CGFloat = 1.0

    /// The advance of a space (U+0020, U+00A0, tab), as a multiple of the point size: 0.25.
    /// SF's space is 3.375 pt at 12 pt (0.28 em, harvested metrics as above); 0.25 keeps widths
    /// exact. A tab is measured as a space: tab stops are not modelled.
    public static let spaceAdvanceRatio: CGFloat = 0.25

    /// The advance of an ordinary character: `pointSize × narrowAdvanceRatio`.
    public var averageAdvance: CGFloat { pointSize * Font.narrowAdvanceRatio }

    /// The advance of one Unicode scalar in this font.
    ///
    /// Combining marks, variation selectors, zero-width joiners and other format characters
    /// have no advance; line breaks have none either (they end the line instead).
    public func advance(of scalar: Unicode.Scalar) -> CGFloat {
        switch Font.widthClass(of: scalar) {
        case .zero: return 0
        case .space: return pointSize * Font.spaceAdvanceRatio
        case .narrow: return pointSize * Font.narrowAdvanceRatio
        case .wide: return pointSize * Font.wideAdvanceRatio
        }
    }

    /// The width of a string on one line: the sum of the advances of its scalars
    /// (line breaks included at zero width).
    public func width(of text: String) -> CGFloat {
        var total: CGFloat = 0
        for scalar in text.unicodeScalars {
            total += advance(of: scalar)
        }
        return total
    }

    /// `Name 12pt`.
    public var description: String { "\(name) \(pointSize)pt" }

    // MARK: - Character classes

    /// Which of the advances a scalar gets.
    enum WidthClass {
        case zero, space, narrow, wide
    }

    /// The width class of a scalar. Kept in one place so that `TextLayout` classifies exactly as
    /// `advance(of:)` measures.
    static func widthClass(of scalar: Unicode.Scalar) -> WidthClass {
        let v = scalar.value
        if v < 0x80 {
            // ASCII fast path: the only special cases are space, tab and control characters.
            if v == 0x20 || v == 0x09 { return .space }
            if v < 0x20 || v == 0x7F { return .zero }
            return .narrow
        }
        if v == 0xA0 { return .space }
        // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR end lines, like "\n".
        if v == 0x2028 || v == 0x2029 { return .zero }
        if isZeroWidth(v) { return .zero }
        if isWide(v) { return .wide }
        return .narrow
    }

    /// Scalars drawn on a full em: the ranges East Asian text uses.
    /// U+1100–U+115F Hangul Jamo leading consonants; U+2E80–U+9FFF CJK radicals, Kangxi,
    /// ideographic description, CJK symbols and punctuation (including the ideographic space
    /// U+3000, one em wide in every CJK font), Hiragana,
    /// Katakana, Bopomofo, Hangul compatibility Jamo, CJK strokes, enclosed CJK, CJK
    /// compatibility, CJK Unified Ideographs Extension A and the URO; U+A960–U+A97F Hangul
    /// Jamo Extended-A; U+AC00–U+D7A3 Hangul syllables; U+F900–U+FAFF CJK compatibility
    /// ideographs; U+FE30–U+FE4F CJK compatibility forms; U+FF00–U+FF60 and U+FFE0–U+FFE6
    /// full-width forms; U+1F300–U+1FAFF pictographs and emoji (drawn square on iOS);
    /// U+20000–U+3FFFD CJK Unified Ideographs Extensions B and beyond.
    static func isWide(_ v: UInt32) -> Bool {
        // Most text is below the first wide range: answer it with one comparison.
        if v < 0x1100 { return false }
        switch v {
        case 0x1100...0x115F, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Scalars that take no horizontal space: C1 controls, combining diacritical marks
    /// (U+0300–U+036F, U+1AB0–U+1AFF, U+1DC0–U+1DFF, U+20D0–U+20FF, U+FE20–U+FE2F), zero-width
    /// space/joiners and direction marks (U+200B–U+200F), word joiner and invisible operators
    /// (U+2060–U+2064), variation selectors (U+FE00–U+FE0F, U+E0100–U+E01EF), the byte-order
    /// mark U+FEFF, Hangul Jamo vowels and trailing consonants (U+1160–U+11FF, which combine
    /// with a leading consonant into one square syllable), CJK combining marks
    /// (U+302A–U+302F, U+3099–U+309A), emoji modifiers (U+1F3FB–U+1F3FF) and tags
    /// (U+E0000–U+E007F).
    static func isZeroWidth(_ v: UInt32) -> Bool {
        if v < 0x80 { return false }
        switch v {
        case 0x80...0x9F, 0x0300...0x036F, 0x1160...0x11FF, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF,
             0x200B...0x200F, 0x2060...0x2064, 0x20D0...0x20FF, 0x302A...0x302F, 0x3099...0x309A,
             0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFEFF, 0x1F3FB...0x1F3FF, 0xE0000...0xE007F,
             0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }
}
