import Foundation

// `UITextInputTraits`: what the keyboard a text field or text view brings up looks like. ViewTree shows
// no keyboard of its own, so these are stored for the code that sets and reads them. Raw values are
// UIKit's.

/// `UIKeyboardType`.
public enum KeyboardType: Int, Sendable, CaseIterable {
    case `default` = 0, asciiCapable = 1, numbersAndPunctuation = 2, URL = 3, numberPad = 4, phonePad = 5
    case namePhonePad = 6, emailAddress = 7, decimalPad = 8, twitter = 9, webSearch = 10, asciiCapableNumberPad = 11
}

/// `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable, CaseIterable {
    case `default` = 0, go = 1, google = 2, join = 3, next = 4, route = 5, search = 6, send = 7, yahoo = 8
    case done = 9, emergencyCall = 10, `continue` = 11
}

/// `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable, CaseIterable {
    case none = 0, words = 1, sentences = 2, allCharacters = 3
}

/// `UIKeyboardAppearance`: light or dark keys. `.alert` is UIKit's older name for `.dark` (same raw value).
public enum KeyboardAppearance: Int, Sendable, CaseIterable {
    case `default` = 0, dark = 1, light = 2
    /// `UIKeyboardAppearanceAlert` (deprecated): the same as `.dark`.
    public static let alert = KeyboardAppearance.dark
}

/// `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable, CaseIterable {
    case `default` = 0, no = 1, yes = 2
}

/// `UITextSpellCheckingType`.
public enum TextSpellCheckingType: Int, Sendable, CaseIterable {
    case `default` = 0, no = 1, yes = 2
}

/// `UITextSmartQuotesType` (iOS 11).
public enum TextSmartQuotesType: Int, Sendable, CaseIterable {
    case `default` = 0, no = 1, yes = 2
}

/// `UITextSmartDashesType` (iOS 11).
public enum TextSmartDashesType: Int, Sendable, CaseIterable {
    case `default` = 0, no = 1, yes = 2
}

/// `UITextSmartInsertDeleteType` (iOS 11).
public enum TextSmartInsertDeleteType: Int, Sendable, CaseIterable {
    case `default` = 0, no = 1, yes = 2
}

/// `UITextContentType`: a string-backed kind of text for AutoFill. Stored: ViewTree has no AutoFill. The raw
/// strings are the HTML `autocomplete` tokens UIKit's constants hold as printed at run time (`"username"`,
/// `"one-time-code"`, …; **ours**: the headers declare the constants, not their values), so code compares by name.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = TextContentType("name")
    public static let givenName = TextContentType("given-name")
    public static let familyName = TextContentType("family-name")
    public static let nickname = TextContentType("nickname")
    public static let organizationName = TextContentType("organization")
    public static let fullStreetAddress = TextContentType("street-address")
    public static let addressCity = TextContentType("address-level2")
    public static let postalCode = TextContentType("postal-code")
    public static let countryName = TextContentType("country-name")
    public static let telephoneNumber = TextContentType("tel")
    public static let emailAddress = TextContentType("email")
    public static let URL = TextContentType("url")
    public static let creditCardNumber = TextContentType("cc-number")
    public static let username = TextContentType("username")
    public static let password = TextContentType("password")
    public static let newPassword = TextContentType("new-password")
    public static let oneTimeCode = TextContentType("one-time-code")
}

/// The keyboard traits both `TextField` and `TextView` store, with UIKit's defaults (UITextInputTraits
/// documentation: keyboard `.default`, return key `.default`, autocapitalization `.sentences`,
/// autocorrection `.default`).
public struct TextInputTraitValues: Sendable, Equatable {
    public var keyboardType = KeyboardType.default
    public var returnKeyType = ReturnKeyType.default
    public var autocapitalizationType = TextAutocapitalizationType.sentences
    public var autocorrectionType = TextAutocorrectionType.default
    public var enablesReturnKeyAutomatically = false
    public var keyboardAppearance = KeyboardAppearance.default
    public var textContentType: TextContentType?
    public var spellCheckingType = TextSpellCheckingType.default
    public var smartQuotesType = TextSmartQuotesType.default
    public var smartDashesType = TextSmartDashesType.default
    public var smartInsertDeleteType = TextSmartInsertDeleteType.default
    public var passwordRules: TextInputPasswordRules?
    /// The defaults.
    public init() {}
}

