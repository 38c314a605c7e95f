import Foundation

// UIKit's string measuring (`NSString(UIKitAdditions)` and `NSAttributedString(UIKitAdditions)`): what real code
// calls to size a label or a cell before laying it out (`text.size(withAttributes: [.font: font])`,
// `boundingRect(with:options:attributes:context:)`). Measured with ViewTree's deterministic text layout
// (`TextLayout`, `Font`'s fixed advances and SF's real line height), so the sizes agree with what `Label` and
// `TextView` report for the same text.

/// `NSStringDrawingOptions`: how `boundingRect(with:options:…)` lays text out (raw values from NSStringDrawing.h).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Options from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines wrapped at the given width (without it, the text is one line, as UIKit documents:
    /// "the origin specified when drawing the string is the baseline origin of the first line").
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line heights (SF has no leading, so it changes nothing here).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph image bounds instead of typographic bounds (not modelled: the typographic bounds are returned).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate and add an ellipsis to the last visible line when the text does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: extra measuring parameters and results; ViewTree never shrinks text, so
/// `actualScaleFactor` stays 1.
open class NSStringDrawingContext: NSObject {
    /// `minimumScaleFactor`: stored only.
    open var minimumScaleFactor: CGFloat = 0
    /// `actualScaleFactor`: 1 (text is never shrunk).
    open private(set) var actualScaleFactor: CGFloat = 1
    /// `totalBounds`: the bounds of the last measurement made with this context.
    open internal(set) var totalBounds: CGRect = .zero
    /// A context with the defaults.
    public override init() { super.init() }
}

/// How ViewTree measures text with attributes: which font, and how much kerning per character.
enum TextMeasure {
    /// The font of `attributes` (`.font`), or the attributed-string default (12-point Helvetica Neue).
    static func font(in attributes: [NSAttributedString.Key: Any]?) -> Font {
        (attributes?[.font] as? Font) ?? Font.attributedStringDefault
    }

    /// `.kern` in points (0 when absent or not a finite number).
    static func kern(in attributes: [NSAttributedString.Key: Any]?) -> CGFloat {
        let value: Double
        switch attributes?[.kern] {
        case let number as NSNumber: value = number.doubleValue
        case let double as Double: value = double
        case let float as CGFloat: value = Double(float)
        case let int as Int: value = Double(int)
        default: value = 0
        }
        return value.isFinite ? CGFloat(value) : 0
    }

    /// The typographic size of `string` in one font: its widest line's width plus `kern` per character of that
    /// text, and its lines' height; `.zero` for empty text. `width` wraps lines when `wraps` (NaN, negative: 0; infinite: no wrap).
    static func size(of string: String, font: Font, kern: CGFloat, width: CGFloat, wraps: Bool) -> CGSize {
        guard !string.isEmpty else { return .zero }
        let layout = TextLayout(text: string, font: font, width: wraps ? width : .infinity)
        var widest: CGFloat = 0
        for line in layout.lines {
            let kerned = line.width + kern * CGFloat(line.text.utf16.count)
            if kerned > widest { widest = kerned }
        }
        return CGSize(width: widest, height: CGFloat(layout.lines.count) * font.lineHeight)
    }

