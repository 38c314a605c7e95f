import Foundation

/// `UIMenuSystem` (iOS 13): the menu system a builder edits — the main menu bar (`main`, iPad and Mac Catalyst)
/// or context menus (`context`).
public final class MenuSystem: Sendable, Hashable, CustomStringConvertible {
    /// `main`: the main menu bar.
    public static let main = MenuSystem(name: "main")
    /// `context`: context menus.
    public static let context = MenuSystem(name: "context")

    private let name: String
    private init(name: String) { self.name = name }

    /// `setNeedsRebuild()`: asks for the menus to be built again. ViewTree builds a main menu each time one is asked
    /// for (`MainMenuBuilder.mainMenu(builtBy:)`), so there is nothing to mark.
    public func setNeedsRebuild() {}
    /// `setNeedsRevalidate()`: asks for the commands to be validated again (nothing to mark, as above).
    public func setNeedsRevalidate() {}

    /// `main` or `context`.
    public var description: String { name }

    /// The same system (compared by identity, as UIKit's objects are).
    public static func == (lhs: MenuSystem, rhs: MenuSystem) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIMenuBuilder` (iOS 13): what `Responder.buildMenu(with:)` edits — menus found by identifier, inserted next
/// to or inside others, replaced or removed.
public protocol MenuBuilder: AnyObject {
    /// `system`: the menu system being built.
    var system: MenuSystem { get }
    /// `menu(for:)`: the menu with that identifier, if the tree has it.
    func menu(for identifier: Menu.Identifier) -> Menu?
    /// `action(for:)`: the action with that identifier, if the tree has it.
    func action(for identifier: Action.Identifier) -> Action?
    /// `replace(menu:with:)`: puts `replacementMenu` where the menu `replacedIdentifier` is.
    func replace(menu replacedIdentifier: Menu.Identifier, with replacementMenu: Menu)
    /// `replaceChildren(ofMenu:from:)`: gives the menu the children `childrenBlock` makes from its current ones.
    func replaceChildren(ofMenu parentIdentifier: Menu.Identifier, from childrenBlock: ([MenuElement]) -> [MenuElement])
    /// `insertSibling(_:beforeMenu:)`.
    func insertSibling(_ siblingMenu: Menu, beforeMenu siblingIdentifier: Menu.Identifier)
    /// `insertSibling(_:afterMenu:)`.
    func insertSibling(_ siblingMenu: Menu, afterMenu siblingIdentifier: Menu.Identifier)
    /// `insertChild(_:atStartOfMenu:)`.
    func insertChild(_ childMenu: Menu, atStartOfMenu parentIdentifier: Menu.Identifier)
    /// `insertChild(_:atEndOfMenu:)`.
    func insertChild(_ childMenu: Menu, atEndOfMenu parentIdentifier: Menu.Identifier)
    /// `remove(menu:)`: takes the menu (and what it holds) out.
    func remove(menu removedIdentifier: Menu.Identifier)
}
