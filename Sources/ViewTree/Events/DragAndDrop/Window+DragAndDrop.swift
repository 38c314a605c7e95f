import Foundation

// A simulated drag and drop: one finger lifts what is under it, moves to the drop point and lets go. The source is
// the first view, from the touched one up, with an enabled drag interaction, or a table or collection view with a
// drag delegate, drags enabled and a row or item under the finger; the target is the first view up from the one at
// the drop point with a drop interaction or a drop delegate that can handle the session. Callbacks, in order:
// source: items (none: no drag) → previews → allows move / restricted → will begin → did move;
// target: did enter → did update (the proposal) → [perform drop, if the proposal copies or moves] →
// source: will end with (interactions) → target: conclude drop (interactions) → source: did end → target: did end.

/// Where a drag starts.
private enum DragSource {
    case interaction(DragInteraction)
    case collection(CollectionView, IndexPath)
    case table(TableView, IndexPath)

    /// The source under `point` (window coordinates), looking up from the view hit there.
    static func find(at point: CGPoint, in window: Window) -> DragSource? {
        var view = window.hitTest(point, with: nil)
        while let v = view {
            for case let drag as DragInteraction in v.interactions where drag.isEnabled && drag.delegate != nil {
                return .interaction(drag)
            }
            if let collection = v as? CollectionView, collection.dragDelegate != nil, collection.dragInteractionEnabled,
               let indexPath = collection.indexPathForItem(at: collection.convert(point, from: window)) {
                return .collection(collection, indexPath)
            }
            if let table = v as? TableView, table.dragDelegate != nil, table.dragInteractionEnabled,
               let indexPath = table.indexPathForRow(at: table.convert(point, from: window)) {
                return .table(table, indexPath)
            }
            view = v.superview
        }
        return nil
    }

    /// Asks for the items, and when there are some, begins the session.
    func lift(_ session: SimulatedDragSession) -> Bool {
        switch self {
        case .interaction(let drag):
            guard let delegate = drag.delegate else { return false }
            session.items = delegate.dragInteraction(drag, itemsForBeginning: session)
            guard !session.items.isEmpty else { return false }
            for item in session.items { _ = delegate.dragInteraction(drag, previewForLifting: item, session: session) }
            session.allowsMoveOperation = delegate.dragInteraction(drag, sessionAllowsMoveOperation: session)
            session.isRestrictedToDraggingApplication = delegate.dragInteraction(drag, sessionIsRestrictedToDraggingApplication: session)
            delegate.dragInteraction(drag, sessionWillBegin: session)
        case .collection(let collection, let indexPath):
            guard let delegate = collection.dragDelegate else { return false }
            session.items = delegate.collectionView(collection, itemsForBeginning: session, at: indexPath)
            guard !session.items.isEmpty else { return false }
            _ = delegate.collectionView(collection, dragPreviewParametersForItemAt: indexPath)
            session.allowsMoveOperation = delegate.collectionView(collection, dragSessionAllowsMoveOperation: session)
            session.isRestrictedToDraggingApplication = delegate.collectionView(collection, dragSessionIsRestrictedToDraggingApplication: session)
            collection.dragAndDrop.hasActiveDrag = true
            delegate.collectionView(collection, dragSessionWillBegin: session)
        case .table(let table, let indexPath):
            guard let delegate = table.dragDelegate else { return false }
            session.items = delegate.tableView(table, itemsForBeginning: session, at: indexPath)
            guard !session.items.isEmpty else { return false }
            _ = delegate.tableView(table, dragPreviewParametersForRowAt: indexPath)
            session.allowsMoveOperation = delegate.tableView(table, dragSessionAllowsMoveOperation: session)
            session.isRestrictedToDraggingApplication = delegate.tableView(table, dragSessionIsRestrictedToDraggingApplication: session)
            table.dragAndDrop.hasActiveDrag = true
            delegate.tableView(table, dragSessionWillBegin: session)
        }
        return true
    }

    func moved(_ session: SimulatedDragSession) {
        if case .interaction(let drag) = self { drag.delegate?.dragInteraction(drag, sessionDidMove: session) }
    }

    func willEnd(_ session: SimulatedDragSession, with operation: DropOperation) {
        if case .interaction(let drag) = self { drag.delegate?.dragInteraction(drag, session: session, willEndWith: operation) }
    }

    func didEnd(_ session: SimulatedDragSession, with operation: DropOperation) {
        switch self {
        case .interaction(let drag): drag.delegate?.dragInteraction(drag, session: session, didEndWith: operation)
        case .collection(let collection, _):
            collection.dragAndDrop.hasActiveDrag = false
            collection.dragDelegate?.collectionView(collection, dragSessionDidEnd: session)
        case .table(let table, _):
            table.dragAndDrop.hasActiveDrag = false
            table.dragDelegate?.tableView(table, dragSessionDidEnd: session)
        }
    }

    /// The index path the items came from, when the drag began in `list`.
    func sourceIndexPath(in list: View) -> IndexPath? {
        switch self {
        case .collection(let collection, let indexPath) where collection === list: indexPath
        case .table(let table, let indexPath) where table === list: indexPath
        default: nil
        }
    }

    /// The size of the lifted row's or item's cell (zero for an interaction's items).
    var previewSize: CGSize {
        switch self {
        case .interaction(let drag): drag.view?.bounds.size ?? .zero
        case .collection(let collection, let indexPath): collection.cellForItem(at: indexPath)?.bounds.size ?? .zero
        case .table(let table, let indexPath): table.cellForRow(at: indexPath)?.bounds.size ?? .zero
        }
    }
}

