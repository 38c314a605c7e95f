import Foundation

/// A position in the text whose UTF-16 offset is known, valid for one text generation.
struct TextIndexHint {
    let generation: Int
    let utf16Offset: Int
    let index: String.Index
}

// UTF-16 offsets (what `NSRange` counts) to `String.Index` and back, cheaply near the caret.
//
// Swift converts a UTF-16 offset of a long non-ASCII string with "breadcrumbs" that it rebuilds after
// every mutation: tens of milliseconds for 10 MB, on every keystroke. Typing happens near the caret,
// so the text view remembers one position it knows (the caret after the last edit or selection) and
// walks from there when the offset asked for is near it.
extension TextView {
    /// How far (UTF-16 code units) a conversion walks from the remembered position before it asks
    /// Swift's own conversion instead. Ours: walking 4096 units takes microseconds, and an edit
    /// or a selection farther away than that is rare enough to pay for one scan.
    static let textIndexHintReach = 4096

    /// The index of UTF-16 offset `offset` (in `0...utf16Count`) in `storedText`.
    func textIndex(forUTF16Offset offset: Int) -> String.Index {
        let utf16 = storedText.utf16
        if let hint = textIndexHint, hint.generation == textGeneration,
           abs(offset - hint.utf16Offset) <= TextView.textIndexHintReach {
            return TextLayout.walk(utf16, from: hint.index, by: offset - hint.utf16Offset)
        }
        return utf16.index(utf16.startIndex, offsetBy: offset)
    }

    /// Remembers that `index` is at UTF-16 offset `offset` in the current text.
    func rememberTextIndex(_ index: String.Index, atUTF16Offset offset: Int) {
        textIndexHint = TextIndexHint(generation: textGeneration, utf16Offset: offset, index: index)
    }

    /// The number of UTF-16 code units between two scalar-aligned indices (`lower <= upper`),
    /// counted locally.
    func utf16Length(from lower: String.Index, to upper: String.Index) -> Int {
        var count = 0
        for scalar in storedText.unicodeScalars[lower..<upper] { count += scalar.utf16.count }
        return count
    }
}
