import Foundation

// Drag and drop in a collection view (iOS 11): the drag delegate says what a drag from an item lifts, the drop
// delegate whether the collection view takes a drop, what it would do, and the drop itself through a coordinator.
// `Window.dragAndDrop(from:to:)` runs a drag; the callbacks come in UIKit's order (Events/DragAndDrop/).

/// What a table or a collection view keeps of drag and drop.
struct ListDragAndDropState {
    /// `dragInteractionEnabled` once set; until then the device's default (`DragInteraction.isEnabledByDefault`).
    var enabledOverride: Bool?
    var hasActiveDrag = false
    var hasActiveDrop = false
}

/// `UICollectionView.ReorderingCadence`, with UIKit's raw values.
public enum ReorderingCadence: Int, Sendable {
    case immediate = 0, fast = 1, slow = 2
}

/// `UICollectionViewDragDelegate`: what a drag from an item lifts. Every member but `itemsForBeginning` has UIKit's default.
public protocol CollectionViewDragDelegate: AnyObject {
    /// `collectionView(_:itemsForBeginning:at:)`: the items a drag from the item lifts; none: no drag begins.
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    /// `collectionView(_:itemsForAddingTo:at:point:)`: items a tap adds to a drag under way (default none).
    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem]
    /// `collectionView(_:dragPreviewParametersForItemAt:)` (asked and kept; nothing is drawn).
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
    /// `collectionView(_:dragSessionWillBegin:)`.
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession)
    /// `collectionView(_:dragSessionDidEnd:)`.
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession)
    /// `collectionView(_:dragSessionAllowsMoveOperation:)`: default `true`.
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
    /// `collectionView(_:dragSessionIsRestrictedToDraggingApplication:)`: default `false`.
    func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool
}

extension CollectionViewDragDelegate {
    public func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem] { [] }
    public func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: DragSession) -> Bool { false }
}

/// `UICollectionViewDropDelegate`: whether the collection view takes a drop, what it would do, and the drop.
public protocol CollectionViewDropDelegate: AnyObject {
    /// `collectionView(_:performDropWith:)`: the drop: update the data source and place the items through the coordinator.
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator)
    /// `collectionView(_:canHandle:)`: default `true` ("If not implemented, a default value of YES is assumed").
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool
    /// `collectionView(_:dropSessionDidEnter:)`.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession)
    /// `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`: default `.cancel`, `.unspecified`.
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal
    /// `collectionView(_:dropSessionDidExit:)`.
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession)
    /// `collectionView(_:dropSessionDidEnd:)`: the session is over, dropped here or not.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession)
    /// `collectionView(_:dropPreviewParametersForItemAt:)` (kept; nothing is drawn).
    func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension CollectionViewDropDelegate {
    public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        CollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
}

/// `UICollectionViewDropProposal`.
open class CollectionViewDropProposal: DropProposal {
    /// `UICollectionViewDropIntent`, with UIKit's raw values.
    public enum Intent: Int, Sendable {
        /// The place is not known yet; no gap opens.
        case unspecified = 0
        /// The items go in at the destination index path (a gap opens there).
        case insertAtDestinationIndexPath = 1
        /// The items go into the item at the destination index path (it is highlighted).
        case insertIntoDestinationIndexPath = 2
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

/// `UICollectionViewDropItem`: one dropped item.
public protocol CollectionViewDropItem: AnyObject {
    /// `dragItem`.
    var dragItem: DragItem { get }
    /// `sourceIndexPath`: where the item came from, when the drag began in this collection view.
    var sourceIndexPath: IndexPath? { get }
    /// `previewSize`: the size of the item's drag preview (its cell's, for a drag from a cell).
    var previewSize: CGSize { get }
}

/// `UICollectionViewPlaceholder`: a cell standing in for an item whose data is not there yet.
open class CollectionViewPlaceholder {
    /// Where it goes.
    public let insertionIndexPath: IndexPath
    /// The cells' reuse identifier.
    public let reuseIdentifier: String
    /// `cellUpdateHandler`: configures the placeholder's cell (kept: see `CollectionViewDropPlaceholderContext`).
    open var cellUpdateHandler: ((CollectionViewCell) -> Void)?

