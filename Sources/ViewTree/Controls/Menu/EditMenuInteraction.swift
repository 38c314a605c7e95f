import Foundation

/// `UIEditMenuConfiguration` (iOS 16): where an edit menu appears and what identifies it.
public final class EditMenuConfiguration {
    /// `identifier`: the app's name for the menu (`nil` when none was given).
    public let identifier: AnyHashable?
    /// `sourcePoint`: where the menu points, in the interaction's view.
    public let sourcePoint: CGPoint
    /// `preferredArrowDirection`. Default `.automatic`. Kept.
    public var preferredArrowDirection: ArrowDirection = .automatic

    /// `UIEditMenuArrowDirection`, with UIKit's raw values.
    public enum ArrowDirection: Int, Sendable {
        /// The system chooses.
        case automatic = 0
        /// Points up.
        case up = 1
        /// Points down.
        case down = 2
        /// Points left.
        case left = 3
        /// Points right.
        case right = 4
    }

    /// `init(identifier:sourcePoint:)`.
    public init(identifier: AnyHashable?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
    }
}

/// `UIEditMenuInteractionDelegate` (iOS 16): the menu for a configuration and where it points. Every method is
/// optional.
public protocol EditMenuInteractionDelegate: AnyObject {
    /// `editMenuInteraction(_:menuFor:suggestedActions:)`: the menu to show; default: the suggested actions in a menu.
    func editMenuInteraction(_ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
                             suggestedActions: [MenuElement]) -> Menu?
    /// `editMenuInteraction(_:targetRectFor:)`: the rectangle the menu avoids; default: a zero rectangle at the source point.
    func editMenuInteraction(_ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration) -> CGRect
    /// `editMenuInteraction(_:willPresentMenuFor:animator:)`.
    func editMenuInteraction(_ interaction: EditMenuInteraction, willPresentMenuFor configuration: EditMenuConfiguration,
                             animator: any EditMenuInteractionAnimating)
    /// `editMenuInteraction(_:willDismissMenuFor:animator:)`.
    func editMenuInteraction(_ interaction: EditMenuInteraction, willDismissMenuFor configuration: EditMenuConfiguration,
                             animator: any EditMenuInteractionAnimating)
}

extension EditMenuInteractionDelegate {
    /// The suggested actions in a menu.
    public func editMenuInteraction(_ interaction: EditMenuInteraction, menuFor configuration: EditMenuConfiguration,
                                    suggestedActions: [MenuElement]) -> Menu? { Menu(children: suggestedActions) }
    /// A zero rectangle at the source point.
    public func editMenuInteraction(_ interaction: EditMenuInteraction, targetRectFor configuration: EditMenuConfiguration) -> CGRect {
        CGRect(origin: configuration.sourcePoint, size: .zero)
    }
    /// Nothing.
    public func editMenuInteraction(_ interaction: EditMenuInteraction, willPresentMenuFor configuration: EditMenuConfiguration,
                                    animator: any EditMenuInteractionAnimating) {}
    /// Nothing.
    public func editMenuInteraction(_ interaction: EditMenuInteraction, willDismissMenuFor configuration: EditMenuConfiguration,
                                    animator: any EditMenuInteractionAnimating) {}
}

