import Foundation

// The layout manager's extra line fragment and its layout-progress queries, with the values Xamarin's device-run
// suite (xamarin-macios tests/monotouch-test/UIKit/TextViewTest.cs, LayoutManager) reads from a new text view's
// manager: an extra fragment that is not empty, in a container; nothing unlaid; contiguous layout.

extension LayoutManager {
    /// The manager a text view makes for itself: non-contiguous layout allowed, as UITextView's.
    static func madeForTextView() -> LayoutManager {
        let manager = LayoutManager()
        manager.allowsNonContiguousLayout = true
        return manager
    }

    /// `extraLineFragmentRect`: the line after the text where a caret goes when the text is empty or ends with a line
    /// break (the container's width, one line of the font high); `.zero` when there is none.
    public var extraLineFragmentRect: CGRect { extraLineFragment?.rect ?? .zero }

    /// `extraLineFragmentUsedRect`: the part of the extra line fragment in use: the line fragment padding on both sides
    /// of an empty line (**ours**: the device shows only that it is not empty); `.zero` when there is none.
    public var extraLineFragmentUsedRect: CGRect { extraLineFragment?.used ?? .zero }

    /// `extraLineFragmentTextContainer`: the container of the extra line fragment, `nil` when there is none.
    public var extraLineFragmentTextContainer: TextContainer? { extraLineFragment == nil ? nil : textContainers.first }

    /// `hasNonContiguousLayout`: always `false`, as ViewTree lays out the whole text.
    public var hasNonContiguousLayout: Bool { false }

    /// `firstUnlaidCharacterIndex()`: the index after the last laid-out character: the text's length, as ViewTree
    /// lays out the whole text when asked (0 for an empty text).
    public func firstUnlaidCharacterIndex() -> Int { numberOfGlyphs }

    /// `firstUnlaidGlyphIndex()`: as `firstUnlaidCharacterIndex()` (one glyph per character).
    public func firstUnlaidGlyphIndex() -> Int { numberOfGlyphs }

    private var extraLineFragment: (rect: CGRect, used: CGRect)? {
        guard let container = textContainers.first, let layout = layout(for: container) else { return nil }
        let text = textStorage?.string ?? ""
        guard text.isEmpty || text.hasSuffix("\n") else { return nil }
        let height = layout.font.lineHeight
        let length = text.utf16.count
        // A layout that already ends with the empty line after the break puts the fragment on that line.
        let endsWithEmptyLine = layout.lines.last.map { $0.range.location == length && $0.range.length == 0 } ?? false
        let lineCount = CGFloat(layout.lines.count) - (endsWithEmptyLine ? 1 : 0)
        let top = text.isEmpty ? 0 : lineCount * height
        let width = container.size.width.isFinite ? container.size.width : layout.usedWidth + 2 * container.lineFragmentPadding
        return (CGRect(x: 0, y: top, width: width, height: height),
                CGRect(x: 0, y: top, width: 2 * container.lineFragmentPadding, height: height))
    }
}
