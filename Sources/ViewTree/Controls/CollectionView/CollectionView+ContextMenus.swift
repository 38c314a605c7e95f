import Foundation

// The items' context menus (RowContextMenus.swift): the collection view's own interaction, made when it joins a
// world.
extension CollectionView {
    func installItemContextMenusIfNeeded() {
        guard itemContextMenus == nil else { return }
        (itemContextMenus, contextMenuInteraction) = RowContextMenus.install(on: self, hooks: .init(
            configuration: { [weak self] point in
                guard let self, let indexPath = self.indexPathForItem(at: point) else { return nil }
                return self.collectionDelegate?.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
            },
            willDisplay: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
            },
            willPerformPreview: { [weak self] configuration, animator in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            }))
    }
}