/// `UITextInputPasswordRules` (iOS 12): the rules AutoFill follows when it suggests a password, in Apple's rules
/// language (`"minlength: 8; required: digit;"`). Stored: ViewTree suggests no passwords.
public final class TextInputPasswordRules: Sendable, Equatable {
    /// `passwordRulesDescriptor`.
    public let passwordRulesDescriptor: String
    /// `init(descriptor:)`.
    public init(descriptor: String) { passwordRulesDescriptor = descriptor }
    public static func == (lhs: TextInputPasswordRules, rhs: TextInputPasswordRules) -> Bool {
        lhs.passwordRulesDescriptor == rhs.passwordRulesDescriptor
    }
}

/// `UITextInputTraits` for a class that stores `TextInputTraitValues`: `TextField` and `TextView`, and
/// `SearchBar`, whose traits are its search field's.
public protocol TextInputTraits: AnyObject {
    /// The stored traits.
    var inputTraits: TextInputTraitValues { get set }
}

extension TextInputTraits {
    /// `keyboardType`; default `.default`.
    public var keyboardType: KeyboardType {
        get { inputTraits.keyboardType }
        set { inputTraits.keyboardType = newValue }
    }
    /// `returnKeyType`; default `.default`.
    public var returnKeyType: ReturnKeyType {
        get { inputTraits.returnKeyType }
        set { inputTraits.returnKeyType = newValue }
    }
    /// `autocapitalizationType`; default `.sentences`.
    public var autocapitalizationType: TextAutocapitalizationType {
        get { inputTraits.autocapitalizationType }
        set { inputTraits.autocapitalizationType = newValue }
    }
    /// `autocorrectionType`; default `.default`.
    public var autocorrectionType: TextAutocorrectionType {
        get { inputTraits.autocorrectionType }
        set { inputTraits.autocorrectionType = newValue }
    }
    /// `textContentType` (iOS 10): what the text is, for AutoFill (`.emailAddress`, `.password`, …); default nil.
    public var textContentType: TextContentType? {
        get { inputTraits.textContentType }
        set { inputTraits.textContentType = newValue }
    }
    /// `passwordRules` (iOS 12); default nil. Stored.
    public var passwordRules: TextInputPasswordRules? {
        get { inputTraits.passwordRules }
        set { inputTraits.passwordRules = newValue }
    }
    /// `keyboardAppearance`; default `.default`.
    public var keyboardAppearance: KeyboardAppearance {
        get { inputTraits.keyboardAppearance }
        set { inputTraits.keyboardAppearance = newValue }
    }
    /// `spellCheckingType`; default `.default`.
    public var spellCheckingType: TextSpellCheckingType {
        get { inputTraits.spellCheckingType }
        set { inputTraits.spellCheckingType = newValue }
    }
    /// `smartQuotesType` (iOS 11); default `.default`.
    public var smartQuotesType: TextSmartQuotesType {
        get { inputTraits.smartQuotesType }
        set { inputTraits.smartQuotesType = newValue }
    }
    /// `smartDashesType` (iOS 11); default `.default`.
    public var smartDashesType: TextSmartDashesType {
        get { inputTraits.smartDashesType }
        set { inputTraits.smartDashesType = newValue }
    }
    /// `smartInsertDeleteType` (iOS 11); default `.default`.
    public var smartInsertDeleteType: TextSmartInsertDeleteType {
        get { inputTraits.smartInsertDeleteType }
        set { inputTraits.smartInsertDeleteType = newValue }
    }
    /// `enablesReturnKeyAutomatically`; default `false`.
    public var enablesReturnKeyAutomatically: Bool {
        get { inputTraits.enablesReturnKeyAutomatically }
        set { inputTraits.enablesReturnKeyAutomatically = newValue }
    }
}