    /// `init(insertionIndexPath:reuseIdentifier:)`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}

/// `UICollectionViewDropPlaceholder`.
open class CollectionViewDropPlaceholder: CollectionViewPlaceholder {
    /// `previewParametersProvider` (kept).
    open var previewParametersProvider: ((CollectionViewCell) -> DragPreviewParameters?)?
}

/// `UICollectionViewDropPlaceholderContext`: a placeholder dropped into the collection view, replaced by the real item
/// with `commitInsertion(dataSourceUpdates:)` or removed with `deletePlaceholder()`. ViewTree shows no placeholder
/// cell meanwhile (the item counts stay the data source's), so the commit inserts the item at the placeholder's index path.
public protocol CollectionViewDropPlaceholderContext: DragAnimating {
    /// `dragItem`.
    var dragItem: DragItem { get }
    /// `commitInsertion(dataSourceUpdates:)`: runs the updates with the placeholder's index path, then inserts the item
    /// there; `false` once the placeholder was committed or deleted.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// `deletePlaceholder()`: `false` once the placeholder was committed or deleted.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// `setNeedsCellUpdate()`.
    func setNeedsCellUpdate()
}

/// `UICollectionViewDropCoordinator`: the drop, as `performDropWith` sees it.
public protocol CollectionViewDropCoordinator: AnyObject {
    /// `items`: the dropped items.
    var items: [CollectionViewDropItem] { get }
    /// `destinationIndexPath`: the item under the drop point (nil over no item).
    var destinationIndexPath: IndexPath? { get }
    /// `proposal`: the last proposal made.
    var proposal: CollectionViewDropProposal { get }
    /// `session`.
    var session: DropSession { get }
    /// `drop(_:to:)`: drops the item to a placeholder at the placeholder's index path.
    @discardableResult
    func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder) -> CollectionViewDropPlaceholderContext
    /// `drop(_:toItemAt:)`: animates the item to the item inserted at `indexPath` (insert it first).
    @discardableResult
    func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> DragAnimating
    /// `drop(_:intoItemAt:rect:)`: animates the item into a rectangle of an existing item.
    @discardableResult
    func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> DragAnimating
    /// `drop(_:to:)`: animates the item to a target.
    @discardableResult
    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> DragAnimating
}

/// One item of a simulated drop (a table's or a collection view's).
final class SimulatedDropItem: CollectionViewDropItem, TableViewDropItem {
    let dragItem: DragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize
    init(_ dragItem: DragItem, from sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// A placeholder dropped into a simulated list: committed or deleted once.
final class SimulatedPlaceholderContext: CollectionViewDropPlaceholderContext, TableViewDropPlaceholderContext {
    let dragItem: DragItem
    private let insertionIndexPath: IndexPath
    private let insert: (IndexPath) -> Void
    private var settled = false

    init(_ dragItem: DragItem, at indexPath: IndexPath, insert: @escaping (IndexPath) -> Void) {
        self.dragItem = dragItem
        insertionIndexPath = indexPath
        self.insert = insert
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard !settled else { return false }
        settled = true
        dataSourceUpdates(insertionIndexPath)
        insert(insertionIndexPath)
        return true
    }

    func deletePlaceholder() -> Bool {
        guard !settled else { return false }
        settled = true
        return true
    }

    func setNeedsCellUpdate() {}
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (ViewPropertyAnimator.Position) -> Void) { SimulatedDropAnimation().addCompletion(completion) }
}

final class SimulatedCollectionDropCoordinator: CollectionViewDropCoordinator {
    let items: [CollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: CollectionViewDropProposal
    let session: DropSession
    private weak var collectionView: CollectionView?

    init(items: [CollectionViewDropItem], destination: IndexPath?, proposal: CollectionViewDropProposal,
         session: DropSession, collectionView: CollectionView) {
        self.items = items
        destinationIndexPath = destination
        self.proposal = proposal
        self.session = session
        self.collectionView = collectionView
    }

    func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder) -> CollectionViewDropPlaceholderContext {
        SimulatedPlaceholderContext(dragItem, at: placeholder.insertionIndexPath) { [weak collectionView] indexPath in
            collectionView?.insertItems(at: [indexPath])
        }
    }
    func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> DragAnimating { SimulatedDropAnimation() }
    func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> DragAnimating { SimulatedDropAnimation() }
    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> DragAnimating { SimulatedDropAnimation() }
}

extension CollectionView {
    /// `dragInteractionEnabled`: whether items can be dragged; by default `true` on an iPad and `false` on an iPhone,
    /// as UIKit documents.
    public var dragInteractionEnabled: Bool {
        get { dragAndDrop.enabledOverride ?? DragInteraction.isEnabledByDefault(for: self) }
        set { dragAndDrop.enabledOverride = newValue }
    }

    /// `hasActiveDrag`: a drag that began in this collection view is under way.
    public var hasActiveDrag: Bool { dragAndDrop.hasActiveDrag }

    /// `hasActiveDrop`: a drop into this collection view is under way.
    public var hasActiveDrop: Bool { dragAndDrop.hasActiveDrop }
}
