import Foundation

// The text view's TextKit 1 objects: `textStorage` and `layoutManager`, made on first use (or given through
// `init(frame:textContainer:)` with a container already in a layout manager, as a custom storage's code does).
//
// The text view keeps its text itself (`storedText`, for speed on huge texts) and the storage mirrors it:
// every change the text view makes (typing, `text`, `attributedText`) is applied to the storage too, through
// the storage's primitives, so the storage's delegate and a subclass's `processEditing()` see each one (a
// syntax highlighter's attributes then show in `attributedText`); a change made to the storage directly is
// taken by the text view when the storage processes it (`LayoutManager.processEditing`).
extension TextView {
    /// `textStorage`: the text's storage (made on first use, holding `attributedText`).
    public var textStorage: TextStorage {
        if let storage = textKitLayoutManager?.textStorage { return storage }
        let storage = TextStorage(attributedString: attributedText)
        let manager = textKitLayoutManager ?? LayoutManager.madeForTextView()
        if manager.textContainers.isEmpty { manager.addTextContainer(textContainer) }
        storage.addLayoutManager(manager)
        textKitLayoutManager = manager
        ownedTextStorage = storage
        return storage
    }

    /// `layoutManager`: the layout manager laying the text out in `textContainer`.
    public var layoutManager: LayoutManager {
        _ = textStorage
        return textKitLayoutManager!
    }

    /// The text view's layout manager, if one was made or given: the container's.
    var textKitLayoutManager: LayoutManager? {
        get { textContainer.layoutManager }
        set { if let newValue, textContainer.layoutManager !== newValue { newValue.addTextContainer(textContainer) } }
    }

    /// Applies a change the text view made (`range` of the text before it replaced by `replacement`) to the
    /// storage, if there is one.
    func pushEditToStorage(_ range: NSRange, replacement: String) {
        guard let storage = textKitLayoutManager?.textStorage, !isAdoptingStorage else { return }
        isPushingToStorage = true
        storage.replaceCharacters(in: range, with: replacement)
        isPushingToStorage = false
    }

    /// Gives the storage the text view's attributed text (after `attributedText` was set).
    func pushAttributedTextToStorage() {
        guard let storage = textKitLayoutManager?.textStorage, !isAdoptingStorage else { return }
        isPushingToStorage = true
        storage.setAttributedString(attributedText)
        isPushingToStorage = false
    }

    /// The storage processed an edit: the text view shows its characters and attributes. After the text view's
    /// own change only the attributes can differ (a delegate's or subclass's highlighting); a change made to
    /// the storage directly replaces the text, as setting `attributedText` does, keeping the selection where
    /// it still fits.
    func storageDidProcessEditing(_ storage: TextStorage) {
        guard !isAdoptingStorage else { return }
        // Read through the storage's primitives (Linux Foundation's copy would read the superclass's own, empty
        // store of a subclass with a backing store).
        let copy = storage.attributedSubstring(from: NSRange(location: 0, length: storage.length))
        if copy.string == storedText {
            storedAttributedText = copy
            return
        }
        guard !isPushingToStorage else { return }   // the storage refused or rewrote the change: it wins below
        isAdoptingStorage = true
        let selection = storedSelectedRange
        attributedText = copy
        let count = storedTextUTF16Count
        if selection.location + selection.length <= count { storedSelectedRange = selection }
        isAdoptingStorage = false
    }
}
