import Foundation

// The attribute keys and attribute value classes UIKit adds to Foundation's `NSAttributedString`. On Apple
// platforms they come from UIKit (UIFoundation); swift-corelibs-foundation has `NSAttributedString` but none
// of these, so code that builds attributed strings (`[.font: …, .foregroundColor: …]`) needs them here.

extension NSAttributedString.Key {
    // Raw values are the strings the keys print on a device (`NSAttributedString.Key.font.rawValue` is
    // "NSFont"): the values of the Objective-C constants (`NSFontAttributeName`…) in UIKit's NSAttributedString.h,
    // which are also the keys an archived attributed string uses, so they must not change.

    /// `.font`: a `UIFont` (`Font`); without it, text is 12-point Helvetica Neue (`Font.attributedStringDefault`).
    public static let font = NSAttributedString.Key("NSFont")
    /// `.foregroundColor`: a `UIColor` (`Color`); black by default.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// `.backgroundColor`: a `UIColor`; none by default.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// `.paragraphStyle`: an `NSParagraphStyle`; `NSParagraphStyle.default` by default.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// `.kern`: an `NSNumber` of points added after each character.
    public static let kern = NSAttributedString.Key("NSKern")
    /// `.tracking` (iOS 14): an `NSNumber` of points of tracking.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// `.underlineStyle`: an `NSNumber` holding an `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// `.underlineColor`: a `UIColor`; the foreground colour by default.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// `.strikethroughStyle`: an `NSNumber` holding an `NSUnderlineStyle` raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// `.strikethroughColor`: a `UIColor`; the foreground colour by default.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// `.strokeColor`: a `UIColor`; the foreground colour by default.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// `.strokeWidth`: an `NSNumber`, a percentage of the font's point size (negative: stroke and fill).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// `.shadow`: an `NSShadow`; none by default.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// `.link`: a `URL` or a `String`.
    public static let link = NSAttributedString.Key("NSLink")
    /// `.attachment`: an `NSTextAttachment` (see `NSAttributedString(attachment:)`).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// `.baselineOffset`: an `NSNumber` of points the baseline moves up.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// `.ligature`: an `NSNumber`, 0 or 1 (the default) on iOS.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// `.obliqueness`: an `NSNumber`, the skew applied to glyphs.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// `.expansion`: an `NSNumber`, the log of the horizontal expansion factor.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// `.textEffect`: an `NSAttributedString.TextEffectStyle` raw value.
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// `.writingDirection`: an array of `NSNumber`s.
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// `.verticalGlyphForm`: an `NSNumber` (ignored on iOS).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// `NSUnderlineStyle`: how `.underlineStyle` and `.strikethroughStyle` draw their line, with UIKit's raw values
/// (NSAttributedString.h: the line style in the low byte, the pattern in the second, `byWord` at 0x8000). No line
/// is `[]` (the Swift 3 `.styleNone` became an empty option set in iOS 12's SDK).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw value stored (as an `NSNumber`) under `.underlineStyle`.
    public let rawValue: Int
    /// A style from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line (0x01).
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line (0x02).
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines (0x09).
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line (0x0100).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line (0x0200).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// A dash-dot line (0x0300).
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// A dash-dot-dot line (0x0400).
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Words only, not the spaces between them (0x8000).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// `NSWritingDirection`: the base writing direction of a paragraph (NSParagraphStyle.h values).
public enum NSWritingDirection: Int, Sendable, Hashable {
    /// From the text's content (−1).
    case natural = -1
    /// Left to right (0).
    case leftToRight = 0
    /// Right to left (1).
    case rightToLeft = 1
}

/// `NSParagraphStyle`: a paragraph's alignment, spacing and indents, as `.paragraphStyle` holds it. Immutable;
/// make an `NSMutableParagraphStyle` (or `mutableCopy()` one) to change it. Every default is the one Apple
/// documents for `NSParagraphStyle.default`: zero spacings and indents, `.natural` alignment,
/// `.byWordWrapping`, a line height multiple of 0 (none) and `.natural` writing direction.
///
/// ViewTree stores the style; its text layout (`TextLayout`) applies the font, not the paragraph style.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// `lineSpacing`: points between one line's bottom and the next line's top.
    public internal(set) var lineSpacing: CGFloat = 0
    /// `paragraphSpacing`: points after the paragraph.
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// `paragraphSpacingBefore`: points before the paragraph.
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// `alignment`: `.natural` by default.
    public internal(set) var alignment: TextAlignment = .natural
    /// `lineBreakMode`: `.byWordWrapping` by default.
    public internal(set) var lineBreakMode: LineBreakMode = .byWordWrapping
    /// `firstLineHeadIndent`: the first line's leading indent.
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// `headIndent`: the other lines' leading indent.
    public internal(set) var headIndent: CGFloat = 0
    /// `tailIndent`: the trailing indent (from the leading margin when positive, the trailing one when negative).
    public internal(set) var tailIndent: CGFloat = 0
    /// `minimumLineHeight`: 0, no minimum.
    public internal(set) var minimumLineHeight: CGFloat = 0
    /// `maximumLineHeight`: 0, no maximum.
    public internal(set) var maximumLineHeight: CGFloat = 0
    /// `lineHeightMultiple`: 0, the font's own line height.
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// `hyphenationFactor`: 0, no hyphenation.
    public internal(set) var hyphenationFactor: Float = 0
    /// `baseWritingDirection`: `.natural`.
    public internal(set) var baseWritingDirection: NSWritingDirection = .natural
    /// `defaultTabInterval`: 0.
    public internal(set) var defaultTabInterval: CGFloat = 0
    /// `allowsDefaultTighteningForTruncation`: false.
    public internal(set) var allowsDefaultTighteningForTruncation = false

