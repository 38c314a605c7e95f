import Foundation

// Where a view's text baselines are, as an edge or centre of its frame plus a distance: UIKit's
// `_firstBaselineOffsetFromTop` and `_baselineOffsetFromBottom`, which UIView answers with 0 (so a view
// without text has its first baseline at its top and its last at its bottom, as Apple's documentation of
// `forFirstBaselineLayout` says) and UILabel and UITextView with their text's.
extension LayoutEngine {
    /// The first (or last) baseline of `item`: an attribute of its frame and a distance from it.
    ///
    /// A label, text field or button draws its text centred vertically in its frame, so a baseline
    /// is its centre plus or minus half the text's height, plus the font's ascender (first) or
    /// descender (last): at the text's own height that is the top plus the ascender, and the bottom
    /// plus the (negative) descender. A text view's text starts at its top inset. Views that
    /// override `forFirstBaselineLayout` to name a subview are not followed.
    static func baseline(of item: LayoutItem, first: Bool) -> (LayoutAttribute, CGFloat) {
        func centred(_ font: Font, textHeight: CGFloat) -> (LayoutAttribute, CGFloat) {
            first ? (.centerY, -textHeight / 2 + font.ascender) : (.centerY, textHeight / 2 + font.descender)
        }
        switch item {
        case let label as Label:
            let height = label.intrinsicContentSize.height
            return centred(label.font, textHeight: height > 0 ? height : label.font.lineHeight)
        case let field as TextField:
            let font = field.font ?? Font.systemFont(ofSize: Font.labelDefaultPointSize)
            return centred(font, textHeight: font.lineHeight)
        case let button as Button:
            guard let title = button.titleLabel, !(title.text ?? "").isEmpty else { break }
            return centred(title.font, textHeight: title.font.lineHeight)
        case let textView as TextView:
            let font = textView.font ?? Font.systemFont(ofSize: Font.labelDefaultPointSize)
            return first ? (.top, textView.textContainerInset.top + font.ascender)
                         : (.bottom, -textView.textContainerInset.bottom + font.descender)
        default:
            break
        }
        return first ? (.top, 0) : (.bottom, 0)
    }
}
