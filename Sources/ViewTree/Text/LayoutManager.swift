import Foundation

/// `NSLayoutManager` (TextKit 1): lays a text storage's characters out in text containers, and answers where
/// each character is.
///
/// ViewTree sets one glyph per UTF-16 code unit (no ligatures or substitutions), so glyph and character
/// indices are the same, and lays the text out in one container with `TextLayout`'s rules: the text view's own
/// layout for a text view's manager, else the storage's text in its font (the font covering the whole text,
/// else `Font.attributedStringDefault`) at the container's width less its `lineFragmentPadding` on both sides.
/// Rectangles are in the container's coordinates (x includes the padding), as TextKit's; a text view's
/// `textContainerInset` is the caller's to add. Text after the first container is not laid out into others.
open class LayoutManager {
    /// The storage whose text this manager lays out (weak: the storage keeps its layout managers; UIKit's is
    /// `unowned(unsafe)`, which ViewTree never uses).
    public internal(set) weak var textStorage: TextStorage?
    /// `textContainers`, in order (the manager keeps them).
    public private(set) var textContainers: [TextContainer] = []
    /// `delegate` (weak).
    open weak var delegate: LayoutManagerDelegate?
    /// `allowsNonContiguousLayout`. Default `false` (a text view's own manager: `true`, as Xamarin's device-run
    /// `TextViewTest.LayoutManager` reads it). Stored: ViewTree always lays out the whole text.
    open var allowsNonContiguousLayout = false
    /// `hyphenationFactor`. Default 0 (no hyphenation). Stored: ViewTree does not hyphenate.
    open var hyphenationFactor: CGFloat = 0
    /// `usesFontLeading`. Default `true`. Stored.
    open var usesFontLeading = true
    /// `showsInvisibleCharacters`, `showsControlCharacters`. Default `false`. Stored.
    open var showsInvisibleCharacters = false
    /// See `showsInvisibleCharacters`.
    open var showsControlCharacters = false
    /// The ranges invalidated for display since last asked (`invalidateDisplay(forCharacterRange:)`), for tests.
    public private(set) var invalidatedDisplayRanges: [NSRange] = []

    /// The layout of the first container, kept until the text or the container's width changes.
    private var cached: (version: Int, width: CGFloat, layout: TextLayout)?
    private var version = 0

    /// `init()`.
    public init() {}

    // MARK: Containers

    /// `addTextContainer(_:)`.
    open func addTextContainer(_ container: TextContainer) { insertTextContainer(container, at: textContainers.count) }

    /// `insertTextContainer(_:at:)` (the index is clamped).
    open func insertTextContainer(_ container: TextContainer, at index: Int) {
        guard !textContainers.contains(where: { $0 === container }) else { return }
        textContainers.insert(container, at: min(max(index, 0), textContainers.count))
        container.layoutManager = self
        invalidateLayout()
    }

