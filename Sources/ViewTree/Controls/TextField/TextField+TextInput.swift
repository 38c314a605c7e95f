import Foundation

// `UITextInput` for a text field: positions are UTF-16 offsets into `text`; the caret starts at the end of text
// set in code (and when editing begins in code), typing replaces the selection and leaves the caret after it.
extension TextField: TextInput {
    /// `endOfDocument`: the end of the text.
    public var endOfDocument: TextPosition { TextPosition(offset: storedText.utf16.count) }

    /// `text(in:)`.
    public func text(in range: TextRange) -> String? { utf16Substring(storedText, range.nsRange) }

    /// `replace(_:withText:)`: replaces the range (the caret after the new text), without asking the delegate
    /// and without an event, as setting `text` in code (**ours**: UIKit documents neither).
    public func replace(_ range: TextRange, withText text: String) {
        guard let replaced = utf16Replacing(storedText, range.nsRange, with: text) else {
            return reject(.invalidValue, "replace(_:withText:): \(range) is outside the text (length \(storedText.utf16.count)); the text is unchanged")
        }
        storedText = replaced
        storedSelection = NSRange(location: range.start.offset + text.utf16.count, length: 0)
        invalidateIntrinsicContentSize()
        textDidChangeOverlays()
    }

    /// The UTF-16 offset where the character (grapheme cluster) that ends at or contains `offset - 1` starts.
    func characterStart(before offset: Int) -> Int {
        var start = 0
        var position = 0
        for character in storedText {
            let next = position + character.utf16.count
            if next >= offset { return position < offset ? position : start }
            start = position
            position = next
        }
        return start
    }

    func performSetSelectedTextRange(_ range: TextRange?) {
        guard let range else { return }
        guard editing else {
            return reject(.invalidValue, "selectedTextRange: the text field is not editing (not first responder); it has no selection to set")
        }
        let count = storedText.utf16.count
        var lower = range.start.offset
        var upper = range.end.offset
        if lower < 0 || upper > count {
            lower = min(max(lower, 0), count)
            upper = min(max(upper, lower), count)
            reject(.invalidValue, "selectedTextRange \(range) reaches outside the text (length \(count)); clamped to \(lower)–\(upper)")
        }
        let selection = NSRange(location: lower, length: upper - lower)
        guard selection != storedSelection else { return }
        storedSelection = selection
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The width of the text's first `offset` UTF-16 units in the font.
    private func prefixWidth(_ offset: Int) -> CGFloat {
        let clamped = min(max(0, offset), storedText.utf16.count)
        guard clamped > 0, let prefix = utf16Substring(storedText, NSRange(location: 0, length: clamped)) else { return 0 }
        return TextLayout(text: prefix, font: effectiveFont, width: .infinity).usedWidth
    }

    private var shownTextRect: CGRect { editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    /// 2 pt: the caret's width. **Ours** (the iOS 7+ caret as seen on screen).
    public static let caretWidth: CGFloat = 2

    func standardCaretRect(for position: TextPosition) -> CGRect {
        let area = shownTextRect
        let height = effectiveFont.lineHeight
        return CGRect(x: area.minX + prefixWidth(position.offset), y: area.midY - height / 2,
                      width: TextField.caretWidth, height: height)
    }

    func standardFirstRect(for range: TextRange) -> CGRect {
        let area = shownTextRect
        let height = effectiveFont.lineHeight
        let start = prefixWidth(range.start.offset)
        return CGRect(x: area.minX + start, y: area.midY - height / 2, width: prefixWidth(range.end.offset) - start, height: height)
    }

    func standardClosestPosition(to point: CGPoint) -> TextPosition? {
        guard point.x.isFinite else { return nil }
        let x = point.x - shownTextRect.minX
        var best = 0
        var bestDistance = abs(x)
        var offset = 0
        var width: CGFloat = 0
        // Character by character, each measured alone (linear in the text, however long).
        for character in storedText {
            offset += character.utf16.count
            width += TextLayout(text: String(character), font: effectiveFont, width: .infinity).usedWidth
            let distance = abs(width - x)
            if distance < bestDistance { best = offset; bestDistance = distance }
        }
        return TextPosition(offset: best)
    }
}

// `UITextInput` for a text view, over its `selectedRange`.
extension TextView: TextInput {
    /// `selectedTextRange`: `selectedRange` as a range of positions; setting it sets `selectedRange` (with its
    /// clamping and diagnostics).
    public var selectedTextRange: TextRange? {
        get {
            let range = selectedRange
            return TextRange(start: TextPosition(offset: range.location), end: TextPosition(offset: range.location + range.length))
        }
        set {
            guard let newValue else { return }
            selectedRange = newValue.nsRange
        }
    }

    /// `endOfDocument`: the end of the text.
    public var endOfDocument: TextPosition { TextPosition(offset: text.utf16.count) }

    /// `text(in:)`.
    public func text(in range: TextRange) -> String? { utf16Substring(text, range.nsRange) }

    /// `replace(_:withText:)`: replaces the range in code (no delegate call), the caret after the new text.
    public func replace(_ range: TextRange, withText replacement: String) {
        let current: String = text
        guard let replaced = utf16Replacing(current, range.nsRange, with: replacement) else {
            return reject(.invalidValue, "replace(_:withText:): \(range) is outside the text (length \(current.utf16.count)); the text is unchanged")
        }
        text = replaced
        selectedRange = NSRange(location: range.start.offset + replacement.utf16.count, length: 0)
    }
}
