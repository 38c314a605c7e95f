import Foundation

// Editing sessions, keystrokes, the return and clear keys, and the notifications.
extension TextField {
    /// `UITextField.textDidBeginEditingNotification` (object: the field), posted to the world's centre.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// `UITextField.textDidChangeNotification`, after each keystroke that changed the text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// `UITextField.textDidEndEditingNotification`.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    var effectiveFont: Font { font ?? Font.systemFont(ofSize: TextField.defaultPointSize) }

    func post(_ name: Notification.Name) {
        simulation?.notificationCenter.post(name: name, object: self)
    }

    func beginEditingSession() {
        editing = true
        if clearsOnBeginEditing { storedText = "" }
        storedSelection = NSRange(location: storedText.utf16.count, length: 0)   // code's becomeFirstResponder: the end
        attachFieldEditor()
        setNeedsLayout()   // overlay views that show only while (or unless) editing
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        post(TextField.textDidBeginEditingNotification)
        if let window { simulation?.keyboard.show(over: window, for: self) }
    }

    /// `UITextField.DidEndEditingReason`, with UIKit's raw values.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned (the usual end).
        case committed = 0
        /// Editing was cancelled. ViewTree ends every session as `.committed` (**ours**: UIKit documents no
        /// user action that cancels, and `endEditing(true)` reports `.committed`).
        case cancelled = 1
    }

    func endEditingSession(keepKeyboard: Bool) {
        editing = false
        detachFieldEditor()
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        post(TextField.textDidEndEditingNotification)
        if !keepKeyboard { simulation?.keyboard.hide() }
    }

    // MARK: Keystrokes (UIKeyInput)

    /// Whether there is any text.
    public var hasText: Bool { !storedText.isEmpty }

    /// Types `text` at the caret (replacing the selection), as the keyboard does: asks the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, then changes the text, sends
    /// `.editingChanged` and posts `textDidChangeNotification`. Only while editing: a keystroke into
    /// a field that is not first responder is rejected with a diagnostic (no keyboard types there).
    func performInsertText(_ text: String) {
        guard editing else {
            reject(.invalidValue, "insertText: the text field is not editing (not first responder); the text is unchanged")
            return
        }
        if let marked = storedMarkedRange {
            // Committing a composition: the text replaces the marked text.
            storedMarkedRange = nil
            storedSelection = marked
        }
        replace(storedSelection, with: text)
    }

    /// Deletes the selection, or the character before the caret, through the delegate as `insertText` does.
    func performDeleteBackward() {
        guard editing else {
            reject(.invalidValue, "deleteBackward: the text field is not editing (not first responder); the text is unchanged")
            return
        }
        if storedSelection.length > 0 { return replace(storedSelection, with: "") }
        let caret = storedSelection.location
        guard caret > 0 else { return }
        let start = characterStart(before: caret)
        replace(NSRange(location: start, length: caret - start), with: "")
    }

    func replace(_ range: NSRange, with string: String) {
        let asked = storedText
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        // A delegate that set the text in code and still answered `true` allowed a change of a range of a text
        // that is gone (the range may now lie past its end): the keystroke is dropped, as a text view drops it.
        guard storedText == asked else {
            reject(.invalidValue, "the text changed during textField(_:shouldChangeCharactersIn: {\(range.location), \(range.length)}, replacementString:), which then allowed a change of that range of the old text; the keystroke was dropped")
            return
        }
        let utf16 = Array(storedText.utf16)
        let head = String(decoding: utf16[..<range.location], as: UTF16.self)
        let tail = String(decoding: utf16[(range.location + range.length)...], as: UTF16.self)
        let new = head + string + tail
        guard new != storedText else { return }
        storedText = new
        storedSelection = NSRange(location: min(range.location + string.utf16.count, new.utf16.count), length: 0)
        invalidateIntrinsicContentSize()
        textDidChangeOverlays()
        delegate?.textFieldDidChangeSelection(self)   // the caret moved with the text
        sendActions(for: .editingChanged)
        post(TextField.textDidChangeNotification)
    }

    /// The keyboard's return key: asks `textFieldShouldReturn`; if it allows (the default), sends
    /// `.editingDidEndOnExit` and `.primaryActionTriggered`. Like UIKit, the field then stops editing
    /// only if something handles `.editingDidEndOnExit` (or the delegate resigns it).
    public func pressReturnKey() {
        guard editing else { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let ends = !allControlEvents.isDisjoint(with: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if ends, isFirstResponder { resignFirstResponder() }
    }

    /// The clear button: asks `textFieldShouldClear`, then empties the text (sending
    /// `.editingChanged` when editing).
    public func pressClearButton() {
        guard !storedText.isEmpty, delegate?.textFieldShouldClear(self) ?? true else { return }
        storedText = ""
        storedSelection = NSRange(location: 0, length: 0)
        invalidateIntrinsicContentSize()
        textDidChangeOverlays()
        if editing {
            sendActions(for: .editingChanged)
            post(TextField.textDidChangeNotification)
        }
    }

    // MARK: Size

    /// The font's line height rounded up to the pixel grid: one line of the field's text.
    var pixelLineHeight: CGFloat {
        let scale = pixelScale
        return (effectiveFont.lineHeight * scale).rounded(.up) / scale
    }

    func fittingSize() -> CGSize {
        let scale = pixelScale
        let f = effectiveFont
        let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
        let width = TextLayout(text: shown, font: f, width: .infinity).usedWidth
        let padding = borderStyle == .roundedRect ? 2 * TextField.roundedRectHorizontalPadding : 0
        let line = pixelLineHeight
        let metrics = (simulation?.profile ?? .default).controls
        let height: CGFloat
        if borderStyle != .roundedRect {
            height = line
        } else if metrics.roundedRectTextFieldGrowsWithFont {
            // UIKit's `_UITextFieldPaddedMetricsProvider`: max(content, minimum) + the padding above and below.
            let padding = 2 * TextField.roundedRectVerticalPadding
            height = max(line, metrics.roundedRectTextFieldHeight - padding) + padding
        } else {
            height = metrics.roundedRectTextFieldHeight
        }
        return CGSize(width: (width * scale).rounded(.up) / scale + padding, height: height)
    }
}