    /// `removeTextContainer(at:)` (an index out of range changes nothing).
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
        invalidateLayout()
    }

    // MARK: Editing

    /// `processEditing(for:edited:range:changeInLength:invalidatedRange:)`: the storage changed; the layout of
    /// `invalidatedCharRange` is redone (the text view showing the storage takes its text), its display
    /// invalidated, and the delegate told the layout is complete.
    open func processEditing(for textStorage: TextStorage, edited editMask: TextStorage.EditActions, range newCharRange: NSRange,
                             changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        textContainers.first?.textView?.storageDidProcessEditing(textStorage)
        invalidateLayout()
        invalidateDisplay(forCharacterRange: invalidatedCharRange)
        if let container = textContainers.first {
            delegate?.layoutManager(self, didCompleteLayoutFor: container, atEnd: true)
        }
    }

    /// `invalidateLayout(forCharacterRange:actualCharacterRange:)`: the layout is redone when next asked.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        actualCharRange?.pointee = charRange
        invalidateLayout()
    }

    /// `invalidateDisplay(forCharacterRange:)`: recorded (ViewTree draws no glyphs).
    open func invalidateDisplay(forCharacterRange charRange: NSRange) { invalidatedDisplayRanges.append(charRange) }

    /// `invalidateDisplay(forGlyphRange:)`: as `invalidateDisplay(forCharacterRange:)`.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) { invalidateDisplay(forCharacterRange: glyphRange) }

    /// `ensureLayout(for:)`: lays the text out now (ViewTree lays out on demand; nothing is pending after this).
    open func ensureLayout(for container: TextContainer) { _ = layout(for: container) }
    /// `ensureLayout(forCharacterRange:)`.
    open func ensureLayout(forCharacterRange charRange: NSRange) { textContainers.first.map(ensureLayout(for:)) }
    /// `ensureLayout(forGlyphRange:)`.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { ensureLayout(forCharacterRange: glyphRange) }

    // MARK: Glyphs and characters (one glyph per UTF-16 code unit)

    /// `numberOfGlyphs`.
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }
    /// `glyphRange(forCharacterRange:actualCharacterRange:)`: the same range.
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        actualCharRange?.pointee = charRange
        return charRange
    }
    /// `characterRange(forGlyphRange:actualGlyphRange:)`: the same range.
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }
    /// `glyphIndexForCharacter(at:)`.
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }
    /// `characterIndexForGlyph(at:)`.
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }

    // MARK: Geometry (container coordinates)

    /// `glyphRange(for:)`: the whole text for the first container, nothing for the others.
    open func glyphRange(for container: TextContainer) -> NSRange {
        NSRange(location: 0, length: container === textContainers.first ? numberOfGlyphs : 0)
    }

    /// `usedRect(for:)`: the rectangle the laid-out lines use, padding included on the left.
    open func usedRect(for container: TextContainer) -> CGRect {
        guard let layout = layout(for: container) else { return .zero }
        return CGRect(x: container.lineFragmentPadding, y: 0, width: layout.usedWidth, height: layout.usedHeight)
    }

    /// `boundingRect(forGlyphRange:in:)`: the rectangle that encloses the glyphs of `glyphRange` (several lines:
    /// the union of their pieces; an empty range: a caret's zero-width rectangle).
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: TextContainer) -> CGRect {
        guard let layout = layout(for: container) else { return .zero }
        return layout.rect(forUTF16Range: glyphRange).offsetBy(dx: container.lineFragmentPadding, dy: 0)
    }

    /// `lineFragmentRect(forGlyphAt:effectiveRange:)`: the whole line holding the glyph (the container's width),
    /// and the glyph range of that line.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?) -> CGRect {
        fragment(at: glyphIndex, effectiveRange: effectiveRange).rect
    }

    /// `lineFragmentUsedRect(forGlyphAt:effectiveRange:)`: the part of the line its glyphs use.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange: NSRangePointer?) -> CGRect {
        fragment(at: glyphIndex, effectiveRange: effectiveRange).used
    }

    /// `location(forGlyphAt:)`: the glyph's origin within its line fragment (the baseline's y, as TextKit's).
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let container = textContainers.first, let layout = layout(for: container) else { return .zero }
        let x = layout.rect(forUTF16Range: NSRange(location: glyphIndex, length: 0)).minX
        return CGPoint(x: container.lineFragmentPadding + x, y: layout.font.ascender)
    }

    /// `enumerateLineFragments(forGlyphRange:using:)`: each line fragment touching `glyphRange`, top to bottom,
    /// with its rectangle, used rectangle, container and glyph range, until the block sets `stop`.
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, TextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let container = textContainers.first, let layout = layout(for: container) else { return }
        // An end past `Int.max` (an `NSNotFound` location, say) would stop the process adding: it touches nothing.
        let start = glyphRange.location
        let (end, overflow) = glyphRange.location.addingReportingOverflow(glyphRange.length)
        guard !overflow else { return }
        var stop = ObjCBool(false)
        for index in layout.lines.indices {
            let range = layout.lines[index].range
            let touches = range.location < end && range.location + range.length > start
                || (glyphRange.length == 0 && range.location <= start && start <= range.location + range.length)
            guard touches else { continue }
            let pieces = rects(ofLine: index, in: layout, container: container)
            block(pieces.rect, pieces.used, container, range, &stop)
            if stop.boolValue { return }
        }
    }

    /// `characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)`: the character before which a caret
    /// at `point` goes (the nearest insertion point), and how far between it and the next the point lies.
    open func characterIndex(for point: CGPoint, in container: TextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        guard let hit = caretOffset(nearest: point, in: container) else {
            partialFraction?.pointee = 0
            return 0
        }
        partialFraction?.pointee = hit.fraction
        return hit.offset
    }

    /// `glyphIndex(for:in:fractionOfDistanceThroughGlyph:)`: the glyph under `point` (the last one of the line
    /// right of its end), and how far through it the point lies.
    open func glyphIndex(for point: CGPoint, in container: TextContainer,
                         fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        guard let hit = caretOffset(nearest: point, in: container) else {
            partialFraction?.pointee = 0
            return 0
        }
        let glyph = hit.fraction >= 0.5 && hit.fraction < 1 ? hit.offset - 1 : hit.offset
        partialFraction?.pointee = hit.fraction == 1 ? 1 : hit.fraction
        return max(0, min(glyph, numberOfGlyphs - 1))
    }

    /// `glyphIndex(for:in:)`.
    open func glyphIndex(for point: CGPoint, in container: TextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// `drawGlyphs(forGlyphRange:at:)`, `drawBackground(forGlyphRange:at:)`: hooks a subclass overrides to draw;
    /// ViewTree draws no glyphs.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
    /// See `drawGlyphs(forGlyphRange:at:)`.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}

    // MARK: Layout

    private func invalidateLayout() {
        version &+= 1
        cached = nil
    }

    /// The layout of `container`'s text: the text view's own for a text view's container, else the storage's
    /// text at the container's width; nil for a container other than the first.
    func layout(for container: TextContainer) -> TextLayout? {
        guard container === textContainers.first else { return nil }
        if let textView = container.textView { return textView.textLayout }
        let width = container.size.width - 2 * container.lineFragmentPadding
        if let cached, cached.version == version, cached.width == width { return cached.layout }
        let storage = textStorage ?? TextStorage()
        let font = Label.uniformFont(of: storage) ?? Font.attributedStringDefault
        let layout = TextLayout(text: storage.string, font: font, width: width)
        cached = (version, width, layout)
        return layout
    }

    /// The caret offset nearest to `point` (container coordinates) in `container`'s layout, or nil without one.
    private func caretOffset(nearest point: CGPoint, in container: TextContainer) -> (offset: Int, fraction: CGFloat)? {
        layout(for: container)?.caretOffset(nearest: CGPoint(x: point.x - container.lineFragmentPadding, y: point.y))
    }

    private func fragment(at glyphIndex: Int, effectiveRange: NSRangePointer?) -> (rect: CGRect, used: CGRect) {
        guard let container = textContainers.first, let layout = layout(for: container) else {
            effectiveRange?.pointee = NSRange(location: 0, length: 0)
            return (.zero, .zero)
        }
        let index = layout.lineIndex(containingUTF16Offset: glyphIndex)
        effectiveRange?.pointee = layout.lines[index].range
        return rects(ofLine: index, in: layout, container: container)
    }

    private func rects(ofLine index: Int, in layout: TextLayout, container: TextContainer) -> (rect: CGRect, used: CGRect) {
        let height = layout.font.lineHeight, top = CGFloat(index) * height
        let width = container.size.width.isFinite ? container.size.width : layout.usedWidth + 2 * container.lineFragmentPadding
        return (CGRect(x: 0, y: top, width: width, height: height),
                CGRect(x: container.lineFragmentPadding, y: top, width: layout.lines[index].width, height: height))
    }
}

/// `NSLayoutManagerDelegate`: told when layout completes. Every method is optional.
public protocol LayoutManagerDelegate: AnyObject {
    /// `layoutManager(_:didCompleteLayoutFor:atEnd:)`.
    func layoutManager(_ layoutManager: LayoutManager, didCompleteLayoutFor textContainer: TextContainer?, atEnd layoutFinishedFlag: Bool)
}

extension LayoutManagerDelegate {
    /// Nothing.
    public func layoutManager(_ layoutManager: LayoutManager, didCompleteLayoutFor textContainer: TextContainer?, atEnd layoutFinishedFlag: Bool) {}
}
