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

    /// 7 pt inside each side of a rounded-rect border before the text. Ours (UIKit's text rect in
    /// a rounded-rect field starts about 7 pt in).
    public static let roundedRectHorizontalPadding: CGFloat = 7

    // MARK: Stored state

    var storedText = ""
    var editing = false

    /// The delegate (weak, as in UIKit).
    public weak var delegate: TextFieldDelegate?

    /// The text; `""` when empty (UIKit returns an empty string, never `nil`, for a field). Setting
    /// it calls no delegate method and sends no event.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            invalidateIntrinsicContentSize()
        }
    }

    /// The placeholder shown while the text is empty.
    open var placeholder: String? {
        didSet { if placeholder != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// `adjustsFontForContentSizeCategory` (`UIContentSizeCategoryAdjusting`): whether the font follows the user's
    /// text size. When true, a change of `Simulation.preferredContentSizeCategory` makes a font that came from
    /// a text style (or `FontMetrics`) again at the new size (`ContentSizeCategoryAdjusting.swift`).
    open var adjustsFontForContentSizeCategory = false

    /// The font (`nil` is the 17-pt system font).
    open var font: Font? {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The text colour. Stored only.
    open var textColor: Color?
    /// The alignment. Stored only.
    open var textAlignment: TextAlignment = .natural
    /// The border. Default `.none`. A rounded-rect field has the era's fixed intrinsic height.
    open var borderStyle: BorderStyle = .none {
        didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the text is masked (a password). Stored; the description does not print such text.
    open var isSecureTextEntry = false

    /// The keyboard traits (`UITextInputTraits`: `keyboardType`, `returnKeyType`, … through
    /// `TextInputTraits`), stored for the code that sets them: ViewTree shows no keyboard of its own.
    public var inputTraits = TextInputTraitValues()
    /// `inputView`: the view shown instead of the system keyboard; stored only.
    open var inputView: View?
    /// `inputAccessoryView`: the view shown above the keyboard; stored only.
    open var inputAccessoryView: View?
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
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentVerticalAlignment = .center
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

    /// A touch up inside begins editing, as a tap on a field does.
    override func didTapInside(_ touch: Touch, with event: ViewTree.Event?) {
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

    /// `placeholder = …; borderStyle = …`, as UITextField's description ends.
    open override func descriptionSuffixFields() -> [String] {
        var fields = super.descriptionSuffixFields()
        if let placeholder { fields.append("placeholder = \(placeholder)") }
        fields.append("borderStyle = \(borderStyle)")
        return fields
    }

    override var libraryClassName: String { "TextField" }
}
