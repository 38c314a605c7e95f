import Foundation

/// A deterministic stand-in for `NSLayoutManager` laying out plain text in one text container:
/// which characters go on which line, how wide each line is and how tall the whole text is.
///
/// Lines are filled greedily, like TextKit's default `NSLineBreakMode.byWordWrapping`:
/// - a line ends at "\n", "\r", "\r\n", U+2028 or U+2029 (the break belongs to the line it ends);
/// - Latin text breaks after a run of spaces (U+0020 or tab), never inside a word; spaces at
///   the end of a line "hang" past the edge and never cause a wrap;
/// - CJK text (and any wide character, see `Font.isWide`) may break before or after any wide
///   character, so Chinese, which has no spaces, wraps character by character;
/// - a few punctuation marks never start a line (closing brackets, "，。、！？：；" and their
///   ASCII forms, small kana…) and a few never end one (opening brackets and quotes): a subset
///   of the Unicode line-breaking algorithm (UAX #14, classes CL/CP/IS/EX/NS and OP) that CJK
///   typesetting (kinsoku) relies on. A character that may not start a line takes the
///   character before it along to the next line;
/// - a word wider than the whole line is broken between characters, with at least one
///   character on every line;
/// - combining marks and other zero-width scalars stay with the character before them.
///
/// Positions are UTF-16 offsets, because `UITextView.selectedRange` and every TextKit range is
/// an `NSRange` over UTF-16 code units.
///
/// The layout is built in one pass over the string's Unicode scalars, so it takes time and
/// memory linear in the length of the text (10 MB of text is fine). Hyphenation, tab stops,
/// bidirectional text, kerning, ligatures and emoji ZWJ sequences (each scalar is measured on
/// its own) are not modelled.
public struct TextLayout: Sendable, Equatable {
    /// One line fragment.
    public struct Line: Sendable, Equatable, CustomStringConvertible {
        /// The UTF-16 range of the string this line covers, including the spaces that hang at its
        /// end and the line break that ends it (if any). The ranges of a layout's lines tile the
        /// whole string, in order, as TextKit's line fragment character ranges do.
        public let range: NSRange
        /// The characters of the line, without the line break that ends it (hanging spaces are
        /// kept).
        public let text: String
        /// The width of the line's ink: its characters up to and including the last one that is
        /// not a hanging space or a line break. It may exceed the available width only when a
        /// single character is wider than the line.
        public let width: CGFloat
        /// Whether the line ends with a hard line break ("\n" and friends) rather than a wrap or
        /// the end of the text.
        public let endsWithLineBreak: Bool

        /// Creates a line (used by the layout; public so that tests can state expectations).
        public init(range: NSRange, text: String, width: CGFloat, endsWithLineBreak: Bool) {
            self.range = range
            self.text = text
            self.width = width
            self.endsWithLineBreak = endsWithLineBreak
        }

        /// `{location, length} "text" width`.
        public var description: String {
            "{\(range.location), \(range.length)} \"\(text)\" \(width)\(endsWithLineBreak ? " ⏎" : "")"
        }
    }

    /// The text laid out.
    public let text: String
    /// The font every character is set in.
    public let font: Font
    /// The width available to each line fragment (the text container's width less its
    /// `lineFragmentPadding` on both sides; that subtraction is the caller's). Negative or NaN
    /// widths are stored as 0; `.infinity` means "never wrap".
    public let availableWidth: CGFloat
    /// The lines, top to bottom. Never empty: empty text has one empty line, and text that ends
    /// with a line break has an empty last line after it, as TextKit's "extra line fragment"
    /// (the line the caret sits on after a final return).
    public let lines: [Line]
    /// The length of `text` in UTF-16 code units.
    public let utf16Count: Int

    /// Lays out `text` in `font` in lines at most `width` wide.
    public init(text: String, font: Font, width: CGFloat) {
        self.init(text: text, font: font, width: width, allowsASCIIFastPath: true)
    }

