import Foundation

// The items' context menus (RowContextMenus.swift): the collection view's own interaction, made when it joins a
// world.
extension CollectionView {
    func installItemContextMenusIfNeeded() {
        guard itemContextMenus == nil else { return }
        (itemContextMenus, contextMenuInteraction) = RowContextMenus.install(on: self, hooks: .init(
            configuration: { collection, point in
                collection.indexPathForItem(at: point).flatMap {
                    collection.collectionDelegate?.collectionView(collection, contextMenuConfigurationForItemAt: $0, point: point)
                }
            },
            willDisplay: { collection, configuration, animator in
                collection.collectionDelegate?.collectionView(collection, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { collection, configuration, animator in
                collection.collectionDelegate?.collectionView(collection, willEndContextMenuInteraction: configuration, animator: animator)
            },
            willPerformPreview: { collection, configuration, animator in
                collection.collectionDelegate?.collectionView(collection, willPerformPreviewActionForMenuWith: configuration,
                                                              animator: animator)
            }))
    }
}
