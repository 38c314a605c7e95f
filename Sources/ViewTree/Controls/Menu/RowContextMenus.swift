import Foundation

// The context menus of a table's rows and a collection view's items (iOS 13). UIKit's `UITableView` and
// `UICollectionView` keep a `UIContextMenuInteraction` of their own (`contextMenuInteraction`, iOS 14) whose
// configurations come from their delegate, per row: `tableView(_:contextMenuConfigurationForRowAt:point:)` and
// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (UITableViewDelegate and UICollectionViewDelegate
// documentation). A press and hold on a row asks for one; with none (the default) there is no menu and the press
// stays the row's: it does not begin, so the row highlights and, lifted, is selected. The delegate hears
// `willDisplayContextMenu`, `willEndContextMenuInteraction` and `willPerformPreviewActionForMenuWith` where the
// interaction's own delegate would hear its three calls.

/// What a table or collection view answers for its own context menu interaction, through its delegate.
final class RowContextMenus<Owner: View>: ContextMenuInteractionDelegate, GestureRecognizerDelegate {
    /// The owner's answers, each reaching its current delegate (given the owner, which this object holds weakly).
    struct Hooks {
        /// The configuration for a press at a point (in the owner's coordinates).
        var configuration: (Owner, CGPoint) -> ContextMenuConfiguration?
        var willDisplay: (Owner, ContextMenuConfiguration, ContextMenuInteractionAnimating?) -> Void
        var willEnd: (Owner, ContextMenuConfiguration, ContextMenuInteractionAnimating?) -> Void
        var willPerformPreview: (Owner, ContextMenuConfiguration, ContextMenuInteractionCommitAnimating) -> Void
    }

    private let hooks: Hooks
    /// The table or collection view (weak: it keeps this object).
    private weak var owner: Owner?
    /// The configuration the delegate gave as the press began, for the menu shown right after (asked once).
    private var pending: (location: CGPoint, configuration: ContextMenuConfiguration)?

    private init(owner: Owner, hooks: Hooks) {
        self.owner = owner
        self.hooks = hooks
    }

    /// Makes the interaction for `owner` (which keeps it, and this object) and adds it there.
    static func install(on owner: Owner, hooks: Hooks) -> (RowContextMenus, ContextMenuInteraction) {
        let menus = RowContextMenus(owner: owner, hooks: hooks)
        let interaction = ContextMenuInteraction(delegate: menus)
        interaction.pressRecognizer.delegate = menus
        owner.addInteraction(interaction)
        return (menus, interaction)
    }

    /// The press begins only over a row the delegate gives a configuration for.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let view = gestureRecognizer.view else { return false }
        let location = gestureRecognizer.location(in: view)
        guard let owner, let configuration = hooks.configuration(owner, location) else {
            pending = nil
            return false
        }
        pending = (location, configuration)
        return true
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? {
        defer { pending = nil }
        if let pending, pending.location == location { return pending.configuration }
        return owner.flatMap { hooks.configuration($0, location) }
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionAnimating?) {
        if let owner { hooks.willDisplay(owner, configuration, animator) }
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionAnimating?) {
        if let owner { hooks.willEnd(owner, configuration, animator) }
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionCommitAnimating) {
        if let owner { hooks.willPerformPreview(owner, configuration, animator) }
    }
}
