import Foundation
import ViewTree

/// `UITextView`: ViewTree's `TextView`.
public typealias UITextView = TextView
/// `UITextViewDelegate`: ViewTree's `TextViewDelegate`.
public typealias UITextViewDelegate = TextViewDelegate
/// `UIKeyInput`: ViewTree's `KeyInput` (a responder that adopts it brings up the keyboard as first responder).
public typealias UIKeyInput = KeyInput
/// `UIDataDetectorTypes`: ViewTree's `DataDetectorTypes`.
public typealias UIDataDetectorTypes = DataDetectorTypes
/// `UITextItemInteraction`: ViewTree's `TextItemInteraction`.
public typealias UITextItemInteraction = TextItemInteraction
/// `NSTextAlignment`: ViewTree's `TextAlignment`.
public typealias NSTextAlignment = TextAlignment
/// `NSTextContainer`: ViewTree's `TextContainer`.
public typealias NSTextContainer = TextContainer
/// `UIFont`: ViewTree's `Font` (a point size and a name; metrics from the system font's ratios).
public typealias UIFont = Font

extension Font {
    /// `UIFont.Weight`: a font weight, with UIKit's values (`.regular` is 0, `.bold` 0.4). ViewTree's text
    /// metrics depend on the point size only, so the weight is kept in the font's name.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight, from -1 (ultra light) to 1 (black), as UIKit's `UIFont.Weight.rawValue`.
        public var rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's `UIFontWeightUltraLight`, -0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// UIKit's `UIFontWeightThin`, -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// UIKit's `UIFontWeightLight`, -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// UIKit's `UIFontWeightRegular`, 0.
        public static let regular = Weight(rawValue: 0)
        /// UIKit's `UIFontWeightMedium`, 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// UIKit's `UIFontWeightSemibold`, 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// UIKit's `UIFontWeightBold`, 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// UIKit's `UIFontWeightHeavy`, 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// UIKit's `UIFontWeightBlack`, 0.62.
        public static let black = Weight(rawValue: 0.62)
    }

    /// `UIFont.boldSystemFont(ofSize:)`: the system font, bold (same metrics in ViewTree).
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: systemFont(ofSize: size).pointSize, name: systemFontName + "-Bold")
    }

    /// `UIFont.italicSystemFont(ofSize:)`: the system font, italic (same metrics in ViewTree).
    public static func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(pointSize: systemFont(ofSize: size).pointSize, name: systemFontName + "-Italic")
    }

    /// `UIFont.systemFont(ofSize:weight:)`: the system font at a weight (same metrics in ViewTree).
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        weight == .regular ? systemFont(ofSize: size)
            : Font(pointSize: systemFont(ofSize: size).pointSize, name: systemFontName + "-W\(UIKitFormat.number(weight.rawValue))")
    }

    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)` (iOS 9): the system font with tabular digits; the same
    /// metrics as `systemFont(ofSize:weight:)` in ViewTree, whose text measurement gives every digit one width.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        let base = systemFont(ofSize: size, weight: weight)
        return Font(pointSize: base.pointSize, name: base.name + "-MonospacedDigits")
    }

    /// `UIFont(name:size:)`: a font by name. UIKit returns `nil` for a name it does not know; ViewTree has
    /// no font files, so every name is known and measured like the system font.
    public convenience init?(name: String, size: CGFloat) {
        guard size.isFinite, size >= 0 else { return nil }
        self.init(pointSize: size, name: name)
    }
}

/// `UIFontDescriptor`: ViewTree's `FontDescriptor` (a name, a size, bold and italic).
public typealias UIFontDescriptor = FontDescriptor

/// `UIFontMetrics`: ViewTree's `FontMetrics` (scales by the world's content size category).
public typealias UIFontMetrics = FontMetrics

/// `NSLineBreakMode`: ViewTree's `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// `UIBaselineAdjustment`: ViewTree's `BaselineAdjustment`.
public typealias UIBaselineAdjustment = BaselineAdjustment
/// `UIKeyboardType`: ViewTree's `KeyboardType`.
public typealias UIKeyboardType = KeyboardType
/// `UIKeyboardAppearance`: ViewTree's `KeyboardAppearance`.
public typealias UIKeyboardAppearance = KeyboardAppearance
/// `UIReturnKeyType`: ViewTree's `ReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType
/// `UITextAutocapitalizationType`: ViewTree's `TextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// `UITextAutocorrectionType`: ViewTree's `TextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// `UITextSpellCheckingType`: ViewTree's `TextSpellCheckingType`.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// `UITextSmartQuotesType`: ViewTree's `TextSmartQuotesType`.
public typealias UITextSmartQuotesType = TextSmartQuotesType
/// `UITextSmartDashesType`: ViewTree's `TextSmartDashesType`.
public typealias UITextSmartDashesType = TextSmartDashesType
/// `UITextSmartInsertDeleteType`: ViewTree's `TextSmartInsertDeleteType`.
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType
/// `UITextInput`: ViewTree's `TextInput` (adopted by `UITextField` and `UITextView`).
public typealias UITextInput = TextInput
/// `UITextPosition`: ViewTree's `TextPosition` (a UTF-16 offset).
public typealias UITextPosition = TextPosition
/// `UITextRange`: ViewTree's `TextRange`.
public typealias UITextRange = TextRange
/// `UITextSelectionRect`: ViewTree's `TextSelectionRect`.
public typealias UITextSelectionRect = TextSelectionRect
/// `UITextLayoutDirection`: ViewTree's `TextLayoutDirection`.
public typealias UITextLayoutDirection = TextLayoutDirection
/// `UITextInputPasswordRules`: ViewTree's `TextInputPasswordRules`.
public typealias UITextInputPasswordRules = TextInputPasswordRules

