import Foundation

// The fast path for ASCII text.
//
// The general `Builder` decodes Unicode scalars through `String.UnicodeScalarView` indices and asks
// `Font.advance(of:)`, `breakAllowed(between:and:)`, `hangs` and the kinsoku tables about each one:
// 10–20 ns per character. Most text in tests is ASCII, and for ASCII the rules collapse to a handful
// of byte comparisons, a UTF-16 offset is the byte index, and a line's text is a copy of a run of
// bytes. `ASCIILineBreaker` is the general builder's state machine with exactly those
// specialisations, plus a shortcut for paragraphs that fit on one line, and it gives the same
// `TextLayout` (lines, ranges, widths and flags, down to the last bit of every width):
// `TextLayoutFastPathTests` checks this against the general path on many random texts, widths and
// font sizes. A change to the rules in `TextLayout.swift` must be mirrored here.
extension TextLayout {
    /// The lines of `text` and its UTF-16 length, laid out by the ASCII fast path; nil when the text
    /// is not all ASCII (or its UTF-8 is not contiguous in memory), for the general path to handle.
    /// `limit` must already be normalised as `init(text:font:width:)` does.
    static func asciiLines(of text: String, font: Font, limit: CGFloat) -> (lines: [Line], utf16Count: Int)? {
        let result = text.utf8.withContiguousStorageIfAvailable { bytes -> (lines: [Line], utf16Count: Int)? in
            guard isASCII(bytes) else { return nil }
            // ASCII: one UTF-16 code unit per byte.
            return (ASCIILineBreaker.lines(of: bytes, font: font, limit: limit), bytes.count)
        }
        return result ?? nil
    }

    /// Whether every byte is below 0x80. One OR over the whole buffer (which the compiler
    /// vectorises) rather than a test and branch per byte: scanning 10 MB this way is negligible next
    /// to laying it out, even when it turns out not to be ASCII.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }
}

/// `TextLayout.Builder` specialised to ASCII bytes; see the comment at the top of the file.
///
/// It works a paragraph (the bytes up to a line break) at a time, because every line break restarts
/// the general builder from its initial state. Most paragraphs fit on one line, and whether one does
/// can be told by a scan that adds up widths in integer units (exact: see
/// `Metrics.multiplesAreExact`), eight bytes at a time and with no branch on the kind of character,
/// which is several times cheaper than running the wrapping state machine. The paragraphs that do
/// not fit go through `wrapParagraph`, the general builder's state machine byte by byte.
private enum ASCIILineBreaker {
    static func lines(of bytes: UnsafeBufferPointer<UInt8>, font: Font, limit: CGFloat) -> [TextLayout.Line] {
        // The advances of the two ASCII classes that have one, computed by `Font.advance(of:)`
        // itself so that they are bit for bit the values the general path adds up.
        let metrics = Metrics(
            spaceAdvance: font.advance(of: " "),
            narrowAdvance: font.advance(of: "a"),
            // Added once rather than per character: the same value as the general path's.
            wrapThreshold: limit + TextLayout.fitTolerance
        )
        let count = bytes.count
        let unitsAreExact = metrics.multiplesAreExact(upTo: 2 * count)
        var lines: [TextLayout.Line] = []
        var start = 0
        while true {
            // Where the paragraph ends and its width in units: eight bytes at a time while no line
            // break is among them, then byte by byte up to the line break or the end of the text.
            var end = start
            var units = 0
            while end &+ 8 <= count {
                let word = Word(bytes, at: end)
                if word.lineBreaks != 0 { break }
                units &+= word.widthUnits
                end &+= 8
            }
            while end < count {
                let byte = bytes[end]
                if byte == 0x0A || byte == 0x0D { break } // "\n", "\r" (U+2028/2029 are not ASCII)
                units &+= widthUnits(of: byte)
                end &+= 1
            }
            // …and its last narrow character (the ink ends there; spaces and controls after it hang
            // or have no width).
            var lastNarrow = end - 1
            var inkUnits = units
            while lastNarrow >= start && !isNarrow(bytes[lastNarrow]) {
                inkUnits &-= widthUnits(of: bytes[lastNarrow])
                lastNarrow -= 1
            }
            let endsWithLineBreak = end < count
            var after = end
            if endsWithLineBreak {
                after += 1
                if bytes[end] == 0x0D, after < count, bytes[after] == 0x0A { after += 1 }
            }

            // A paragraph fits on one line when no narrow character on it makes the general path
            // wrap: when the line's width after each of them is within the threshold (the first
            // character of a line never wraps). Widths only grow along a line, so checking the last
            // one is enough.
            let ink = CGFloat(inkUnits) * metrics.spaceAdvance
            if unitsAreExact && (lastNarrow <= start || !(ink > metrics.wrapThreshold)) {
                lines.append(line(bytes, start, end, after, ink, endsWithLineBreak))
            } else {
                wrapParagraph(bytes, start, end, after, endsWithLineBreak, metrics, into: &lines)
            }
            // The last line, even when empty: empty text has one line, and text ending with a
            // line break has an empty line after it.
            guard endsWithLineBreak else { return lines }
            start = after
        }
    }