    /// A style with every default.
    public override init() { super.init() }

    /// `NSParagraphStyle.default`: a style with every default (a new one each time; it is immutable).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// `copy()`: an immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.take(self)
        return copy
    }

    /// `mutableCopy()`: an `NSMutableParagraphStyle` with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.take(self)
        return copy
    }

    /// Copies every value of `other` (for the copies and `setParagraphStyle(_:)`).
    func take(_ other: NSParagraphStyle) {
        lineSpacing = other.lineSpacing
        paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore
        alignment = other.alignment
        lineBreakMode = other.lineBreakMode
        firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent
        tailIndent = other.tailIndent
        minimumLineHeight = other.minimumLineHeight
        maximumLineHeight = other.maximumLineHeight
        lineHeightMultiple = other.lineHeightMultiple
        hyphenationFactor = other.hyphenationFactor
        baseWritingDirection = other.baseWritingDirection
        defaultTabInterval = other.defaultTabInterval
        allowsDefaultTighteningForTruncation = other.allowsDefaultTighteningForTruncation
    }

    /// Two styles are equal when every value is (`NSParagraphStyle.isEqual(_:)`).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
            && paragraphSpacingBefore == other.paragraphSpacingBefore && alignment == other.alignment
            && lineBreakMode == other.lineBreakMode && firstLineHeadIndent == other.firstLineHeadIndent
            && headIndent == other.headIndent && tailIndent == other.tailIndent
            && minimumLineHeight == other.minimumLineHeight && maximumLineHeight == other.maximumLineHeight
            && lineHeightMultiple == other.lineHeightMultiple && hyphenationFactor == other.hyphenationFactor
            && baseWritingDirection == other.baseWritingDirection && defaultTabInterval == other.defaultTabInterval
            && allowsDefaultTighteningForTruncation == other.allowsDefaultTighteningForTruncation
    }

    /// Hashes the values that most often differ.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(lineSpacing)
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
        hasher.combine(lineHeightMultiple)
        return hasher.finalize()
    }
}

/// `NSMutableParagraphStyle`: a paragraph style whose values can be set, as code builds one before putting it
/// under `.paragraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// `lineSpacing`.
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    /// `paragraphSpacing`.
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    /// `paragraphSpacingBefore`.
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue }
    }
    /// `alignment`.
    open override var alignment: TextAlignment { get { super.alignment } set { super.alignment = newValue } }
    /// `lineBreakMode`.
    open override var lineBreakMode: LineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    /// `firstLineHeadIndent`.
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue }
    }
    /// `headIndent`.
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    /// `tailIndent`.
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    /// `minimumLineHeight`.
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    /// `maximumLineHeight`.
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    /// `lineHeightMultiple`.
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    /// `hyphenationFactor`.
    open override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }
    /// `baseWritingDirection`.
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection } set { super.baseWritingDirection = newValue }
    }
    /// `defaultTabInterval`.
    open override var defaultTabInterval: CGFloat { get { super.defaultTabInterval } set { super.defaultTabInterval = newValue } }
    /// `allowsDefaultTighteningForTruncation`.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation } set { super.allowsDefaultTighteningForTruncation = newValue }
    }

    /// `setParagraphStyle(_:)`: takes every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) { take(style) }
}

/// `NSShadow`: the shadow `.shadow` draws under text. Apple's documented defaults: an offset of (0, −3), a blur
/// radius of 0 and no colour (drawn black at one third opacity).
open class NSShadow: NSObject {
    /// `shadowOffset`: (0, −3) by default.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// `shadowBlurRadius`: 0 by default (a negative radius is taken as 0, as Apple documents).
    open var shadowBlurRadius: CGFloat = 0 {
        didSet { if !(shadowBlurRadius >= 0) || !shadowBlurRadius.isFinite { shadowBlurRadius = 0 } }
    }
    /// `shadowColor`: a `UIColor`, or `nil` for the default (black at one third opacity).
    open var shadowColor: Any?

    /// A shadow with the defaults.
    public override init() { super.init() }
}

/// `NSTextAttachment`: an image in attributed text, under `.attachment` on the object replacement character
/// (U+FFFC), as `NSAttributedString(attachment:)` makes it.
open class NSTextAttachment: NSObject {
    /// `image`: the image shown.
    open var image: Image?
    /// `bounds`: where the image sits relative to the baseline; `.zero` (the default) means the image's own size.
    open var bounds: CGRect = .zero

    /// An attachment with no image.
    public override init() { super.init() }

    /// `NSTextAttachment(image:)` (iOS 13).
    public convenience init(image: Image) {
        self.init()
        self.image = image
    }

    /// The size the attachment takes in a line: `bounds.size`, or the image's size when `bounds` is empty.
    var layoutSize: CGSize {
        if bounds.width > 0 || bounds.height > 0 { return bounds.size }
        return image?.size ?? .zero
    }

    /// U+FFFC, the character an attachment stands on (`NSTextAttachment.character`).
    public static let character: unichar = 0xFFFC
}

extension NSAttributedString {
    /// `NSAttributedString(attachment:)`: the object replacement character (U+FFFC) carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}

extension NSParagraphStyle {
    /// `NSParagraphStyle.LineBreakStrategy`: ViewTree's `LineBreakStrategy`.
    public typealias LineBreakStrategy = ViewTree.LineBreakStrategy
}
