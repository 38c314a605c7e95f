import Foundation

// The rows' context menus (RowContextMenus.swift): the table's own interaction, made when the table joins a world.
extension TableView {
    func installRowContextMenusIfNeeded() {
        guard rowContextMenus == nil else { return }
        let delegateOf: (TableView) -> TableViewDelegate? = { $0.delegate as? TableViewDelegate }
        (rowContextMenus, contextMenuInteraction) = RowContextMenus.install(on: self, hooks: .init(
            configuration: { [weak self] point in
                guard let self, let indexPath = self.indexPathForRow(at: point) else { return nil }
                return delegateOf(self)?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
            },
            willDisplay: { [weak self] configuration, animator in
                guard let self else { return }
                delegateOf(self)?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] configuration, animator in
                guard let self else { return }
                delegateOf(self)?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            },
            willPerformPreview: { [weak self] configuration, animator in
                guard let self else { return }
                delegateOf(self)?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            }))
    }
}
