import Foundation

/// A single-line editable text: ViewTree's `UITextField`.
///
/// A text field takes part in its window's first-responder model: `becomeFirstResponder()` (or a
/// tap) starts editing and shows the world's keyboard (`world.keyboard`), `resignFirstResponder()`
/// or `endEditing(_:)` ends it. While editing, typing (`insertText(_:)`, `deleteBackward()`, the
/// `ViewTreeTesting` helper `type(_:into:)`) goes through the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)` and sends `.editingChanged`.
/// Setting `text` in code calls no delegate method and sends no event, as in UIKit. The caret is
/// always at the end of the text (selection is not modelled). See `Docs/Controls.md`.
open class TextField: Control, FirstResponderParticipant, TextInputTraits {
    /// `UITextField.appearance()`: the current world's proxy; carries `textColor` and `font` (and the tint, the caret's colour).
    open override class func appearance() -> TextField { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> TextField {
        appearanceProxy(self, containers: containerTypes, make: { TextField(frame: .zero) }, properties: appearanceProperties)
    }

    /// `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable, CustomStringConvertible {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// The rounded rectangle of most forms.
        case roundedRect = 3

        /// `None`, `Line`, `Bezel`, `RoundedRect`, as UITextField's description prints it.
        public var description: String {
            switch self {
            case .none: "None"
            case .line: "Line"
            case .bezel: "Bezel"
            case .roundedRect: "RoundedRect"
            }
        }
    }

    /// `UITextField.ViewMode`: when the clear button shows.
    public enum ViewMode: Int, Sendable {
        /// Never (the default).
        case never = 0
        /// While editing.
        case whileEditing = 1
        /// While not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    // MARK: Constants that imitate UIKit

    /// 17 pt: the default font size. Source: a dump of a `UITextField` made in code on iOS 16–26,
    /// whose placeholder label is `frame = (0 5; 30 20.3333)` — the 17-pt system font's line height
    /// (20.29) at 3× (Apple's header comment for `font`, "default is nil (system font 17 plain)").
    public static let defaultPointSize: CGFloat = 17

    /// 7 pt inside each side of a rounded-rect border before the text. Source: UIKit's
    /// `_UITextFieldSystemBackgroundProvider.systemStyleMetricsProvider`, the rounded-rect style's metrics, pads 7 pt
    /// horizontally and 2 pt vertically with a minimum intrinsic height of 30 (decompiled listings of UIKitCore in
    /// public repositories; an earlier version called the 7 pt ours). The heights are `ControlMetrics.roundedRectTextFieldHeight`'s,
    /// sourced there (the iOS 13+ profile's 34 from Interface Builder's fields, not from that 30-pt minimum).
    public static let roundedRectHorizontalPadding: CGFloat = 7

    /// 2 pt above and below the text inside a rounded-rect border (iOS 13+): the same metrics provider's vertical
    /// padding (`initWithSymmetricalPadding:` 7.0, 2.0), which `intrinsicSizeForContentSize:` adds to
    /// `max(contentHeight, minimumIntrinsicHeight 30)` — 34 for a usual font (`ControlMetrics.roundedRectTextFieldGrowsWithFont`).
    public static let roundedRectVerticalPadding: CGFloat = 2

    // MARK: Stored state

    var storedText = "" {
        didSet {
            // Any change of the text ends a composition: its marked range named characters of the old text, which a
            // text set in code, a replacement, a keystroke or the clear button may have removed or moved (bug 101: a
            // text emptied in code during a composition, then typed into, committed a marked range past the end and
            // trapped). `setMarkedText(_:selectedRange:)` marks its own text after storing it.
            storedMarkedRange = nil
            // The placeholder label comes and goes with an empty text; the canvas's line follows the text.
            if storedText.isEmpty != oldValue.isEmpty { updatePlaceholderLabel() } else if textLayoutCanvas != nil { setNeedsLayout() }
        }
    }
    var editing = false
    /// The caret or selection, in UTF-16 units (`selectedTextRange`); at the end of text set in code.
    var storedSelection = NSRange(location: 0, length: 0)

    /// The delegate (weak, as in UIKit).
    public weak var delegate: TextFieldDelegate?

