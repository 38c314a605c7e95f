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
final class RowContextMenus: ContextMenuInteractionDelegate, GestureRecognizerDelegate {
    /// The owner's answers, each reaching its current delegate (they hold the owner weakly).
    struct Hooks {
        /// The configuration for a press at a point (in the owner's coordinates).
        var configuration: (CGPoint) -> ContextMenuConfiguration?
        var willDisplay: (ContextMenuConfiguration, ContextMenuInteractionAnimating?) -> Void
        var willEnd: (ContextMenuConfiguration, ContextMenuInteractionAnimating?) -> Void
        var willPerformPreview: (ContextMenuConfiguration, ContextMenuInteractionCommitAnimating) -> Void
    }

    private let hooks: Hooks
    /// The configuration the delegate gave as the press began, for the menu shown right after (asked once).
    private var pending: (location: CGPoint, configuration: ContextMenuConfiguration)?

    init(hooks: Hooks) { self.hooks = hooks }

    /// Makes the interaction for `owner` (which keeps it, and this object) and adds it there.
    static func install(on owner: View, hooks: Hooks) -> (RowContextMenus, ContextMenuInteraction) {
        let menus = RowContextMenus(hooks: hooks)
        let interaction = ContextMenuInteraction(delegate: menus)
        interaction.pressRecognizer.delegate = menus
        owner.addInteraction(interaction)
        return (menus, interaction)
    }

    /// The press begins only over a row the delegate gives a configuration for.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let view = gestureRecognizer.view else { return false }
        let location = gestureRecognizer.location(in: view)
        guard let configuration = hooks.configuration(location) else {
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
        return hooks.configuration(location)
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionAnimating?) {
        hooks.willDisplay(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionAnimating?) {
        hooks.willEnd(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                                animator: ContextMenuInteractionCommitAnimating) {
        hooks.willPerformPreview(configuration, animator)
    }
}
