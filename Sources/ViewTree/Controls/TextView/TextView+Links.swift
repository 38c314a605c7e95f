import Foundation

/// `UIDataDetectorTypes`: what a non-editable text view turns into links (UIKit's bit values).
public struct DataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers (bit 0).
    public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
    /// URLs (bit 1).
    public static let link = DataDetectorTypes(rawValue: 1 << 1)
    /// Addresses (bit 2).
    public static let address = DataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times (bit 3).
    public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers (bit 4, iOS 10).
    public static let shipmentTrackingNumber = DataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers (bit 5, iOS 10).
    public static let flightNumber = DataDetectorTypes(rawValue: 1 << 5)
    /// Lookup suggestions (bit 6, iOS 10).
    public static let lookupSuggestion = DataDetectorTypes(rawValue: 1 << 6)
    /// Every kind (`NSUIntegerMax`).
    public static let all = DataDetectorTypes(rawValue: .max)
}

/// `UITextItemInteraction` (iOS 10): how the user touched a link or an attachment.
public enum TextItemInteraction: Int, Sendable {
    /// A tap: the default action (opening the URL).
    case invokeDefaultAction = 0
    /// A long press: the action sheet.
    case presentActions = 1
    /// A 3D Touch preview.
    case preview = 2
}

extension TextView {
    /// Plays the user's tap on the link at `characterIndex` (UTF-16, in `attributedText`): the delegate's
    /// `textView(_:shouldInteractWith:in:interaction:)` is asked with the link's URL (a `.link` attribute, a URL
    /// or a string) and its range; when it answers `true`, the app opens the URL (`simulation.application.open(_:)`, recorded
    /// in `openedURLs`). Returns the URL the tap reached, or nil where there is no link. UIKit follows links only
    /// in a selectable text view that is not editable (UITextView documentation: "Links in text views are
    /// interactive only if the text view is selectable but noneditable").
    @discardableResult
    public func tapLink(at characterIndex: Int) -> URL? {
        guard isSelectable, !isEditable, let text = attributedText, characterIndex >= 0, characterIndex < text.length else { return nil }
        var range = NSRange(location: 0, length: 0)
        let value = text.attribute(.link, at: characterIndex, effectiveRange: &range)
        guard let url = value as? URL ?? (value as? String).flatMap(URL.init(string:)) else { return nil }
        let allowed = (delegate as? TextViewDelegate)?.textView(self, shouldInteractWith: url, in: range,
                                                              interaction: .invokeDefaultAction) ?? true
        if allowed { simulation?.application.open(url) }
        return url
    }

    /// Plays the user's tap on the text attachment at `characterIndex` (UTF-16, in `attributedText`): the delegate's
    /// `textView(_:shouldInteractWith:in:interaction:)` for attachments is asked with the attachment, its range and
    /// `.invokeDefaultAction` (its default asks iOS 7's `textView(_:shouldInteractWith:in:)`). Returns the
    /// attachment the tap reached, or nil where there is none. As with links, only a selectable text view that is not
    /// editable answers (UITextView documentation); the default action of an attachment (its image's share menu) is
    /// UIKit's, and nothing in ViewTree follows it.
    @discardableResult
    public func tapAttachment(at characterIndex: Int) -> NSTextAttachment? {
        guard isSelectable, !isEditable, let text = attributedText, characterIndex >= 0, characterIndex < text.length else { return nil }
        var range = NSRange(location: 0, length: 0)
        guard let attachment = text.attribute(.attachment, at: characterIndex, effectiveRange: &range) as? NSTextAttachment else { return nil }
        _ = (delegate as? TextViewDelegate)?.textView(self, shouldInteractWith: attachment, in: range,
                                                      interaction: .invokeDefaultAction)
        return attachment
    }
}
