import Foundation

/// `UIContextMenuInteractionDelegate`: gives the configuration for a press and hears of the menu's life. Only
/// the first method is required, as in UIKit.
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a press at `location` (in the interaction's view), or `nil` for no menu.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionAnimating?)
    /// The menu is about to go (dismissed, or an action was chosen).
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionAnimating?)
    /// The user tapped the preview.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionCommitAnimating)
    /// `previewForHighlightingMenuWithConfiguration`: the view the menu lifts out. Default `nil`: the interaction's
    /// view. Not asked: ViewTree draws no preview.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// `previewForDismissingMenuWithConfiguration`: where the preview goes back to. Not asked.
    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
}

extension ContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                       animator: ContextMenuInteractionAnimating?) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                       animator: ContextMenuInteractionAnimating?) {}
    /// Does nothing (the preview just closes).
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                                       animator: ContextMenuInteractionCommitAnimating) {}
    /// `nil`: the interaction's view.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// `nil`: the interaction's view.
    public func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
}

/// `UIContextMenuInteractionAnimating`: lets the delegate run code with the menu's animation.
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The preview's controller, if the configuration gave one.
    var previewViewController: ViewController? { get }
    /// Runs `animations` with the menu's animation (at once: ViewTree's menus do not animate).
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the menu's animation ends (right after the delegate method returns).
    func addCompletion(_ completion: @escaping () -> Void)
}

/// `UIContextMenuInteractionCommitAnimating`: the animator of a tap on the preview.
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    /// How the preview goes: `.pop` (it opens) or `.dismiss`. Default `.pop`.
    var preferredCommitStyle: ContextMenuInteraction.CommitStyle { get set }
}

/// `UIContextMenuInteraction`: a press and hold on its view shows the menu its delegate configures (iOS 13).
///
/// Added to a view, it attaches a long-press recognizer (`LongPressGestureRecognizer`, 0.5 s); when the press
/// begins, the delegate is asked for a configuration at the press's location, the configuration's providers
/// make the preview and the menu, and the delegate hears `willDisplayMenuFor`. ViewTree draws no menu: a test
/// chooses an item with `performMenuAction(titled:)`, taps the preview with `commitPreview()`, or dismisses
/// with `dismissMenu()`; `presentMenu(at:)` shows the menu without a finger.
open class ContextMenuInteraction: Interaction {
    /// `UIContextMenuInteractionCommitStyle`.
    public enum CommitStyle: Int, Sendable {
        /// The preview closes.
        case dismiss = 0
        /// The preview opens into its content.
        case pop = 1
    }

    /// Configures the menus (weak, as UIKit's).
    public private(set) weak var delegate: ContextMenuInteractionDelegate?
    /// The view the interaction is added to.
    public private(set) weak var view: View?
    /// `UIContextMenuInteraction.Appearance` (iOS 14): how the menu shows (`UIContextMenuInteractionAppearance` in
    /// `UIContextMenuInteraction.h`: `Unknown` 0, `Rich` 1, `Compact` 2).
    public enum Appearance: Int, Sendable {
        /// No menu is being configured or shown.
        case unknown = 0
        /// A preview and a menu: a press and hold on the view (or `presentMenu(at:)`).
        case rich = 1
        /// A menu with no preview: a control's menu shown by a tap (`showsMenuAsPrimaryAction`).
        case compact = 2
    }

    /// `menuAppearance` (iOS 14): how the menu being configured or shown appears — already known when the delegate is
    /// asked for its configuration, so the delegate may give a shorter menu with a preview (`.rich`) or a longer one
    /// without (`.compact`), as Apple's ControlMenus sample does; `.unknown` while no menu shows.
    public private(set) var menuAppearance: Appearance = .unknown
    /// The menu showing now, if any.
    public private(set) var presentedMenu: Menu?
    /// The configuration of the menu showing now.
    public private(set) var presentedConfiguration: ContextMenuConfiguration?
    /// The preview's controller of the menu showing now, if its configuration gave one.
    public private(set) var presentedPreview: ViewController?
    private var pressLocation: CGPoint = .zero
    let pressRecognizer = LongPressGestureRecognizer()

    /// `init(delegate:)`.
    public init(delegate: ContextMenuInteractionDelegate) {
        self.delegate = delegate
        pressRecognizer.addTarget(self, action: ContextMenuInteraction.pressChanged)
    }

    /// Called before the interaction moves to a view: its recognizer leaves the old one.
    open func willMove(to view: View?) {
        self.view?.removeGestureRecognizer(pressRecognizer)
    }

