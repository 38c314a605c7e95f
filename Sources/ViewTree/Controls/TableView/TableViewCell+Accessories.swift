import Foundation

// A cell's accessory (`accessoryView` / `accessoryType`, and their editing counterparts while the cell edits)
// and the room the content view leaves beside it and beside the editing control. The rule, from real dumps
// (`PlatformProfile.cellAccessories`, `CellAccessoryMetrics`): the accessory keeps its size, ends the cell
// margin before the cell's trailing edge and is centred in the content view's height, rounded to whole
// points; the content view ends the era's gap before it. A caller's view is shown instead of the standard
// accessory, as in UIKit ("If the value of this property is not nil, the UITableViewCell class uses the given
// view for the accessory view in the table view's normal (default) state; it ignores the value of the
// accessoryType property", UITableViewCell documentation).
extension TableViewCell {
    /// 38 pt: how far the content view moves aside for the editing control (the red minus, the green plus)
    /// while the cell is editing and indents (`shouldIndentWhileEditing`). The figure every iOS 7+
    /// re-layout of the editing control uses ("return 38 // Standard iOS editing control width"); not read
    /// from a dump: listed in Docs/Fidelity.md as such.
    public static let editingControlWidth: CGFloat = 38

    /// The accessory metrics of the cell's world's era (the default profile's outside a world).
    var accessoryMetrics: CellAccessoryMetrics { (simulation?.profile ?? .default).cellAccessories }

    /// The accessory the cell shows now: while editing, `editingAccessoryView`, else the standard accessory of
    /// `editingAccessoryType`; otherwise `accessoryView`, else the standard accessory of `accessoryType`.
    var shownAccessory: View? {
        let (view, type) = storedIsEditing ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
        if let view { return view }
        guard type != .none else { return nil }
        let button: _UITableCellAccessoryButton
        if let made = standardAccessoryView {
            button = made
        } else {
            button = _UITableCellAccessoryButton(frame: .zero)
            button.addTarget(self, action: TableViewCell.standardAccessoryTapped, for: .touchUpInside)
            standardAccessoryView = button
        }
        button.accessoryType = type
        return button
    }

    /// The size the accessory takes: a caller's view its own, the standard one the era's for its type
    /// (floored to the screen's pixels: 10.5 pt is 10.333 at 3×, as measured).
    private func accessorySize(of accessory: View) -> CGSize {
        guard let standard = accessory as? _UITableCellAccessoryButton, standard === standardAccessoryView else {
            let size = accessory.bounds.size
            return size.width.isFinite && size.height.isFinite ? size : .zero
        }
        let size = accessoryMetrics.size(of: standard.accessoryType)
        let scale = pixelScale
        return CGSize(width: (size.width * scale).rounded(.down) / scale, height: (size.height * scale).rounded(.down) / scale)
    }

    /// Whether the content view moves aside for the editing control now.
    var indentsForEditingControl: Bool { storedIsEditing && shouldIndentWhileEditing && rowIndentsWhileEditing }

    /// The content view's horizontal extent in a cell `width` wide, and the accessory's frame (if one
    /// shows) for a content view `contentHeight` high.
    func contentAndAccessoryLayout(width: CGFloat, contentHeight: CGFloat) -> (minX: CGFloat, maxX: CGFloat, accessory: (View, CGRect)?) {
        let minX = indentsForEditingControl ? min(TableViewCell.editingControlWidth, width) : 0
        guard let accessory = shownAccessory else { return (minX, width, nil) }
        let size = accessorySize(of: accessory)
        let frame = CGRect(x: width - tableCellMargin - size.width, y: ((contentHeight - size.height) / 2).rounded(),
                           width: size.width, height: size.height)
        return (minX, max(minX, frame.minX - accessoryMetrics.contentViewGap), (accessory, frame))
    }

    /// Adds the accessory that shows at `frame` (nil: none) and removes the ones that no longer show.
    func placeAccessory(_ placed: (View, CGRect)?) {
        let host = contentHost
        for candidate in [accessoryView, editingAccessoryView, standardAccessoryView as View?] {
            if let candidate, candidate !== placed?.0, candidate.superview === host { candidate.removeFromSuperview() }
        }
        guard let (view, frame) = placed else { return }
        if view.superview !== host {
            // In iOS 7's scroll view the accessory comes before the content view (`<UIButton: …; frame = (302 16;
            // 8 12.5)>` then `<UITableViewCellContentView: …>`); elsewhere after it.
            if host !== self, contentView.superview === host { host.insertSubview(view, belowSubview: contentView) } else { host.addSubview(view) }
        }
        if view.frame != frame { view.frame = frame }
    }

    /// `accessoryView` or `editingAccessoryView` changed: the view that was set leaves the cell if it was
    /// shown there (and is not the other one), and the next layout places the new one.
    func accessoryViewChanged(from old: View?, to new: View?) {
        guard old !== new else { return }
        if let old, old.superview === contentHost, old !== accessoryView, old !== editingAccessoryView { old.removeFromSuperview() }
        setNeedsLayout()
    }

    /// A tap on the standard detail button (`.detailButton`, `.detailDisclosureButton`): the delegate's
    /// `tableView(_:accessoryButtonTappedForRowWith:)`, as `TableView.tapAccessoryButton(forRowAt:)`.
    func standardAccessoryTapped() {
        guard let table = tableShowingCell, let indexPath = table.indexPath(for: self) else { return }
        (table.delegate as? TableViewDelegate)?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }
}

/// UIKit's private `_UITableCellAccessoryButton` (iOS 13+; a plain `UIButton` on iOS 7–12): the standard
/// accessory of a cell. The disclosure indicator and the checkmark take no touches (`userInteractionEnabled =
/// NO` in the dumps), so a tap on them selects the row; the detail buttons do, and tell the table's delegate.
final class _UITableCellAccessoryButton: Button {
    /// The accessory type it draws.
    var accessoryType: TableViewCell.AccessoryType = .none {
        didSet {
            let takesTouches = accessoryType == .detailButton || accessoryType == .detailDisclosureButton
            if isUserInteractionEnabled != takesTouches { isUserInteractionEnabled = takesTouches }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Never decoded: a private part of a cell.
    required init?(coder: NSCoder) { nil }

    override var libraryClassName: String { "_UITableCellAccessoryButton" }
}