/// `UIEditMenuInteractionAnimating` (iOS 16): runs code with the menu's (instant) animation.
public protocol EditMenuInteractionAnimating: AnyObject {
    /// Runs `animations` at once (ViewTree's menus do not animate).
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` right after the delegate method returns.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// `UIEditMenuInteraction` (iOS 16): the Cut/Copy/Paste-style menu an app presents in code, from a point of its view.
/// ViewTree draws no menu: `presentEditMenu(with:)` asks the delegate for the menu, suggesting the standard commands
/// the first responder's chain accepts, and keeps it in `presentedMenu`; a test chooses an item with
/// `performMenuAction(titled:)` or dismisses with `dismissMenu()`.
open class EditMenuInteraction: Interaction {
    /// The delegate (weak, as UIKit's).
    public private(set) weak var delegate: EditMenuInteractionDelegate?
    /// The view it is added to.
    public private(set) weak var view: View?
    /// The menu showing now, if any.
    public private(set) var presentedMenu: Menu?
    /// The configuration of the menu showing now.
    public private(set) var presentedConfiguration: EditMenuConfiguration?

    /// `init(delegate:)`.
    public init(delegate: EditMenuInteractionDelegate?) { self.delegate = delegate }

    open func willMove(to view: View?) {
        if presentedMenu != nil { dismissMenu() }
    }
    open func didMove(to view: View?) { self.view = view }

    /// `presentEditMenu(with:)`: asks the delegate for the menu, with the `suggestedActions`, and shows it. A delegate
    /// that returns `nil`, or no delegate, shows "the default system menu" — the suggested actions (the delegate
    /// method's documentation: "To present the default system menu, return nil. To avoid presenting a menu, return an
    /// empty menu"). Nothing shows when the interaction is in no view or the menu is empty. A menu already showing
    /// goes first.
    open func presentEditMenu(with configuration: EditMenuConfiguration) {
        guard view != nil else { return }
        if presentedMenu != nil { dismissMenu() }
        let suggested = suggestedActions()
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? Menu(children: suggested)
        guard !menu.children.isEmpty else { return }
        MenuAnimator.run { animator in
            delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
            presentedMenu = menu
            menu.willBeShown()
            presentedConfiguration = configuration
        }
    }

    /// `dismissMenu()`: hides the menu showing, telling the delegate.
    open func dismissMenu() {
        guard let configuration = presentedConfiguration else { return }
        MenuAnimator.run { animator in
            delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
            presentedMenu = nil
            presentedConfiguration = nil
        }
    }

    /// `reloadVisibleMenu()`: asks the delegate for the showing menu again, with the suggested actions of now.
    open func reloadVisibleMenu() {
        guard let configuration = presentedConfiguration else { return }
        let suggested = suggestedActions()
        presentedMenu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? Menu(children: suggested)
    }

    /// The `suggestedActions` UIKit "gathers from the UIResponder chain" (`editMenuInteraction(_:menuFor:suggestedActions:)`
    /// documentation): each standard edit command (Cut, Copy, Paste, Select, Select All, Delete) that the first
    /// responder of the interaction's window, or a responder above it, accepts in `canPerformAction(_:withSender:)` —
    /// the chain the commands travel ("Starting with the first responder, UIResponder looks for a responder object
    /// that can handle the method", UIResponderStandardEditActions documentation); none without a first responder.
    /// Each is an action that sends the command up that chain when chosen, the interaction as sender. **Ours**: UIKit
    /// suggests `UICommand`s, which ViewTree does not have, and its sender is not documented.
    private func suggestedActions() -> [MenuElement] {
        guard let first = view?.window?.firstResponder else { return [] }
        return StandardEditCommand.allCases.compactMap { command in
            guard first.target(forAction: command.selector, withSender: self) != nil else { return nil }
            return Action(title: command.title) { [weak self, weak first] _ in
                guard let target = first?.target(forAction: command.selector, withSender: self) as? Responder else { return }
                command.send(to: target, sender: self)
            }
        }
    }

    /// `location(in:)`: the showing menu's source point in `view`'s coordinates (the interaction's view's for `nil`).
    open func location(in view: View?) -> CGPoint {
        let point = presentedConfiguration?.sourcePoint ?? .zero
        guard let own = self.view, let view, view !== own else { return point }
        return own.convert(point, to: view)
    }

    /// Chooses the item titled `title` in the showing menu, as a tap on it does: the action runs with the
    /// interaction's view as its sender and the menu is dismissed. Returns whether an action ran.
    @discardableResult
    public func performMenuAction(titled title: String) -> Bool {
        guard let menu = presentedMenu, menu.performAction(titled: title, sender: view) else { return false }
        dismissMenu()
        return true
    }
}
