import Foundation

extension CollectionViewLayout {
    /// The size a self-sizing view prefers for its element (`preferredLayoutAttributesFitting(_:)`), when it is one;
    /// else `nil`, and a diagnostic naming the view, the element and the size. A length is finite, 0 or more and at most
    /// `CollectionViewCompositionalLayout.maximumLength` (ours: the limit a compositional layout's own lengths have, so
    /// that a self-sizing answer cannot make what a layout's lengths may not). UIKit documents no check and lays such an
    /// answer out as given; ViewTree keeps the estimate (the element's attributes as laid out) and reports it, for both
    /// the flow and the compositional layout (Docs/Reliability.md, bug 97).
    func usablePreferredSize(of view: CollectionReusableView, for attributes: CollectionViewLayoutAttributes) -> CGSize? {
        let size = view.preferredLayoutAttributesFitting(attributes).size
        let limit = CollectionViewCompositionalLayout.maximumLength
        func usable(_ length: CGFloat) -> Bool { length.isFinite && length >= 0 && length <= limit }
        guard usable(size.width), usable(size.height) else {
            let code: Diagnostic.Code = size.width.isFinite && size.height.isFinite ? .invalidValue : .nonFiniteGeometry
            let element = attributes.representedElementKind.map { "the \"\($0)\" view" } ?? "the item"
            collectionView?.reject(code, "\(type(of: view)).preferredLayoutAttributesFitting(_:) for \(element) at \(attributes.indexPath) returned the size (\(size.width), \(size.height)); a length is finite, 0 or more and at most \(limit): the estimate (\(attributes.size.width), \(attributes.size.height)) is kept")
            return nil
        }
        return size
    }
}