    /// Lays out `text`; `allowsASCIIFastPath: false` forces the general, scalar by scalar path even
    /// for ASCII text, so that tests can check that both paths give the same layout.
    /// `breaksBetweenCharacters` is `NSLineBreakMode.byCharWrapping`: a line may end before any character
    /// that is not a space or a zero-width scalar (so words are split wherever the line is full), where
    /// word wrapping keeps words whole.
    /// `advances` gives the advance of the scalars set in other fonts or at fixed widths instead of `font`'s: an
    /// attributed string's `.font` runs and its `NSTextAttachment` characters (`Label` passes them). Only the line
    /// breaks and `Line.width` see them; `rect(forUTF16Range:)` measures every scalar in the font.
    init(text: String, font: Font, width: CGFloat, allowsASCIIFastPath: Bool = true, breaksBetweenCharacters: Bool = false,
         advances: Advances = Advances()) {
        let limit: CGFloat = (width.isNaN || width < 0) ? 0 : width
        self.text = text
        self.font = font
        self.availableWidth = limit
        // Most text is ASCII, and walking its UTF-8 bytes is several times cheaper than decoding
        // Unicode scalars and asking the general character rules about each one.
        if allowsASCIIFastPath, !breaksBetweenCharacters, advances.isEmpty,
           let ascii = TextLayout.asciiLines(of: text, font: font, limit: limit) {
            self.lines = ascii.lines
            self.utf16Count = ascii.utf16Count
            return
        }
        var builder = Builder(text: text, font: font, limit: limit, breaksBetweenCharacters: breaksBetweenCharacters,
                              advances: advances)
        builder.run()
        self.lines = builder.lines
        self.utf16Count = builder.offset
    }

    // MARK: - Measures

    /// The height of one line: the font's `lineHeight`.
    public var lineHeight: CGFloat { font.lineHeight }

    /// The height of all lines: `lines.count × lineHeight`, like the height of
    /// `NSLayoutManager.usedRect(for:)` (extra line fragment included).
    ///
    /// An empty text is one line tall, which is why an empty `UITextView` with the default
    /// `textContainerInset` (8 pt top and bottom) has a content height of 16 + lineHeight.
    /// Not rounded: UIKit rounds a text view's final content size up to device pixels, see
    /// `usedHeight(roundedUpToScale:)`.
    public var usedHeight: CGFloat { CGFloat(lines.count) * font.lineHeight }

    /// The width of the widest line's ink.
    public var usedWidth: CGFloat {
        var widest: CGFloat = 0
        for line in lines where line.width > widest { widest = line.width }
        return widest
    }

    /// `usedWidth` × `usedHeight`.
    public var usedSize: CGSize { CGSize(width: usedWidth, height: usedHeight) }

