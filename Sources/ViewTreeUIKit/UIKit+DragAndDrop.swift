import Foundation
import ViewTree

// Drag and drop (iOS 11): UIKit's names for ViewTree's types (Events/DragAndDrop/, CollectionView+DragAndDrop.swift,
// TableView+DragAndDrop.swift). `NSItemProvider` keeps its name (Foundation on Linux has none).

/// `UIDragItem`.
public typealias UIDragItem = DragItem
/// `UIDragPreview`.
public typealias UIDragPreview = DragPreview
/// `UIDragPreviewParameters`.
public typealias UIDragPreviewParameters = DragPreviewParameters
/// `UIDragPreviewTarget`.
public typealias UIDragPreviewTarget = DragPreviewTarget
/// `UITargetedDragPreview`.
public typealias UITargetedDragPreview = TargetedDragPreview
/// `UIDropOperation`.
public typealias UIDropOperation = DropOperation
/// `UIDropProposal`.
public typealias UIDropProposal = DropProposal
/// `UIDragDropSession`.
public typealias UIDragDropSession = DragDropSession
/// `UIDragSession`.
public typealias UIDragSession = DragSession
/// `UIDropSession`.
public typealias UIDropSession = DropSession
/// `UIDropSessionProgressIndicatorStyle`.
public typealias UIDropSessionProgressIndicatorStyle = DropSessionProgressIndicatorStyle
/// `UIDragAnimating`.
public typealias UIDragAnimating = DragAnimating
/// `UIDragInteraction`.
public typealias UIDragInteraction = DragInteraction
/// `UIDragInteractionDelegate`.
public typealias UIDragInteractionDelegate = DragInteractionDelegate
/// `UIDropInteraction`.
public typealias UIDropInteraction = DropInteraction
/// `UIDropInteractionDelegate`.
public typealias UIDropInteractionDelegate = DropInteractionDelegate

/// `UICollectionViewDragDelegate`.
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
/// `UICollectionViewDropDelegate`.
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
/// `UICollectionViewDropProposal`.
public typealias UICollectionViewDropProposal = CollectionViewDropProposal
/// `UICollectionViewDropIntent`.
public typealias UICollectionViewDropIntent = CollectionViewDropProposal.Intent
/// `UICollectionViewDropItem`.
public typealias UICollectionViewDropItem = CollectionViewDropItem
/// `UICollectionViewPlaceholder`.
public typealias UICollectionViewPlaceholder = CollectionViewPlaceholder
/// `UICollectionViewDropPlaceholder`.
public typealias UICollectionViewDropPlaceholder = CollectionViewDropPlaceholder
/// `UICollectionViewDropPlaceholderContext`.
public typealias UICollectionViewDropPlaceholderContext = CollectionViewDropPlaceholderContext
/// `UICollectionViewDropCoordinator`.
public typealias UICollectionViewDropCoordinator = CollectionViewDropCoordinator

/// `UITableViewDragDelegate`.
public typealias UITableViewDragDelegate = TableViewDragDelegate
/// `UITableViewDropDelegate`.
public typealias UITableViewDropDelegate = TableViewDropDelegate
/// `UITableViewDropProposal`.
public typealias UITableViewDropProposal = TableViewDropProposal
/// `UITableViewDropIntent`.
public typealias UITableViewDropIntent = TableViewDropProposal.Intent
/// `UITableViewDropItem`.
public typealias UITableViewDropItem = TableViewDropItem
/// `UITableViewPlaceholder`.
public typealias UITableViewPlaceholder = TableViewPlaceholder
/// `UITableViewDropPlaceholder`.
public typealias UITableViewDropPlaceholder = TableViewDropPlaceholder
/// `UITableViewDropPlaceholderContext`.
public typealias UITableViewDropPlaceholderContext = TableViewDropPlaceholderContext
/// `UITableViewDropCoordinator`.
public typealias UITableViewDropCoordinator = TableViewDropCoordinator

extension CollectionView {
    /// `UICollectionView.ReorderingCadence`.
    public typealias ReorderingCadence = ViewTree.ReorderingCadence
}
