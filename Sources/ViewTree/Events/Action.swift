import Foundation

/// A closure-based action: ViewTree's `UIAction` (iOS 14). Controls run it for their events
/// (`addAction(_:for:)`), bar button items as their primary action, and menus (`Menu`) as an item; the
/// handler receives the action, whose `sender` is the object that performed it.
///
/// A class, as `UIAction` is: a menu's pop-up button changes its actions' `state`, and code sets
/// `action.state = .on` or `action.attributes = .disabled` on an action it keeps.
///
/// ```
/// button.addAction(Action(title: "Save") { action in
///     print(action.sender as? Button as Any)
/// }, for: .touchUpInside)
/// ```
///
/// A handler that captures the control or its view controller keeps it alive (as in UIKit): capture
/// it `weak` (`{ [weak self] _ in … }`).
public final class Action: MenuElement {
    /// `UIAction.Identifier`: names an action, so a control can replace or remove it.
    ///
    /// An action made without an identifier gets a unique anonymous one (UIKit generates a unique
    /// string; ViewTree uses identity instead, so output stays the same bytes every run): copies of
    /// the action share it, two actions never do.
    public struct Identifier: Hashable, RawRepresentable, Sendable, CustomStringConvertible {
        /// The name (empty for an anonymous identifier).
        public let rawValue: String
        private let anonymous: AnonymousToken?

        /// An identifier named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
            anonymous = nil
        }

        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.init(rawValue: rawValue) }

        init(anonymous token: AnonymousToken) {
            rawValue = ""
            anonymous = token
        }

        /// Two named identifiers are equal when their names are; an anonymous one equals only its copies.
        public static func == (a: Identifier, b: Identifier) -> Bool {
            a.rawValue == b.rawValue && a.anonymous === b.anonymous
        }

        /// Hashes the name and, for an anonymous identifier, its identity.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(rawValue)
            if let anonymous { hasher.combine(ObjectIdentifier(anonymous)) }
        }

        /// The name, or `<anonymous>`.
        public var description: String { anonymous == nil ? rawValue : "<anonymous>" }
    }

    /// Identity for an anonymous identifier.
    final class AnonymousToken: Sendable {}

    /// `attributes`: disabled, destructive, hidden, keeps the menu presented.
    public var attributes: MenuElement.Attributes
    /// `state`: the check mark a menu shows (`.on` for the chosen item of a single-selection menu).
    public var state: MenuElement.State
    /// The identifier.
    public let identifier: Identifier
    /// A longer title for the keyboard shortcut overlay, if any.
    public var discoverabilityTitle: String?
    /// The object that performed the action: set while the handler runs, `nil` otherwise.
    public internal(set) var sender: Any?
    let handler: (Action) -> Void

    /// `UIAction(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: MenuElement.Attributes = [],
                state: MenuElement.State = .off, handler: @escaping (Action) -> Void) {
        self.identifier = identifier ?? Identifier(anonymous: AnonymousToken())
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` set for the call's duration (restored after it, so an action performed
    /// from its own handler sees its own sender and the outer call keeps its own).
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
