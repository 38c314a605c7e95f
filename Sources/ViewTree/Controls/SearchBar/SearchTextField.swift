import Foundation

/// `UISearchToken` (iOS 13): a token in a search field — an icon and a text standing for a search criterion, with
/// the app's `representedObject`.
open class SearchToken {
    /// The token's icon (`init(icon:text:)`).
    public let icon: Image?
    /// The token's text.
    public let text: String
    /// `representedObject`: the app's value for the token. Default `nil`.
    open var representedObject: Any?

    /// `init(icon:text:)`.
    public init(icon: Image?, text: String) {
        self.icon = icon
        self.text = text
    }
}

/// `UISearchTextField` (iOS 13): the text field inside a search bar. Besides text it holds `tokens`, which always
/// come before the text ("Tokens always occur contiguously before any text in the search field", UISearchTextField's
/// documentation);
/// with `allowsDeletingTokens`, the delete key at the start of the text removes the last token, as the keyboard does.
open class SearchTextField: TextField {
    private var storedTokens: [SearchToken] = []

    /// A search field's own placeholder label and glass are not modelled (UIKit's `UISearchTextFieldLabel`): it draws
    /// its placeholder and text without subviews.
    override var drawsTextInPrivateSubviews: Bool { false }

    /// `tokens`: the tokens, in order. Setting it replaces them all.
    open var tokens: [SearchToken] {
        get { storedTokens }
        set { storedTokens = newValue }
    }

    /// `tokenBackgroundColor`: the tokens' background; `nil` (the default) for the tint. Stored.
    open var tokenBackgroundColor: Color?
    /// `allowsDeletingTokens`: whether the user can delete tokens. Default `true`.
    open var allowsDeletingTokens = true
    /// `allowsCopyingTokens`: whether the user can copy tokens. Default `true`. Stored.
    open var allowsCopyingTokens = true

    /// `insertToken(_:at:)`: puts `token` at `tokenIndex` (0…`tokens.count`); an index outside that is refused with
    /// a diagnostic (UIKit raises a range exception) and the tokens are unchanged.
    open func insertToken(_ token: SearchToken, at tokenIndex: Int) {
        guard (0...storedTokens.count).contains(tokenIndex) else {
            return reject(.invalidValue, "insertToken(_:at: \(tokenIndex)): the field has \(storedTokens.count) tokens; nothing inserted")
        }
        storedTokens.insert(token, at: tokenIndex)
    }

    /// `removeToken(at:)`: removes the token at `tokenIndex`; an index outside the tokens is refused with a
    /// diagnostic and the tokens are unchanged.
    open func removeToken(at tokenIndex: Int) {
        guard storedTokens.indices.contains(tokenIndex) else {
            return reject(.invalidValue, "removeToken(at: \(tokenIndex)): the field has \(storedTokens.count) tokens; nothing removed")
        }
        storedTokens.remove(at: tokenIndex)
    }

    /// The delete key: at the start of the text (no selection), with tokens and `allowsDeletingTokens`, it removes
    /// the last token (ours: sending no event — what UIKit tells the app then is not documented); otherwise it
    /// deletes text as a text field does.
    open override func deleteBackward() {
        if editing, storedSelection.location == 0, storedSelection.length == 0, allowsDeletingTokens, !storedTokens.isEmpty {
            storedTokens.removeLast()
            return
        }
        super.deleteBackward()
    }

    override var libraryClassName: String { "SearchTextField" }
}