    /// The text; `""` when empty (UIKit returns an empty string, never `nil`, for a field). Setting
    /// it calls no delegate method and sends no event.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedSelection = NSRange(location: storedText.utf16.count, length: 0)
            invalidateIntrinsicContentSize()
            textDidChangeOverlays()
        }
    }

    /// The placeholder shown while the text is empty.
    open var placeholder: String? {
        didSet {
            if placeholder != oldValue { invalidateIntrinsicContentSize() }
            // The attributed setter updates the label once it has stored the attributes.
            guard !settingAttributedPlaceholder else { return }
            storedAttributedPlaceholder = nil
            updatePlaceholderLabel()
        }
    }

    var storedAttributedPlaceholder: NSAttributedString?
    var settingAttributedPlaceholder = false
    var storedTextAttributes: NSAttributedString?

    /// `attributedPlaceholder`: the placeholder with its attributes (a grey `.foregroundColor`, say). Setting it
    /// sets `placeholder` to its string; setting `placeholder` gives a plain attributed string.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            settingAttributedPlaceholder = true
            placeholder = newValue?.string
            settingAttributedPlaceholder = false
            storedAttributedPlaceholder = newValue
            updatePlaceholderLabel()
        }
    }

    /// `attributedText`: the text with its attributes. ViewTree keeps the string (`text`) and, while the text is
    /// that string, the attributes; typing or setting `text` leaves plain text.
    open var attributedText: NSAttributedString? {
        get {
            if let storedTextAttributes, storedTextAttributes.string == storedText { return storedTextAttributes }
            return NSAttributedString(string: storedText)
        }
        set {
            text = newValue?.string
            storedTextAttributes = newValue
        }
    }

    // MARK: Overlay views

    /// `leftView`: a view at the left end of the field (a search glass, a padding view), shown as
    /// `leftViewMode` says (by default never, as in UIKit), at `leftViewRect(forBounds:)`. It is a subview of
    /// the field while it shows.
    open var leftView: View? {
        didSet { overlayViewDidChange(from: oldValue, to: leftView) }
    }
    /// When `leftView` shows. Default `.never`.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// `rightView`: a view at the right end of the field, shown as `rightViewMode` says, at
    /// `rightViewRect(forBounds:)`.
    open var rightView: View? {
        didSet { overlayViewDidChange(from: oldValue, to: rightView) }
    }
    /// When `rightView` shows. Default `.never`.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    // MARK: Drawing and positioning overrides

    /// `borderRect(forBounds:)`: where the border is drawn; the bounds.
    // MARK: Typing (UIKeyInput; overridable, as subclasses that watch the delete key override them)

    /// `insertText(_:)`: types `text` at the caret, replacing the selection, through the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`; a field that is not editing rejects it with a
    /// diagnostic (see `TextField+Editing.swift`).
    open func insertText(_ text: String) { performInsertText(text) }

    /// `deleteBackward()`: deletes the selection, or the character before the caret, through the delegate.
    open func deleteBackward() { performDeleteBackward() }

    // MARK: Marked text (an input method composing, as the Japanese or Chinese keyboards do)

    /// `markedTextRange`: the provisional text an input method is composing; `nil` when none. A change of the text
    /// other than the composition's own (`text` set in code, `replace(_:withText:)`, a keystroke, the clear button) ends
    /// it: the marked range would name characters that may be gone (ours: UIKit documents nothing).
    open var markedTextRange: TextRange? {
        storedMarkedRange.map { TextRange(start: TextPosition(offset: $0.location), end: TextPosition(offset: $0.location + $0.length)) }
    }
    /// `markedTextStyle`; default `nil`. Stored.
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    var storedMarkedRange: NSRange?

    /// `setMarkedText(_:selectedRange:)`: puts `markedText` in place of the marked text (or of the selection when
    /// there is none), marks it, and selects `selectedRange` within it; `nil` or empty removes the marked text.
    /// Not through the delegate, as UIKit composes without asking; `.editingChanged` is sent. A field that is not
    /// editing rejects it with a diagnostic.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard editing else {
            return reject(.invalidValue, "setMarkedText: the text field is not editing (not first responder); the text is unchanged")
        }
        let target = storedMarkedRange ?? storedSelection
        let text = markedText ?? ""
        guard let replaced = utf16Replacing(storedText, target, with: text) else { return }
        storedText = replaced
        let length = text.utf16.count
        storedMarkedRange = length > 0 ? NSRange(location: target.location, length: length) : nil
        let innerLocation = min(max(selectedRange.location, 0), length)
        let innerLength = min(max(selectedRange.length, 0), length - innerLocation)
        storedSelection = NSRange(location: target.location + innerLocation, length: innerLength)
        invalidateIntrinsicContentSize()
        textDidChangeOverlays()
        sendActions(for: .editingChanged)
    }

    /// `unmarkText()`: the marked text becomes ordinary text; the caret goes after it.
    open func unmarkText() {
        guard let marked = storedMarkedRange else { return }
        storedMarkedRange = nil
        storedSelection = NSRange(location: marked.location + marked.length, length: 0)
    }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// `textRect(forBounds:)`: where the text shows while not editing: the border rectangle, inside a
    /// rounded-rect border's padding, without the overlay views and clear button that show. Override it to inset
    /// the text; the placeholder follows it (`placeholderRect(forBounds:)`), the editing text does not.
    open func textRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }

    /// `editingRect(forBounds:)`: where the text shows while editing; by default the same rectangle as
    /// `textRect(forBounds:)` computes without an override (UIKit asks each separately: override both).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }

    /// `placeholderRect(forBounds:)`: where the placeholder shows; `textRect(forBounds:)` by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// `clearButtonRect(forBounds:)`: where the clear button sits: a square at the right end (left of a
    /// showing `rightView`), centred vertically (`TextField.clearButtonSide`).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { standardClearButtonRect(forBounds: bounds) }

    /// `leftViewRect(forBounds:)`: `leftView`'s frame: its size, at the left edge, centred vertically (zero
    /// without a left view).
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(for: leftView, atLeft: true, in: bounds) }

    /// `rightViewRect(forBounds:)`: `rightView`'s frame: its size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(for: rightView, atLeft: false, in: bounds) }

    /// `drawText(in:)`: called from `draw(_:)` with the text's rectangle when the field has text. ViewTree
    /// draws no pixels; override it to see the rectangle.
    open func drawText(in rect: CGRect) {}

    /// `drawPlaceholder(in:)`: called from `draw(_:)` with `placeholderRect(forBounds:)` while the text is
    /// empty and there is a placeholder.
    open func drawPlaceholder(in rect: CGRect) {}

    /// Draws the text or the placeholder through `drawText(in:)` / `drawPlaceholder(in:)` (after
    /// `setNeedsDisplay()`, as every `draw(_:)` in ViewTree).
    open override func draw(_ rect: CGRect) {
        if !storedText.isEmpty {
            drawText(in: editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        } else if let placeholder, !placeholder.isEmpty {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
    }

    /// Places the overlay views that show (`leftViewMode`, `rightViewMode`) and takes away those that do not.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlayViews()
        layoutTextSubviews()
    }

    /// Whether the field shows its placeholder and text with UIKit's private subviews (TextField+PlaceholderLabel.swift).
    /// A search field's own subviews are not modelled: it draws both without subviews.
    var drawsTextInPrivateSubviews: Bool { true }

    // MARK: Caret and selection (UITextInput; TextField+TextInput.swift)

    /// `selectedTextRange`: the caret or selection. While not editing it is the caret where editing would start (at the
    /// end of text set in code) from iOS 11, `nil` before (`PlatformProfile.textFieldReportsSelectionWhenNotEditing`).
    /// Setting it while editing moves the caret: typing replaces the selection.
    /// A range outside the text is clamped to it, with a diagnostic; a change calls `textFieldDidChangeSelection(_:)`.
    open var selectedTextRange: TextRange? {
        get {
            guard editing || textFieldProfile.textFieldReportsSelectionWhenNotEditing else { return nil }
            return TextRange(start: TextPosition(offset: storedSelection.location),
                             end: TextPosition(offset: storedSelection.location + storedSelection.length))
        }
        set { performSetSelectedTextRange(newValue) }
    }

    /// `caretRect(for:)`: the caret at a position: 2 pt wide, one line of the font high, after the text before the
    /// position in the text rectangle (the editing rectangle while editing).
    open func caretRect(for position: TextPosition) -> CGRect { standardCaretRect(for: position) }

    /// `firstRect(for:)`: the rectangle the range's text covers on its line.
    open func firstRect(for range: TextRange) -> CGRect { standardFirstRect(for: range) }

    /// `selectionRects(for:)`: the highlight of a range: one rectangle, none for an empty range.
    open func selectionRects(for range: TextRange) -> [TextSelectionRect] {
        guard !range.isEmpty else { return [] }
        return [TextSelectionRect(rect: firstRect(for: range), containsStart: true, containsEnd: true)]
    }

    /// `closestPosition(to:)`: the caret position nearest a point, by the text's widths.
    open func closestPosition(to point: CGPoint) -> TextPosition? { standardClosestPosition(to: point) }

    // MARK: Text attributes

    /// `adjustsFontSizeToFitWidth`. Default `false`. Stored: the text is measured in `font`.
    open var adjustsFontSizeToFitWidth = false
    /// `minimumFontSize`. Default 0. Stored.
    open var minimumFontSize: CGFloat = 0
    /// `background`: the image drawn as the border when `borderStyle` is `.none`. Stored.
    open var background: Image?
    /// `disabledBackground`. Stored.
    open var disabledBackground: Image?
    /// `allowsEditingTextAttributes`. Default `false`. Stored.
    open var allowsEditingTextAttributes = false
    /// `clearsOnInsertion`. Default `false`. Stored.
    open var clearsOnInsertion = false
    /// `typingAttributes`: the attributes of typed text. Stored. Where the profile says so
    /// (`PlatformProfile.textFieldTypingAttributesAreEmptyByDefault`, iOS 15 on) an empty dictionary until set; before,
    /// `nil` while the field is not editing, and a value set then is not kept (Xamarin's device-run
    /// `TextFieldTest.EmptySelection`: "it stays null, even if assigned, since there's not selection").
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get {
            if textFieldProfile.textFieldTypingAttributesAreEmptyByDefault { return storedTypingAttributes ?? [:] }
            return editing ? storedTypingAttributes : nil
        }
        set {
            guard editing || textFieldProfile.textFieldTypingAttributesAreEmptyByDefault else { return }
            storedTypingAttributes = newValue
        }
    }
    private var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// The profile of the field's world (the current world's, else the default).
    private var textFieldProfile: PlatformProfile { (simulation ?? Simulation.current)?.profile ?? .default }
    /// `defaultTextAttributes`: the text's attributes. Reading gives `.font` and (when set) `.foregroundColor`;
    /// setting them sets `font` and `textColor`.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes: [NSAttributedString.Key: Any] = [.font: font ?? Font.systemFont(ofSize: TextField.defaultPointSize)]
            if let textColor { attributes[.foregroundColor] = textColor }
            return attributes
        }
        set {
            if let font = newValue[.font] as? Font { self.font = font }
            if let color = newValue[.foregroundColor] as? Color { textColor = color }
        }
    }

    /// `adjustsFontForContentSizeCategory` (`UIContentSizeCategoryAdjusting`): whether the font follows the user's
    /// text size. When true, a change of `Simulation.preferredContentSizeCategory` makes a font that came from
    /// a text style (or `FontMetrics`) again at the new size (`ContentSizeCategoryAdjusting.swift`).
    open var adjustsFontForContentSizeCategory = false

    /// The font (`nil` is the 17-pt system font).
    open var font: Font? {
        didSet { if font != oldValue { invalidateIntrinsicContentSize(); updatePlaceholderLabel() } }
    }

    /// The text colour. Stored only.
    open var textColor: Color?
    /// The alignment (the placeholder label's too).
    open var textAlignment: TextAlignment = .natural { didSet { updatePlaceholderLabel() } }
    /// The border. Default `.none`. A rounded-rect field has the era's fixed intrinsic height.
    open var borderStyle: BorderStyle = .none {
        didSet {
            guard borderStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            updateRoundedRectBackgroundView()
            setNeedsLayout()
        }
    }
    /// Whether the text is masked (a password). Stored; the description does not print such text.
    open var isSecureTextEntry = false

    /// The keyboard traits (`UITextInputTraits`: `keyboardType`, `returnKeyType`, … through
    /// `TextInputTraits`), stored for the code that sets them: ViewTree shows no keyboard of its own.
    public var inputTraits = TextInputTraitValues()
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
    /// When the clear button shows. Default `.never`.
    open var clearButtonMode: ViewMode = .never
    /// Whether beginning to edit clears the text. Default `false`.
    open var clearsOnBeginEditing = false

    // MARK: Init

    /// `initWithFrame:`: an empty field without a border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentVerticalAlignment = .center
        clipsToBounds = (simulation?.profile ?? .default).textFieldClipsToBounds
        makeTextLayoutCanvas()
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentVerticalAlignment = .center
        makeTextLayoutCanvas()
    }

    // MARK: First responder

    /// Whether the field is being edited (it is its window's first responder).
    open var isEditing: Bool { editing }

    /// A text field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Asks the delegate (`textFieldShouldEndEditing`).
    open override var canResignFirstResponder: Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    /// Starts editing: asks `textFieldShouldBeginEditing` first, then becomes first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    /// A touch up inside begins editing, as a tap on a field does; a tap on the clear button while it shows
    /// presses it first (`pressClearButton()`: `textFieldShouldClear`, then `.editingChanged`).
    override func didTapInside(_ touch: Touch, with event: ViewTree.Event?) {
        if clearButtonShows, clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) {
            pressClearButton()
        }
        becomeFirstResponder()
    }

    /// An adjusting view's font follows the category of the window it joins (`adjustFontToWindowCategory()`).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adjustFontToWindowCategory()
    }

    /// A field that leaves its window stops editing (without asking the delegate).
    open override func willMove(toWindow newWindow: Window?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window, isFirstResponder { _ = performResignFirstResponder(force: true) }
    }

    var showsKeyboard: Bool { true }

    func didBecomeFirstResponder() { beginEditingSession() }

    func didResignFirstResponder(handingOff: Bool) { endEditingSession(keepKeyboard: handingOff) }

    // MARK: Size and description

    /// The text (or placeholder) width in the font, plus the border's padding; the height is the
    /// font's line height (rounded up to pixels), or the era's rounded-rect height.
    open override var intrinsicContentSize: CGSize { fittingSize() }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize() }

    /// `text = '…'`, as UITextField's description prints it (`text = ''` when empty; a secure
    /// field prints its text masked with `•`).
    open override func descriptionFieldsAfterFrame() -> [String] {
        let shown = isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
        return super.descriptionFieldsAfterFrame() + ["text = '\(TextView.descriptionExcerpt(of: shown))'"]
    }

    /// iOS 13+ (`PlatformProfile.textFieldPrintsStyleFields`): `placeholder = …; borderStyle = …`
    /// and, without a border, `background = <_UITextFieldNoBackgroundProvider: 0x…: textfield=<…>>`,
    /// after the recognizers and before the layer: `<UITextField: 0x102024000; frame = (50 10; 30 30);
    /// text = ''; opaque = NO; placeholder = Edit Me; borderStyle = None; background =
    /// <_UITextFieldNoBackgroundProvider: 0x60000002a0a0: textfield=<UITextField: 0x102024000>>; layer =
    /// <CALayer: 0x600000ce6520>>` (iOS 16–26). Earlier lines have none of them (`text = '';
    /// clipsToBounds = YES; opaque = NO; autoresize = RM+BM; gestureRecognizers = …; layer = …>`,
    /// iOS 7–9). A rounded-rect field prints its `_UITextFieldSystemBackgroundProvider` (`appendRoundedRectBackgroundProvider`);
    /// the providers of line and bezel borders are not attested and not printed.
    override func appendFieldsBeforeAnimations(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {
        guard (simulation?.profile ?? .default).textFieldPrintsStyleFields else { return }
        if let placeholder { line.append("; placeholder = "); line.appendString(placeholder) }
        line.append("; borderStyle = ")
        line.appendString(borderStyle.description)
        if borderStyle == .none {
            line.append("; background = <_UITextFieldNoBackgroundProvider: 0x")
            line.appendHex(numbering.transientID())
            line.append(": textfield=<")
            line.appendString(numbering.className(of: self))
            line.append(": 0x")
            line.appendHex(numbering.id(for: self))
            line.append(">>")
        } else if borderStyle == .roundedRect {
            appendRoundedRectBackgroundProvider(to: &line, numbering: &numbering)
        }
    }

    override var libraryClassName: String { "TextField" }

    /// From iOS 7 (`PlatformProfile.textFieldHasGestureRecognizers`), while in a window: a field
    /// never put in one prints none (`<UITextField: …; text = ''; opaque = NO; borderStyle = None;
    /// background = …; layer = …>` in a test's free view, iOS 16–26), one in a window does.
    override var printsGestureRecognizers: Bool {
        (storedWindow != nil && (simulation?.profile ?? .default).textFieldHasGestureRecognizers) || super.printsGestureRecognizers
    }
}
