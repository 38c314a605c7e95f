import Foundation

/// `UICollectionViewController`: a controller whose view is a collection view, and its data source and delegate.
///
/// As Apple's documentation describes it:
/// - without a nib, `loadView()` makes a collection view with the controller's layout, the size of the screen,
///   with autoresize `W+H`, whose data source and delegate are the controller;
/// - the first `viewWillAppear(_:)` reloads the collection view's data, and every one clears the selection when
///   `clearsSelectionOnViewWillAppear` (default `true`).
///
/// Subclasses override the data source and delegate methods (`override func collectionView(_:numberOfItemsInSection:)`),
/// as in UIKit: each is declared here with UIKit's default. The flow-layout delegate methods are not: UIKit's
/// controller does not adopt `UICollectionViewDelegateFlowLayout`, so a subclass that adopts it writes
/// `func collectionView(_:layout:sizeForItemAt:)` without `override`, and the flow layout finds it.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// `collectionViewLayout`: the layout the collection view is made with (its current layout once loaded).
    public var collectionViewLayout: CollectionViewLayout {
        storedCollectionView?.collectionViewLayout ?? initialLayout
    }
    private let initialLayout: CollectionViewLayout

    /// Whether `viewWillAppear(_:)` deselects the selected items. Default `true`, as UIKit's.
    open var clearsSelectionOnViewWillAppear = true

    /// `installsStandardGestureForInteractiveMovement` (iOS 9): whether UIKit's own long press drives reordering.
    /// Default `true`, as UIKit's. Stored: ViewTree installs no such recognizer (a test plays the drag with
    /// `beginInteractiveMovementForItem(at:)` and its companions, or code installs its own recognizer, as this
    /// property's `false` asks for).
    open var installsStandardGestureForInteractiveMovement = true

    /// Whether the first `viewWillAppear(_:)` has reloaded the collection view.
    private var hasReloadedOnFirstAppearance = false

    /// `init(collectionViewLayout:)`: a controller whose collection view will have `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(nibName:bundle:)`: a flow layout (ViewTree loads no nib from a bundle).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `initWithCoder:`: a flow layout, as a storyboard's collection view controller scene before its view loads.
    public required init?(coder: NSCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view (loaded on first read). `nil` when an override of `loadView()`
    /// set a view that is not a collection view.
    open var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// Makes the collection view (or takes the one of the controller's scene) and becomes its data source and
    /// delegate where it has none.
    open override func loadView() {
        if let loaded = nibLoader?.loadView(for: self) {
            if let collection = loaded as? CollectionView { adopt(collection) }
            view = loaded
            return
        }
        let collection = CollectionView(frame: defaultViewFrame, collectionViewLayout: initialLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        adopt(collection)
        view = collection
    }

    /// A collection view from a nib keeps the data source and delegate its file connected (ours, as for the
    /// table view controller); one with none gets the controller.
    private func adopt(_ collection: CollectionView) {
        if collection.dataSource == nil { collection.dataSource = self }
        if collection.delegate == nil { collection.delegate = self }
    }

    private var storedCollectionView: CollectionView? { isViewLoaded ? view as? CollectionView : nil }

    /// Reloads the collection view the first time, and clears the selection if `clearsSelectionOnViewWillAppear`.
    /// Overrides call super, as in UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collection = storedCollectionView else { return }
        if !hasReloadedOnFirstAppearance {
            hasReloadedOnFirstAppearance = true
            collection.reloadData()
        }
        if clearsSelectionOnViewWillAppear {
            for indexPath in collection.indexPathsForSelectedItems ?? [] { collection.deselectItem(at: indexPath, animated: animated) }
        }
    }

    // MARK: UICollectionViewDataSource (UIKit's defaults, for subclasses to override)

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A plain cell: asked for only when a subclass gives items without overriding this (UIKit's controller does
    /// not implement it, and the collection view would raise).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        CollectionViewCell(frame: .zero)
    }
    /// A plain reusable view, which the collection view refuses (it was not dequeued) and does not show: UIKit raises for
    /// a kind the data source does not provide (CollectionView+SupplementaryRequest.swift).
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: TableIndexPath) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
    /// `true` (see `CollectionViewDataSource`).
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: TableIndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {}

    // MARK: UICollectionViewDelegate

    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: TableIndexPath) {}
    /// The collection view's `allowsMultipleSelectionDuringEditing`.
    open func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool {
        collectionView.allowsMultipleSelectionDuringEditing
    }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) {}
    /// Does nothing.
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: TableIndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: TableIndexPath) {}
    /// `nil`: no menu.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: TableIndexPath,
                             point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                             animator: ContextMenuInteractionAnimating?) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                             animator: ContextMenuInteractionAnimating?) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                             animator: ContextMenuInteractionCommitAnimating) {}
    /// `nil`: the item's cell.
    open func collectionView(_ collectionView: CollectionView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// `nil`: the item's cell.
    open func collectionView(_ collectionView: CollectionView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// Allows it.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: TableIndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: TableIndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: TableIndexPath) {}
    /// Allows it.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: TableIndexPath) -> Bool { true }
    /// Allows it.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: TableIndexPath) -> Bool { true }
    /// The proposed index path.
    open func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: TableIndexPath,
                             toProposedIndexPath proposedIndexPath: TableIndexPath) -> TableIndexPath { proposedIndexPath }

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target as it is.
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Allows it.
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}

    override var libraryClassName: String { "CollectionViewController" }
}
