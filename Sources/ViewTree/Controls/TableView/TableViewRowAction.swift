import Foundation

/// `UITableViewRowAction` (iOS 8, deprecated in iOS 13 for `UIContextualAction`): a button a swipe across a
/// row reveals, from the delegate's `tableView(_:editActionsForRowAt:)`. Still common in apps written for
/// iOS 8–10; ViewTree turns them into the swipe's contextual actions (`swipeActionsConfiguration(forRowAt:edge:)`),
/// so `performSwipeAction(at:forRowAt:)` taps them.
open class TableViewRowAction {
    /// `UITableViewRowAction.Style`, with UIKit's raw values (`.default` is the destructive red).
    public enum Style: Int, Sendable {
        /// The default style: destructive, red.
        case `default` = 0
        /// A plain action: grey.
        case normal = 1

        /// `.destructive`: the same as `.default` (UIKit's `UITableViewRowActionStyleDestructive =
        /// UITableViewRowActionStyleDefault`).
        public static let destructive = Style.default
    }

    /// The style given at creation.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// `backgroundColor`: the button's colour; `nil` uses the style's (red or grey).
    open var backgroundColor: Color?
    /// `backgroundEffect` (stored: nothing is drawn).
    open var backgroundEffect: VisualEffect?
    /// What the action does: called with the action and the row's index path.
    let handler: (TableViewRowAction, TableIndexPath) -> Void

    /// `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping (TableViewRowAction, TableIndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The contextual action a swipe over `indexPath` shows for it: its handler runs this action's, then closes
    /// the swipe. (UIKit leaves a row action's swipe open until the table leaves editing or the row goes; the
    /// handlers of the time end it themselves with `setEditing(false, animated:)` or a deletion.)
    func contextualAction(for indexPath: TableIndexPath) -> ContextualAction {
        let action = ContextualAction(style: style == .normal ? .normal : .destructive, title: title) { [self] _, _, completion in
            handler(self, indexPath)
            completion(true)
        }
        if let backgroundColor { action.backgroundColor = backgroundColor }
        return action
    }
}
