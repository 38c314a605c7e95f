import Foundation

/// `UIMenuElement` (iOS 13): what a menu holds, an action (`Action`) or a submenu (`Menu`). An abstract class,
/// as UIKit's: make an `Action` or a `Menu`.
open class MenuElement {
    /// `title`.
    public var title: String
    /// `subtitle` (iOS 15): a second line under the title.
    public var subtitle: String?
    /// `image`: shown beside the title.
    public var image: Image?

    /// Used by `Action` and `Menu`.
    init(title: String, subtitle: String?, image: Image?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// `UIMenuElement.Attributes` (UIMenuElement.h values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Attributes from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed and cannot be chosen (1 << 0).
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red (1 << 1).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown (1 << 2).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after it is chosen (iOS 16, 1 << 3).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// `UIMenuElement.State` (UIMenuElement.h values): the check mark beside an action.
    public enum State: Int, Sendable, Hashable {
        /// No check mark.
        case off = 0
        /// A check mark.
        case on = 1
        /// A dash (some, not all).
        case mixed = 2
    }
}
