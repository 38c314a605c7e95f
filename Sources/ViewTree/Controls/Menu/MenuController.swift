import Foundation

/// `UIMenuItem` (iOS 3.2–16): a custom command of the edit menu, shown after the standard ones when the first
/// responder's `canPerformAction(_:withSender:)` accepts its action (`UIMenuController.h`: `menuItems` are "in
/// addition to the standard items").
public final class MenuItem: IdentityHashable {
    /// `title`.
    public var title: String
    /// `action`: the message the command sends up the responder chain.
    public var action: Selector

    /// `init(title:action:)`.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}

/// `UIMenuController` (iOS 3–16, deprecated for `UIEditMenuInteraction`): the edit menu. One per world
/// (`shared`). ViewTree draws no menu: showing it asks the target view's window's first responder, up the
/// responder chain, which commands it can perform — the standard edit actions first, then `menuItems` — and keeps
/// the ones it can in `visibleActions`; with none (or no first responder), no menu shows (the documented
/// precondition: the responder must be first responder and accept the actions in `canPerformAction`).
/// `performMenuAction(_:)` (**ours**) plays a tap on a command.
public final class MenuController: IdentityHashable {
    /// `UIMenuController.ArrowDirection`, with UIKit's raw values (`UIMenuController.h`: `UIMenuControllerArrowDefault`
    /// = 0, then up, down, left, right).
    public enum ArrowDirection: Int, Sendable {
        /// `.default`: UIKit chooses (above the target rect, or below when there is no room).
        case `default` = 0
        /// `.up`.
        case up = 1
        /// `.down`.
        case down = 2
        /// `.left`.
        case left = 3
        /// `.right`.
        case right = 4
    }

    /// `UIMenuController.willShowMenuNotification`.
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// `UIMenuController.didShowMenuNotification`.
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// `UIMenuController.willHideMenuNotification`.
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// `UIMenuController.didHideMenuNotification`.
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")

    /// The standard commands in the order the menu lists them (`UIMenuController` documentation: "the Cut, Copy,
    /// Paste, Select, Select All, and Delete commands"; the `UIResponderStandardEditActions` methods `cut:`,
    /// `copy:`, `paste:`, `select:`, `selectAll:`, `delete:`).
    public static let standardActions: [Selector] = StandardEditCommand.allCases.map(\.selector)

    weak var world: Simulation?

    init(world: Simulation?) { self.world = world }

    /// `shared`: the current world's edit menu (a fresh one, in no world, when none is current).
    public static var shared: MenuController {
        guard let world = Simulation.current else { return MenuController(world: nil) }
        if let controller = world.application.menuController { return controller }
        let controller = MenuController(world: world)
        world.application.menuController = controller
        return controller
    }

    /// `menuItems`: the custom commands, after the standard ones; `nil` by default (`UIMenuController.h`).
    public var menuItems: [MenuItem]?
    /// `arrowDirection`: `.default` by default; kept (ViewTree draws no arrow).
    public var arrowDirection: ArrowDirection = .default

    /// The view the menu points at (**ours**: UIKit keeps it privately).
    public private(set) weak var targetView: View?
    /// The rectangle, in `targetView`'s coordinates, the menu points at (**ours**).
    public private(set) var targetRect: CGRect = .zero
    /// The commands showing, in the menu's order (**ours**): the standard actions, then the `menuItems`' actions,
    /// each one the first responder's chain accepts. Empty while the menu is hidden.
    public private(set) var visibleActions: [Selector] = []
    /// The responder that asked for the commands (the window's first responder when the menu showed).
    private weak var responder: Responder?

    /// `isMenuVisible`: whether the menu shows. Setting it is `setMenuVisible(_:animated: false)`.
    public var isMenuVisible: Bool {
        get { !visibleActions.isEmpty }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// `showMenu(from:rect:)` (iOS 13): points the menu at `targetRect` of `targetView` and shows it. Nothing shows
    /// when `targetView` is in no window, its window has no first responder, or the responder chain accepts no
    /// command; a menu already showing goes first (with its hide notifications).
    public func showMenu(from targetView: View, rect targetRect: CGRect) {
        setTargetRect(targetRect, in: targetView)
        show()
    }

    /// `hideMenu()` (iOS 13): hides the menu, posting the will/did hide notifications; nothing when it is hidden.
    public func hideMenu() {
        guard isMenuVisible else { return }
        post(Self.willHideMenuNotification)
        visibleActions = []
        responder = nil
        post(Self.didHideMenuNotification)
    }

    /// `hideMenu(from:)` (iOS 13): hides the menu when it points at `targetView`.
    public func hideMenu(from targetView: View) {
        guard targetView === self.targetView else { return }
        hideMenu()
    }

    /// `setTargetRect(_:in:)` (deprecated in iOS 13): where the next `setMenuVisible(true…)` points the menu.
    public func setTargetRect(_ targetRect: CGRect, in targetView: View) {
        self.targetView = targetView
        self.targetRect = targetRect
    }

    /// `setMenuVisible(_:animated:)` (deprecated in iOS 13): shows the menu at the last target rect (see
    /// `showMenu(from:rect:)`), or hides it. ViewTree's menu does not animate.
    public func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible { show() } else { hideMenu() }
    }

    /// `update()`: asks the first responder again which commands it accepts (after `menuItems` changed, say); the
    /// menu hides when none is left.
    public func update() {
        guard isMenuVisible, let responder else { return }
        let actions = acceptedActions(of: responder)
        if actions.isEmpty { hideMenu() } else { visibleActions = actions }
    }

    /// Taps the command `action` (**ours**): the menu hides, then the action goes to the first responder in the
    /// chain that accepts it, with the menu controller as sender, as UIKit sends it. Only the standard edit
    /// actions can be sent (Linux Swift cannot perform a custom selector): a custom command hides the menu and is
    /// reported as an `.invalidValue` diagnostic naming it. A command not showing is refused with `.invalidValue`
    /// and the menu kept. Returns the responder that received a standard action.
    @discardableResult
    public func performMenuAction(_ action: Selector) -> Responder? {
        guard visibleActions.contains(action), let responder else {
            world?.report(Diagnostic(code: .invalidValue, subject: "UIMenuController",
                message: "performMenuAction(\(action.name)): the menu does not show that command (showing: \(visibleActions.map(\.name)))"))
            return nil
        }
        hideMenu()
        guard let target = responder.target(forAction: action, withSender: self) as? Responder else { return nil }
        guard let command = StandardEditCommand(rawValue: action.name) else {
            world?.report(Diagnostic(code: .invalidValue, subject: "UIMenuController",
                message: "the menu command \(action.name) was chosen, but Linux Swift cannot perform a selector; \(type(of: target)) received nothing"))
            return nil
        }
        command.send(to: target, sender: self)
        return target
    }

    private func show() {
        if isMenuVisible { hideMenu() }
        guard let window = targetView?.window, let first = window.firstResponder else { return }
        let actions = acceptedActions(of: first)
        guard !actions.isEmpty else { return }
        post(Self.willShowMenuNotification)
        responder = first
        visibleActions = actions
        post(Self.didShowMenuNotification)
    }

    private func acceptedActions(of responder: Responder) -> [Selector] {
        var actions: [Selector] = []
        for action in Self.standardActions + (menuItems ?? []).map(\.action) where !actions.contains(action) {
            if responder.target(forAction: action, withSender: self) != nil { actions.append(action) }
        }
        return actions
    }

    private func post(_ name: Notification.Name) {
        world?.notificationCenter.post(name: name, object: self, userInfo: nil)
    }
}
