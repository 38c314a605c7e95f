import Foundation

// A button's menu (iOS 14): shown by a tap when `showsMenuAsPrimaryAction`, and, for a pop-up button
// (`changesSelectionAsPrimaryAction`, iOS 15), the source of its title. ViewTree draws no menu; a test chooses
// an item with `performMenuAction(titled:)`, as a tap on the item would.
extension Button {
    /// Chooses the item titled `title` in the button's menu, as a tap on it in the shown menu does: the action
    /// runs with the button as its sender and the menu is dismissed. A pop-up button turns the chosen action
    /// `.on`, its siblings `.off`, and shows its title. Returns whether an action ran (no menu, no such
    /// visible and enabled item: `false`, and nothing changes).
    @discardableResult
    public func performMenuAction(titled title: String) -> Bool {
        guard let menu, let chosen = menu.choosableAction(titled: title)?.action else { return false }
        if changesSelectionAsPrimaryAction {
            for action in menu.allActions { action.state = action === chosen ? .on : .off }
        }
        if tapPresentedMenu == nil, let interaction = contextMenuInteraction, interaction.presentedConfiguration != nil {
            // Shown by a press and hold: the interaction's menu goes (the button hears `willEndFor`), then the action.
            interaction.dismissMenu()
            menu.performAction(titled: title, sender: self)
        } else {
            menu.performAction(titled: title, sender: self)
            tapPresentedMenu = nil
            if let configuration = shownMenuConfiguration, let interaction = contextMenuInteraction {
                shownMenuConfiguration = nil
                MenuAnimator.run { contextMenuInteraction(interaction, willEndFor: configuration, animator: $0) }
            }
        }
        if changesSelectionAsPrimaryAction { showSelectedMenuTitle() }
        return true
    }

    /// A pop-up button's menu changed: as UIKit, its first action is chosen when none is `.on`, and the button
    /// shows the chosen action's title.
    func menuDidChange() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu.allActions
        if !actions.contains(where: { $0.state == .on }), let first = actions.first { first.state = .on }
        showSelectedMenuTitle()
    }

    private func showSelectedMenuTitle() {
        guard let chosen = menu?.allActions.first(where: { $0.state == .on }) else { return }
        setTitle(chosen.title, for: .normal)
    }
}
