import Foundation

/// A cell's `backgroundView`, `selectedBackgroundView` and `multipleSelectionBackgroundView`, and where they go
/// (UITableViewCell's and UICollectionViewCell's documentation): the background view behind every other
/// subview; the selection view, while the cell is selected or highlighted, just above it and below the
/// content view, removed again when the cell is neither ("UITableViewCell adds the value of this property as
/// a subview only when the cell is selected"). The multiple-selection view takes the selection view's place
/// in a table that allows several selected rows, when it is set. Each is kept the size of the cell.
struct CellBackgroundViews {
    /// `backgroundView`.
    private(set) var background: View?
    /// `selectedBackgroundView`.
    private(set) var selection: View?
    /// `multipleSelectionBackgroundView`.
    private(set) var multipleSelection: View?
    /// `backgroundConfiguration`, shown by `systemView` at the very back.
    private(set) var configuration: BackgroundConfiguration?
    private var systemView: _UISystemBackgroundView?
    /// The cell's state changed, or it asked (`setNeedsUpdateConfiguration()`): its configurations are
    /// updated before its next layout. True at first: a cell is configured before it is first shown.
    var needsConfigurationUpdate = true

    /// Sets `backgroundConfiguration`. A configuration clears the cell's `backgroundColor` and its background
    /// views ("Setting a non-nil value for this property resets … backgroundColor, backgroundView,
    /// selectedBackgroundView, multipleSelectionBackgroundView", UIKit's documentation); `replacing` an
    /// updated one keeps them as they are.
    mutating func setConfiguration(_ newValue: BackgroundConfiguration?, in cell: View, replacing: Bool = false) {
        configuration = newValue
        guard newValue != nil else {
            systemView?.removeFromSuperview()
            systemView = nil
            return
        }
        if !replacing {
            for role in [Role.background, .selection, .multipleSelection] { set(nil, as: role, in: cell) }
            cell.backgroundColor = nil
        }
        if systemView == nil { systemView = _UISystemBackgroundView(frame: .zero) }
    }

    /// Which of the three a setter replaces.
    enum Role { case background, selection, multipleSelection }

    /// Replaces the view of `role`, taking the old one out of `cell` when it is still there.
    mutating func set(_ view: View?, as role: Role, in cell: View) {
        let old: View?
        switch role {
        case .background: old = background; background = view
        case .selection: old = selection; selection = view
        case .multipleSelection: old = multipleSelection; multipleSelection = view
        }
        if let old, old !== view, old.superview === cell, !isKept(old) { old.removeFromSuperview() }
    }

    /// Whether the cell has none of the views (nor a configuration's): most cells, whose layout then skips them.
    var isEmpty: Bool { background == nil && selection == nil && multipleSelection == nil && systemView == nil }

    /// Whether `view` still has another role.
    private func isKept(_ view: View) -> Bool {
        background === view || selection === view || multipleSelection === view
    }

    /// Puts the views where they belong in `cell` for its state: the background at the back, the
    /// selection view (the multiple-selection one when `multiple` and set) above it while
    /// `showingSelection`, each at the cell's bounds.
    func arrange(in cell: View, showingSelection: Bool, multiple: Bool) {
        guard !isEmpty else { return }
        let shownSelection = showingSelection ? (multiple ? multipleSelection ?? selection : selection) : nil
        for view in [selection, multipleSelection] {
            if let view, view !== shownSelection, view !== background, view.superview === cell { view.removeFromSuperview() }
        }
        var index = 0
        for view in [systemView, background, shownSelection] {
            guard let view else { continue }
            if view.superview !== cell || cell.subviews.firstIndex(where: { $0 === view }) != index {
                cell.insertSubview(view, at: index)
            }
            var frame = cell.bounds
            if view === systemView, let insets = configuration?.backgroundInsets {
                frame = frame.inset(by: EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
            }
            // Only when it changes: the frame setter marks layout, and this runs inside the cell's.
            if view.frame != frame { View.performWithoutAnimation { view.frame = frame } }
            index += 1
        }
        if let systemView, let configuration { systemView.show(configuration, tint: cell.tintColor) }
    }
}