/// `NSTextStorage`: ViewTree's `TextStorage`.
public typealias NSTextStorage = TextStorage
/// `NSTextStorageDelegate`: ViewTree's `TextStorageDelegate`.
public typealias NSTextStorageDelegate = TextStorageDelegate
/// `NSLayoutManager`: ViewTree's `LayoutManager`.
public typealias NSLayoutManager = LayoutManager
/// `NSLayoutManagerDelegate`: ViewTree's `LayoutManagerDelegate`.
public typealias NSLayoutManagerDelegate = LayoutManagerDelegate

extension NSMutableAttributedString {
    /// `NSMutableAttributedString()`: an empty string (Linux Foundation has only `init(string:)`; a porting aid).
    public convenience init() { self.init(string: "") }
}

/// `UITextChecker`: ViewTree's `TextChecker` (against the world's `spelling` dictionaries, which a test gives).
public typealias UITextChecker = TextChecker

// MARK: Swift 4.0–4.1's keyboard names

extension Notification.Name {
    /// Swift 4.0–4.1's `.UIKeyboardWillShow` (`UIResponder.keyboardWillShowNotification`).
    public static let UIKeyboardWillShow = Responder.keyboardWillShowNotification
    /// Swift 4.0–4.1's `.UIKeyboardDidShow`.
    public static let UIKeyboardDidShow = Responder.keyboardDidShowNotification
    /// Swift 4.0–4.1's `.UIKeyboardWillHide`.
    public static let UIKeyboardWillHide = Responder.keyboardWillHideNotification
    /// Swift 4.0–4.1's `.UIKeyboardDidHide`.
    public static let UIKeyboardDidHide = Responder.keyboardDidHideNotification
    /// Swift 4.0–4.1's `.UIKeyboardWillChangeFrame`.
    public static let UIKeyboardWillChangeFrame = Responder.keyboardWillChangeFrameNotification
    /// Swift 4.0–4.1's `.UIKeyboardDidChangeFrame`.
    public static let UIKeyboardDidChangeFrame = Responder.keyboardDidChangeFrameNotification
}

/// Swift 4.0–4.1's global `UIKeyboardFrameEndUserInfoKey` (`UIResponder.keyboardFrameEndUserInfoKey`).
public let UIKeyboardFrameEndUserInfoKey = Responder.keyboardFrameEndUserInfoKey
/// Swift 4.0–4.1's global `UIKeyboardFrameBeginUserInfoKey`.
public let UIKeyboardFrameBeginUserInfoKey = Responder.keyboardFrameBeginUserInfoKey
/// Swift 4.0–4.1's global `UIKeyboardAnimationDurationUserInfoKey`.
public let UIKeyboardAnimationDurationUserInfoKey = Responder.keyboardAnimationDurationUserInfoKey
/// Swift 4.0–4.1's global `UIKeyboardAnimationCurveUserInfoKey`.
public let UIKeyboardAnimationCurveUserInfoKey = Responder.keyboardAnimationCurveUserInfoKey
