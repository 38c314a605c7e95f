import Foundation

/// `UIContextualAction`: one button a swipe across a table row reveals (iOS 11).
///
/// Its handler gets the action, the view that shows it, and a completion to call when the action is done: `true`
/// when it was performed, `false` when not; the row's swipe closes then (Apple's documentation of
/// `UIContextualAction.Handler`).
public final class ContextualAction {
    /// `UIContextualAction.Style`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A plain action.
        case normal = 0
        /// An action that deletes or changes data destructively; red by default.
        case destructive = 1
    }

    /// `UIContextualAction.Handler`.
    public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The style given at creation.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The button's image.
    public var image: Image?
    private var storedBackgroundColor: Color?
    /// What the action does.
    public let handler: Handler

    /// The red of a destructive action's button: `systemRed` (Apple's documentation: the destructive style
    /// "displays the action with a red background").
    public static let destructiveBackgroundColor = Color(red: 255 / 255, green: 59 / 255, blue: 48 / 255)
    /// The grey of a normal action's button (assumed: `systemGray`, light; no public dump of the default found).
    public static let normalBackgroundColor = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)

    /// `backgroundColor`: the button's colour; by default red for `.destructive` and grey for `.normal`.
    public var backgroundColor: Color! {
        get { storedBackgroundColor ?? (style == .destructive ? ContextualAction.destructiveBackgroundColor : ContextualAction.normalBackgroundColor) }
        set { storedBackgroundColor = newValue }
    }

    /// `UIContextualAction(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// `UISwipeActionsConfiguration`: the actions a swipe from one edge of a row reveals, first nearest the edge.
public final class SwipeActionsConfiguration {
    /// The actions, in order.
    public let actions: [ContextualAction]
    /// `performsFirstActionWithFullSwipe`: whether swiping all the way across performs the first action.
    /// Default `true`, as UIKit's.
    public var performsFirstActionWithFullSwipe = true

    /// `UISwipeActionsConfiguration(actions:)`.
    public init(actions: [ContextualAction]) { self.actions = actions }
}

extension TableView {
    /// The edge a swipe starts from: `.leading` (left to right in left-to-right text) or `.trailing`.
    public enum SwipeEdge: Sendable { case leading, trailing }

    /// What a swipe from `edge` across the row would reveal, as UIKit decides it: the delegate's configuration
    /// (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)` / `trailing…`); when it gives none for the
    /// trailing edge, the default Delete button of a row whose editing style is `.delete` (titled by
    /// `titleForDeleteConfirmationButtonForRowAt`), as Apple's documentation says ("return nil to get the default
    /// swipe actions"). `nil` when nothing is revealed: a configuration with no actions, a row that cannot be
    /// edited, the table in editing mode, or a row the table does not have.
    public func swipeActionsConfiguration(forRowAt indexPath: TableIndexPath, edge: SwipeEdge) -> SwipeActionsConfiguration? {
        loadRowsIfNeeded()
        guard indexPath.count == 2, rowGeometry.flatRow(indexPath) != nil, !storedIsEditing,
              let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return nil }
        let tableDelegate = delegate as? TableViewDelegate
        let given = edge == .leading ? tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        if let given { return given.actions.isEmpty ? nil : given }
        if edge == .trailing, let rowActions = tableDelegate?.tableView(self, editActionsForRowAt: indexPath), !rowActions.isEmpty {
            return SwipeActionsConfiguration(actions: rowActions.map { $0.contextualAction(for: indexPath) })
        }
        guard edge == .trailing,
              (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = ContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    /// ViewTree's stand-in for a user's swipe across a row from `edge` and tap on the revealed button at `index`
    /// (0: the one nearest the edge, which a full swipe performs). In UIKit's order: `willBeginEditingRowAt`, the
    /// table's `isEditing` becomes `true` while its cells stay as they are, the action's handler runs with the
    /// row's cell as its view; when the handler calls its completion (at once or later), the swipe closes:
    /// `isEditing` is `false` again and `didEndEditingRowAt`. `false` when the swipe reveals nothing or there is
    /// no button at `index`; a row the table does not have is rejected with a diagnostic.
    @discardableResult
    public func performSwipeAction(at index: Int = 0, forRowAt indexPath: TableIndexPath, edge: SwipeEdge = .trailing) -> Bool {
        loadRowsIfNeeded()
        guard indexPath.count == 2, rowGeometry.flatRow(indexPath) != nil else {
            reject(.indexOutOfRange, "performSwipeAction(at: \(index), forRowAt: \(indexPath)): the table has no such row (\(rowGeometry.sectionCount) section(s), \(rowGeometry.rowCount) row(s)); nothing happened")
            return false
        }
        guard let configuration = swipeActionsConfiguration(forRowAt: indexPath, edge: edge),
              configuration.actions.indices.contains(index) else { return false }
        let action = configuration.actions[index]
        let tableDelegate = delegate as? TableViewDelegate
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        swipeEditingRow = indexPath
        storedIsEditing = true
        var closed = false
        let source = cellForRow(at: indexPath) ?? self
        action.handler(action, source) { [weak self] _ in
            guard let self, !closed else { return }
            closed = true
            // A callback may have entered or left editing mode itself: only the swipe's own mode ends here.
            if self.swipeEditingRow == indexPath {
                self.swipeEditingRow = nil
                self.storedIsEditing = false
            }
            (self.delegate as? TableViewDelegate)?.tableView(self, didEndEditingRowAt: indexPath)
        }
        return true
    }
}