    /// The size of an attributed string: measured in its one font when every run has the same one; otherwise,
    /// unwrapped, the runs' widths (kern included) added on each line and the line as tall as its tallest font, and
    /// wrapped, run by run as a label lays it out (`Label.TextRuns`: each run in its font, each line as tall as its
    /// tallest font; kern not applied).
    static func size(of string: NSAttributedString, width: CGFloat, wraps: Bool) -> CGSize {
        let text = string.string
        guard !text.isEmpty else { return .zero }
        var runs: [(range: NSRange, font: Font, kern: CGFloat)] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            runs.append((range, font(in: attributes), kern(in: attributes)))
        }
        let fonts = runs.map(\.font)
        if let first = fonts.first, fonts.allSatisfy({ $0 == first }), runs.allSatisfy({ $0.kern == runs[0].kern }) {
            return size(of: text, font: first, kern: runs[0].kern, width: width, wraps: wraps)
        }
        if wraps, let runs = Label.TextRuns(of: string, base: Font.attributedStringDefault, fallback: Font.attributedStringDefault) {
            let layout = TextLayout(text: text, font: Font.attributedStringDefault, width: width, advances: runs.advances)
            return CGSize(width: layout.usedWidth, height: runs.height(ofFirst: layout.lines.count, of: layout, base: Font.attributedStringDefault))
        }
        // Unwrapped: each hard line break starts a new line; a line is as wide as its runs and as tall as its
        // tallest font.
        let utf16 = Array(text.utf16)
        var widest: CGFloat = 0, height: CGFloat = 0
        var lineWidth: CGFloat = 0, lineHeight: CGFloat = 0
        for run in runs {
            let piece = String(decoding: utf16[run.range.location..<(run.range.location + run.range.length)], as: UTF16.self)
            let parts = piece.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (index, part) in parts.enumerated() {
                if index > 0 {
                    widest = max(widest, lineWidth)
                    height += lineHeight
                    lineWidth = 0
                    lineHeight = 0
                }
                let measured = size(of: String(part), font: run.font, kern: run.kern, width: .infinity, wraps: false)
                lineWidth += measured.width
                lineHeight = max(lineHeight, run.font.lineHeight)
            }
        }
        widest = max(widest, lineWidth)
        height += lineHeight
        return CGSize(width: widest, height: height)
    }

    /// The bounding rectangle UIKit returns: at the origin, not rounded (Apple: "This method returns fractional
    /// sizes; … raise its value to the nearest higher integer using the ceil function"), the text on one line per
    /// hard line break without `.usesLineFragmentOrigin`. `size.height` does not clip the result.
    static func boundingRect(_ measured: (Bool) -> CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let rect = CGRect(origin: .zero, size: measured(wraps))
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// `size(withAttributes:)`: the string's size in one line in the attributes' font (`.font`, 12-point
    /// Helvetica Neue without one), `.kern` added after each character; not rounded (UIKit: "use the ceil
    /// function" before sizing a view with it).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextMeasure.size(of: String(self), font: TextMeasure.font(in: attributes), kern: TextMeasure.kern(in: attributes),
                         width: .infinity, wraps: false)
    }

    /// `boundingRect(with:options:attributes:context:)`: the string laid out in `size.width` (with
    /// `.usesLineFragmentOrigin`; one line without it), at the origin, not rounded.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let text = String(self), font = TextMeasure.font(in: attributes), kern = TextMeasure.kern(in: attributes)
        return TextMeasure.boundingRect({ wraps in
            TextMeasure.size(of: text, font: font, kern: kern, width: size.width, wraps: wraps)
        }, options: options, context: context)
    }
}

extension NSString {
    /// `draw(at:withAttributes:)`: draws the string in one line from `point` in the current context. ViewTree draws
    /// no pixels, so it draws nothing (a `draw(_:)` override that writes text runs as written).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// `draw(in:withAttributes:)`: draws the string wrapped in `rect` (nothing is drawn; see `draw(at:withAttributes:)`).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// `draw(with:options:attributes:context:)` (nothing is drawn).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {}
}

extension StringProtocol {
    /// `draw(at:withAttributes:)` on a Swift string, as on `NSString` (nothing is drawn).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// `draw(in:withAttributes:)` on a Swift string, as on `NSString` (nothing is drawn).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {}

    /// `size(withAttributes:)` on a Swift string, as on `NSString`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attributes)
    }

    /// `boundingRect(with:options:attributes:context:)` on a Swift string, as on `NSString`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// `size()`: the attributed string's size in one line per hard line break (see `TextMeasure`), not rounded.
    public func size() -> CGSize { TextMeasure.size(of: self, width: .infinity, wraps: false) }

    /// `boundingRect(with:options:context:)`: laid out in `size.width` with `.usesLineFragmentOrigin`, at the
    /// origin, not rounded.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        TextMeasure.boundingRect({ wraps in TextMeasure.size(of: self, width: size.width, wraps: wraps) },
                                 options: options, context: context)
    }

    /// `draw(at:)`: draws the string in one line per hard line break from `point` in the current context. ViewTree
    /// draws no pixels, so nothing is drawn (a `draw(_:)` override that writes text runs as written).
    public func draw(at point: CGPoint) {}

    /// `draw(in:)`: draws the string wrapped in `rect` (nothing is drawn).
    public func draw(in rect: CGRect) {}

    /// `draw(with:options:context:)`: draws the string laid out in `rect` as `boundingRect(with:options:context:)`
    /// measures it (nothing is drawn); the context's `totalBounds` becomes the measured rectangle moved to
    /// `rect`'s origin, the text's bounds as drawn.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let context else { return }
        let measured = boundingRect(with: rect.size, options: options, context: context)
        context.totalBounds = measured.offsetBy(dx: rect.minX, dy: rect.minY)
    }
}
