import Foundation

/// A scrollable, editable, multi-line text area: ViewTree's `UITextView`.
///
/// The text is laid out by `TextLayout` (deterministic metrics, word wrapping) in lines
/// `bounds.width − textContainerInset.left − textContainerInset.right − 2 × lineFragmentPadding`
/// wide. `contentSize` is `(bounds.width, text height + textContainerInset.top + .bottom)`, the text
/// height rounded up to device pixels, recomputed when the text, the font, the insets, the padding or
/// the width change — except in a world whose profile has `textViewContentSizeStaysZero` (iOS 8,
/// seed claim A7): there it stays (0, 0) unless set by hand. Setting `contentSize` by hand always
/// works (until the next recomputation, where there is one).
///
/// Typing is simulated with `insertText(_:)` and `deleteBackward()`, which replace the selection,
/// move the caret, consult and inform a `TextViewDelegate`, and scroll the caret into view.
/// Ranges are UTF-16 `NSRange`s, as in UIKit. See `Docs/Fidelity.md` (text view) for every number and its source.
open class TextView: ScrollView, FirstResponderParticipant, TextInputTraits {
    // MARK: Constants that imitate UIKit

    /// (8, 0, 8, 0): `UITextView.textContainerInset`'s default.
    /// Source: Apple's documentation of `UITextView.textContainerInset` ("By default the value of
    /// this property is (8, 0, 8, 0)").
    public static let defaultTextContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// 25: a description shows at most this many UTF-16 code units of the text, then `...`.
    /// Source: real `description` / `recursiveDescription` output, where every truncated `text = '…'`
    /// keeps exactly 25 characters: `'Learn how to hide your fe...'` (UITextView, iOS 7),
    /// `'Lorem ipsum dolor sit er ...'` (UITextView, iOS 7), `'/opt/MonkeyDev/bin/md\n\n- ...'`
    /// (UITextView, iOS 11), `'内容内容内容内容内容内容内容内容内容内容内容内容内...'` (UILabel).
    public static let descriptionTextLimit = 25

    /// `...`: what follows a truncated text in a description (three full stops, not `…`), per the
    /// same dumps as `descriptionTextLimit`.
    public static let descriptionTruncationMarker = "..."

    // MARK: Stored state

    var storedText = ""
    /// `storedText.utf16.count`, kept up to date (counting 10 MB of non-ASCII text is not free).
    var storedTextUTF16Count = 0
    /// Bumped on every change of the text: the layout cache's notion of "the same text".
    var textGeneration = 0
    var storedSelectedRange = NSRange(location: 0, length: 0)
    /// The layout at the current line width, and one more for `sizeThatFits` at another width.
    var primaryLayout: CachedTextLayout?
    var measuringLayout: CachedTextLayout?
    /// Whether `contentSize` holds the value the text view computed (not one set by hand).
    var contentSizeIsAutomatic = true
    var applyingAutomaticContentSize = false
    /// The bounds width the content size was last computed for.
    var laidOutBoundsWidth: CGFloat = 0
    var notifyingSelectionChange = false
    /// A position whose UTF-16 offset is known (see `TextView+TextIndex`).
    var textIndexHint: TextIndexHint?

    // MARK: Text and its attributes

    /// The text. Setting it moves the caret to the end, recomputes the layout and the content size,
    /// and calls no delegate method (UIKit calls none for a change made in code).
    /// (`String!`, as UIKit declares it, so a subclass's `override var text: String!` ports unchanged; it never
    /// reads `nil`, and setting `nil` empties the text.)
    open var text: String! {
        get { storedText }
        set {
            let newValue = newValue ?? ""
            // A text so long that its size in the font could pass `View.maximumCoordinate` is refused.
            let count = newValue.utf16.count
            let font = font ?? Font.attributedStringDefault
            guard font.keepsExtentRepresentable(utf16Count: count) else {
                rejectTextExtent("text", font: font, utf16Count: count)
                return
            }
            replaceAllText(with: newValue)
        }
    }

    /// `attributedText`: the text with its attributes. ViewTree keeps the string (`text`) and the attributes as
    /// given; a `.font` that covers the whole string becomes `font`, as UIKit's text view reports the font of its
    /// attributed text, and the other attributes change no size. Reading it after `text` was set gives the plain
    /// string in `font` (and `textColor`), as UIKit does. `nil` empties the text. (UIKit declares it
    /// `NSAttributedString!`.)
    open var attributedText: NSAttributedString! {
        get {
            if let storedAttributedText, storedAttributedText.string == text { return storedAttributedText }
            return NSAttributedString(string: text, attributes: plainTextAttributes)
        }
        set {
            let string = newValue ?? NSAttributedString(string: "")
            if let runFont = Label.uniformFont(of: string), runFont != font {
                guard runFont.keepsExtentRepresentable(utf16Count: string.length) else {
                    rejectTextExtent("attributedText", font: runFont, utf16Count: string.length)
                    return
                }
                font = runFont
            }
            text = string.string
            storedAttributedText = text == string.string ? string : nil
            pushAttributedTextToStorage()
        }
    }
    var storedAttributedText: NSAttributedString?
    /// Set while the text view gives its storage a change it made, or takes one the storage made
    /// (`TextView+TextKit.swift`), so that neither comes back.
    var isPushingToStorage = false
    var isAdoptingStorage = false

