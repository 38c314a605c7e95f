import Foundation

/// Where a table puts its cells (`PlatformProfile.tableCellWrapper`).
public enum TableCellWrapper: String, Sendable, Hashable, CaseIterable {
    /// In the table itself (iOS 6, iOS 11 and later).
    case none
    /// In a `UITableViewWrapperView` that is a plain view, sized with the table (`autoresize = W+H`; iOS 7).
    case plainView
    /// In a `UITableViewWrapperView` that is a scroll view of its own: it prints `gestureRecognizers`,
    /// `contentOffset: {0, 0}` and a `contentSize` equal to its size (iOS 8–10).
    case scrollView
}

/// UIKit's private `UITableViewWrapperView` (iOS 7–10): the view between a table and its cells.
///
/// It sits at the table's content origin, as wide as the table and as tall as the part inside the
/// content insets (`(0 0; 320 504)` in a 568-pt table under a 64-pt bar), and holds the shown cells at
/// their content coordinates, so a cell's `frame` is the same as when it is the table's subview; cells
/// far below it stay visible and touchable, as on a device. Code of that era reads
/// `cell.superview.superview` to reach the table; `cell.next` is the wrapper, whose `next` is the table.
final class TableViewWrapperView: View {
    /// Which kind of wrapper this is (set by the table from its world's profile).
    var kind: TableCellWrapper = .scrollView

    /// A scroll-view wrapper prints its pan recognizer, as every `UIScrollView` does.
    override var printsGestureRecognizers: Bool { kind == .scrollView || super.printsGestureRecognizers }

    /// A scroll-view wrapper prints `contentOffset: {0, 0}; contentSize: {w, h}` (its own size): it never
    /// scrolls.
    override func descriptionSuffixFields() -> [String] {
        var fields = super.descriptionSuffixFields()
        guard kind == .scrollView else { return fields }
        let profile = simulation?.profile ?? .iOS8
        let precise = profile.printsFullPrecisionScrollGeometry
        fields.append("contentOffset: " + UIKitFormat.point(.zero, precise: precise))
        if profile.printsContentSize { fields.append("contentSize: " + UIKitFormat.size(bounds.size, precise: precise)) }
        return fields
    }

    /// Inside wherever a cell is, not only within the wrapper's own bounds: a cell below the wrapper's
    /// height (scrolled into view) is touchable, as on a device.
    override func point(inside point: CGPoint, with event: Event?) -> Bool {
        subviews.contains { !$0.isHidden && $0.point(inside: convert(point, to: $0), with: event) }
    }

    /// The cells, wherever they lie (see `point(inside:with:)`); a point on no cell falls through to the
    /// table rather than stopping at the wrapper.
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard isHitTestable else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return nil
    }
}

extension TableView {
    /// The view the shown cells are subviews of: the wrapper view when the profile has one, else the table.
    var cellContainer: View {
        if let wrapper = cellWrapperView, wrapper.superview === self { return wrapper }
        return self
    }

    /// Makes the wrapper view the world's profile asks for (once), puts it at the back of the table
    /// (after a background view, before the table header view), and moves shown cells into it.
    func installCellWrapperIfNeeded(profile: PlatformProfile) {
        guard profile.tableCellWrapper != .none, cellWrapperView == nil else { return }
        let wrapper = TableViewWrapperView(frame: CGRect(origin: .zero, size: bounds.size))
        wrapper.kind = profile.tableCellWrapper
        if wrapper.kind == .plainView { wrapper.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
        cellWrapperView = wrapper
        let behindBackground = backgroundView.map { $0.superview === self && subviews.first === $0 } ?? false
        insertSubview(wrapper, at: behindBackground ? 1 : 0)
        for cell in visibleCellList where cell.superview === self { wrapper.addSubview(cell) }
        placeCellWrapper()
    }

    /// Keeps the wrapper at the content origin, as wide as the table and as tall as the bounds less the
    /// vertical content insets (`(0 0; 414 672)` under a 736-pt table at `contentOffset: {0, -64}`).
    /// A table with no height keeps a wrapper 1 pt tall (`(0 0; 0 1)` under a 0 × 0 table, iOS 10).
    func placeCellWrapper() {
        guard let wrapper = cellWrapperView, wrapper.superview === self else { return }
        let insets = adjustedContentInset
        let height = max(TableView.minimumCellWrapperHeight, bounds.height - insets.top - insets.bottom)
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        guard wrapper.frame != frame, frame.width.isFinite, frame.height.isFinite else { return }
        View.performWithoutAnimation { wrapper.frame = frame }
    }

    /// The height a cell wrapper keeps when the table has none (see `placeCellWrapper()`).
    static let minimumCellWrapperHeight: CGFloat = 1
}
