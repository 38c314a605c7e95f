import Foundation

// Drag and drop in a table view (iOS 11), as in a collection view (CollectionView+DragAndDrop.swift): the drag
// delegate says what a drag from a row lifts, the drop delegate whether the table takes a drop and the drop itself.

/// `UITableViewDragDelegate`. Every member but `itemsForBeginning` has UIKit's default.
public protocol TableViewDragDelegate: AnyObject {
    /// `tableView(_:itemsForBeginning:at:)`: the items a drag from the row lifts; none: no drag begins.
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// `tableView(_:itemsForAddingTo:at:point:)`: default none.
    func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem]
    /// `tableView(_:dragPreviewParametersForRowAt:)` (kept; nothing is drawn).
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters?
    /// `tableView(_:dragSessionWillBegin:)`.
    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession)
    /// `tableView(_:dragSessionDidEnd:)`.
    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession)
    /// `tableView(_:dragSessionAllowsMoveOperation:)`: default `true`.
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
    /// `tableView(_:dragSessionIsRestrictedToDraggingApplication:)`: default `false`.
    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool
}

extension TableViewDragDelegate {
    public func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem] { [] }
    public func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {}
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {}
    public func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { true }
    public func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool { false }
}

/// `UITableViewDropDelegate`.
public protocol TableViewDropDelegate: AnyObject {
    /// `tableView(_:performDropWith:)`: the drop.
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator)
    /// `tableView(_:canHandle:)`: default `true`.
    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool
    /// `tableView(_:dropSessionDidEnter:)`.
    func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession)
    /// `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)`: default `.cancel`, `.unspecified`.
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal
    /// `tableView(_:dropSessionDidExit:)`.
    func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession)
    /// `tableView(_:dropSessionDidEnd:)`.
    func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession)
    /// `tableView(_:dropPreviewParametersForRowAt:)` (kept; nothing is drawn).
    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension TableViewDropDelegate {
    public func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { true }
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        TableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {}
    public func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
}

/// `UITableViewDropProposal`.
open class TableViewDropProposal: DropProposal {
    /// `UITableViewDropIntent`, with UIKit's raw values.
    public enum Intent: Int, Sendable {
        case unspecified = 0, insertAtDestinationIndexPath = 1, insertIntoDestinationIndexPath = 2, automatic = 3
    }

    /// `intent`: default `.unspecified`.
    public let intent: Intent

    /// `init(operation:intent:)`.
    public init(operation: DropOperation, intent: Intent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// `init(operation:)`.
    public override convenience init(operation: DropOperation) { self.init(operation: operation, intent: .unspecified) }
}

/// `UITableViewDropItem`.
public protocol TableViewDropItem: AnyObject {
    /// `dragItem`.
    var dragItem: DragItem { get }
    /// `sourceIndexPath`: where the row came from, when the drag began in this table.
    var sourceIndexPath: IndexPath? { get }
    /// `previewSize`.
    var previewSize: CGSize { get }
}

/// `UITableViewPlaceholder`.
open class TableViewPlaceholder {
    /// Where it goes.
    public let insertionIndexPath: IndexPath
    /// The cells' reuse identifier.
    public let reuseIdentifier: String
    /// The placeholder row's height.
    public let rowHeight: CGFloat
    /// `cellUpdateHandler` (kept: see `TableViewDropPlaceholderContext`).
    open var cellUpdateHandler: ((TableViewCell) -> Void)?

    /// `init(insertionIndexPath:reuseIdentifier:rowHeight:)`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
    }
}

/// `UITableViewDropPlaceholder`.
open class TableViewDropPlaceholder: TableViewPlaceholder {
    /// `previewParametersProvider` (kept).
    open var previewParametersProvider: ((TableViewCell) -> DragPreviewParameters?)?
}

/// `UITableViewDropPlaceholderContext`: as a collection view's (no placeholder row is shown meanwhile).
public protocol TableViewDropPlaceholderContext: DragAnimating {
    /// `dragItem`.
    var dragItem: DragItem { get }
    /// `commitInsertion(dataSourceUpdates:)`: runs the updates, then inserts the row at the placeholder's index path.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// `deletePlaceholder()`.
    @discardableResult
    func deletePlaceholder() -> Bool
}

/// `UITableViewDropCoordinator`.
public protocol TableViewDropCoordinator: AnyObject {
    /// `items`.
    var items: [TableViewDropItem] { get }
    /// `destinationIndexPath`: the row under the drop point (nil over no row).
    var destinationIndexPath: IndexPath? { get }
    /// `proposal`.
    var proposal: TableViewDropProposal { get }
    /// `session`.
    var session: DropSession { get }
    /// `drop(_:to:)`: drops the item to a placeholder row.
    @discardableResult
    func drop(_ dragItem: DragItem, to placeholder: TableViewDropPlaceholder) -> TableViewDropPlaceholderContext
    /// `drop(_:toRowAt:)`: animates the item to the row inserted at `indexPath` (insert it first).
    @discardableResult
    func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) -> DragAnimating
    /// `drop(_:intoRowAt:rect:)`.
    @discardableResult
    func drop(_ dragItem: DragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> DragAnimating
    /// `drop(_:to:)`: animates the item to a target.
    @discardableResult
    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> DragAnimating
}

final class SimulatedTableDropCoordinator: TableViewDropCoordinator {
    let items: [TableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: TableViewDropProposal
    let session: DropSession
    private weak var tableView: TableView?

    init(items: [TableViewDropItem], destination: IndexPath?, proposal: TableViewDropProposal, session: DropSession, tableView: TableView) {
        self.items = items
        destinationIndexPath = destination
        self.proposal = proposal
        self.session = session
        self.tableView = tableView
    }

    func drop(_ dragItem: DragItem, to placeholder: TableViewDropPlaceholder) -> TableViewDropPlaceholderContext {
        SimulatedPlaceholderContext(dragItem, at: placeholder.insertionIndexPath) { [weak tableView] indexPath in
            tableView?.insertRows(at: [indexPath], with: .automatic)
        }
    }
    func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) -> DragAnimating { SimulatedDropAnimation() }
    func drop(_ dragItem: DragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> DragAnimating { SimulatedDropAnimation() }
    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> DragAnimating { SimulatedDropAnimation() }
}

extension TableView {
    /// `dragInteractionEnabled`: by default `true` on an iPad and `false` on an iPhone, as UIKit documents.
    public var dragInteractionEnabled: Bool {
        get { dragAndDrop.enabledOverride ?? DragInteraction.isEnabledByDefault(for: self) }
        set { dragAndDrop.enabledOverride = newValue }
    }

    /// `hasActiveDrag`: a drag that began in this table is under way.
    public var hasActiveDrag: Bool { dragAndDrop.hasActiveDrag }

    /// `hasActiveDrop`: a drop into this table is under way.
    public var hasActiveDrop: Bool { dragAndDrop.hasActiveDrop }
}
