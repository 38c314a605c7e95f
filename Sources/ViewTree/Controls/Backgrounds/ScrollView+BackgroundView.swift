import Foundation

// A table's or a collection view's `backgroundView`: "automatically resized to match the size of the table
// view", "placed as a subview of the table view behind all cells, header views, and footer views"
// (UITableView's documentation; UICollectionView's: "positioned underneath all of the other content and
// sized automatically to fill the entire bounds of the collection view", and it "does not scroll with the
// collection view's other content"). So it sits at the back, at the visible bounds, wherever the
// content is scrolled.
extension ScrollView {
    /// Replaces the background view `old` with `new` (see above): the old one leaves, the new one is placed.
    func replaceBackgroundView(_ old: View?, with new: View?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        placeBackgroundView(new)
    }

    /// Puts `view` at the back of this scroll view, at its bounds (the visible area, so it does not scroll).
    func placeBackgroundView(_ view: View?) {
        guard let view else { return }
        if view.superview !== self || subviews.first !== view { insertSubview(view, at: 0) }
        if view.frame != bounds { View.performWithoutAnimation { view.frame = bounds } }
    }
}
