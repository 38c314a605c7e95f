import Foundation

// Asking the data source for a supplementary view, as UIKit's collection view asks: the view returned must be one the
// data source dequeued for the request (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, or a
// supplementary registration's dequeue), never one it made itself, kept, or `nil`.
extension CollectionView {
    /// UIKit's words for a dequeue of a kind and identifier nothing is registered for (NSInternalInconsistencyException:
    /// PacktPublishing/Mastering-iOS-11-Programming issue 3, apptekstudios/ASCollectionView issue 70).
    static func unregisteredSupplementaryMessage(kind: String, identifier: String) -> String {
        "dequeueReusableSupplementaryView(ofKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\"): could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard (UIKit raises NSInternalInconsistencyException); a plain CollectionReusableView is used"
    }

    /// Records a supplementary view handed out by a dequeue while the data source is being asked for one.
    func noteSupplementaryDequeue(_ view: CollectionReusableView) {
        supplementaryDequeues?.insert(ObjectIdentifier(view))
    }

    /// The data source's view for a supplementary element, if it dequeued it while asked. A view it did not dequeue
    /// (made with `init(frame:)`, kept from an earlier request, the data source's default plain view, or a diffable data
    /// source's without a `supplementaryViewProvider`) is refused with a diagnostic in the words of UIKit's exception,
    /// "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (…) was not retrieved by
    /// calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil"
    /// (parse-community/ParseUI-iOS issue 66), and nothing is shown for the element.
    func requestSupplementaryView(ofKind kind: String, at indexPath: TableIndexPath) -> CollectionReusableView? {
        guard let dataSource else { return nil }
        let outer = supplementaryDequeues
        supplementaryDequeues = []
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
        let dequeued = supplementaryDequeues?.contains(ObjectIdentifier(view)) ?? false
        supplementaryDequeues = outer
        guard dequeued else {
            reject(.invalidValue, "the view returned from collectionView(_:viewForSupplementaryElementOfKind: \"\(kind)\", at: \(indexPath)), \(view.diagnosticName), was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (UIKit raises NSInternalInconsistencyException); it is not shown")
            return nil
        }
        return view
    }
}