/// Where a drag is dropped.
private enum DropTarget {
    case interaction(DropInteraction, DropInteractionDelegate)
    case collection(CollectionView, CollectionViewDropDelegate)
    case table(TableView, TableViewDropDelegate)

    /// The first target up from the view at `point` (window coordinates) that can handle the session.
    static func find(at point: CGPoint, in window: Window, session: SimulatedDragSession) -> DropTarget? {
        var view = window.hitTest(point, with: nil)
        while let v = view {
            for case let drop as DropInteraction in v.interactions {
                if let delegate = drop.delegate, delegate.dropInteraction(drop, canHandle: session) { return .interaction(drop, delegate) }
            }
            if let collection = v as? CollectionView, let delegate = collection.dropDelegate,
               delegate.collectionView(collection, canHandle: session) {
                return .collection(collection, delegate)
            }
            if let table = v as? TableView, let delegate = table.dropDelegate, delegate.tableView(table, canHandle: session) {
                return .table(table, delegate)
            }
            view = v.superview
        }
        return nil
    }

    /// Enters, asks for the proposal, drops when it copies or moves, and ends the source's and the target's sessions.
    func drop(_ session: SimulatedDragSession, from source: DragSource) -> DropOperation {
        switch self {
        case .interaction(let drop, let delegate):
            delegate.dropInteraction(drop, sessionDidEnter: session)
            let operation = delegate.dropInteraction(drop, sessionDidUpdate: session).operation
            let dropped = operation == .copy || operation == .move
            if dropped { delegate.dropInteraction(drop, performDrop: session) }
            source.willEnd(session, with: operation)
            if dropped { delegate.dropInteraction(drop, concludeDrop: session) }
            source.didEnd(session, with: operation)
            delegate.dropInteraction(drop, sessionDidEnd: session)
            return operation
        case .collection(let collection, let delegate):
            let destination = collection.indexPathForItem(at: session.location(in: collection))
            return DropTarget.dropIntoList(collection, session, from: source, active: { collection.dragAndDrop.hasActiveDrop = $0 },
                enter: { delegate.collectionView(collection, dropSessionDidEnter: session) },
                propose: { delegate.collectionView(collection, dropSessionDidUpdate: session, withDestinationIndexPath: destination) },
                perform: { proposal, items in
                    delegate.collectionView(collection, performDropWith: SimulatedCollectionDropCoordinator(
                        items: items, destination: destination, proposal: proposal, session: session, collectionView: collection))
                },
                end: { delegate.collectionView(collection, dropSessionDidEnd: session) })
        case .table(let table, let delegate):
            let destination = table.indexPathForRow(at: session.location(in: table))
            return DropTarget.dropIntoList(table, session, from: source, active: { table.dragAndDrop.hasActiveDrop = $0 },
                enter: { delegate.tableView(table, dropSessionDidEnter: session) },
                propose: { delegate.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: destination) },
                perform: { proposal, items in
                    delegate.tableView(table, performDropWith: SimulatedTableDropCoordinator(
                        items: items, destination: destination, proposal: proposal, session: session, tableView: table))
                },
                end: { delegate.tableView(table, dropSessionDidEnd: session) })
        }
    }

    /// A drop into a table or a collection view: enter, the proposal, the drop itself (for a copy or a move, with
    /// `hasActiveDrop` set meanwhile), then the source's end and the list's.
    private static func dropIntoList<Proposal: DropProposal>(
        _ list: View, _ session: SimulatedDragSession, from source: DragSource, active: (Bool) -> Void,
        enter: () -> Void, propose: () -> Proposal, perform: (Proposal, [SimulatedDropItem]) -> Void, end: () -> Void
    ) -> DropOperation {
        enter()
        let proposal = propose()
        if proposal.operation == .copy || proposal.operation == .move {
            let origin = source.sourceIndexPath(in: list), previewSize = source.previewSize
            let items = session.items.map { SimulatedDropItem($0, from: origin, previewSize: previewSize) }
            active(true)
            perform(proposal, items)
            active(false)
        }
        source.willEnd(session, with: proposal.operation)
        source.didEnd(session, with: proposal.operation)
        end()
        return proposal.operation
    }
}

extension Window {
    /// Drags what is under `start` to `end` (window coordinates) and lets go there, with UIKit's callbacks in UIKit's
    /// order (see `Window+DragAndDrop.swift`). Returns the operation the drag ended with (`.cancel` when no target
    /// took it), or `nil` when nothing was lifted: no drag source under `start`, or one that gave no items. Loading the
    /// dropped items' objects finishes on the world's next turn. A non-finite point, or a drag started while another
    /// runs (from a delegate), is refused with a diagnostic.
    @discardableResult
    public func dragAndDrop(from start: CGPoint, to end: CGPoint) -> DropOperation? {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
            reject(.invalidValue, "dragAndDrop(from: \(UIKitFormat.point(start)), to: \(UIKitFormat.point(end))): a point is not finite; nothing was dragged")
            return nil
        }
        guard !dragInProgress else {
            reject(.invalidValue, "dragAndDrop(from:to:) while another drag is under way in this window (called from a drag or drop callback); nothing was dragged")
            return nil
        }
        dragInProgress = true
        defer { dragInProgress = false }
        guard let source = DragSource.find(at: start, in: self) else { return nil }
        let session = SimulatedDragSession(items: [], at: start, in: self)
        guard source.lift(session) else { return nil }
        session.windowLocation = end
        source.moved(session)
        guard let target = DropTarget.find(at: end, in: self, session: session) else {
            source.willEnd(session, with: .cancel)
            source.didEnd(session, with: .cancel)
            return .cancel
        }
        return target.drop(session, from: source)
    }
}
