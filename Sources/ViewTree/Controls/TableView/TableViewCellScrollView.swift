import Foundation

/// UIKit's private `UITableViewCellScrollView` (iOS 7 only): the view between a cell and its content view
/// and accessory, which slid aside for swipe-to-delete. It prints as a scroll view does:
///
///     <UITableViewCell: 0x8e25350; frame = (0 396; 320 44); text = 'Item #10'; autoresize = W; layer = …>
///        | <UITableViewCellScrollView: 0x8e636e0; frame = (0 0; 320 44); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x8e1d7d0>; layer = …; contentOffset: {0, 0}>
///        |    | <UIButton: 0x8e22a70; frame = (302 16; 8 12.5); opaque = NO; userInteractionEnabled = NO; layer = …>
///        |    | <UITableViewCellContentView: 0x8e23aa0; frame = (0 0; 287 44); opaque = NO; gestureRecognizers = …>
///
/// (raywenderlich.com's "swipeable cell" tutorial, iOS 7, 2014). iOS 7 code reached the cell from a view in
/// it with `superview.superview.superview`, and broke on iOS 8, which removed the view; iOS 6 and 8+ cells
/// hold their content view directly. ViewTree's is a plain view that never scrolls (code that looks for it
/// as a `UIScrollView`, to turn off `delaysContentTouches`, finds none).
final class TableViewCellScrollView: View {
    override var printsGestureRecognizers: Bool { true }

    /// `contentOffset: {0, 0}` (iOS 7 prints no `contentSize`).
    override func descriptionSuffixFields() -> [String] {
        super.descriptionSuffixFields() + ["contentOffset: " + UIKitFormat.point(.zero)]
    }
}

extension TableViewCell {
    /// The view the content view and the accessory are subviews of: the cell's scroll view on iOS 7
    /// (`PlatformProfile.cellHasScrollView`), the cell itself otherwise.
    var contentHost: View {
        if let host = cellScrollView, host.superview === self { return host }
        return self
    }

    /// Makes the iOS 7 scroll view (once), as big as the cell, and moves the content view and a shown
    /// accessory into it.
    func installCellScrollViewIfNeeded(profile: PlatformProfile) {
        guard profile.cellHasScrollView, cellScrollView == nil else { return }
        let host = TableViewCellScrollView(frame: CGRect(origin: .zero, size: bounds.size))
        host.clipsToBounds = true
        host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cellScrollView = host
        let index = contentView.superview === self ? subviews.firstIndex { $0 === contentView } : nil
        insertSubview(host, at: index ?? subviews.count)
        for view in [accessoryView, editingAccessoryView, standardAccessoryView as View?] {
            if let view, view.superview === self { host.addSubview(view) }
        }
        if contentView.superview === self || contentView.superview == nil { host.addSubview(contentView) }
    }
}

extension View {
    /// The cell this view is the content view of, or the iOS 7 scroll view of, if it is either.
    var cellOwningPart: TableViewCell? {
        guard let parent = superview else { return nil }
        if let cell = parent as? TableViewCell { return cell.contentView === self || cell.cellScrollView === self ? cell : nil }
        if parent is TableViewCellScrollView, let cell = parent.superview as? TableViewCell, cell.contentView === self { return cell }
        return nil
    }
}
