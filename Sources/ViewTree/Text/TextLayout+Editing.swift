import Foundation

// Relaying out only what an edit touched.
//
// Every line break ("\n", "\r", "\r\n", U+2028, U+2029) restarts the line breaker from the same
// state as the start of the text, so a paragraph (the lines up to and including one that ends with a
// line break) lays out the same whatever comes before or after it. An edit therefore only changes the
// lines of the paragraphs it touches; the lines after them keep their text and widths and only move
// by the change in length. This is what keeps typing into a 10 MB text from re-reading 10 MB per key
// (as long as the text has paragraphs; one 10 MB paragraph is laid out whole).
extension TextLayout {
    /// A layout assembled from already computed lines (the memberwise form `init(text:font:width:)`
    /// does not offer). `availableWidth` must already be normalised as that initialiser does.
    init(assembling text: String, font: Font, availableWidth: CGFloat, lines: [Line], utf16Count: Int) {
        self.text = text
        self.font = font
        self.availableWidth = availableWidth
        self.lines = lines
        self.utf16Count = utf16Count
    }

    /// The layout of `newText`, which must be this layout's text with the UTF-16 range `range`
    /// (within the old text, on Unicode scalar boundaries) replaced by `replacementUTF16Count` code
    /// units. Equal to `TextLayout(text: newText, font: font, width: availableWidth)`, but only the
    /// paragraphs that contain the edit are laid out again. Only `lines`, `utf16Count`, `font` and
    /// `availableWidth` of this layout are read, not its `text` (so a caller may drop it first).
    ///
    /// `editStart`, when given, is the index in `newText` of UTF-16 offset `range.location`: the
    /// region to lay out is then found by walking from it, instead of converting UTF-16 offsets from
    /// the start of the string (which, after every mutation of a long non-ASCII string, makes Swift
    /// rebuild its UTF-16 breadcrumbs: tens of milliseconds for 10 MB).
    func replacingCharacters(in range: NSRange, replacementUTF16Count: Int, newText: String,
                             editStart: String.Index? = nil) -> TextLayout {
        let a = min(max(range.location, 0), utf16Count)
        let b = min(max(a + max(range.length, 0), a), utf16Count)
        let delta = replacementUTF16Count - (b - a)
        let newCount = utf16Count + delta

        // From the paragraph of the character before the edit (so that a "\r" just before it, which
        // may pair with an inserted "\n", is laid out again too)…
        var first = lineIndex(containingUTF16Offset: max(a - 1, 0))
        while first > 0 && !lines[first - 1].endsWithLineBreak { first -= 1 }
        // …to the end of the paragraph that contains the end of the edit.
        var last = lineIndex(containingUTF16Offset: b)
        while last < lines.count - 1 && !lines[last].endsWithLineBreak { last += 1 }

        let regionStart = lines[first].range.location
        let regionEnd = lines[last].range.location + lines[last].range.length + delta
        guard regionStart >= 0, regionStart <= regionEnd, regionEnd <= newCount else {
            // Inconsistent input: fall back to the whole text rather than splice wrong lines.
            return TextLayout(text: newText, font: font, width: availableWidth)
        }

        let utf16 = newText.utf16
        let startIndex: String.Index
        let endIndex: String.Index
        if let editStart {
            startIndex = TextLayout.walk(utf16, from: editStart, by: regionStart - a)
            let afterReplacement = TextLayout.walk(utf16, from: editStart, by: replacementUTF16Count)
            endIndex = TextLayout.walk(utf16, from: afterReplacement, by: regionEnd - a - replacementUTF16Count)
        } else {
            startIndex = utf16.index(utf16.startIndex, offsetBy: regionStart)
            endIndex = utf16.index(startIndex, offsetBy: regionEnd - regionStart)
        }
        let regionText = String(newText.unicodeScalars[startIndex..<endIndex])
        var regionLines = TextLayout(text: regionText, font: font, width: availableWidth).lines
        if last < lines.count - 1 {
            // The region ends with a line break, after which a standalone layout adds an empty line;
            // in the whole text the lines after the region (kept below) follow instead — even when
            // they are just the final empty line.
            regionLines.removeLast()
        }

        var newLines: [Line] = []
        newLines.reserveCapacity(first + regionLines.count + (lines.count - last - 1))
        newLines.append(contentsOf: lines[0..<first])
        for line in regionLines { newLines.append(line.shifted(by: regionStart)) }
        if last + 1 < lines.count {
            for line in lines[(last + 1)...] { newLines.append(line.shifted(by: delta)) }
        }
        return TextLayout(assembling: newText, font: font, availableWidth: availableWidth,
                          lines: newLines, utf16Count: newCount)
    }
}

extension TextLayout {
    /// `index` moved by `distance` UTF-16 code units, one unit at a time: O(distance), and never
    /// touches Swift's offset breadcrumbs (see `replacingCharacters`).
    static func walk(_ utf16: String.UTF16View, from index: String.Index, by distance: Int) -> String.Index {
        var result = index
        var remaining = distance
        while remaining > 0 {
            result = utf16.index(after: result)
            remaining -= 1
        }
        while remaining < 0 {
            result = utf16.index(before: result)
            remaining += 1
        }
        return result
    }
}

extension TextLayout.Line {
    /// The same line, `offset` UTF-16 code units further along the text.
    func shifted(by offset: Int) -> TextLayout.Line {
        guard offset != 0 else { return self }
        return TextLayout.Line(range: NSRange(location: range.location + offset, length: range.length),
                               text: text, width: width, endsWithLineBreak: endsWithLineBreak)
    }
}
