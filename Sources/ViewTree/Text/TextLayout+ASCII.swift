import Foundation

// The fast path for ASCII text.
//
// The general `Builder` decodes Unicode scalars through `String.UnicodeScalarView` indices and asks
// `Font.advance(of:)`, `breakAllowed(between:and:)`, `hangs` and the kinsoku tables about each one:
// tens of nanoseconds per character. Most text in tests is ASCII, and for ASCII the rules collapse to
// a handful of byte comparisons, a UTF-16 offset is the byte index, and a line's text is a copy of a
// run of bytes. `ASCIILineBreaker` is the general builder's state machine with exactly those
// specialisations and nothing else, so that it gives the same `TextLayout` (lines, ranges, widths and
// flags, down to the last bit of every width): `TextLayoutFastPathTests` checks this against the
// general path on many random texts, widths and font sizes. A change to the rules in `TextLayout.swift`
// must be mirrored here.
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

/// `TextLayout.Builder` specialised to ASCII bytes; see the comment at the top of the file. The
/// variables and steps keep the general builder's names and order so that the two read side by side.
///
/// The state lives in local variables of one function rather than in stored properties, as it does
/// in `Builder`: written through `self` the running width went to memory and back for every byte, and
/// that round trip cost more than the rest of the loop.
private enum ASCIILineBreaker {
    static func lines(of bytes: UnsafeBufferPointer<UInt8>, font: Font, limit: CGFloat) -> [TextLayout.Line] {
        // `limit + TextLayout.fitTolerance`, added once rather than per character (the same value).
        let wrapThreshold = limit + TextLayout.fitTolerance
        // The advances of the two ASCII classes that have one, computed by `Font.advance(of:)`
        // itself so that they are bit for bit the values the general path adds up.
        let spaceAdvance = font.advance(of: " ")
        let narrowAdvance = font.advance(of: "a")
        var lines: [TextLayout.Line] = []

        // The line being filled (byte indices, which are also UTF-16 offsets).
        var lineStart = 0
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

        func line(_ start: Int, _ textEnd: Int, _ end: Int, _ ink: CGFloat, _ endsWithLineBreak: Bool) -> TextLayout.Line {
            TextLayout.Line(
                range: NSRange(location: start, length: end - start),
                text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<textEnd]), as: UTF8.self),
                width: ink,
                endsWithLineBreak: endsWithLineBreak
            )
        }

        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]

            if byte == 0x0A || byte == 0x0D { // "\n", "\r" (U+2028/2029 are not ASCII)
                var after = index + 1
                if byte == 0x0D, after < count, bytes[after] == 0x0A { after += 1 }
                lines.append(line(lineStart, index, after, lineInk, true))
                // startLine(at: after)
                lineStart = after
                lineTotal = 0
                lineInk = 0
                lineHasContent = false
                previousHangs = false
                breakIndex = -1
                index = after
                continue
            }

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
                        lines.append(line(lineStart, breakAt, breakAt, inkAtBreak, false))
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
                            lines.append(line(lineStart, index, index, lineInk, false))
                            lineStart = index
                            lineTotal = 0
                            lineInk = 0
                        }
                    } else {
                        // One unbreakable run fills the line: break it between characters.
                        lines.append(line(lineStart, index, index, lineInk, false))
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
        // The last line, even when empty: empty text has one line, and text ending with a line
        // break has an empty line after it.
        lines.append(line(lineStart, count, count, lineInk, false))
        return lines
    }

    /// The ASCII members of `Builder.neverStartsLine`: `! ) , . : ; ? ] }`.
    static func neverStartsLine(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D: return true
        default: return false
        }
    }
}