    /// Called after the interaction moved: its recognizer is on the new view.
    open func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(pressRecognizer)
        if view == nil, presentedMenu != nil { dismissMenu() }
    }

    /// `location(in:)`: where the press that showed the menu was, in `view`'s coordinates (the window's for
    /// `nil`).
    open func location(in view: View?) -> CGPoint {
        guard let own = self.view else { return pressLocation }
        return own.convert(pressLocation, to: view)
    }

    private func pressChanged(_ recognizer: LongPressGestureRecognizer) {
        guard recognizer.state == .began, let view else { return }
        presentMenu(at: recognizer.location(in: view))
    }

    /// Shows the menu for a press at `location` (in the view's coordinates), as a press and hold there does:
    /// asks the delegate, calls the configuration's providers, tells the delegate `willDisplayMenuFor`. Returns
    /// whether a menu shows (`false` without a view, delegate or configuration, or when the configuration gives
    /// neither a menu nor a preview). A menu already showing is dismissed first.
    @discardableResult
    open func presentMenu(at location: CGPoint) -> Bool {
        presentMenu(at: location, appearance: .rich)
    }

    /// Shows the menu in `appearance`: `.rich` for a press and hold, `.compact` for a control's tap (no preview is
    /// asked for). `menuAppearance` is `appearance` from the delegate's configuration call until the menu goes.
    @discardableResult
    func presentMenu(at location: CGPoint, appearance: Appearance) -> Bool {
        if presentedMenu != nil || presentedConfiguration != nil { dismissMenu() }
        guard view != nil, let delegate, location.x.isFinite, location.y.isFinite else { return false }
        pressLocation = location
        menuAppearance = appearance
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location) else {
            menuAppearance = .unknown
            return false
        }
        let preview = appearance == .compact ? nil : configuration.previewProvider?()
        let menu = configuration.actionProvider?([])
        guard menu != nil || preview != nil else {
            menuAppearance = .unknown
            return false
        }
        presentedConfiguration = configuration
        presentedMenu = menu
        menu?.willBeShown()
        presentedPreview = preview
        MenuAnimator.run(preview: preview) { delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: $0) }
        return true
    }

    /// `dismissMenu()`: the menu goes; the delegate hears `willEndFor`.
    open func dismissMenu() {
        guard let configuration = presentedConfiguration else { return }
        let preview = presentedPreview
        presentedConfiguration = nil
        presentedMenu = nil
        presentedPreview = nil
        menuAppearance = .unknown
        MenuAnimator.run(preview: preview) { delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: $0) }
    }

    /// `updateVisibleMenu(_:)`: replaces the menu showing now with what `block` makes of it.
    open func updateVisibleMenu(_ block: (Menu) -> Menu) {
        guard let menu = presentedMenu else { return }
        presentedMenu = block(menu)
    }

    /// Chooses the item titled `title` in the menu showing now, as a tap on it does: the menu goes (the delegate
    /// hears `willEndFor`), then the action runs. Returns whether an action ran; `false` (nothing changes)
    /// without a menu or such a visible, enabled item.
    @discardableResult
    public func performMenuAction(titled title: String) -> Bool {
        guard let menu = presentedMenu, menu.choosableAction(titled: title) != nil else { return false }
        dismissMenu()
        // A control's own menu acts with the control as the sender (`UIAction.sender`), as a button's menu does; any
        // other interaction's with the interaction.
        if let control = view as? Control, control === delegate as AnyObject? {
            return menu.performAction(titled: title, sender: control)
        }
        return menu.performAction(titled: title, sender: self)
    }

    /// Taps the preview of the menu showing now: the delegate hears `willPerformPreviewActionForMenuWith` (and
    /// typically shows the preview's controller in the animator's completion), then the menu goes. Returns
    /// whether a menu was showing.
    @discardableResult
    public func commitPreview() -> Bool {
        guard let configuration = presentedConfiguration else { return false }
        let animator = MenuAnimator(preview: presentedPreview)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        dismissMenu()
        animator.finish()
        return true
    }
}

/// The animator handed to a menu's delegate (context menus, edit menus, a control's own menu): animations run at
/// once, completions when the delegate method returned.
final class MenuAnimator: ContextMenuInteractionCommitAnimating, EditMenuInteractionAnimating {
    let previewViewController: ViewController?
    var preferredCommitStyle: ContextMenuInteraction.CommitStyle = .pop
    private var completions: [() -> Void] = []
    init(preview: ViewController?) { previewViewController = preview }
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }
    func finish() {
        let pending = completions
        completions.removeAll()
        for completion in pending { completion() }
    }

    /// Hands a new animator to `tell` (a delegate call), then runs the completions it was given.
    static func run(preview: ViewController? = nil, _ tell: (MenuAnimator) -> Void) {
        let animator = MenuAnimator(preview: preview)
        tell(animator)
        animator.finish()
    }
}