    /// What the line breaker needs of the font and the width.
    struct Metrics {
        let spaceAdvance: CGFloat
        let narrowAdvance: CGFloat
        /// `limit + TextLayout.fitTolerance`: a line fits while its width is not greater.
        let wrapThreshold: CGFloat

        /// Whether every width the general path can compute on a line of at most `maxUnits` units
        /// is `CGFloat(units) × spaceAdvance`, bit for bit.
        ///
        /// The general path adds advances one by one in floating point; every partial sum is
        /// k × space for an integer k ≤ maxUnits (a narrow advance is two spaces). Writing the space
        /// advance as odd × 2^e, k × space is representable when k × odd < 2^53 and it does not
        /// overflow (a normal space advance rules out underflow); then every one of those additions
        /// is exact and gives k × space, which is also what `CGFloat(k) × space` gives. That holds for
        /// any size that is a short binary fraction (12, 17, 10.5 pt…) and texts up to many GB; it
        /// fails for sizes such as 13.7 pt, whose advances carry rounding, and those go through
        /// `wrapParagraph`, which adds in the general path's order.
        func multiplesAreExact(upTo maxUnits: Int) -> Bool {
            guard spaceAdvance > 0, spaceAdvance.isNormal, narrowAdvance == spaceAdvance + spaceAdvance else {
                return false
            }
            let significand = UInt64(spaceAdvance.significandBitPattern) | (1 << 52)
            let odd = significand >> UInt64(significand.trailingZeroBitCount)
            let (product, overflow) = UInt64(maxUnits).multipliedReportingOverflow(by: odd)
            return !overflow && product < (1 << 53) && (CGFloat(maxUnits) * spaceAdvance).isFinite
        }
    }

