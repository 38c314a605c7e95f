import Foundation

// Changing the text: in code (`text =`), by typing (`insertText`, `deleteBackward`), and the
// selection that goes with it.
extension TextView {
    // MARK: Text set in code

    func replaceAllText(with newText: String) {
        let replaced = NSRange(location: 0, length: storedTextUTF16Count)
        storedText = newText
        storedTextUTF16Count = newText.utf16.count
        textGeneration &+= 1
        primaryLayout = nil
        measuringLayout = nil
        // The caret goes to the end of text set in code (what iOS 7+ text views are reported to do;
        // Apple does not document it); no delegate call for either change.
        storedSelectedRange = NSRange(location: storedTextUTF16Count, length: 0)
        rememberTextIndex(storedText.endIndex, atUTF16Offset: storedTextUTF16Count)
        textLayoutInputsDidChange()
        pushEditToStorage(replaced, replacement: newText)
    }

    // MARK: Typing

    func performInsertText(_ insertion: String) {
        guard isEditable else {
            reject(.invalidValue, "insertText: the text view is not editable (isEditable is false); the text is unchanged")
            return
        }
        replaceByTyping(storedSelectedRange, with: insertion)
    }

    func performDeleteBackward() {
        guard isEditable else {
            reject(.invalidValue, "deleteBackward: the text view is not editable (isEditable is false); the text is unchanged")
            return
        }
        let selection = storedSelectedRange
        if selection.length > 0 {
            replaceByTyping(selection, with: "")
            return
        }
        let caret = selection.location
        guard caret > 0 else { return }
        let start = offsetOfCharacter(before: caret)
        replaceByTyping(NSRange(location: start, length: caret - start), with: "")
    }

    /// One keystroke's change, with UIKit's delegate order: ask, change, selection, change done.
    private func replaceByTyping(_ range: NSRange, with replacement: String) {
        guard range.length > 0 || !replacement.isEmpty else { return }
        let generation = textGeneration
        if let textDelegate = delegate as? TextViewDelegate,
           !textDelegate.textView(self, shouldChangeTextIn: range, replacementText: replacement) {
            return
        }
        // A delegate that changed the text in code and still answered `true` asked for a change of
        // a range of a text that is gone: drop the keystroke rather than guess.
        guard textGeneration == generation else {
            reject(.invalidValue, "the text changed during textView(_:shouldChangeTextIn:replacementText:), which then allowed a change of range \(TextView.format(range)) of the old text; the keystroke was dropped")
            return
        }
        applyEdit(range, replacement: replacement)
        setSelection(NSRange(location: range.location + replacement.utf16.count, length: 0))
        textLayoutInputsDidChange()
        performScrollRangeToVisible(storedSelectedRange)
        (delegate as? TextViewDelegate)?.textViewDidChange(self)
        simulation?.notificationCenter.post(name: TextView.textDidChangeNotification, object: self)
    }

    /// Replaces the UTF-16 `range` (inside the text, on scalar boundaries) and updates the layout
    /// cache incrementally when it holds the layout of the text before the edit.
    func applyEdit(_ range: NSRange, replacement: String) {
        let lower = textIndex(forUTF16Offset: range.location)
        let upper = TextLayout.walk(storedText.utf16, from: lower, by: range.length)
        let font = effectiveFont
        let lineWidth = textLineWidth
        // Keep the lines of the layout before the edit, but not its text: the text's storage must
        // be referenced only by `storedText` so that the edit happens in place (no 10 MB copy).
        let previous = primaryLayout.flatMap { cached -> TextLayout? in
            guard cached.matches(generation: textGeneration, font: font, lineWidth: lineWidth) else { return nil }
            return TextLayout(assembling: "", font: cached.layout.font, availableWidth: cached.layout.availableWidth,
                              lines: cached.layout.lines, utf16Count: cached.layout.utf16Count)
        }
        primaryLayout = nil
        measuringLayout = nil
        textIndexHint = nil
        storedText.replaceSubrange(lower..<upper, with: replacement)
        let replacementCount = replacement.utf16.count
        storedTextUTF16Count += replacementCount - range.length
        textGeneration &+= 1
        // The bytes before the edit did not move: `lower` is still the edit's start, and the caret
        // goes right after the replacement.
        let caret = storedText.utf8.index(lower, offsetBy: replacement.utf8.count)
        rememberTextIndex(caret, atUTF16Offset: range.location + replacementCount)
        if let previous {
            let layout = previous.replacingCharacters(in: range, replacementUTF16Count: replacementCount,
                                                      newText: storedText, editStart: lower)
            primaryLayout = CachedTextLayout(generation: textGeneration, font: font, lineWidth: lineWidth, layout: layout)
        }
        pushEditToStorage(range, replacement: replacement)
    }

