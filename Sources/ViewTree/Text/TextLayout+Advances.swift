import Foundation

extension TextLayout {
    /// How wide the scalars of a text are where not all of them take their advance from the layout's font: runs set in
    /// other fonts (an attributed string's `.font` runs) and fixed advances at single UTF-16 offsets (an
    /// `NSTextAttachment`'s object replacement character is as wide as its bounds). `Label` builds one from its
    /// attributed text (`Label.TextRuns`); the line breaker asks it for every scalar, so that a run in a larger font
    /// fills its line sooner, as TextKit's typesetter measures each glyph in its own font.
    struct Advances: Sendable {
        /// Fixed advances by UTF-16 offset; they win over any font.
        var fixed: [Int: CGFloat] = [:]
        /// The UTF-16 offsets where a font run starts, ascending; each run lasts until the next one starts.
        private var runStarts: [Int] = []
        /// The font of each run in `runStarts` (`nil`: the layout's own font).
        private var runFonts: [Font?] = []

        /// No run and no fixed advance: every scalar takes the layout's font (the ASCII fast path applies).
        var isEmpty: Bool { fixed.isEmpty && runStarts.isEmpty }

        /// Sets the scalars from UTF-16 offset `start` on (until the next run) in `font` (`nil`: the layout's font).
        /// Runs are added in order: a start before the last one is ignored.
        mutating func setFont(_ font: Font?, from start: Int) {
            if let last = runStarts.last {
                guard start >= last else { return }
                if runFonts[runFonts.count - 1] == font { return }
                if start == last {
                    runFonts[runFonts.count - 1] = font
                    return
                }
            } else if font == nil {
                return
            }
            runStarts.append(start)
            runFonts.append(font)
        }

        /// The advance of `scalar` at UTF-16 `offset`: its fixed advance, else its run's font's, else `font`'s.
        func advance(of scalar: Unicode.Scalar, at offset: Int, font: Font) -> CGFloat {
            if !fixed.isEmpty, let advance = fixed[offset] { return advance }
            guard let first = runStarts.first, offset >= first else { return font.advance(of: scalar) }
            // The last run starting at or before the offset.
            var low = 0
            var high = runStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if runStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return (runFonts[low] ?? font).advance(of: scalar)
        }
    }
}
