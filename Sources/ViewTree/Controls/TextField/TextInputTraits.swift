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

/// `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable, CaseIterable {
    case `default` = 0, no = 1, yes = 2
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
    /// The defaults.
    public init() {}
}

/// `UITextInputTraits` for a class that stores `TextInputTraitValues`: `TextField` and `TextView`.
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
    /// `enablesReturnKeyAutomatically`; default `false`.
    public var enablesReturnKeyAutomatically: Bool {
        get { inputTraits.enablesReturnKeyAutomatically }
        set { inputTraits.enablesReturnKeyAutomatically = newValue }
    }
}
