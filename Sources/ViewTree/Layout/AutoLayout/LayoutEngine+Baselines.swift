import Foundation

// Where a view's text baselines are, as an edge or centre of its frame plus a distance: UIKit's
// `_firstBaselineOffsetFromTop` and `_baselineOffsetFromBottom`, which UIView answers with 0 (so a view
// without text has its first baseline at its top and its last at its bottom, as Apple's documentation of
// `forFirstBaselineLayout` says) and UILabel and UITextView with their text's.
extension LayoutEngine {
    /// The first (or last) baseline of `item`: an attribute of its frame and a distance from it.
    ///
    /// A label's baselines are where its text would be at the text's own size, kept at its top and
    /// bottom whatever its height: the first is its top plus the font's ascender, the last its bottom
    /// plus the (negative) descender, even where the label is stretched and draws its text centred.
    /// UIKit's `-[UILabel _firstBaselineOffsetFromTop]` answers the font's `lineHeight + descender` (one
    /// font) or the first baseline of the text laid out at its intrinsic size, and `_baselineOffsetFromBottom`
    /// that size's height less its last baseline, never the current bounds (iOS 26.1 UIKitCore, decompiled in
    /// EthanArbuckle/iPhone18-3_26.1_23B85_Restore `UIKitCore/UILabel.mm`); Xcode 10.2's canvas agrees (NSHipster's
    /// `SectionHeaderView.xib`, Docs/Fidelity.md). A text field or button, whose baselines UIKit takes from
    /// its current bounds, has them on its text centred vertically in its frame: its centre plus or
    /// minus half the text's height, plus the ascender (first) or descender (last). A text view's text
    /// starts at its top inset. A view whose
    /// `forFirstBaselineLayout` / `forLastBaselineLayout` names a subview has that subview's baseline, at
    /// the subview's current place in it (see `followedBaseline`).
    static func baseline(of item: LayoutItem, first: Bool, depth: Int = 0) -> (LayoutAttribute, CGFloat) {
        func centred(_ font: Font, textHeight: CGFloat) -> (LayoutAttribute, CGFloat) {
            first ? (.centerY, -textHeight / 2 + font.ascender) : (.centerY, textHeight / 2 + font.descender)
        }
        switch item {
        case let label as Label:
            return first ? (.top, label.font.ascender) : (.bottom, label.font.descender)
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
        case let view as View:
            if let followed = followedBaseline(of: view, first: first, depth: depth) { return followed }
        default:
            break
        }
        return first ? (.top, 0) : (.bottom, 0)
    }

    /// How deep `forFirstBaselineLayout` chains are followed (each names a subview, so a chain ends; the bound
    /// guards against an override that computes a new view each time).
    static let baselineChainLimit = 16

    /// The baseline of the subview `view`'s `forFirstBaselineLayout` (or last) names, as an offset from `view`'s top
    /// (first) or bottom (last) edge. The subview's place in `view` is its current frame, so a subview laid out by
    /// the same constraints is read as the previous pass left it (ours: UIKit's engine solves it in one pass). A view
    /// that is not a subview is refused with a diagnostic (Apple: "The returned view must be a subview of the
    /// receiver") and the view's own edge is used.
    private static func followedBaseline(of view: View, first: Bool, depth: Int) -> (LayoutAttribute, CGFloat)? {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        guard target !== view, depth < baselineChainLimit else { return nil }
        guard target.isDescendant(of: view) else {
            view.reject(.notASubview, "\(first ? "forFirstBaselineLayout" : "forLastBaselineLayout") returned \(target.diagnosticName), which is not a subview; the view's own \(first ? "top" : "bottom") edge is its baseline")
            return nil
        }
        let (edge, offset) = baseline(of: target, first: first, depth: depth + 1)
        let frame = target.convert(target.bounds, to: view)
        let y: CGFloat
        switch edge {
        case .top: y = frame.minY
        case .bottom: y = frame.maxY
        default: y = frame.midY
        }
        let line = y + offset - view.bounds.minY
        return first ? (.top, line) : (.bottom, line - view.bounds.height)
    }
}
