import Foundation

// How an `NSTextAttachment` in a label's attributed text takes room: as wide as its bounds, and as tall in its line as
// its bounds reach above the baseline and below it.
extension Label {
    /// The attachments of an attributed string, as a label measures them.
    ///
    /// TextKit sets an attachment on its object replacement character (U+FFFC) as one glyph whose advance is the
    /// attachment's width, and `NSTextAttachment.bounds` is in "the text coordinate system. The origin is at the glyph
    /// location on the text baseline" (Apple's `NSTextAttachment.bounds` documentation): an attachment whose bounds
    /// reach above the font's ascender raises its line, one reaching below the descender deepens it (the common
    /// `bounds.origin.y = (font.capHeight - height) / 2` centring relies on this). With empty bounds the image's own
    /// size stands on the baseline. A line without attachments keeps the font's `lineHeight`.
    struct InlineAttachments {
        /// The advance of each attachment's character, by UTF-16 offset.
        let advances: [Int: CGFloat]
        /// How far each attachment reaches above the baseline and below it, by UTF-16 offset.
        let extents: [(offset: Int, above: CGFloat, below: CGFloat)]

        /// The attachments of `string`, or `nil` when it has none. Bounds with a NaN or infinite side count as empty
        /// (`attributedText` refuses such an attachment when it is set; this covers bounds changed afterwards).
        init?(of string: NSAttributedString) {
            guard string.length > 0 else { return nil }
            var advances: [Int: CGFloat] = [:]
            var extents: [(offset: Int, above: CGFloat, below: CGFloat)] = []
            let characters = string.string as NSString
            string.enumerateAttribute(.attachment, in: NSRange(location: 0, length: string.length)) { value, range, _ in
                guard let attachment = value as? NSTextAttachment else { return }
                for offset in range.location..<(range.location + range.length)
                where characters.character(at: offset) == NSTextAttachment.character {
                    let box = InlineAttachments.layoutBox(of: attachment)
                    advances[offset] = box.width
                    extents.append((offset, box.maxY, -box.minY))
                }
            }
            guard !advances.isEmpty else { return nil }
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

        /// The height of the first `count` lines of `layout`: each line the font's `lineHeight`, raised by how far its
        /// attachments reach above the ascender and below the descender.
        func height(ofFirst count: Int, of layout: TextLayout, font: Font) -> CGFloat {
            var above = [CGFloat](repeating: font.ascender, count: count)
            var below = [CGFloat](repeating: -font.descender, count: count)
            for extent in extents {
                let line = layout.lineIndex(containingUTF16Offset: extent.offset)
                guard line < count else { continue }
                above[line] = max(above[line], extent.above)
                below[line] = max(below[line], extent.below)
            }
            var total: CGFloat = 0
            for line in 0..<count {
                total += font.lineHeight + (above[line] - font.ascender) + (below[line] + font.descender)
            }
            return total
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
