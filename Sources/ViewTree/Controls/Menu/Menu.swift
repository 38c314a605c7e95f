import Foundation

/// `UIMenu` (iOS 13): a titled list of actions and submenus, shown by a button (`Button.menu`), a bar button
/// item (`BarButtonItem.menu`) or a context-menu interaction. Immutable once made, as UIKit's (its children are
/// `let`; `replacingChildren(_:)` makes a new menu); the actions in it are objects whose `state` may change.
///
/// ViewTree draws no menu: a test *chooses* an item with `performAction(titled:sender:)` (what a tap on the
/// item does), and reads what would be shown from `visibleChildren`.
public final class Menu: MenuElement {
    /// `UIMenu.Identifier`: names a menu (system menus have reverse-DNS names).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `UIMenu.Options` (UIMenu.h values).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Options from a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown inline in its parent, with separators, not as a submenu (1 << 0).
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its title is shown in red (1 << 1).
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one of its actions is `.on`: choosing one turns the others off (iOS 15, 1 << 5).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Shown as a row of small items (iOS 17, 1 << 7).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// `UIMenu.ElementSize` (iOS 16; UIMenu.h values): how large the menu's children are shown.
    public enum ElementSize: Int, Sendable, Hashable {
        /// The system chooses for the context (iOS 17, -1).
        case automatic = -1
        /// A row of icons side by side, no titles (0).
        case small = 0
        /// Side by side, an icon over its title (1): the edit menu's look.
        case medium = 1
        /// Full-width rows (2): the menu's look before iOS 16.
        case large = 2
    }

    /// `identifier`: as given, or an empty one (UIKit generates a unique string; ViewTree keeps output the same every run).
    public let identifier: Identifier
    /// `options`.
    public let options: Options
    /// `children`: the actions and submenus, in order.
    public let children: [MenuElement]
    /// `preferredElementSize` (iOS 16): how large the children are shown; the one property of a menu that may change
    /// after it is made, as in UIKit. Kept for code and tests to read: ViewTree draws no menu.
    public var preferredElementSize: ElementSize

    /// `preferredElementSize` when none is given: `.automatic`, the default of the initializer's parameter in the
    /// iOS 17 SDK (`UIMenu.ElementSize.automatic`, "Automatically determine the appropriate element size for the
    /// current context"; iOS 16 had no `.automatic` and defaulted to `.large`).
    public static let defaultElementSize = ElementSize.automatic

    /// `UIMenu(title:subtitle:image:identifier:options:preferredElementSize:children:)`.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = Menu.defaultElementSize,
                children: [MenuElement] = []) {
        self.identifier = identifier ?? Identifier(rawValue: "")
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// `replacingChildren(_:)`: the same menu (its element size too) with other children.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
             preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The children a menu shows: every child not `.hidden`, with what each deferred element provided in its place.
    public var visibleChildren: [MenuElement] {
        resolvedChildren.filter { !(($0 as? Action)?.attributes.contains(.hidden) ?? false) }
    }

    /// Every action of this menu and its submenus, depth first, as the menu lists them (a deferred element's
    /// provided actions included).
    public var allActions: [Action] {
        var all: [Action] = []
        walkActions { action, _ in all.append(action); return false }
        return all
    }

    /// `selectedElements` (iOS 16): the actions that are `.on`, depth first.
    public var selectedElements: [MenuElement] { allActions.filter { $0.state == .on } }

    /// Chooses the first action titled `title` (depth first, through submenus), as a tap on it does: an action
    /// that is hidden or disabled is not chosen. In a `.singleSelection` menu the chosen action turns `.on` and
    /// its siblings `.off` before its handler runs. Returns whether an action ran.
    @discardableResult
    public func performAction(titled title: String, sender: Any? = nil) -> Bool {
        guard let (action, menu) = choosableAction(titled: title) else { return false }
        if menu.options.contains(.singleSelection) {
            for case let sibling as Action in menu.resolvedChildren { sibling.state = sibling === action ? .on : .off }
        }
        action.perform(sender: sender)
        return true
    }

    /// The first visible, enabled action titled `title` (depth first), and the menu that holds it: the action a
    /// tap on that title chooses.
    func choosableAction(titled title: String) -> (action: Action, menu: Menu)? {
        var found: (action: Action, menu: Menu)?
        walkActions { action, menu in
            guard action.title == title, action.attributes.isDisjoint(with: [.hidden, .disabled]) else { return false }
            found = (action, menu)
            return true
        }
        return found
    }

    /// Visits the actions a shown menu lists, depth first through its submenus, each with the menu listing it, until
    /// `visit` returns `true`. A menu met again inside itself is not walked again, with a diagnostic: menus cannot
    /// change, so the only such cycle is a deferred element that provided a menu holding that very element (walking
    /// it overflowed the stack). A loop with a stack of its own, in the same order: a menu nested 20,000 deep
    /// overflowed the call stack when each level was a call.
    private func walkActions(_ visit: (Action, Menu) -> Bool) {
        var frames: [(menu: Menu, children: [MenuElement], next: Int)] = [(self, resolvedChildren, 0)]
        var path: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let top = frames.indices.last {
            guard frames[top].next < frames[top].children.count else {
                path.remove(ObjectIdentifier(frames[top].menu))
                frames.removeLast()
                continue
            }
            let child = frames[top].children[frames[top].next]
            frames[top].next += 1
            if let action = child as? Action {
                if visit(action, frames[top].menu) { return }
            } else if let submenu = child as? Menu {
                guard path.insert(ObjectIdentifier(submenu)).inserted else {
                    Simulation.current?.report(Diagnostic(code: .invalidValue, subject: "UIMenu \"\(submenu.title)\"",
                        message: "the menu lists itself (a deferred element provided a menu holding that element); its elements are listed once, not again inside themselves"))
                    continue
                }
                frames.append((submenu, submenu.resolvedChildren, 0))
            }
        }
    }
}
