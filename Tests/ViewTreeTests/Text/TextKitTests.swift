// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// The syntax-highlighting storage of Apple's TextKit guide and its tutorials: its own backing store, the four
/// primitives overridden, `edited` called from the mutators, and highlighting in `processEditing()`.
private final class HighlightingStorage: NSTextStorage {
    let backingStore = NSMutableAttributedString()
    var processed = 0
    override var string: String { backingStore.string }
    override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        backingStore.attributes(at: location, effectiveRange: range)
    }
    override func replaceCharacters(in range: NSRange, with str: String) {
        beginEditing()
        backingStore.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
        endEditing()
    }
    override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        beginEditing()
        backingStore.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }
    override func processEditing() {
        processed += 1
        // Every word starting with "#" is a tag, coloured; the rest plain.
        let whole = NSRange(location: 0, length: length)
        removeAttribute(.foregroundColor, range: whole)
        let words = string.split(separator: " ", omittingEmptySubsequences: false)
        var location = 0
        for word in words {
            let count = word.utf16.count
            if word.hasPrefix("#") { addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: location, length: count)) }
            location += count + 1
        }
        super.processEditing()
    }
}

private final class EditLog: NSTextStorageDelegate {
    var events: [String] = []
    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        events.append("will \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
    }
    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        events.append("did")
    }
}

/// TextKit 1: `NSTextStorage`, `NSLayoutManager`, and a text view's `textStorage` and `layoutManager`.
@Suite struct TextKitTests {
    @Test func aCustomStorageHighlightsWhatIsTypedIntoItsTextView() {
        let t = TestWorld()
        let storage = HighlightingStorage()
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), textContainer: container)
        t.window.addSubview(textView)
        #expect(textView.textStorage === storage && textView.layoutManager === manager)
        textView.becomeFirstResponder()
        #expect(type("hi #swift", into: textView))
        #expect(storage.string == "hi #swift" && textView.text == "hi #swift")
        let color = textView.attributedText.attribute(NSAttributedString.Key.foregroundColor, at: 4, effectiveRange: nil) as? UIColor
        #expect(color == .red)
        #expect(textView.attributedText.attribute(NSAttributedString.Key.foregroundColor, at: 0, effectiveRange: nil) == nil)
        #expect(storage.processed >= 9)                       // once per keystroke at least
        textView.text = "plain"
        #expect(storage.string == "plain")
    }

    @Test func changesToATextViewsStorageShowInTheTextView() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Hello"
        let storage = textView.textStorage
        #expect(storage.string == "Hello" && textView.layoutManager.textStorage === storage)
        storage.append(NSAttributedString(string: ", world"))
        #expect(textView.text == "Hello, world")
        storage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Goodbye")
        #expect(textView.text == "Goodbye, world")
        textView.text = "Again"
        #expect(storage.string == "Again" && storage.length == 5)
    }

    @Test func editsAreCollectedUntilTheOutermostEndEditing() {
        let storage = NSTextStorage(string: "abcdef")
        let log = EditLog()
        storage.delegate = log
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 1, length: 2), with: "XYZW")
        storage.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 1))
        #expect(log.events.isEmpty && storage.editedMask == [.editedCharacters, .editedAttributes])
        storage.endEditing()
        #expect(log.events == ["will 3 0,5 2", "did"])
        #expect(storage.string == "aXYZWdef" && storage.editedMask.isEmpty && storage.changeInLength == 0)
        storage.deleteCharacters(in: NSRange(location: 0, length: 1))
        #expect(log.events.suffix(2) == ["will 2 0,0 -1", "did"] && storage.string == "XYZWdef")
    }

    @Test func aLayoutManagerLaysOutInItsContainer() {
        let font = UIFont.systemFont(ofSize: 17)
        let storage = NSTextStorage(string: "one two three four", attributes: [.font: font])
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 100, height: 1000))
        manager.addTextContainer(container)
        #expect(container.layoutManager === manager && manager.numberOfGlyphs == 18)
        let layout = TextLayout(text: storage.string, font: font, width: 100 - 2 * container.lineFragmentPadding)
        #expect(layout.lines.count > 1)
        let used = manager.usedRect(for: container)
        #expect(used.minX == 5 && used.height == CGFloat(layout.lines.count) * font.lineHeight)
        var lines: [NSRange] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, usedRect, _, range, _ in
            #expect(rect.width == 100 && usedRect.minX == 5)
            lines.append(range)
        }
        #expect(lines == layout.lines.map(\.range))
        let second = layout.lines[1].range
        let box = manager.boundingRect(forGlyphRange: NSRange(location: second.location, length: 1), in: container)
        #expect(box.minY == font.lineHeight && box.minX == 5)
        // A point in the left half of that character puts the caret before it; in the right half, after.
        #expect(manager.characterIndex(for: CGPoint(x: box.minX + 1, y: box.midY), in: container,
                                       fractionOfDistanceBetweenInsertionPoints: nil) == second.location)
        #expect(manager.characterIndex(for: CGPoint(x: box.maxX - 1, y: box.midY), in: container,
                                       fractionOfDistanceBetweenInsertionPoints: nil) == second.location + 1)
        var effective = NSRange()
        _ = manager.lineFragmentRect(forGlyphAt: second.location, effectiveRange: &effective)
        #expect(effective == second)
    }

    @Test func rangesOutsideTheTextAreRejectedAndChangeNothing() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let storage = NSTextStorage(string: "short")
        storage.replaceCharacters(in: NSRange(location: 3, length: 10), with: "x")
        storage.addAttribute(.kern, value: 1, range: NSRange(location: 6, length: 1))
        storage.setAttributes([:], range: NSRange(location: -1, length: 2))
        storage.deleteCharacters(in: NSRange(location: NSNotFound, length: 0))
        #expect(storage.attributes(at: 5, effectiveRange: nil).isEmpty)
        #expect(storage.attributedSubstring(from: NSRange(location: 2, length: Int.max)).length == 0)
        #expect(storage.string == "short")
        let rejected = t.simulation.diagnostics.filter { $0.code == .indexOutOfRange }
        #expect(rejected.count == 6 && rejected[0].message.contains("{3, 10} is outside the text (length 5)"))
    }
}