    /// `typingAttributes`: the attributes of text the user types next. Default: the text view's font (12-pt
    /// Helvetica Neue when none was set) and text colour (black when none). Setting stores them; setting `text`,
    /// `attributedText`, `font` or `textColor` afterwards does not change them (ours: UIKit resets them when the
    /// selection changes, which is not modelled).
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? plainTextAttributes }
        set { storedTypingAttributes = newValue }
    }
    var storedTypingAttributes: [NSAttributedString.Key: Any]?

    /// The attributes of plain text: the font and the colour.
    var plainTextAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? Font.attributedStringDefault, .foregroundColor: textColor ?? Color.black]
    }

    /// `adjustsFontForContentSizeCategory` (`UIContentSizeCategoryAdjusting`): whether the font follows the user's
    /// text size. When true, a change of `Simulation.preferredContentSizeCategory` makes a font that came from
    /// a text style (or `FontMetrics`) again at the new size (`ContentSizeCategoryAdjusting.swift`).
    open var adjustsFontForContentSizeCategory = false

    /// The font; `nil` (the default) lays the text out in `Font.attributedStringDefault`, 12 pt —
    /// the font of text without a font attribute, which a `UITextView` whose font was never set uses.
    /// A font so large that the text's size could pass `View.maximumCoordinate` is rejected with an
    /// `.invalidValue` diagnostic.
    open var font: Font? {
        didSet {
            if let font, !font.keepsExtentRepresentable(utf16Count: storedTextUTF16Count) {
                rejectTextExtent("font \(font)", font: font, utf16Count: storedTextUTF16Count)
                self.font = oldValue
                return
            }
            if font != oldValue { textLayoutInputsDidChange() }
        }
    }

    /// The text colour; `nil` (the default) draws black, as UIKit. Stored only.
    open var textColor: Color?

    /// The alignment; default `.natural`, as `UITextView.textAlignment`. Stored only: lines are
    /// measured from the start of the line fragment whatever the alignment.
    open var textAlignment: TextAlignment = .natural

    /// The keyboard traits (`UITextInputTraits`: `keyboardType`, `returnKeyType`, … through
    /// `TextInputTraits`), stored for the code that sets them: ViewTree shows no keyboard of its own.
    public var inputTraits = TextInputTraitValues()
    /// `isSecureTextEntry` (`UITextInputTraits`): default `false`. Stored: a text view shows its text as typed (UIKit's
    /// masks only a text field's).
    open var isSecureTextEntry = false
    /// `inputView`: the view shown instead of the system keyboard; settable here (UIResponder's is read-only). A
    /// change shows after `reloadInputViews()` or the next time editing begins, as in UIKit.
    open override var inputView: View? {
        get { customInputViews.input }
        set { customInputViews.input = newValue }
    }
    /// `inputAccessoryView`: the view shown above the keyboard; settable here. A change shows after
    /// `reloadInputViews()` or the next time editing begins, as in UIKit.
    open override var inputAccessoryView: View? {
        get { customInputViews.accessory }
        set { customInputViews.accessory = newValue }
    }
    /// What `inputView` and `inputAccessoryView` were set to.
    private var customInputViews: (input: View?, accessory: View?) = (nil, nil)
    /// `inputAssistantItem`: this responder's own, made when first read, kept for its life.
    open override var inputAssistantItem: TextInputAssistantItem { .kept(in: &storedInputAssistantItem) }
    private var storedInputAssistantItem: TextInputAssistantItem?

    /// The margins between the text view's content area and its text container. Default
    /// `TextView.defaultTextContainerInset` (8, 0, 8, 0). A value with a NaN or infinite side, or
    /// one beyond `View.maximumCoordinate`, is rejected with a diagnostic.
    open var textContainerInset: EdgeInsets = TextView.defaultTextContainerInset {
        didSet {
            guard acceptInsets(textContainerInset, named: "textContainerInset", old: oldValue) else {
                textContainerInset = oldValue
                return
            }
            if textContainerInset != oldValue { textLayoutInputsDidChange() }
        }
    }

    /// The text container: its `lineFragmentPadding` (default 5) is the blank space at both ends of
    /// every line.
    public let textContainer: TextContainer
    /// The storage the text view made for itself (`textStorage`), kept as UIKit's text view keeps it: the layout manager
    /// holds its storage weakly and the container its manager weakly, so without this nothing would (a storage given
    /// through `init(frame:textContainer:)` is the caller's to keep, as in UIKit).
    var ownedTextStorage: TextStorage?

    /// Whether typing (`insertText(_:)`, `deleteBackward()`) may change the text. Default `true`.
    open var isEditable = true

    /// Whether the user may select text. Default `true`. Stored only: `selectedRange` can be set in
    /// code either way, as in UIKit.
    open var isSelectable = true
    /// `usesStandardTextScaling` (iOS 13): whether the text is drawn at the standard scale on a Mac (Mac Catalyst
    /// scales text to 77 % otherwise). Default `false`. Stored: ViewTree simulates no Mac.
    open var usesStandardTextScaling = false
    /// `dataDetectorTypes`: what the text view turns into links when it is not editable. Default none. Kept: the
    /// links a test taps (`tapLink(at:)`) are the text's `.link` attributes; ViewTree detects no others.
    open var dataDetectorTypes: DataDetectorTypes = []
    /// `linkTextAttributes`: the attributes links are drawn with; default empty (the tint colour). Stored:
    /// ViewTree draws no text.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

    /// The selection, in UTF-16 code units; a length of 0 is the caret. Default `{0, 0}`.
    ///
    /// A range with a negative (or `NSNotFound`) location, a negative length or an end past
    /// `Int.max` is rejected (the selection stays). A range that reaches past the end of the text is
    /// clamped to it, and the clamp is recorded as a diagnostic too. The ends are moved to character
    /// (grapheme cluster) boundaries — the start down, the end up — so a selection never splits a
    /// surrogate pair or a composed character. A change calls `textViewDidChangeSelection(_:)`.
    open var selectedRange: NSRange {
        get { storedSelectedRange }
        set { performSetSelectedRange(newValue) }
    }

    /// `selectAll(_:)` (`UIResponderStandardEditActions`): selects the whole text, also in a text view that is not
    /// editing (Xamarin's device-run `TextViewTest.NonEmptySelection`: after `SelectAll`, `SelectedRange.Length` is not
    /// 0). Nothing happens when the text view is not selectable.
    open override func selectAll(_ sender: Any?) {
        guard isSelectable else { return }
        selectedRange = NSRange(location: 0, length: storedTextUTF16Count)
    }

    /// Whether there is any text.
    public var hasText: Bool { !storedText.isEmpty }

    /// `caretRect(for:)` (`UITextInput`): the caret at a position, 2 pt wide (`TextField.caretWidth`), on the
    /// position's line of the laid-out text, inside the text container's inset and padding.
    open func caretRect(for position: TextPosition) -> CGRect {
        var rect = textLayout.rect(forUTF16Range: NSRange(location: max(0, position.offset), length: 0))
        rect.origin.x += textContainerInset.left + textContainer.lineFragmentPadding
        rect.origin.y += textContainerInset.top
        rect.size.width = TextField.caretWidth
        return rect
    }

    /// `firstRect(for:)`: the rectangle of the range's text on its first line.
    open func firstRect(for range: TextRange) -> CGRect {
        let all = textLayout.rect(forUTF16Range: range.nsRange)
        var rect = textLayout.rect(forUTF16Range: NSRange(location: range.start.offset, length: 0))
        rect.size.width = all.minY == rect.minY && all.height <= rect.height ? all.width : max(0, all.maxX - rect.minX)
        rect.origin.x += textContainerInset.left + textContainer.lineFragmentPadding
        rect.origin.y += textContainerInset.top
        return rect
    }

    /// `selectionRects(for:)` (`UITextInput`): the highlight of a range, one rectangle per line it covers — from its
    /// first character to the line's end on the first line, whole lines between, up to its last character on the last
    /// — inside the text container's inset and padding; the first contains the start, the last the end (UIKit's
    /// `UITextSelectionRect.containsStart`/`containsEnd`). None for an empty range.
    open func selectionRects(for range: TextRange) -> [TextSelectionRect] {
        let layout = textLayout
        let start = min(max(range.start.offset, 0), layout.utf16Count)
        let end = min(max(range.end.offset, start), layout.utf16Count)
        guard end > start else { return [] }
        let first = layout.lineIndex(containingUTF16Offset: start)
        let last = layout.lineIndex(containingUTF16Offset: end - 1)
        return (first...last).map { index in
            let line = layout.lines[index].range
            let pieceStart = max(start, line.location)
            let pieceEnd = min(end, line.location + line.length)
            var rect = layout.rect(forUTF16Range: NSRange(location: pieceStart, length: max(0, pieceEnd - pieceStart)))
            rect.origin.x += textContainerInset.left + textContainer.lineFragmentPadding
            rect.origin.y += textContainerInset.top
            return TextSelectionRect(rect: rect, containsStart: index == first, containsEnd: index == last)
        }
    }

    // MARK: Init

    /// `initWithFrame:`: an empty, editable text view with UIKit's defaults.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// `init(frame:textContainer:)`: UIKit's designated initializer; `nil` makes a container (a container you
    /// pass is the view's from now on). ViewTree keeps one container per text view, with its layout settings.
    public init(frame: CGRect, textContainer: TextContainer?) {
        self.textContainer = textContainer ?? TextContainer()
        super.init(frame: frame)
        setUpTextView()
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        textContainer = TextContainer()
        super.init(coder: coder)
        setUpTextView()
    }

    /// What every initializer does once the view exists: the container learns its view, the era's private
    /// subviews are made, and the content size starts from the text at the initial width.
    private func setUpTextView() {
        textContainer.textView = self
        laidOutBoundsWidth = bounds.width
        makeTextSubviews()
        updateAutomaticContentSize()
    }

    override var libraryClassName: String { "TextView" }

    // MARK: First responder (Responder+FirstResponder.swift; the sessions in TextView+FirstResponder.swift)

    /// A text view can become first responder while editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Asks the delegate (`textViewShouldEndEditing`).
    open override var canResignFirstResponder: Bool {
        (delegate as? TextViewDelegate)?.textViewShouldEndEditing(self) ?? true
    }

    /// Starts editing: asks `textViewShouldBeginEditing` first (only when editable), then becomes
    /// first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, !((delegate as? TextViewDelegate)?.textViewShouldBeginEditing(self) ?? true) { return false }
        return super.becomeFirstResponder()
    }

    /// An adjusting view's font follows the category of the window it joins (`adjustFontToWindowCategory()`).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adjustFontToWindowCategory()
    }

    /// A text view that leaves its window stops editing (without asking the delegate).
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window, isFirstResponder { _ = performResignFirstResponder(force: true) }
    }

    // MARK: Typing (implementations in TextView+Editing.swift)

    /// Types `text` as the keyboard would: it replaces the selection (after the delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)` allowed it), the caret goes after it, and
    /// the caret is scrolled into view. Rejected with a diagnostic when `isEditable` is `false`.
    open func insertText(_ text: String) { performInsertText(text) }

    /// The delete key: removes the selection, or else the one character (grapheme cluster) before the
    /// caret; nothing at the start of the text. Rejected with a diagnostic when `isEditable` is `false`.
    open func deleteBackward() { performDeleteBackward() }

    /// Scrolls the least distance that shows the text in `range` (UTF-16; clamped to the text), as
    /// `scrollRectToVisible(_:animated:)` does with the range's rectangle. A range taller than the
    /// view shows its end, as UIKit's does. A negative or overflowing range is rejected.
    open func scrollRangeToVisible(_ range: NSRange) { performScrollRangeToVisible(range) }

    // MARK: Sizing (implementations in TextView+Layout.swift)

    /// The size that fits the text at `size.width`: that width, and the height of the text wrapped to
    /// it plus the top and bottom insets (whatever `size.height` is). An infinite width (or
    /// `.greatestFiniteMagnitude`) does not wrap and answers the width of the longest line plus
    /// padding and insets; a NaN width uses the current width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(for: size) }

    /// With scrolling disabled, the size that fits the text at the current width (or, at width 0, on
    /// unwrapped lines), so the view grows with its text; with scrolling enabled, no intrinsic size.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        let width = bounds.width > 0 ? bounds.width : CGFloat.infinity
        return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// The scroll view's `contentSize`. The text view computes it (see the class comment); a value
    /// set here by hand stays until the next recomputation, and on iOS 8 (where there is none) for good.
    open override var contentSize: CGSize {
        get { super.contentSize }
        set {
            super.contentSize = newValue
            if !applyingAutomaticContentSize && newValue.isFiniteSize { contentSizeIsAutomatic = false }
        }
    }

    // MARK: Description

    /// `text = '…'`: the first `descriptionTextLimit` UTF-16 code units of the text, then `...` if
    /// there is more; line breaks print as `\n` (and `\r`, `\u2028`, `\u2029`) so the line stays one line.
    open override func descriptionFieldsAfterFrame() -> [String] {
        super.descriptionFieldsAfterFrame() + ["text = '\(TextView.descriptionExcerpt(of: storedText))'"]
    }

    // MARK: Hooks

    override func geometryDidChange() {
        super.geometryDidChange()
        if bounds.width != laidOutBoundsWidth { textLayoutInputsDidChange() }
    }

    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        // The profile (iOS 8's rule, the screen scale, the private subviews) may differ from the default one used so far.
        makeTextSubviews()
        updateAutomaticContentSize()
    }
}