    // MARK: Selection

    func performSetSelectedRange(_ range: NSRange) {
        let count = storedTextUTF16Count
        guard range.location >= 0, range.location != NSNotFound, range.length >= 0,
              range.location <= Int.max - range.length else {
            reject(.invalidValue, "selectedRange \(TextView.format(range)) has a negative or NSNotFound location, a negative length or an end past Int.max; the selection stays \(TextView.format(storedSelectedRange))")
            return
        }
        var lower = range.location
        var upper = range.location + range.length
        if upper > count {
            lower = min(lower, count)
            upper = count
            reject(.invalidValue, "selectedRange \(TextView.format(range)) reaches past the end of the text (length \(count)); clamped to \(TextView.format(NSRange(location: lower, length: upper - lower)))")
        }
        // A caret stays a caret (moved down); a selection grows to whole characters.
        let isCaret = lower == upper
        lower = characterBoundary(atOrBefore: lower)
        upper = isCaret ? lower : characterBoundary(atOrAfter: upper)
        setSelection(NSRange(location: lower, length: upper - lower))
    }

    /// Stores a new selection and tells the delegate — once: a change made from inside
    /// `textViewDidChangeSelection(_:)` is stored without calling it again (UIKit would recurse).
    func setSelection(_ range: NSRange) {
        guard range != storedSelectedRange else { return }
        storedSelectedRange = range
        guard !notifyingSelectionChange, let textDelegate = delegate as? TextViewDelegate else { return }
        notifyingSelectionChange = true
        defer { notifyingSelectionChange = false }
        textDelegate.textViewDidChangeSelection(self)
    }

    /// The UTF-16 offset of the start of the character (grapheme cluster) before `offset`; if
    /// `offset` is inside a character (a caret typed between a letter and its combining mark), the
    /// start of that character's part before the caret.
    func offsetOfCharacter(before offset: Int) -> Int {
        let aligned = characterBoundary(atOrBefore: offset)
        guard aligned == offset else { return aligned }
        let index = textIndex(forUTF16Offset: offset)
        let previous = storedText.index(before: index)
        return offset - utf16Length(from: previous, to: index)
    }

    /// `offset` moved down to a character boundary (0 and the end are boundaries).
    func characterBoundary(atOrBefore offset: Int) -> Int {
        guard offset > 0, offset < storedTextUTF16Count else { return offset }
        let utf16 = storedText.utf16
        var index = textIndex(forUTF16Offset: offset)
        var result = offset
        while result > 0 && index.samePosition(in: storedText) == nil {
            index = utf16.index(before: index)
            result -= 1
        }
        rememberTextIndex(index, atUTF16Offset: result)
        return result
    }

    /// `offset` moved up to a character boundary.
    func characterBoundary(atOrAfter offset: Int) -> Int {
        guard offset > 0, offset < storedTextUTF16Count else { return offset }
        let utf16 = storedText.utf16
        var index = textIndex(forUTF16Offset: offset)
        var result = offset
        while result < storedTextUTF16Count && index.samePosition(in: storedText) == nil {
            index = utf16.index(after: index)
            result += 1
        }
        return result
    }

    // MARK: Scrolling to a range

    func performScrollRangeToVisible(_ range: NSRange) {
        guard range.location >= 0, range.location != NSNotFound, range.length >= 0,
              range.location <= Int.max - range.length else {
            reject(.invalidValue, "scrollRangeToVisible: range \(TextView.format(range)) has a negative or NSNotFound location or a negative length; nothing scrolled")
            return
        }
        var rect = textLayout.rect(forUTF16Range: range)
        rect.origin.x += textContainerInset.left + textContainer.lineFragmentPadding
        rect.origin.y += textContainerInset.top
        let visibleHeight = bounds.height
        if rect.height > visibleHeight {
            // Too tall to show whole: UIKit shows the end of the range.
            rect = CGRect(x: rect.minX, y: rect.maxY - visibleHeight, width: rect.width, height: visibleHeight)
        }
        scrollRectToVisible(rect, animated: false)
    }

    /// `{location, length}`, as `NSStringFromRange` prints it.
    static func format(_ range: NSRange) -> String { "{\(range.location), \(range.length)}" }
}
