import Foundation

// How a label's attributed text takes room run by run: each character as wide as its `.font` makes it (the label's
// font where it has none), each line as tall as the tallest font on it, and each `NSTextAttachment` as wide as its
// bounds and as tall in its line as its bounds reach above the baseline and below it.
extension Label {
    /// The runs of an attributed string, as a label measures them.
    ///
    /// Fonts: TextKit's typesetter measures every glyph in the font of its character and sets a line fragment as tall
    /// as the largest ascender plus the largest descender among the fonts on it (at least each font's default line
    /// height): GNUstep's re-implementation of the typesetter (`GSHorizontalTypesetter.m`,
    /// `layoutLineNewParagraph:`) raises `ascender`, `descender` and the wanted line height at every font change
    /// within a line. ViewTree's fonts share one set of metric ratios (`Font.lineHeightRatio`), so the tallest line
    /// height is the largest point size's. A line with no character but attachments (or none at all) keeps the
    /// measuring font's line height (`font`, or the one `.font` covering the text), as before runs were measured.
    ///
    /// Attachments: TextKit sets an attachment on its object replacement character (U+FFFC) as one glyph whose
    /// advance is the attachment's width, and `NSTextAttachment.bounds` is in "the text coordinate system. The origin
    /// is at the glyph location on the text baseline" (Apple's `NSTextAttachment.bounds` documentation): an attachment
    /// whose bounds reach above the line's ascender raises its line, one reaching below the descender deepens it (the
    /// common `bounds.origin.y = (font.capHeight - height) / 2` centring relies on this). With empty bounds the image's
    /// own size stands on the baseline. An attachment's character needs no font of its own.
    struct TextRuns {
        /// How far one run (or one attachment) reaches above the baseline and below it, over UTF-16 `start..<end`;
        /// `font` is the run's font (`nil` for an attachment).
        struct Extent {
            let start: Int
            let end: Int
            let font: Font?
            let above: CGFloat
            let below: CGFloat
        }

        /// The advances the line breaker uses: runs in another font than the measuring one, attachments' widths.
        let advances: TextLayout.Advances
        /// Every run's and attachment's vertical extent, in order.
        let extents: [Extent]

        /// The runs of `string` laid out in `base` (the measuring font), characters without a `.font` set in
        /// `fallback` (the label's font); `nil` for an empty string. Attachment bounds with a NaN or infinite side
        /// count as empty (`attributedText` refuses such an attachment when it is set; this covers bounds changed
        /// afterwards).
        init?(of string: NSAttributedString, base: Font, fallback: Font) {
            guard string.length > 0 else { return nil }
            var advances = TextLayout.Advances()
            var extents: [Extent] = []
            let characters = string.string as NSString
            func addFontRun(_ font: Font, _ start: Int, _ end: Int) {
                guard end > start else { return }
                extents.append(Extent(start: start, end: end, font: font, above: font.ascender, below: -font.descender))
            }
            string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
                let runFont = attributes[.font] as? Font ?? fallback
                advances.setFont(runFont == base ? nil : runFont, from: range.location)
                guard let attachment = attributes[.attachment] as? NSTextAttachment else {
                    addFontRun(runFont, range.location, range.location + range.length)
                    return
                }
                var textStart = range.location
                for offset in range.location..<(range.location + range.length)
                where characters.character(at: offset) == NSTextAttachment.character {
                    addFontRun(runFont, textStart, offset)
                    textStart = offset + 1
                    let box = TextRuns.layoutBox(of: attachment)
                    advances.fixed[offset] = box.width
                    extents.append(Extent(start: offset, end: offset + 1, font: nil, above: box.maxY, below: -box.minY))
                }
                addFontRun(runFont, textStart, range.location + range.length)
            }
            self.advances = advances
            self.extents = extents
        }

        /// The rectangle an attachment takes relative to its glyph's origin on the baseline: its bounds, or its
        /// image's size on the baseline when the bounds are empty (or not finite).
        static func layoutBox(of attachment: NSTextAttachment) -> CGRect {
            let bounds = attachment.bounds
            let finite = bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.width.isFinite && bounds.height.isFinite
            if finite, bounds.width > 0 || bounds.height > 0 { return bounds.standardized }
            return CGRect(origin: .zero, size: attachment.image?.size ?? .zero)
        }

        /// The height of the first `count` lines of `layout`: each line the `lineHeight` of the tallest font on it
        /// (`base`'s on a line without text), raised by how far its attachments reach above that font's ascender
        /// and below its descender.
        func height(ofFirst count: Int, of layout: TextLayout, base: Font) -> CGFloat {
            guard count > 0 else { return 0 }
            var tallest = [Font?](repeating: nil, count: count)
            var above = [CGFloat](repeating: 0, count: count)
            var below = [CGFloat](repeating: 0, count: count)
            for extent in extents {
                let first = layout.lineIndex(containingUTF16Offset: extent.start)
                guard first < count else { continue }
                let last = min(count - 1, layout.lineIndex(containingUTF16Offset: extent.end - 1))
                for line in first...last {
                    if let font = extent.font, font.lineHeight > (tallest[line]?.lineHeight ?? 0) { tallest[line] = font }
                    above[line] = max(above[line], extent.above)
                    below[line] = max(below[line], extent.below)
                }
            }
            var total: CGFloat = 0
            for line in 0..<count {
                let font = tallest[line] ?? base
                total += font.lineHeight + max(0, above[line] - font.ascender) + max(0, below[line] + font.descender)
            }
            return total
        }

        /// The largest `.font` in `string` (`nil` when no run has one): the font a setter checks the text's extent
        /// against (`Font.keepsExtentRepresentable(utf16Count:)`).
        static func largestFont(in string: NSAttributedString) -> Font? {
            var largest: Font?
            string.enumerateAttribute(.font, in: NSRange(location: 0, length: string.length)) { value, _, _ in
                if let font = value as? Font, font.pointSize > (largest?.pointSize ?? 0) { largest = font }
            }
            return largest
        }

        /// The one `.font` of `string` when only attachment characters (U+FFFC) lack it: an attachment appended with
        /// `NSAttributedString(attachment:)` carries no font, and its size does not depend on one. `nil` when two fonts
        /// differ, other text lacks a font, or no text has one.
        static func fontAround(in string: NSAttributedString) -> Font? {
            var found: Font?
            var uniform = true
            let characters = string.string as NSString
            string.enumerateAttribute(.font, in: NSRange(location: 0, length: string.length)) { value, range, stop in
                if let font = value as? Font {
                    if let found, found != font { uniform = false }
                    found = found ?? font
                } else {
                    for offset in range.location..<(range.location + range.length)
                    where characters.character(at: offset) != NSTextAttachment.character {
                        uniform = false
                        break
                    }
                }
                if !uniform { stop.pointee = true }
            }
            return uniform ? found : nil
        }

        /// The first attachment in `string` whose bounds have a NaN or infinite side, with its UTF-16 offset.
        static func firstNonFinite(in string: NSAttributedString) -> (offset: Int, bounds: CGRect)? {
            var found: (offset: Int, bounds: CGRect)?
            string.enumerateAttribute(.attachment, in: NSRange(location: 0, length: string.length)) { value, range, stop in
                guard let attachment = value as? NSTextAttachment else { return }
                let b = attachment.bounds
                if !(b.origin.x.isFinite && b.origin.y.isFinite && b.width.isFinite && b.height.isFinite) {
                    found = (range.location, b)
                    stop.pointee = true
                }
            }
            return found
        }
    }
}
