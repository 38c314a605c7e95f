import Foundation

// The rows' context menus (RowContextMenus.swift): the table's own interaction, made when the table joins a world.
extension TableView {
    func installRowContextMenusIfNeeded() {
        guard rowContextMenus == nil else { return }
        let delegateOf: (TableView) -> TableViewDelegate? = { $0.delegate as? TableViewDelegate }
        (rowContextMenus, contextMenuInteraction) = RowContextMenus.install(on: self, hooks: .init(
            configuration: { table, point in
                table.indexPathForRow(at: point).flatMap {
                    delegateOf(table)?.tableView(table, contextMenuConfigurationForRowAt: $0, point: point)
                }
            },
            willDisplay: { table, configuration, animator in
                delegateOf(table)?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { table, configuration, animator in
                delegateOf(table)?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
            },
            willPerformPreview: { table, configuration, animator in
                delegateOf(table)?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            }))
    }
}