    /// A line of the layout: bytes `start..<textEnd` as its text, `start..<end` as its range.
    static func line(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ textEnd: Int, _ end: Int,
                     _ ink: CGFloat, _ endsWithLineBreak: Bool) -> TextLayout.Line {
        TextLayout.Line(
            range: NSRange(location: start, length: end - start),
            text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<textEnd]), as: UTF8.self),
            width: ink,
            endsWithLineBreak: endsWithLineBreak
        )
    }

    /// Lays out the paragraph `start..<end` (no line break inside; `after` is where the next one
    /// starts) with `Builder.run()`'s state machine, byte by byte and in floating point. The variables
    /// and steps keep the general builder's names and order so that the two read side by side.
    ///
    /// The state lives in local variables rather than in stored properties, as it does in `Builder`:
    /// written through `self`, the running width went to memory and back for every byte, and that
    /// round trip cost more than the rest of the loop.
    static func wrapParagraph(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ after: Int,
                              _ endsWithLineBreak: Bool, _ metrics: Metrics, into lines: inout [TextLayout.Line]) {
        let spaceAdvance = metrics.spaceAdvance
        let narrowAdvance = metrics.narrowAdvance
        let wrapThreshold = metrics.wrapThreshold

        // The line being filled (byte indices, which are also UTF-16 offsets).
        var lineStart = start
        // Width of everything on the line so far, hanging spaces included.
        var lineTotal: CGFloat = 0
        // Width up to the end of the last character that is not a hanging space.
        var lineInk: CGFloat = 0
        // Whether any byte has been placed on the line.
        var lineHasContent = false
        // Whether the byte placed last on the line is a space or a tab: the only ASCII characters
        // a line may be broken after (meaningful only while `lineHasContent`).
        var previousHangs = false
        // The last place on the line where it may be broken (-1: none), and `lineInk` and
        // `lineTotal` as they were there.
        var breakIndex = -1
        var inkAtBreak: CGFloat = 0
        var totalAtBreak: CGFloat = 0

        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                // Spaces at the end of a line hang past the edge: they never cause a wrap. (The
                // general rules never allow a break before a space, so none is recorded here.)
                lineTotal += spaceAdvance
                previousHangs = true
            } else if byte < 0x20 || byte == 0x7F {
                // Control characters have no advance and stay with the character before them; the
                // general rules allow no break before a zero-width scalar.
                previousHangs = false
            } else {
                // For ASCII, `breakAllowed(between:and:)` says yes only after a space or tab and
                // before a character that has an advance, is not a space and may start a line. (An
                // opening bracket may not end a line, but it is never a space, so that rule never
                // decides anything here; no ASCII character is wide or a zero-width joiner.)
                if lineHasContent && previousHangs && !neverStartsLine(byte) {
                    breakIndex = index
                    inkAtBreak = lineInk
                    totalAtBreak = lineTotal
                }
                if lineHasContent && lineTotal + narrowAdvance > wrapThreshold {
                    // `Builder.wrap(before:)`: end the line at the last break opportunity, or
                    // right before this character when there is none.
                    if breakIndex >= 0, breakIndex > lineStart {
                        let breakAt = breakIndex
                        lines.append(line(bytes, lineStart, breakAt, breakAt, inkAtBreak, false))
                        // What followed the break moves to the new line.
                        let carriedTotal = lineTotal - totalAtBreak
                        let carriedInk = max(0, lineInk - totalAtBreak)
                        let carriedNonEmpty = breakAt < index
                        lineStart = breakAt
                        lineTotal = carriedTotal
                        lineInk = carriedInk
                        lineHasContent = carriedNonEmpty
                        breakIndex = -1
                        if carriedNonEmpty && lineTotal + narrowAdvance > wrapThreshold {
                            // The carried word and this character are wider than a line on their
                            // own: break the word between characters.
                            lines.append(line(bytes, lineStart, index, index, lineInk, false))
                            lineStart = index
                            lineTotal = 0
                            lineInk = 0
                        }
                    } else {
                        // One unbreakable run fills the line: break it between characters.
                        lines.append(line(bytes, lineStart, index, index, lineInk, false))
                        lineStart = index
                        lineTotal = 0
                        lineInk = 0
                        breakIndex = -1
                    }
                    // (`lineHasContent` and `previousHangs`, which `startLine` also resets, are
                    // set for this character just below.)
                }
                lineTotal += narrowAdvance
                lineInk = lineTotal
                previousHangs = false
            }
            lineHasContent = true
            index += 1
        }
        // The paragraph's last line takes the line break that ends it, if any.
        lines.append(line(bytes, lineStart, end, after, lineInk, endsWithLineBreak))
    }

    /// Eight ASCII bytes read as one integer, classified all at once with bit arithmetic ("SIMD
    /// within a register"): a dozen operations for eight bytes instead of as many per byte.
    struct Word {
        let value: UInt64

        /// The 8 bytes from `offset` (which must leave 8 in the buffer), first byte lowest.
        init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
            let raw = UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            value = UInt64(littleEndian: raw)
        }

        static let ones: UInt64 = 0x0101_0101_0101_0101
        static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        static let highs: UInt64 = 0x8080_8080_8080_8080

        /// 0x80 in each byte equal to `byte`, 0 in the others. Exact for every byte: no carry
        /// crosses from one byte into the next, unlike the shorter "has a zero byte" test.
        func bytes(equalTo byte: UInt8) -> UInt64 {
            let x = value ^ (Word.ones &* UInt64(byte))
            // The high bit of (x & 0x7F) + 0x7F is set when any low bit of x is; a byte is zero
            // when that bit and its own high bit are clear.
            return ~(((x & Word.lows) &+ Word.lows) | x | Word.lows)
        }

        /// 0x80 in each byte that is "\n" or "\r".
        var lineBreaks: UInt64 { bytes(equalTo: 0x0A) | bytes(equalTo: 0x0D) }

        /// The sum of `widthUnits(of:)` over the eight bytes (ASCII only).
        var widthUnits: Int {
            // Bytes below 0x80 plus 0x5F carry into their high bit exactly when they are ≥ 0x21,
            // and never out of their byte.
            let atLeast21 = (value &+ Word.ones &* 0x5F) & Word.highs
            let narrow = atLeast21 & ~bytes(equalTo: 0x7F)
            let space = bytes(equalTo: 0x20) | bytes(equalTo: 0x09)
            // 2 in each narrow byte, 1 in each space, summed into the top byte by the multiplication
            // (at most 16, so no byte overflows).
            let perByte = (narrow >> 6) | (space >> 7)
            return Int((perByte &* Word.ones) >> 56)
        }
    }

    /// Whether an ASCII byte is a narrow character, 0x21…0x7E: one with an advance that is not a
    /// space or a tab (`Font.widthClass(of:)` gives the rest, controls, no width).
    static func isNarrow(_ byte: UInt8) -> Bool {
        byte &- 0x21 < 0x5E
    }

    /// The advance of an ASCII byte in units of the space advance: 2 for a narrow character, 1 for
    /// a space or a tab, 0 for a control character. Written without branches (see `lines`).
    static func widthUnits(of byte: UInt8) -> Int {
        (isNarrow(byte) ? 2 : 0) | (byte == 0x20 || byte == 0x09 ? 1 : 0)
    }

    /// The ASCII members of `Builder.neverStartsLine`: `! ) , . : ; ? ] }`.
    static func neverStartsLine(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: return true
        default: return false
        }
    }
}