    /// `usedHeight` rounded up to a whole number of device pixels at `scale` (pixels per point),
    /// as UIKit does to the sizes it reports for text (`sizeThatFits`, `contentSize`). A scale
    /// that is not a positive finite number leaves the height unrounded.
    public func usedHeight(roundedUpToScale scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return usedHeight }
        // Subtract a hair before ceiling so that heights that are already whole pixels, but
        // carry floating-point noise, are not pushed up a pixel.
        return ((usedHeight * scale) - 1e-9).rounded(.up) / scale
    }

    // MARK: - Positions

    /// The index of the line that contains the UTF-16 offset, i.e. the line on which a caret at
    /// that offset is drawn.
    ///
    /// An offset at the boundary between two lines belongs to the later line (a caret after a
    /// line break, or at a wrap, is drawn at the start of the next line). Offsets are clamped to
    /// `0...utf16Count`; the end of the text belongs to the last line.
    public func lineIndex(containingUTF16Offset offset: Int) -> Int {
        let target = min(max(offset, 0), utf16Count)
        // Binary search for the last line whose start is at or before the target.
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].range.location <= target {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }

    /// The rectangle the characters in `range` occupy, in the layout's coordinates: x from the
    /// start of the line fragment (no `lineFragmentPadding`, no insets), y from the top of the
    /// first line, each line `lineHeight` tall.
    ///
    /// A range on one line gives the rectangle from its first character to the end of its last;
    /// a range over several lines gives the union of its pieces (so it starts at x = 0). An empty
    /// range gives the zero-width rectangle of a caret at that offset, which is what
    /// `scrollRangeToVisible(_:)` needs to bring a caret into view. The range is clamped to the
    /// text; an offset inside a surrogate pair counts as the start of the pair.
    public func rect(forUTF16Range range: NSRange) -> CGRect {
        let start = min(max(range.location, 0), utf16Count)
        let requestedEnd = range.length > 0 ? start &+ range.length : start
        let end = min(max(requestedEnd, start), utf16Count)
        let firstIndex = lineIndex(containingUTF16Offset: start)
        let lineHeight = font.lineHeight
        let top = CGFloat(firstIndex) * lineHeight
        if end == start {
            let x = xPosition(ofUTF16Offset: start, inLine: firstIndex)
            return CGRect(x: x, y: top, width: 0, height: lineHeight)
        }
        // The line of the last character of the range (not of the offset after it, which may
        // already be the start of the next line).
        let lastIndex = lineIndex(containingUTF16Offset: end - 1)
        let startX = xPosition(ofUTF16Offset: start, inLine: firstIndex)
        if lastIndex == firstIndex {
            let endX = xPosition(ofUTF16Offset: end, inLine: firstIndex)
            return CGRect(x: startX, y: top, width: endX - startX, height: lineHeight)
        }
        var right = max(startX, lineExtent(firstIndex))
        for index in (firstIndex + 1)..<lastIndex {
            right = max(right, lineExtent(index))
        }
        right = max(right, xPosition(ofUTF16Offset: end, inLine: lastIndex))
        let height = CGFloat(lastIndex - firstIndex + 1) * lineHeight
        return CGRect(x: 0, y: top, width: right, height: height)
    }

    /// The x position of a caret at `offset` in line `index`: the advances of the line's
    /// characters before it (hanging spaces count here, as a caret moves over them).
    private func xPosition(ofUTF16Offset offset: Int, inLine index: Int) -> CGFloat {
        let line = lines[index]
        var remaining = offset - line.range.location
        var x: CGFloat = 0
        for scalar in line.text.unicodeScalars {
            let units = scalar.value > 0xFFFF ? 2 : 1
            if remaining < units { break }
            remaining -= units
            x += font.advance(of: scalar)
        }
        return x
    }

    /// How far right anything on line `index` reaches, hanging spaces included.
    private func lineExtent(_ index: Int) -> CGFloat {
        max(lines[index].width, font.width(of: lines[index].text))
    }

    // MARK: - Line breaking

    /// How much a line may exceed the available width and still fit. Widths are exact binary
    /// fractions of the point size, so this only absorbs rounding noise from unusual point sizes;
    /// it never lets a visibly wider line through. (Shared with the ASCII fast path, which must
    /// wrap at exactly the same places.)
    static let fitTolerance: CGFloat = 1e-9

    /// The single pass that breaks the text into lines. See `TextLayout` for the rules.
    private struct Builder {
        let text: String
        let font: Font
        let limit: CGFloat
        /// Character wrapping (`init(…breaksBetweenCharacters:)`).
        let breaksBetweenCharacters: Bool
        /// Where scalars take another advance than the font's (`init(…advances:)`).
        let advances: Advances
        var lines: [Line] = []

        /// The UTF-16 offset of the scalar being looked at.
        var offset = 0

        // The line being filled.
        var lineStart: String.UnicodeScalarView.Index
        var lineStartOffset = 0
        /// Width of everything on the line so far, hanging spaces included.
        var lineTotal: CGFloat = 0
        /// Width up to the end of the last character that is not a hanging space.
        var lineInk: CGFloat = 0
        /// Whether any scalar has been placed on the line.
        var lineHasContent = false
        /// The scalar placed last on the line, for the break rules.
        var previous: Unicode.Scalar?

        // The last place on the line where it may be broken.
        var breakIndex: String.UnicodeScalarView.Index?
        var breakOffset = 0
        /// `lineInk` and `lineTotal` as they were at the break.
        var inkAtBreak: CGFloat = 0
        var totalAtBreak: CGFloat = 0


        init(text: String, font: Font, limit: CGFloat, breaksBetweenCharacters: Bool, advances: Advances) {
            self.text = text
            self.font = font
            self.limit = limit
            self.breaksBetweenCharacters = breaksBetweenCharacters
            self.advances = advances
            self.lineStart = text.unicodeScalars.startIndex
        }

        mutating func run() {
            let scalars = text.unicodeScalars
            var index = scalars.startIndex
            let end = scalars.endIndex
            while index != end {
                let scalar = scalars[index]
                let next = scalars.index(after: index)
                let units = scalar.value > 0xFFFF ? 2 : 1

                if Builder.isLineBreak(scalar) {
                    var after = next
                    var afterOffset = offset + 1
                    if scalar == "\r", after != end, scalars[after] == "\n" {
                        after = scalars.index(after: after)
                        afterOffset += 1
                    }
                    emit(upTo: index, endOffset: afterOffset, ink: lineInk, endsWithLineBreak: true)
                    startLine(at: after, offset: afterOffset)
                    index = after
                    offset = afterOffset
                    continue
                }

                if lineHasContent, let previous,
                   breaksBetweenCharacters ? Builder.characterBreakAllowed(between: previous, and: scalar)
                                           : Builder.breakAllowed(between: previous, and: scalar) {
                    breakIndex = index
                    breakOffset = offset
                    inkAtBreak = lineInk
                    totalAtBreak = lineTotal
                }

                let advance = advances.isEmpty ? font.advance(of: scalar) : advances.advance(of: scalar, at: offset, font: font)
                if Builder.hangs(scalar) {
                    // Spaces at the end of a line hang past the edge: they never cause a wrap.
                    lineTotal += advance
                } else if advance == 0 {
                    // Zero-width scalars stay with the character before them.
                } else {
                    if lineHasContent && lineTotal + advance > limit + TextLayout.fitTolerance {
                        wrap(before: index)
                    }
                    lineTotal += advance
                    lineInk = lineTotal
                }
                lineHasContent = true
                previous = scalar
                index = next
                offset += units
            }
            // The last line, even when empty: empty text has one line, and text ending with a
            // line break has an empty line after it.
            emit(upTo: end, endOffset: offset, ink: lineInk, endsWithLineBreak: false)
        }

        /// The scalar at `index` does not fit on the line: end the line at the last break
        /// opportunity, or right before the scalar when there is none.
        private mutating func wrap(before index: String.UnicodeScalarView.Index) {
            if let breakIndex, breakOffset > lineStartOffset {
                emit(upTo: breakIndex, endOffset: breakOffset, ink: inkAtBreak, endsWithLineBreak: false)
                // What followed the break moves to the new line.
                let carriedTotal = lineTotal - totalAtBreak
                let carriedInk = max(0, lineInk - totalAtBreak)
                let carriedNonEmpty = breakOffset < offset
                startLine(at: breakIndex, offset: breakOffset)
                lineTotal = carriedTotal
                lineInk = carriedInk
                lineHasContent = carriedNonEmpty
                // The scalar at `index` is the one at `offset` (it has not been placed yet).
                let advance = advances.advance(of: text.unicodeScalars[index], at: offset, font: font)
                if carriedNonEmpty && lineTotal + advance > limit + TextLayout.fitTolerance {
                    // The carried word and this character are wider than a line on their own:
                    // break the word between characters.
                    emit(upTo: index, endOffset: offset, ink: lineInk, endsWithLineBreak: false)
                    startLine(at: index, offset: offset)
                }
            } else {
                // One unbreakable run fills the line: break it between characters.
                emit(upTo: index, endOffset: offset, ink: lineInk, endsWithLineBreak: false)
                startLine(at: index, offset: offset)
            }
        }

        /// Appends the line from `lineStart` to `textEnd` (its text, without any line break),
        /// whose range ends at `endOffset` (after the line break, if any).
        private mutating func emit(
            upTo textEnd: String.UnicodeScalarView.Index, endOffset: Int, ink: CGFloat, endsWithLineBreak: Bool
        ) {
            let lineText = String(text.unicodeScalars[lineStart..<textEnd])
            lines.append(Line(
                range: NSRange(location: lineStartOffset, length: endOffset - lineStartOffset),
                text: lineText,
                width: ink,
                endsWithLineBreak: endsWithLineBreak
            ))
        }

        private mutating func startLine(at index: String.UnicodeScalarView.Index, offset: Int) {
            lineStart = index
            lineStartOffset = offset
            lineTotal = 0
            lineInk = 0
            lineHasContent = false
            previous = nil
            breakIndex = nil
        }

        // MARK: Character rules

        static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x0A, 0x0D, 0x2028, 0x2029: return true
            default: return false
            }
        }

        /// Spaces that may end a line and hang past its edge: U+0020 and tab. (No-break space
        /// U+00A0 is measured as a space but behaves as a letter.)
        static func hangs(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value == 0x20 || scalar.value == 0x09
        }

        /// Whether a line may be broken between `before` and `after` (UAX #14 subset, see
        /// `TextLayout`).
        static func breakAllowed(between before: Unicode.Scalar, and after: Unicode.Scalar) -> Bool {
            // Never before a zero-width scalar (combining marks belong to their base), never
            // after a zero-width joiner (it glues an emoji sequence).
            if Font.widthClass(of: after) == .zero { return false }
            if before.value == 0x200D { return false }
            if hangs(after) { return false }
            if neverStartsLine(after) || neverEndsLine(before) { return false }
            if hangs(before) { return true }
            return Font.isWide(before.value) || Font.isWide(after.value)
        }

        /// Whether a character-wrapped line may be broken between `before` and `after`: anywhere but before a
        /// zero-width scalar or a hanging space, or after a zero-width joiner (as `breakAllowed` keeps them).
        static func characterBreakAllowed(between before: Unicode.Scalar, and after: Unicode.Scalar) -> Bool {
            Font.widthClass(of: after) != .zero && before.value != 0x200D && !hangs(after)
        }

        /// Closing punctuation, full stops and commas, small kana and iteration marks: characters
        /// that may not begin a line (UAX #14 classes CL, CP, IS, EX and NS; JIS X 4051 kinsoku).
        static func neverStartsLine(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, // ! ) , . : ; ? ] }
                 0xBB, 0x2019, 0x201D, 0x2026, 0x2025, 0x2010, 0x2013, 0x203A, // » ’ ” … ‥ ‐ – ›
                 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015,
                 0x3017, 0x3019, 0x301B, 0x301C, 0x301E, 0x301F, 0x303B, // 、。々〉》」』】〕〗〙〛〜〞〟〻
                 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
                 0x3095, 0x3096, // small hiragana
                 0x309D, 0x309E, 0x30A0, 0x30FB, 0x30FC, 0x30FD, 0x30FE, // ゝゞ゠・ーヽヾ
                 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
                 0x30F5, 0x30F6, // small katakana
                 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF60,
                 0xFF61, 0xFF63, 0xFF64: // ！）， ．：；？］｝｠｡｣､
                return true
            default:
                return false
            }
        }

        /// Opening brackets and quotes: characters that may not end a line (UAX #14 class OP).
        static func neverEndsLine(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x28, 0x5B, 0x7B, 0xAB, 0x2018, 0x201C, 0x2039, // ( [ { « ‘ “ ‹
                 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D,
                 // 〈《「『【〔〖〘〚〝
                 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62: // （［｛｟｢
                return true
            default:
                return false
            }
        }
    }
}
