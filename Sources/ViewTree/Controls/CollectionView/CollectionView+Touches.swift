import Foundation

// A finger on a cell, as UIKit's collection view tracks it: the finger that goes down on a shown cell is remembered;
// lifted while still on that cell, it taps the item (`userDidTapItem(at:)`: highlight, selection and the delegate's
// calls in the order of "Tracking touches in a cell", *Collection View Programming Guide for iOS*); moved off the cell,
// cancelled (scrolling began), or lifted after the cell left the collection view, it selects nothing. Other touches go
// up the responder chain. Not simulated: the highlight shown while the finger is down (the whole sequence runs as the
// finger lifts, which is when UIKit's selection callbacks come).
extension CollectionView {
    /// The shown cell of this collection view that contains `view` (the view a touch hit), and its item.
    private func shownItem(containing view: View?) -> (CollectionViewCell, TableIndexPath)? {
        var current = view
        while let v = current, v !== self {
            if let cell = v as? CollectionViewCell, cell.superview === self, let path = indexPath(for: cell) { return (cell, path) }
            current = v.superview
        }
        return nil
    }

    /// Touch down: remembers the finger on a cell. Returns whether the touches were on a cell (handled).
    func beginItemTouch(_ touches: Set<Touch>) -> Bool {
        // Of several fingers on cells in one event, the topmost-leftmost (a set has no order).
        guard let touch = Touch.topmostLeftmost(touches.filter { shownItem(containing: $0.view) != nil }),
              let (cell, _) = shownItem(containing: touch.view) else { return false }
        // A finger whose cell left (scrolled out, reloaded) never reports its end here; one finger at a time taps. One
        // lifted while the scroll view held its touches back is still tapping: its end comes after this began.
        if let old = itemTouch, old.isOverForView || itemTouchCell?.superview !== self {
            itemTouch = nil
            itemTouchCell = nil
        }
        guard itemTouch == nil else { return true }
        itemTouch = touch
        itemTouchCell = cell
        return true
    }

    /// A finger that leaves its cell's bounds will select nothing.
    func moveItemTouch(_ touches: Set<Touch>) -> Bool {
        guard let touch = itemTouch, touches.contains(touch) else { return touches.contains { shownItem(containing: $0.view) != nil } }
        if let cell = itemTouchCell, !cell.bounds.contains(touch.location(in: cell)) { itemTouchCell = nil }
        return true
    }

    /// Lifted on its cell (still shown for an item), the finger taps that item.
    func endItemTouch(_ touches: Set<Touch>) -> Bool {
        guard let touch = itemTouch, touches.contains(touch) else { return touches.contains { shownItem(containing: $0.view) != nil } }
        let cell = itemTouchCell
        itemTouch = nil
        itemTouchCell = nil
        guard let cell, cell.superview === self, let path = indexPath(for: cell) else { return true }
        userDidTapItem(at: path)
        return true
    }

    func cancelItemTouch(_ touches: Set<Touch>) -> Bool {
        guard let touch = itemTouch, touches.contains(touch) else { return touches.contains { shownItem(containing: $0.view) != nil } }
        itemTouch = nil
        itemTouchCell = nil
        return true
    }
}
